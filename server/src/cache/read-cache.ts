import { localeInPath, withoutLocale } from "../shared/locales";
import { isLanguagePage, preferredLocale } from "../http/first-visit-language";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Express, RequestHandler } from "express";
import type { Config } from "../config";
import { requestIsHttps, type ProxyTrust } from "../http/request-is-https";
import { isAnonymousRequest as isAnonymous } from "../http/shared-cache";
import type { CounterFront } from "./counter-front";
import type { LegacyCounterFront } from "./legacy-counter-front";
import type { GraphqlReads } from "./graphql-reads";
import type { LegacyReads } from "./legacy-reads";
import { parseJsonBody } from "./json-body";
import { PublicCache } from "./public-cache";
import { RowSnapshots } from "./row-snapshots";
import { VersionClock } from "./version-clock";
import { VersionReader } from "./version-reader";

export interface ReadCache {
  /**
   * Wraps the Express app for the HTTP server: a cached public read is answered here, before Express
   * runs (Express alone costs several times what sending the bytes does); anything else goes on to `app`.
   */
  front(app: Express, counters?: Counters): RequestListener;
  /** On /graphql before the JSON parser: hands over the body `front` read, and keeps the answers to misses. */
  graphql: RequestHandler;
  /** On /api before the legacy router: keeps the answers to misses. */
  legacy: RequestHandler;
  /** Rows hot public paths read on every request, kept by the same version and TTL as the answers. */
  rows: RowSnapshots;
  /** Version checks sent to the database so far. */
  readonly versionChecks: number;
  close(): Promise<void>;
}

/** What answers anonymous view and visit counts in front of Express too (counter-front.ts, legacy-counter-front.ts). */
export interface Counters {
  graphql?: CounterFront;
  legacy?: LegacyCounterFront;
}

/**
 * What the cache may keep or let through, from the module manifests: the GraphQL root fields they name, and
 * the legacy rows they mark as public reads or view counters.
 */
export interface PublicReads {
  graphql: GraphqlReads;
  legacy: LegacyReads;
}

/**
 * The public pages, feeds, sitemap and robots.txt: the same for every anonymous visitor of one address, so
 * kept whole and compressed, and a burst of visitors costs no database work. Paths without the query.
 */
const PUBLIC_DOCUMENTS = new Set(["/", "/detail", "/about", "/guestbook", "/search", "/rss.xml", "/atom.xml", "/sitemap.xml", "/robots.txt"]);

/** Public pages named by a slug: article permalinks and tag pages. */
const SLUG_PAGES = ["/posts/", "/tag/"];

/** Public GraphQL reads are a few hundred bytes; anything much larger is not one the cache looks at. */
const MAX_READ_BODY = 16 * 1024;

interface Candidate {
  key: string;
  /** The GraphQL body `front` took off the socket; the legacy reads have none. */
  body?: Buffer;
}

/** Requests `front` found worth a look, for the middlewares further on. */
const candidates = new WeakMap<IncomingMessage, Candidate>();

