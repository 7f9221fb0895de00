import { ApolloLink } from "@apollo/client";
import { map } from "rxjs";
import { inReadersLanguage } from "../i18n/server-message";

/** The server's refusals in the reader's language, where it said what they mean (i18n/server-message.ts). */
export const readersLanguageLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(map((result) => (result.errors ? { ...result, errors: result.errors.map(inReadersLanguage) } : result))),
);
