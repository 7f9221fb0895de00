import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/harness";
import { Article } from "../modules/article/article.entity";
import { CACHE_HEADER } from "./public-cache";

const TTL_MS = 600;
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_CACHE_TTL_MS: String(TTL_MS) });
  token = await server.signIn();
});
afterAll(() => server?.close());

const LIST = `query HomeArticles($offset: Int!, $limit: Int!) { articles(offset: $offset, limit: $limit) { total items { id title hits } } }`;
const list = () => server.gql(LIST, { offset: 0, limit: 5 });
const cacheOf = (result: { headers: Headers }) => result.headers.get(CACHE_HEADER);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    await sleep(server.config.publicCacheStaleMs + 50);
    const after = await list();
    expect(after.data.articles.items[1].title).toBe("Written by another process");
  });

  it("keeps serving while only view counts change, and shows the new counts within the TTL", async () => {
    await sleep(TTL_MS);
    const before = await list();
    const id = before.data.articles.items[0].id;
    const viewed = await server.gql(`mutation($id: Int!) { recordArticleView(id: $id) { hits } }`, { id });
    expect(viewed.data.recordArticleView.hits).toBe(before.data.articles.items[0].hits + 1);
    const cached = await list();
    expect(cacheOf(cached)).toBe("hit");
    expect(cached.data.articles.items[0].hits).toBe(before.data.articles.items[0].hits);
    await sleep(TTL_MS + 50);
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
