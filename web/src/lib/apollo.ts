import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { createBackOfficeCache } from "./apollo-cache";
import { readersLanguageLink } from "./readers-language-link";
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

let browserClient: ApolloClient | undefined;

/**
 * The back-office's one client, made when its first page is opened; the session travels in the HttpOnly cookie
 * (same origin). Its reads are the signed-in user's and go as POST, never kept by a cache along the way. The
 * public pages have a client of their own (public-apollo.ts), whose lists grow by "load more".
 */
export function browserApolloClient(): ApolloClient {
  browserClient ??= new ApolloClient({
    link: ApolloLink.from([sessionLink, readersLanguageLink, new HttpLink({ uri: "/graphql", credentials: "same-origin" })]),
    cache: createBackOfficeCache(),
  });
  return browserClient;
}
