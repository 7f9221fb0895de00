import type { ApolloCache } from "@apollo/client";

/**
 * A cache update that forgets a deleted row: lists that held it drop it at once (Apollo leaves dangling
 * references out of lists), and nothing can show it again from the cache.
 */
export function evictRow(typename: string, id: number) {
  return (cache: ApolloCache) => {
    cache.evict({ id: cache.identify({ __typename: typename, id }) });
    cache.gc();
  };
}
