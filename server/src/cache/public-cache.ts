import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { captureAnswer } from "./capture-answer";
import type { VersionClock } from "./version-clock";

/** An answer compressed in the encodings browsers, feed readers and crawlers ask for. */
interface Encoded {
  br: Buffer;
  gzip: Buffer;
}

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
  /** Compressed once when kept, for answers worth compressing (pages and feeds); API answers go as they are. */
  encoded?: Encoded;
  /** The head for each compressed body, made once too: a hit only picks one. */
  encodedHeads?: Record<keyof Encoded, OutgoingHttpHeaders>;
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
  private readonly entries: LRUCache<string, Entry>;
  private readonly making = new Map<string, Promise<Entry | undefined>>();
  private readonly clock: VersionClock;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: PublicCacheOptions) {
    this.clock = options.clock;
    // No single answer above a quarter of the budget: one must not push out all the others.
    this.entries = new LRUCache({ maxSize: options.maxBytes, maxEntrySize: options.maxBytes / 4, sizeCalculation: (entry) => entry.bytes });
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? (() => performance.now());
  }

  /**
   * Sends the cached answer for `key` when there is a usable one; false when the request must go on.
   * Synchronous while the version is fresh, so a hit costs no promise.
   */
  hit(key: string, req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> {
    // Without an entry there is nothing to check the version for (a mutation never has one).
    if (!this.entries.has(key)) return false;
    const version = this.clock.current();
    return typeof version === "number"
      ? this.sendIfUsable(key, version, req, res)
      : version.then((v) => v !== undefined && this.sendIfUsable(key, v, req, res));
  }

  private sendIfUsable(key: string, version: number, req: IncomingMessage, res: ServerResponse): boolean {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return false;
    if (this.now() - entry.storedAt > this.ttlMs && !this.making.has(key)) return false;
    send(req, res, entry);
    return true;
  }

  /**
   * For a request `hit` declined: waits for an answer being made for the same key, or lets the request
   * make it (`next`) and keeps the answer when `keep` accepts its body. When the database cannot confirm
   * the version, the request goes on as if there were no cache.
   */
  async miss(
    key: string,
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
    keep: (body: Buffer) => boolean,
    { compress = false }: { compress?: boolean } = {},
  ): Promise<void> {
    const version = await this.clock.current();
    if (version === undefined) return next();
    const made = this.making.get(key);
    if (made) {
      const answer = await made;
      return answer?.version === version ? send(req, res, answer) : next();
    }

    const making = captureAnswer(res, keep, CACHE_HEADER).then((answer) => {
      if (!answer) return undefined;
      const encoded = compress ? encodeOnce(answer.body) : undefined;
      // One cached answer serves every encoding; shared caches must keep them apart (and apart by what the app
      // said the answer varies by too: an unprefixed page's language).
      const head = { ...answer.headers, ...(encoded && { vary: withEncoding(answer.headers.vary) }), "content-length": answer.body.length, [CACHE_HEADER]: "hit" };
      const encodedHead = (encoding: keyof Encoded): OutgoingHttpHeaders => ({ ...head, "content-encoding": encoding, "content-length": encoded![encoding].length });
      const encodedHeads = encoded && { br: encodedHead("br"), gzip: encodedHead("gzip") };
      const bytes = answer.body.length + key.length + (encoded ? encoded.br.length + encoded.gzip.length : 0);
      const entry: Entry = { version, storedAt: this.now(), bytes, body: answer.body, head, encoded, encodedHeads };
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

function send(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
  if (entry.encoded && entry.encodedHeads) {
    const etag = entry.head.etag;
    if (typeof etag === "string" && matchesEtag(req.headers["if-none-match"], etag)) {
      res.writeHead(304, { etag, vary: entry.head.vary ?? "Accept-Encoding", "cache-control": entry.head["cache-control"] ?? "no-cache" }).end();
      return;
    }
    const encoding = preferredEncoding(req);
    if (encoding === "br" || encoding === "gzip") {
      res.writeHead(200, entry.encodedHeads[encoding]).end(entry.encoded[encoding]);
      return;
    }
  }
  res.writeHead(200, entry.head).end(entry.body);
}

/** The app's Vary with Accept-Encoding added. */
function withEncoding(vary: OutgoingHttpHeaders[string]): string {
  const names = (Array.isArray(vary) ? vary.join(",") : String(vary ?? "")).split(",").map((name) => name.trim()).filter(Boolean);
  return ["Accept-Encoding", ...names.filter((name) => name.toLowerCase() !== "accept-encoding")].join(", ");
}

/** If-None-Match holds one tag, a list, or `*`. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed.replace(/^W\//, "") === etag.replace(/^W\//, "");
  });
}

/**
 * Compressed once, when an answer is kept, and then sent as it is to every request: compressing on each
 * request would cost more than the rest of a cached answer. Brotli at quality 5 is a fraction of quality 11's
 * time and still smaller than gzip.
 */
function encodeOnce(body: Buffer): Encoded {
  return {
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: zlib.gzipSync(body, { level: 6 }),
  };
}

const ENCODINGS = ["br", "gzip", "identity"];

/** The client's best encoding among ours; between equally welcome ones, br, the smaller. */
function preferredEncoding(req: IncomingMessage): string | undefined {
  // negotiator 1.x takes the tie-break order; its published types predate the option.
  const choose = Negotiator.prototype.encoding as (this: Negotiator, available: string[], options: { preferred: string[] }) => string | undefined;
  return choose.call(new Negotiator(req), ENCODINGS, { preferred: ENCODINGS });
}
