import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import zlib from "node:zlib";
import type { Request, RequestHandler } from "express";
import fresh from "fresh";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { isPublicAnswer } from "../http/public-answer";
import { isLanguagePage, preferredLocale } from "../http/first-visit-language";
import { isAnonymousRequest } from "../http/shared-cache";
import { localeInPath } from "../shared/locales";
import type { ContentVersion } from "./content-version";

/** Tells a client (and the tests) whether the answer came from the cache: "hit", or "miss" when it was kept. */
export const CACHE_HEADER = "x-public-cache";

type Encoding = "br" | "gzip" | "identity";

interface Variant {
  /** The app's headers, with this body's length and the hit marker, ready for writeHead. */
  head: OutgoingHttpHeaders;
  body: Buffer;
}

interface Answer {
  /** The cache_version known before the app read the database for this answer. */
  version: number;
  bytes: number;
  /** The answer as the app made it, and compressed once when it is worth it (pages and feeds). */
  variants: { identity: Variant } & Partial<Record<Encoding, Variant>>;
}

export interface AnswerCacheOptions {
  version: ContentVersion;
  maxBytes: number;
  ttlMs: number;
  /** The live site build: pages name its scripts, so each build's pages are kept apart. */
  build: () => string;
  /** Whether an answer is worth compressing; API answers are small and go as they are. */
  compress: (req: Request) => boolean;
}

export interface AnswerCache {
  /** First in the app: answers, or keeps when made, requests without a body (pages, feeds, legacy reads, GraphQL GETs). */
  withoutBody: RequestHandler;
  /** On /graphql after express.json: the same for GraphQL POSTs, whose body is part of the key. */
  withJsonBody: RequestHandler;
  /** Whether this answer is being kept here: the app then sends it uncompressed, and it is compressed once here. */
  keeps(req: IncomingMessage, res: ServerResponse): boolean;
}

/** PUBLIC_CACHE_MB=0: every request goes to the app. */
export const noAnswerCache: AnswerCache = {
  withoutBody: (_req, _res, next) => next(),
  withJsonBody: (_req, _res, next) => next(),
  keeps: () => false,
};

/** Headers of one exchange, never sent again with a kept answer. */
const PER_EXCHANGE = new Set(["content-length", "set-cookie", "date", "connection", "keep-alive", "transfer-encoding", CACHE_HEADER]);

/**
 * Whole answers to anonymous public reads, per process, kept at the moment the app sends them and sent
 * again unchanged: status 200, the app's headers, the body, and its br and gzip compressions for pages and
 * feeds. The app says which answers are public (http/public-answer.ts); this only keeps them.
 *
 * An answer is sent again while cache_version is the one it was made at and it is younger than the TTL.
 * While one request remakes an answer, concurrent requests for it wait for that one instead of going to
 * the database too, or, when only the TTL ran out, get the previous answer at once.
 */
