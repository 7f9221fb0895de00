import { InMemoryCache, type FieldPolicy, type Reference } from "@apollo/client";

/** A page of a paged root field as the cache holds it: the rows are references to normalised objects. */
interface StoredPage {
  total: number;
  items: Reference[];
}

/**
 * A "load more" list (`homeArticles`, a tag's `articles`, `dailySentences`, `messages`): one cache entry per
 * set of filters, whatever the offset and limit, holding every row read so far. A further page lands at its
 * offset; a row seen before stays where it was first seen (a row can slip into the next page when the owner
 * shows or reorders something between two requests), and the total is the newest.
 */
function loadMoreList(keyArgs: string[]): FieldPolicy<StoredPage> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const offset = typeof args?.offset === "number" ? args.offset : 0;
      const kept = existing ? existing.items.slice(0, offset) : [];
      const seen = new Set(kept.map((item) => item.__ref));
      return { ...incoming, items: [...kept, ...incoming.items.filter((item) => !seen.has(item.__ref))] };
    },
  };
}

/**
 * The public pages' cache: what the server's render read is sent with the page and restored into it, so the
 * browser hydrates without asking again (entry-server.tsx, main.tsx).
 */
export function createPublicCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          homeArticles: loadMoreList(["language"]),
          articles: loadMoreList(["tag", "language", "orderBy", "direction"]),
          dailySentences: loadMoreList([]),
          messages: loadMoreList(["status"]),
        },
      },
      // One per site; the home page reads it and recording a visit answers it anew, so the count shown follows.
      HomeInfo: { keyFields: [] },
      // The owner's one profile: the about page reads all of it, the home page its details (for rel="me").
      OwnerProfile: { keyFields: [] },
      // The site's one appearance: the header reads its logo, the home page its cover, the back-office all of it.
      Appearance: { keyFields: [] },
      // The site info has one id in every language, but its texts differ by the language asked for: each
      // answer stays under the field that asked, or the /zh/ header would rename the unprefixed pages' site.
      SiteInfo: { keyFields: false },
      Article: {
        fields: {
          // A view counted here answers the new count; a read answered by a cache along the way may be older.
          // Views only go up, so the larger count is the newer.
          hits: { merge: (existing: number | undefined, incoming: number) => Math.max(existing ?? 0, incoming) },
        },
      },
    },
  });
}

/**
 * The back-office's cache. Its paged lists are tables read a page at a time: each offset and limit is an entry
 * of its own, which is why it is not the public pages' cache (whose lists grow by "load more").
 */
export function createBackOfficeCache(): InMemoryCache {
  return new InMemoryCache();
}
