import { ApolloClient, ApolloLink, type NormalizedCacheObject } from "@apollo/client";
import { BaseHttpLink } from "@apollo/client/link/http";
import { createPublicCache } from "./apollo-cache";
import { readersLanguageLink } from "./readers-language-link";

/**
 * The browser's client for every page outside the back-office, started from what the server's render read
 * (`snapshot`), so a served page shows itself without a request. Queries go as GET, which the browser's cache
 * and shared caches may keep (the server says how long: graphql/shared-cache-plugin.ts); mutations stay POST.
 * Apollo's HTTP link sends `content-type: application/json` on a GET too, which is what Apollo Server's CSRF
 * prevention asks of a GET (a header a cross-site form cannot send); same origin, so no preflight. The base
 * link: HttpLink adds client-awareness headers, which this API does not read.
 */
export function publicApolloClient(snapshot?: NormalizedCacheObject): ApolloClient {
  const cache = createPublicCache();
  if (snapshot) cache.restore(snapshot);
  return new ApolloClient({
    link: ApolloLink.from([readersLanguageLink, new BaseHttpLink({ uri: "/graphql", credentials: "same-origin", useGETForQueries: true })]),
    cache,
  });
}
