import { describe, expect, it } from "vitest";
import type { TestServer } from "../../test/harness";
import { useTestServer } from "../../test/use-test-server";
import { Article } from "../modules/article/article.entity";
import { cookieFrom, type LegacyClient } from "../../test/legacy-client";

let server: TestServer, api: LegacyClient;
useTestServer((started) => ({ server, api } = started));

/** The contract's time format, computed here independently of the shim. */
function localTime(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

async function hiddenArticleId(): Promise<number> {
  const hidden = await server.em().findOneOrFail(Article, { isShow: false });
  return hidden.id;
}

/** The stored hits once the views waiting in memory are written. */
const hitsOf = async (id: number) => {
  await server.flushCounts();
  return (await server.em().findOneOrFail(Article, { id })).hits;
};

describe("/api/getDaily", () => {
  it("lists every shown daily sentence by sid, in the legacy fields", async () => {
    const { http, body } = await api.call("getDaily");
    expect(http).toBe(200);
    expect(body.status).toBe(1);
    const graph = await server.gql(`{ dailySentences(limit: 100) { items { id sid cn en isShow isSelect } } }`);
    const expected = graph.data.dailySentences.items.map((s: any) => ({
      id: s.id, sid: s.sid, cn: s.cn, en: s.en, is_show: 1, is_select: s.isSelect ? 1 : 0,
    }));
    expect(body.data).toEqual(expected);
    expect(body.data).toHaveLength(14);
    expect(Object.keys(body.data[0])).toEqual(["id", "sid", "cn", "en", "is_show", "is_select"]);
    const sids = body.data.map((s: { sid: number }) => s.sid);
    expect(sids).toEqual([...sids].sort((a, b) => a - b));
  });
});

describe("/api/getArticle", () => {
  it("lists every shown article by sid, with numbers, flags and local times", async () => {
    const { body } = await api.call("getArticle");
    expect(body.status).toBe(1);
    expect(body.data).toHaveLength(14);
    expect(Object.keys(body.data[0])).toEqual(["id", "sid", "title", "subtitle", "summary", "cover", "create_time", "hits", "is_show", "is_select"]);
    const graph = await server.gql(`{ articles(limit: 100) { items { id sid title subtitle summary cover createTime hits isSelect } } }`);
    expect(body.data).toEqual(
      graph.data.articles.items.map((a: any) => ({
        id: a.id, sid: a.sid, title: a.title, subtitle: a.subtitle, summary: a.summary, cover: a.cover,
        create_time: localTime(a.createTime), hits: a.hits, is_show: 1, is_select: a.isSelect ? 1 : 0,
      })),
    );
    expect(body.data[0].create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("leaves hidden articles out", async () => {
    const hidden = await hiddenArticleId();
    const { body } = await api.call("getArticle");
    expect(body.data.map((a: { id: number }) => a.id)).not.toContain(hidden);
  });
});

describe("/api/getInfo", () => {
  it("answers today, photo and note", async () => {
    const { body } = await api.call("getInfo");
    const graph = await server.gql(`{ homeInfo { today photo note } }`);
    expect(body).toEqual({ status: 1, msg: "ok", data: graph.data.homeInfo });
    expect(Object.keys(body.data)).toEqual(["today", "photo", "note"]);
  });
});

describe("/api/getDetail", () => {
  it("answers the article in the legacy fields and counts one view", async () => {
    const before = await hitsOf(1);
    const { body } = await api.call("getDetail", { id: "1" });
    expect(body.status).toBe(1);
    await server.flushCounts();
    const article = await server.em().findOneOrFail(Article, { id: 1 });
    expect(body.data).toEqual({
      id: 1, title: article.title, subtitle: article.subtitle, content: article.content,
      create_time: localTime(article.createTime.toISOString()), hits: before + 1,
    });
    expect(article.hits).toBe(before + 1);
  });

  it("counts a visitor once per half hour and every other visitor once, losing none under concurrency", async () => {
    const before = await hitsOf(2);
    const browser = (n: number) => ({ headers: { "user-agent": `Reader/${n}` } });
    const repeats = await Promise.all(Array.from({ length: 30 }, () => api.call("getDetail", { id: "2" }, browser(0))));
    expect(repeats.every((a) => a.body.status === 1)).toBe(true);
    expect(await hitsOf(2)).toBe(before + 1);

    const others = await Promise.all(Array.from({ length: 20 }, (_, i) => api.call("getDetail", { id: "2" }, browser(i + 1))));
    expect(others.every((a) => a.body.status === 1)).toBe(true);
    expect(await hitsOf(2)).toBe(before + 21);
    expect(new Set(others.map((a) => a.body.data.hits)).size).toBe(20);
  });

  it("refuses a hidden article without counting it, and a missing one", async () => {
    const hidden = await hiddenArticleId();
    const before = await hitsOf(hidden);
    const answer = await api.call("getDetail", { id: String(hidden) });
    expect(answer.body).toEqual({ status: 0, msg: `Article ${hidden} was not found.`, data: null });
    expect(await hitsOf(hidden)).toBe(before);
    expect((await api.call("getDetail", { id: "99999" })).body).toMatchObject({ status: 0, msg: "Article 99999 was not found." });
  });

  it.each([
    [{}, "id is required"],
    [{ id: "" }, "id is required"],
    [{ id: "abc" }, "id must be a positive whole number"],
    [{ id: "0" }, "id must be a positive whole number"],
    [{ id: "-3" }, "id must be a positive whole number"],
    [{ id: "1.5" }, "id must be a positive whole number"],
    [{ id: "99999999999" }, "id must be a positive whole number"],
    [{ id: "1 or 1=1" }, "id must be a positive whole number"],
  ])("refuses the id %j", async (fields, msg) => {
    const before = await hitsOf(1);
    expect((await api.call("getDetail", fields)).body).toEqual({ status: 0, msg, data: null });
    expect(await hitsOf(1)).toBe(before);
  });
});

describe("/api/captcha", () => {
  const size = (svg: string) => /<svg[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(svg)?.slice(1).map(Number);

  it.each(["GET", "POST"] as const)("answers an SVG picture and sets the captcha cookie on %s", async (method) => {
    const answer = await api.call("captcha?width=150&height=50&fontSize=40", {}, { method });
    expect(answer.http).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.text).toMatch(/^<svg/);
    expect(size(answer.text)).toEqual([150, 50]);
    const line = answer.headers.getSetCookie().find((l) => l.startsWith("blog_captcha="));
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(cookieFrom(answer.headers, "blog_captcha")).toMatch(/^blog_captcha=[\w-]{20,}$/);
  });

  it("clamps sizes to sane bounds and rounds fractions", async () => {
    expect(size((await api.call("captcha?width=100000&height=1", {}, { method: "GET" })).text)).toEqual([400, 24]);
    expect(size((await api.call("captcha?width=-50&height=9999999999", {}, { method: "GET" })).text)).toEqual([60, 160]);
    expect(size((await api.call("captcha?width=123.6&height=40.2", {}, { method: "GET" })).text)).toEqual([124, 40]);
    expect(size((await api.call("captcha", {}, { method: "GET" })).text)).toEqual([120, 40]);
  });

  it("refuses a size that is not a number, naming it", async () => {
    const answer = await api.call("captcha?fontSize=big", {}, { method: "GET" });
    expect(answer.http).toBe(200);
    expect(answer.body).toEqual({ status: 0, msg: "fontSize must be a number", data: null });
  });
});
