import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { map } from "rxjs";
import { inReadersLanguage } from "../i18n/server-message";
import { createAppCache } from "./apollo-cache";
import { expireSession } from "./session";

/**
 * Context flag the back-office puts on its operations. Only those may end the session on the client:
 * a visitor on a public page who happens to get UNAUTHENTICATED must never be sent to the login page.
 */
export const ADMIN_CONTEXT = { admin: true } as const;

export function isUnauthenticated(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED");
}

const sessionLink = new ErrorLink(({ error, operation }) => {
  if (operation.getContext().admin === true && isUnauthenticated(error)) expireSession();
});

/** The server's refusals in the back-office's language, where it said what they mean (i18n/server-message.ts). */
const readersLanguageLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(map((result) => (result.errors ? { ...result, errors: result.errors.map(inReadersLanguage) } : result))),
);

let browserClient: ApolloClient | undefined;

/**
 * The back-office's one client, made when its first page is opened; the session travels in the HttpOnly cookie
 * (same origin). The public pages read through the lighter data client (lib/page-data) and never load this.
 */
export function browserApolloClient(): ApolloClient {
  browserClient ??= new ApolloClient({
    link: ApolloLink.from([sessionLink, readersLanguageLink, new HttpLink({ uri: "/graphql", credentials: "same-origin" })]),
    cache: createAppCache(),
  });
  return browserClient;
}
