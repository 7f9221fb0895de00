import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { ByteLru } from "./byte-lru";
import { captureAnswer } from "./capture-answer";
import type { VersionClock } from "./version-clock";

/** Tells a client (and the tests) whether the cache answered. */
export const CACHE_HEADER = "x-public-cache";

interface Entry {
  /** The cache_version known before the database was read for this answer. */
  version: number;
  /** When the answer was complete; the TTL counts from here. */
  storedAt: number;
  bytes: number;
  body: Buffer;
  /** The answer's headers with its length and the hit marker, ready for writeHead. */
  head: OutgoingHttpHeaders;
}

export interface PublicCacheOptions {
  clock: VersionClock;
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
}

/**
 * Whole HTTP answers to public reads, per process. An answer is served while the database's cache_version
 * is the one it was made at (checked as often as VersionClock allows) and it is younger than the TTL.
 * While one request remakes an answer, concurrent requests for it wait for that one instead of going to
 * the database too, or, when only the TTL ran out, get the previous answer at once.
 */
export class PublicCache {
  private readonly entries: ByteLru<Entry>;
  private readonly making = new Map<string, Promise<Entry | undefined>>();
  private readonly clock: VersionClock;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: PublicCacheOptions) {
    this.clock = options.clock;
    this.entries = new ByteLru(options.maxBytes);
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? (() => performance.now());
  }

  /**
   * Sends the cached answer for `key` when there is a usable one; false when the request must go on.
   * Synchronous while the version is fresh, so a hit costs no promise.
   */
  hit(key: string, res: ServerResponse): boolean | Promise<boolean> {
    // Without an entry there is nothing to check the version for (a mutation never has one).
    if (!this.entries.peek(key)) return false;
    const version = this.clock.current();
    return typeof version === "number" ? this.sendIfUsable(key, version, res) : version.then((v) => v !== undefined && this.sendIfUsable(key, v, res));
  }

  private sendIfUsable(key: string, version: number, res: ServerResponse): boolean {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return false;
    if (this.now() - entry.storedAt > this.ttlMs && !this.making.has(key)) return false;
    send(res, entry);
    return true;
  }

  /**
   * For a request `hit` declined: waits for an answer being made for the same key, or lets the request
   * make it (`next`) and keeps the answer when `keep` accepts its body. When the database cannot confirm
   * the version, the request goes on as if there were no cache.
   */
  async miss(key: string, res: ServerResponse, next: () => void, keep: (body: Buffer) => boolean): Promise<void> {
    const version = await this.clock.current();
    if (version === undefined) return next();
    const made = this.making.get(key);
    if (made) {
      const answer = await made;
      return answer?.version === version ? send(res, answer) : next();
    }

    const making = captureAnswer(res, keep, CACHE_HEADER).then((answer) => {
      if (!answer) return undefined;
      const head = { ...answer.headers, "content-length": answer.body.length, [CACHE_HEADER]: "hit" };
      const entry: Entry = { version, storedAt: this.now(), bytes: answer.body.length + key.length, body: answer.body, head };
      this.entries.set(key, entry);
      return entry;
    });
    this.making.set(key, making);
    void making.finally(() => this.making.delete(key));
    res.setHeader(CACHE_HEADER, "miss");
    next();
  }

  /** After a request of this process that may have written: the next reader asks the database again. */
  expire(): void {
    this.clock.expire();
  }
}

function send(res: ServerResponse, entry: Entry): void {
  res.writeHead(200, entry.head).end(entry.body);
}