export function answerCache(options: AnswerCacheOptions): AnswerCache {
  const answers = new LRUCache<string, Answer>({
    maxSize: options.maxBytes,
    // One answer must not push out all the others.
    maxEntrySize: options.maxBytes / 4,
    sizeCalculation: (answer, key) => answer.bytes + key.length,
    ttl: options.ttlMs,
    // Past its TTL an answer is still served while its remake is on the way.
    allowStale: true,
    noDeleteOnStaleGet: true,
  });
  const beingMade = new Map<string, Promise<Answer | undefined>>();

  function answer(version: number | undefined, key: string, req: Request, res: ServerResponse, next: () => void): void {
    // The database cannot tell the version: the request goes on as if there were no cache.
    if (version === undefined) return next();
    const status: LRUCache.Status<string, Answer> = {};
    const kept = answers.get(key, { status });
    // Only a key that had a public answer is worth waiting for: any other request may be one nobody keeps.
    const making = kept && beingMade.get(key);
    if (kept?.version === version && (status.get === "hit" || making)) return send(req, res, kept);
    if (making) {
      void making.then((made) => (made?.version === version ? send(req, res, made) : next()));
      return;
    }
    const made = keepWhenMade(version, req, res, options.compress(req), (answer) => {
      // A remake that took long must not replace one made since at a newer version.
      if ((answers.peek(key)?.version ?? -Infinity) <= answer.version) answers.set(key, answer);
    });
    beingMade.set(key, made);
    void made.then(() => {
      if (beingMade.get(key) === made) beingMade.delete(key);
    });
    next();
  }

  const serve =
    (withBody: boolean): RequestHandler =>
    (req, res, next) => {
      if (!isCandidate(req) || hasBody(req) !== withBody || (withBody && req.body === undefined)) return next();
      const key = keyOf(req, options.build(), withBody);
      // Read before the app reads the database, so that an answer is never older than the version it is kept at.
      // Any anonymous request waits for it, at most one query every PUBLIC_CACHE_STALE_MS, shared.
      const version = options.version.current();
      if (typeof version === "number") return answer(version, key, req, res, next);
      void version.then((v) => answer(v, key, req, res, next));
    };

  return {
    withoutBody: serve(false),
    withJsonBody: serve(true),
    keeps: (req, res) => isCandidate(req) && isPublicAnswer(res),
  };
}

/** GET or POST (not HEAD, not a range) by a visitor who is not signed in. */
function isCandidate(req: IncomingMessage): boolean {
  return (req.method === "GET" || req.method === "POST") && req.headers.range === undefined && isAnonymousRequest(req);
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || (req.headers["content-length"] ?? "0") !== "0";
}

/**
 * What tells answers apart. The scheme and host, because HTTPS answers carry other headers (HSTS) and links
 * in pages and feeds are absolute, built from the address the visitor used when the site has no configured
 * URL. The site build, whose scripts pages name. GraphQL's Accept, which picks the answer's content type. An
 * unprefixed page's language, which follows the visitor's preference (http/first-visit-language.ts): the
 * preference, not the raw headers, so visitors share it.
 */
function keyOf(req: Request, build: string, withBody: boolean): string {
  const graphql = withBody || req.path === "/graphql";
  return (
    `${req.method} ${req.protocol}://${req.headers.host ?? ""}${req.originalUrl} ${build}` +
    (graphql ? ` ${req.headers.accept ?? ""}` : languageChoice(req)) +
    (withBody ? `\n${JSON.stringify(req.body)}` : "")
  );
}

function languageChoice(req: Request): string {
  if (localeInPath(req.path) || !isLanguagePage(req.path)) return "";
  return ` prefers ${preferredLocale(req.headers.cookie, req.headers["accept-language"]) ?? "-"}`;
}

/**
 * Watches the app's answer go out through `res`. `keep` gets it when it is a whole 200 answer the app said is
 * public, also when its client went away before it was ready: the work is done, and the next visitor (often
 * the same one, trying again) gets it at once rather than starting it over. Resolves, for the requests waiting
 * for it, with the answer kept or undefined (an error, a streamed answer, an answer of one visitor's).
 */
