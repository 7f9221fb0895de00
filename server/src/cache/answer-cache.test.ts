import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../modules/auth/cookies";
import { startTestServer, type TestServer } from "../../test/harness";
import { usePerformanceClock } from "../../test/performance-clock";
import { useTestServer } from "../../test/use-test-server";
import { Article } from "../modules/article/article.entity";
import { SiteInfo } from "../modules/site-info/site-info.entity";
import { markPublicAnswer } from "../http/public-answer";
import { answerCache, CACHE_HEADER } from "./answer-cache";
import type { ContentVersion } from "./content-version";

const TTL_MS = 600;
let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { env: { PUBLIC_CACHE_TTL_MS: String(TTL_MS) }, signIn: "graphql" });

const LIST = `query HomeArticles($offset: Int!, $limit: Int!) { articles(offset: $offset, limit: $limit) { total items { id title hits } } }`;
const list = () => server.gql(LIST, { offset: 0, limit: 5 });
const cacheOf = (result: { headers: Headers }) => result.headers.get(CACHE_HEADER);
// The staleness bound and the TTL are passed by moving the caches' clock on, not waited out.
const clock = usePerformanceClock();

async function post(path: string, body?: string) {
  const response = await fetch(`${server.url}${path}`, { method: "POST", body, headers: body ? { "content-type": "application/x-www-form-urlencoded" } : {} });
  return { cache: response.headers.get(CACHE_HEADER), body: (await response.json()) as any };
}

