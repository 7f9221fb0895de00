import type { ApolloClient, TypedDocumentNode } from "@apollo/client";
import { ADMIN_CONTEXT } from "../../../lib/apollo";

/** The API's largest page: most lists are found in one request. */
const LOOKUP_SIZE = 100;

type Paged = { offset: number; limit: number };

/**
 * The page (1-based, `pageSize` rows a page) a row stands on now, asked of the server with the list's own
 * query and filters, so the answer follows the server's order; undefined when the row is not listed.
 * Nothing is written to the cache: the page on screen stays as it is.
 */
export async function locateRow<TData, TVariables extends Paged>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: Omit<TVariables, keyof Paged>,
  list: (data: TData) => { total: number; items: readonly { id: number }[] },
  id: number,
  pageSize: number,
): Promise<number | undefined> {
  for (let offset = 0; ; offset += LOOKUP_SIZE) {
    const { data } = await client.query({
      query,
      variables: { ...variables, offset, limit: LOOKUP_SIZE } as unknown as TVariables,
      context: ADMIN_CONTEXT,
      fetchPolicy: "no-cache",
    });
    if (!data) return undefined;
    const { total, items } = list(data as TData);
    const index = items.findIndex((item) => item.id === id);
    if (index >= 0) return Math.floor((offset + index) / pageSize) + 1;
    if (items.length === 0 || offset + LOOKUP_SIZE >= total) return undefined;
  }
}