/** Server-side cache of public reads, one per app; signed-in requests and writes never touch it. */
export function createReadCache(databaseUrl: string, config: Config, reads: PublicReads, siteBuild: () => string = () => ""): ReadCache {
  if (config.publicCacheMb === 0) {
    return {
      front: (app) => app,
      graphql: (_req, _res, next) => next(),
      legacy: (_req, _res, next) => next(),
      rows: new RowSnapshots(undefined, 0, 0),
      versionChecks: 0,
      close: async () => {},
    };
  }
  const reader = new VersionReader(databaseUrl);
  const clock = new VersionClock(() => reader.read(), config.publicCacheStaleMs);
  const cache = new PublicCache({ clock, maxBytes: config.publicCacheMb * 1024 * 1024, ttlMs: config.publicCacheTtlMs });
  // An eighth of the budget: the rows are few (the articles being read right now) and the answers many.
  const rows = new RowSnapshots(clock, (config.publicCacheMb * 1024 * 1024) / 8, config.publicCacheTtlMs);

  /** Answers from memory, or hands the request (with what `front` learnt about it) to the app. */
  const hitOrPass = (key: string, req: IncomingMessage, res: ServerResponse, app: RequestListener, body?: Buffer) => {
    const done = cache.hit(key, req, res);
    if (done === true) return;
    if (done === false) return pass(key, req, res, app, body);
    done.then(
      (sent) => sent || pass(key, req, res, app, body),
      () => pass(key, req, res, app, body),
    );
  };

  /**
   * A page or feed: from memory, or made by the app and kept. The key holds the address the visitor used,
   * because links in pages and feeds are absolute and built from it when the site has no configured URL,
   * and the live site build, whose scripts the pages name.
   */
  const hitOrMakeDocument = (key: string, req: IncomingMessage, res: ServerResponse, app: RequestListener) => {
    const make = () => {
      uncompressed.add(req);
      // miss() only waits for the version, which never rejects; a throw would come from the app itself.
      cache.miss(key, req, res, () => app(req, res), isWholeDocument, { compress: true }).catch((error) => console.error("Page cache:", error));
    };
    const done = cache.hit(key, req, res);
    if (done === true) return;
    if (done === false) return make();
    done.then(
      (sent) => sent || make(),
      () => make(),
    );
  };

  /** Anything else may write, so once it is done this process looks at the version again. */
  const passOn = (res: ServerResponse, next: () => void) => {
    res.once("finish", () => cache.expire());
    next();
  };

  return {
    front: (app, counters = {}) => (req, res) => {
      const document = isAnonymousDocumentGet(req);
      if (!document && !isAnonymousPost(req)) return app(req, res);
      // HTTPS and plain HTTP answers differ in their headers (HSTS, upgrade-insecure-requests: see
      // http/security-headers.ts) and in the links of pages and feeds, so each is kept apart, decided by
      // the app's own "trust proxy" rule.
      const scheme = requestIsHttps(req, app.get("trust proxy fn") as ProxyTrust) ? "https" : "http";
      if (document) return hitOrMakeDocument(`document ${siteBuild()} ${scheme}://${req.headers.host ?? ""}${req.url}${languageChoiceKey(req)}`, req, res, app);
      if (reads.legacy.isPublicRead(req.url!) && hasNoBody(req)) return hitOrPass(`${scheme} legacy ${req.url}`, req, res, app);
      const legacyCounters = counters.legacy;
      if (legacyCounters?.counts(req.url!) && isSmallForm(req)) {
        return readBody(req, (body) => {
          const passOn = () => pass(`${scheme} legacy counter`, req, res, app, body);
          if (!legacyCounters.take(body, `${scheme} ${req.headers.accept ?? ""}`, req.url!, req, res, passOn)) passOn();
        });
      }
      if (req.url !== "/graphql" || !isSmallJson(req)) return app(req, res);
      readBody(req, (body) => {
        // A view or visit counted: answered here too when it can be (counter-front.ts).
        const passOn = () => pass(`${scheme} counter`, req, res, app, body);
        if (counters.graphql?.take(body, `${scheme} ${req.headers.accept ?? ""}`, req, res, passOn)) return;
        // The body's bytes are the key: the app's own client sends the same bytes for the same read.
        hitOrPass(`${scheme} graphql ${req.headers.accept ?? ""}\n${body.toString("latin1")}`, req, res, app, body);
      });
    },
    graphql(req, res, next) {
      const candidate = candidates.get(req);
      if (!candidate?.body) return passOn(res, next);
      try {
        req.body = parseJsonBody(candidate.body);
      } catch (error) {
        return next(error);
      }
      if (reads.graphql.isCounterWrite(req.body)) return next();
      if (!reads.graphql.isPublicRead(req.body)) return passOn(res, next);
      cache.miss(candidate.key, req, res, next, isGraphqlData).catch(next);
    },
    legacy(req, res, next) {
      const candidate = candidates.get(req);
      if (reads.legacy.isCounter(req.path)) {
        // A counting call `front` read but handed on: the form body it took off the socket (ASCII or not, as
        // the text parser, which now finds the request read, would have decoded it as UTF-8).
        if (candidate?.body) req.body = candidate.body.toString("utf8");
        return next();
      }
      if (!candidate || candidate.body) return passOn(res, next);
      cache.miss(candidate.key, req, res, next, isLegacySuccess).catch(next);
    },
    rows,
    get versionChecks() {
      return reader.count;
    },
    close: () => reader.close(),
  };
}