describe("the public read cache", () => {
  it("answers a repeated anonymous query from memory with the same answer", async () => {
    const first = await list();
    const second = await list();
    expect(cacheOf(first)).toBe("miss");
    expect(cacheOf(second)).toBe("hit");
    expect(second.data).toEqual(first.data);
    expect(second.headers.get("content-type")).toBe(first.headers.get("content-type"));
    // The security headers are set on cached answers too.
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("shows a write made through the API on the next read", async () => {
    const id = (await list()).data.articles.items[0].id;
    const saved = await server.gql(`mutation($id: Int!) { updateArticle(id: $id, input: { title: "Fresh title" }) { title } }`, { id }, { token });
    expect(saved.errors).toBeUndefined();
    const after = await list();
    expect(cacheOf(after)).toBe("miss");
    expect(after.data.articles.items[0].title).toBe("Fresh title");
  });

  it("shows a write made elsewhere (straight in SQL) within the staleness bound", async () => {
    const before = await list();
    expect(cacheOf(await list())).toBe("hit");
    const id = before.data.articles.items[1].id;
    await server.em().nativeUpdate(Article, { id }, { title: "Written by another process" });
    clock.advance(server.config.publicCacheStaleMs + 1);
    const after = await list();
    expect(after.data.articles.items[1].title).toBe("Written by another process");
  });

  it("keeps serving while only view counts change, and shows the new counts within the TTL", async () => {
    clock.advance(TTL_MS + 1);
    const before = await list();
    const id = before.data.articles.items[0].id;
    const viewed = await server.gql(`mutation($id: Int!) { recordArticleView(id: $id) { hits } }`, { id });
    expect(viewed.data.recordArticleView.hits).toBe(before.data.articles.items[0].hits + 1);
    const cached = await list();
    expect(cacheOf(cached)).toBe("hit");
    expect(cached.data.articles.items[0].hits).toBe(before.data.articles.items[0].hits);
    // Written with the others of its second, then shown once the TTL has passed.
    await server.flushCounts();
    clock.advance(TTL_MS + 1);
    expect((await list()).data.articles.items[0].hits).toBe(viewed.data.recordArticleView.hits);
  });

  it("never answers signed-in requests, mutations, captchas, live counters or errors from memory", async () => {
    await list();
    const signedIn = await server.gql(LIST, { offset: 0, limit: 5 }, { token });
    expect(cacheOf(signedIn)).toBeNull();
    expect(cacheOf(await server.gql(`mutation { recordVisit { today } }`))).toBeNull();

    const captchas = [await server.gql(`{ captcha { id } }`), await server.gql(`{ captcha { id } }`)];
    expect(captchas.map(cacheOf)).toEqual([null, null]);
    expect(captchas[0].data.captcha.id).not.toBe(captchas[1].data.captcha.id);

    const today = (await server.gql(`{ homeInfo { today } }`)).data.homeInfo.today;
    // Another visitor: the one above has been counted for the next half hour.
    await server.gql(`mutation { recordVisit { today } }`, {}, { headers: { "user-agent": "Another visitor" } });
    const live = await server.gql(`{ homeInfo { today } }`);
    expect(cacheOf(live)).toBeNull();
    expect(live.data.homeInfo.today).toBe(today + 1);

    const missing = `{ article(id: 424242) { id } }`;
    await server.gql(missing);
    const again = await server.gql(missing);
    expect(again.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect(cacheOf(again)).not.toBe("hit");
  });

  it("caches the legacy public lists, and only for requests without a payload", async () => {
    const first = await post("/api/getArticle");
    const second = await post("/api/getArticle");
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(second.body).toEqual(first.body);
    expect((await post("/api/getArticle", "x=1")).cache).toBeNull();
    expect((await post("/api/getInfo")).cache).toBeNull();

    const id = first.body.data[0].id;
    await server.gql(`mutation($id: Int!) { updateArticle(id: $id, input: { title: "Legacy sees it" }) { id } }`, { id }, { token });
    const after = await post("/api/getArticle");
    expect(after.cache).toBe("miss");
    expect(after.body.data[0].title).toBe("Legacy sees it");
  });
});

describe("the public read cache for feeds and pages", () => {
  const get = async (path: string, headers: Record<string, string> = {}) => {
    // node's fetch would decompress; the raw bytes and headers are what a cache or a crawler sees.
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${server.url}${path}`, { headers }, resolve).on("error", reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    return { status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) };
  };

  it("keeps the feeds (each language's too), sitemap and robots.txt, compressed once, for every encoding a client asks for", async () => {
    for (const path of ["/rss.xml", "/atom.xml", "/sitemap.xml", "/robots.txt", "/zh/rss.xml", "/en/atom.xml"]) {
      const first = await get(path);
      const plain = await get(path);
      expect([first.headers[CACHE_HEADER], plain.headers[CACHE_HEADER]], path).toEqual(["miss", "hit"]);
      expect(plain.body.equals(first.body)).toBe(true);
      expect(plain.headers["content-type"]).toBe(first.headers["content-type"]);
      expect(plain.headers.vary).toBe("Accept-Encoding");

      const br = await get(path, { "accept-encoding": "gzip, deflate, br" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(zlib.brotliDecompressSync(br.body).equals(first.body)).toBe(true);
      const gzip = await get(path, { "accept-encoding": "gzip;q=1.0, br;q=0" });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gzip.body).equals(first.body)).toBe(true);
      expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
    }
  });

  it("sends the answer it is keeping compressed to the visitor who asked first, as to the ones after", async () => {
    const asks = { "accept-encoding": "gzip, deflate, br" };
    const first = await get("/zh/rss.xml?first", asks);
    const next = await get("/zh/rss.xml?first", asks);
    expect([first.headers[CACHE_HEADER], next.headers[CACHE_HEADER]]).toEqual(["miss", "hit"]);
    expect([first.headers["content-encoding"], first.headers.vary]).toEqual(["br", "Accept-Encoding"]);
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    expect(first.body.equals(next.body)).toBe(true);
  });

  it("answers a conditional GET with 304 from memory", async () => {
    const first = await get("/rss.xml");
    const etag = first.headers.etag!;
    expect(etag).toBeTruthy();
    const again = await get("/rss.xml", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it("shows a published change on the next request, and keeps visitors of different addresses apart", async () => {
    await get("/rss.xml");
    const id = (await list()).data.articles.items[0].id;
    await server.gql(`mutation($id: Int!) { updateArticle(id: $id, input: { title: "Feed sees it" }) { id } }`, { id }, { token });
    const after = await get("/rss.xml");
    expect(after.headers[CACHE_HEADER]).toBe("miss");
    expect(after.body.toString()).toContain("Feed sees it");

    // Without a configured site URL, links are built from the address the visitor used.
    await server.em().nativeUpdate(SiteInfo, { id: { $gt: 0 } }, { url: "" });
    clock.advance(server.config.publicCacheStaleMs + 1);
    for (let i = 0; i < 2; i++) {
      expect((await get("/rss.xml", { host: "blog.example.org" })).body.toString()).toContain("http://blog.example.org/posts/");
      expect((await get("/rss.xml")).body.toString()).not.toContain("blog.example.org");
    }
  });

  it("keeps only what the app says is public: never the health check or the sign-in page's bare app", async () => {
    for (const path of ["/healthz", "/logup"]) {
      const answers = [await get(path), await get(path)];
      expect(answers.map((answer) => answer.status), path).toEqual([200, 200]);
      expect(answers.map((answer) => answer.headers[CACHE_HEADER]), path).toEqual([undefined, undefined]);
    }
  });

  it("never keeps answers for signed-in visitors, HEAD requests or ranges", async () => {
    await get("/sitemap.xml");
    expect((await get("/sitemap.xml", { cookie: `${SESSION_COOKIE}=${token}` })).headers[CACHE_HEADER]).toBeUndefined();
    expect((await get("/sitemap.xml", { authorization: `Bearer ${token}` })).headers[CACHE_HEADER]).toBeUndefined();
    expect((await get("/sitemap.xml", { range: "bytes=0-10" })).headers[CACHE_HEADER]).toBeUndefined();
  });
});

describe("PUBLIC_CACHE_MB=0", () => {
  let uncached: TestServer;
  beforeAll(async () => {
    uncached = await startTestServer({ PUBLIC_CACHE_MB: "0" });
  });
  afterAll(() => uncached?.close());

  it("turns the cache off", async () => {
    const answers = [await uncached.gql(LIST, { offset: 0, limit: 5 }), await uncached.gql(LIST, { offset: 0, limit: 5 })];
    expect(answers.map(cacheOf)).toEqual([null, null]);
  });
});

describe("an answer whose visitor went away before it was ready", () => {
  it("is kept all the same, and the next visitor gets it without the app making it again", async () => {
    const cache = answerCache({
      version: { current: () => 1 } as unknown as ContentVersion,
      maxBytes: 2 ** 20,
      ttlMs: 60_000,
      build: () => "build",
      compress: () => false,
    });
    let made = 0;
    let arrived!: () => void;
    const arriving = new Promise<void>((resolve) => (arrived = resolve));
    let answered!: () => void;
    const answering = new Promise<void>((resolve) => (answered = resolve));
    const app = express();
    app.use(cache.withoutBody);
    app.get("/slow", (_req, res) => {
      markPublicAnswer(res);
      if (++made > 1) return void res.type("text").send("made again");
      // Ready only once its visitor has given up, as a long answer to an impatient client is.
      res.once("close", () => {
        res.type("text").send("worth keeping");
        answered();
      });
      arrived();
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slow`;
      const leaving = http.get(url);
      leaving.on("error", () => undefined);
      await arriving;
      leaving.destroy();
      await answering;

      const next = await fetch(url);
      expect(next.headers.get(CACHE_HEADER)).toBe("hit");
      expect(await next.text()).toBe("worth keeping");
      expect(made).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
