import { InMemoryCache } from "@apollo/client";

/** The back-office's Apollo cache. Its paged lists are read a page at a time: each offset and limit is an entry of its own. */
export function createAppCache(): InMemoryCache {
  return new InMemoryCache();
}
