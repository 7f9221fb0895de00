import type { ApolloClient } from "@apollo/client";
import { operationKind, type Transport } from "./transport";

/**
 * Runs the public pages' operations through an Apollo Client: on the server one with a SchemaLink on the API's
 * own schema (no HTTP), in tests one with mocks. Nothing is cached there: the data client keeps the answers.
 */
export function apolloTransport(client: ApolloClient): Transport {
  return async (document, variables) => {
    const result =
      operationKind(document) === "mutation"
        ? await client.mutate({ mutation: document, variables: variables as never })
        : await client.query({ query: document, variables: variables as never, fetchPolicy: "no-cache" });
    return result.data as never;
  };
}
