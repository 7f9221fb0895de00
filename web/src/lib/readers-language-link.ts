import { ApolloLink } from "@apollo/client";
import { concatMap } from "rxjs";
import { hasMessageId, inReadersLanguage, loadServerMessages, readersLocale } from "../i18n/server-message";

/**
 * The server's refusals in the reader's language, where it said what they mean (i18n/server-message.ts). Their
 * words are loaded when the first such refusal arrives; if they cannot be, the server's English words stay.
 */
export const readersLanguageLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    concatMap(async (result) => {
      if (!result.errors?.some(hasMessageId)) return result;
      await loadServerMessages(readersLocale()).catch(() => {});
      return { ...result, errors: result.errors.map(inReadersLanguage) };
    }),
  ),
);