function pass(key: string, req: IncomingMessage, res: ServerResponse, app: RequestListener, body?: Buffer): void {
  candidates.set(req, { key, body });
  app(req, res);
}

/**
 * Documents being made for the cache: the app answers them uncompressed, whole, so that they can be kept;
 * the cache compresses them once.
 */
const uncompressed = new WeakSet<IncomingMessage>();

/**
 * An unprefixed page is the site's default language for everyone but a visitor who prefers the other one,
 * whom the app sends on to it (http/first-visit-language.ts; a redirect is never kept): the preference is
 * part of the key, so the kept page is only ever answered to visitors it was made for.
 */
function languageChoiceKey(req: IncomingMessage): string {
  const url = req.url!;
  const query = url.indexOf("?");
  const path = query < 0 ? url : url.slice(0, query);
  if (localeInPath(path) || !isLanguagePage(path)) return "";
  return ` prefers ${preferredLocale(req.headers.cookie, req.headers["accept-language"]) ?? "-"}`;
}

/** Whether the compression middleware should leave this request's answer alone. */
export function isMadeForTheCache(req: IncomingMessage): boolean {
  return uncompressed.has(req);
}

/** GET (not HEAD, not a range) of a public page or feed by a visitor who is not signed in. */
function isAnonymousDocumentGet(req: IncomingMessage): boolean {
  if (req.method !== "GET" || req.headers.range !== undefined || !isAnonymous(req)) return false;
  const url = req.url!;
  const query = url.indexOf("?");
  const path = query < 0 ? url : url.slice(0, query);
  // The same pages and feeds in each language: /zh/about, /en/rss.xml, /zh/ (the home page).
  const bare = withoutLocale(path);
  return PUBLIC_DOCUMENTS.has(bare) || SLUG_PAGES.some((prefix) => bare.startsWith(prefix));
}

/** Any whole 200 answer of a document is worth keeping; errors and 404s never reach here as 200. */
const isWholeDocument = (body: Buffer) => body.length > 0;

function isAnonymousPost(req: IncomingMessage): boolean {
  return req.method === "POST" && isAnonymous(req);
}

function hasNoBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] === undefined && (req.headers["content-length"] ?? "0") === "0";
}

/** Plain JSON of a known, small length: what express.json would parse the same way (see json-body.ts). */
function isSmallJson(req: IncomingMessage): boolean {
  const type = req.headers["content-type"];
  const length = Number(req.headers["content-length"]);
  return (
    (type === "application/json" || (type !== undefined && /^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(type))) &&
    req.headers["content-encoding"] === undefined &&
    req.headers["transfer-encoding"] === undefined &&
    Number.isInteger(length) &&
    length > 0 &&
    length <= MAX_READ_BODY
  );
}

/** A small form body of a known length: what the legacy router's text parser reads whole. */
function isSmallForm(req: IncomingMessage): boolean {
  const type = req.headers["content-type"];
  const length = Number(req.headers["content-length"]);
  return (
    type !== undefined &&
    /^application\/x-www-form-urlencoded\s*(;\s*charset=utf-8\s*)?$/i.test(type) &&
    req.headers["content-encoding"] === undefined &&
    req.headers["transfer-encoding"] === undefined &&
    Number.isInteger(length) &&
    length > 0 &&
    length <= MAX_READ_BODY
  );
}

/** Calls back once the whole body is in; a broken upload just closes (the client is gone). */
function readBody(req: IncomingMessage, then: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => then(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
  req.on("error", () => req.destroy());
}

function isGraphqlData(body: Buffer): boolean {
  const parsed = JSON.parse(body.toString("utf8")) as { data?: unknown; errors?: unknown };
  return typeof parsed.data === "object" && parsed.data !== null && parsed.errors === undefined;
}

/** The envelope of a success starts with its status; a failure (status 0 or 2) is never kept. */
function isLegacySuccess(body: Buffer): boolean {
  return body.subarray(0, 12).toString("latin1") === '{"status":1,';
}
