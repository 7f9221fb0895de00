import type { RowSnapshots as KeptRows } from "../kernel/request-context";
import { LRUCache } from "lru-cache";
import type { ContentVersion } from "./content-version";

interface Snapshot {
  version: number;
  bytes: number;
  value: unknown;
}

/**
 * Rows a hot public path reads on every request (the article a view is counted for), kept per process by the
 * same rule as the cached answers: served while cache_version is the one they were read at and younger than
 * the TTL, within a byte budget. Only what exists is kept; a miss asks the database every time.
 */
export class RowSnapshots implements KeptRows {
  private readonly entries: LRUCache<string, Snapshot> | undefined;

  constructor(
    /** Without a clock (the cache turned off) nothing is kept. */
    private readonly clock: Pick<ContentVersion, "current"> | undefined,
    maxBytes: number,
    ttlMs: number,
  ) {
    this.entries = clock && new LRUCache({ maxSize: maxBytes, maxEntrySize: maxBytes / 4, sizeCalculation: (snapshot) => snapshot.bytes, ttl: ttlMs });
  }

  /** The value kept for `key`, or what `load` answers (kept when defined, with its size in `bytes`). */
  async get<T>(key: string, load: () => Promise<{ value: T; bytes: number } | undefined>): Promise<T | undefined> {
    const current = this.clock?.current();
    // The version is read before the rows: a row read after it is at least as new as it says.
    const version = typeof current === "number" ? current : await current;
    const kept = version === undefined ? undefined : this.entries?.get(key);
    if (kept && kept.version === version) return kept.value as T;
    const loaded = await load();
    if (loaded && version !== undefined) this.entries?.set(key, { version, bytes: loaded.bytes + key.length, value: loaded.value });
    return loaded?.value;
  }
}