function keepWhenMade(version: number, req: IncomingMessage, res: ServerResponse, compress: boolean, keep: (answer: Answer) => void): Promise<Answer | undefined> {
  return new Promise((resolve) => {
    const { write, end, writeHead } = res;
    let streamed = false;
    let ended = false;
    const keeping = (status: number) => status === 200 && !streamed && isPublicAnswer(res);
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      if (keeping(typeof args[0] === "number" ? args[0] : this.statusCode)) this.setHeader(CACHE_HEADER, "miss");
      return (writeHead as (...args: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse["writeHead"];
    res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse["write"]>) {
      streamed = true;
      return write.apply(this, args);
    } as ServerResponse["write"];
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      ended = true;
      const body = !keeping(this.statusCode) ? undefined : typeof chunk === "string" ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : undefined;
      const answer = body && body.length > 0 ? answerOf(version, body, this.getHeaders(), compress) : undefined;
      if (answer) keep(answer);
      // The visitor who caused it gets it compressed too, as the ones after get it from here.
      if (answer?.variants.br && !this.headersSent) {
        const variant = answer.variants[encodingFor(req, answer)] ?? answer.variants.identity;
        this.setHeader("vary", variant.head.vary as string);
        if (variant.head["content-encoding"]) this.setHeader("content-encoding", variant.head["content-encoding"] as string);
        this.setHeader("content-length", variant.body.length);
        chunk = variant.body;
      }
      const sent = (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
      resolve(answer);
      return sent;
    } as ServerResponse["end"];
    // When the client goes away first, the requests waiting for the answer go on to the app at once: a page
    // streamed to a closed connection may never reach its end.
    res.once("close", () => {
      if (!ended) resolve(undefined);
    });
  });
}

function answerOf(version: number, body: Buffer, headers: OutgoingHttpHeaders, compress: boolean): Answer {
  const head: OutgoingHttpHeaders = { [CACHE_HEADER]: "hit" };
  for (const [name, value] of Object.entries(headers)) if (!PER_EXCHANGE.has(name) && value !== undefined) head[name] = value;
  if (!compress) return { version, bytes: body.length, variants: { identity: { head: { ...head, "content-length": body.length }, body } } };
  // One kept answer serves every encoding; shared caches must keep them apart.
  head.vary = withEncoding(head.vary);
  const variant = (encoding: Encoding, encoded: Buffer): Variant => ({
    head: { ...head, ...(encoding !== "identity" && { "content-encoding": encoding }), "content-length": encoded.length },
    body: encoded,
  });
  const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(body.length), [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  const gzip = zlib.gzipSync(body, { level: 6 });
  return {
    version,
    bytes: body.length + br.length + gzip.length,
    variants: { identity: variant("identity", body), br: variant("br", br), gzip: variant("gzip", gzip) },
  };
}

/**
 * Compressed once here, not on each request, and kept until the content changes: so at brotli's quality 10,
 * about 15 ms for a page or a feed, for answers about 10% smaller than quality 9's (the home page's 5.7 -> 5.1
 * KB, the RSS feed's 1.42 -> 1.26 KB). Quality 10 takes about a millisecond a kilobyte, on the event loop, so
 * a larger answer gets quality 9, which takes about 20 ms for any size: the sitemap of a blog of 10 000
 * articles (1 MB) took 1.1 s at quality 10, during which the server answered nobody.
 */
const brotliQuality = (bytes: number) => (bytes <= 64 * 1024 ? 10 : 9);

const ENCODINGS: Encoding[] = ["br", "gzip", "identity"];

/** negotiator 1.x breaks ties by a preferred order (br, the smaller, first); its published types predate the option. */
const chooseEncoding = Negotiator.prototype.encoding as (this: Negotiator, available: Encoding[], options: { preferred: Encoding[] }) => Encoding | undefined;

function send(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
  const { head } = answer.variants.identity;
  if (req.method === "GET" && typeof head.etag === "string" && fresh(req.headers, { etag: head.etag })) {
    res.writeHead(304, { etag: head.etag, ...(head.vary && { vary: head.vary }), "cache-control": head["cache-control"] ?? "no-cache" }).end();
    return;
  }
  const variant = answer.variants[encodingFor(req, answer)] ?? answer.variants.identity;
  res.writeHead(200, variant.head).end(variant.body);
}

/** The encoding the request asks for among the answer's. */
function encodingFor(req: IncomingMessage, answer: Answer): Encoding {
  return answer.variants.br ? (chooseEncoding.call(new Negotiator(req), ENCODINGS, { preferred: ENCODINGS }) ?? "identity") : "identity";
}

/** The app's Vary with Accept-Encoding added. */
function withEncoding(vary: OutgoingHttpHeaders[string]): string {
  const names = (Array.isArray(vary) ? vary.join(",") : String(vary ?? "")).split(",").map((name) => name.trim()).filter(Boolean);
  return ["Accept-Encoding", ...names.filter((name) => name.toLowerCase() !== "accept-encoding")].join(", ");
}
