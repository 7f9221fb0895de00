import type { LegacyRoute } from "../kernel/legacy/route";

/** Which legacy calls the read cache may answer or let through, from the rows' own flags (kernel/legacy/route.ts). */
export interface LegacyReads {
  /** Whether a whole URL ("/api/getDaily") is a public read: the same answer for every visitor, no payload. */
  isPublicRead(url: string): boolean;
  /** Whether a path under /api ("/getDetail") only counts a view, leaving cache_version alone. */
  isCounter(path: string): boolean;
}

export function legacyReads(routes: Iterable<[string, LegacyRoute]>): LegacyReads {
  const publicReads = new Set<string>();
  const counters = new Set<string>();
  for (const [name, route] of routes) {
    // The contract's paths live under /api; the cache's front sees the whole URL, its /api middleware the rest.
    if (route.publicRead) publicReads.add(`/api/${name}`);
    if (route.countsViews) counters.add(`/${name}`);
  }
  return { isPublicRead: (url) => publicReads.has(url), isCounter: (path) => counters.has(path) };
}
