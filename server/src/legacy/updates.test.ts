import { describe, expect, it } from "vitest";
import type { TestServer } from "../../test/harness";
import { useTestServer } from "../../test/use-test-server";
import { Article } from "../modules/article/article.entity";
import { Column } from "../modules/column/column.entity";
import { DailySentence } from "../modules/daily-sentence/daily-sentence.entity";
import { User } from "../modules/user/user.entity";
import { type LegacyClient } from "../../test/legacy-client";

let server: TestServer, api: LegacyClient, token: string;
useTestServer((started) => ({ server, api, token } = started), { signIn: "legacy" });

const call = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  api.call(path, fields, { token, headers });
const sentence = (id: number) => server.em().findOneOrFail(DailySentence, { id });
const article = (id: number) => server.em().findOneOrFail(Article, { id });

describe("/api/dailyUpdate", () => {
  it("changes one field and answers the saved sentence", async () => {
    const { body } = await call("dailyUpdate", { id: "3", sid: "42" });
    const saved = await sentence(3);
    expect(body).toEqual({
      status: 1, msg: "ok",
      data: { id: 3, sid: 42, cn: saved.cn, en: saved.en, is_show: saved.isShow ? 1 : 0, is_select: saved.isSelect ? 1 : 0 },
    });
  });

  it.each([
    ["is_select", "1", (s: DailySentence) => s.isSelect, true],
    ["is_show", "0", (s: DailySentence) => s.isShow, false],
    ["is_show", "1", (s: DailySentence) => s.isShow, true],
    ["cn", "  新的一句  ", (s: DailySentence) => s.cn, "新的一句"],
    ["en", "A new line", (s: DailySentence) => s.en, "A new line"],
  ] as const)("sets %s to %j", async (key, value, read, expected) => {
    expect((await call("dailyUpdate", { id: "4", [key]: value })).body.status).toBe(1);
    expect(read(await sentence(4))).toBe(expected);
  });

  it("refuses a blank text with the service's msg", async () => {
    expect((await call("dailyUpdate", { id: "4", en: "   " })).body).toEqual({ status: 0, msg: "en must not be blank", data: null });
  });
});

describe("/api/articleUpdate", () => {
  it("changes one field and answers the saved article in the list fields", async () => {
    const { body } = await call("articleUpdate", { id: "5", title: "Renamed" });
    expect(body.status).toBe(1);
    expect(Object.keys(body.data)).toEqual(["id", "sid", "title", "subtitle", "summary", "cover", "create_time", "hits", "is_show", "is_select"]);
    expect(body.data).toMatchObject({ id: 5, title: "Renamed" });
    expect((await article(5)).title).toBe("Renamed");
  });

  it.each([
    ["is_select", "1", (a: Article) => a.isSelect, true],
    ["sid", "999999", (a: Article) => a.sid, 999999],
    ["summary", "Shorter summary", (a: Article) => a.summary, "Shorter summary"],
    ["is_show", "0", (a: Article) => a.isShow, false],
  ] as const)("sets %s to %j", async (key, value, read, expected) => {
    expect((await call("articleUpdate", { id: "6", [key]: value })).body.status).toBe(1);
    expect(read(await article(6))).toBe(expected);
  });
});

describe("/api/navUpdate", () => {
  it.each([
    ["is_select", "1", { is_select: 1 }],
    ["sid", "7", { sid: 7 }],
    ["is_show", "0", { is_show: 0 }],
    ["is_show", "1", { is_show: 1 }],
  ])("sets %s to %j and answers the saved column", async (key, value, expected) => {
    const { body } = await call("navUpdate", { id: "3", [key]: value });
    expect(body.status).toBe(1);
    expect(Object.keys(body.data)).toEqual(["id", "sid", "name", "is_show", "is_select"]);
    expect(body.data).toMatchObject({ id: 3, ...expected });
  });
});

describe("/api/roleUpdate", () => {
  it.each([
    ["is_select", "1", { is_select: 1 }],
    ["sid", "5", { sid: 5 }],
    ["is_show", "0", { is_show: 0 }],
  ])("sets %s to %j and answers the saved user, without secrets", async (key, value, expected) => {
    const user = await server.createUser({ name: `user-${key}-${value}`, password: "some-password-1" });
    const { body, text } = await call("roleUpdate", { id: String(user.id), [key]: value });
    expect(body.status).toBe(1);
    expect(body.data).toEqual({ id: user.id, sid: 0, name: user.name, role: 0, role_auth: 0, is_show: 1, is_select: 0, ...expected });
    expect(text).not.toMatch(/password|hash/i);
  });
});

describe("one field at a time", () => {
  it.each([
    ["dailyUpdate", "is_select, sid, cn, en, is_show"],
    ["articleUpdate", "is_select, sid, title, summary, is_show"],
    ["navUpdate", "is_select, sid, is_show"],
    ["roleUpdate", "is_select, sid, is_show"],
  ])("%s refuses no field and two fields, naming them, and writes nothing", async (path, names) => {
    expect((await call(path, { id: "1" })).body).toEqual({ status: 0, msg: `Give one of ${names} to change.`, data: null });
    expect((await call(path, { id: "1", is_show: "0", sid: "3" })).body).toEqual({
      status: 0, msg: `Change one field at a time: got sid and is_show; send only one of ${names}.`, data: null,
    });
    expect((await server.em().findOneOrFail(Column, { id: 1 })).isShow).toBe(true);
    expect((await sentence(1)).isShow).toBe(true);
    expect((await article(1)).isShow).toBe(true);
    expect((await server.em().findOneOrFail(User, { id: 1 })).isShow).toBe(true);
  });

  it("ignores keys it does not know", async () => {
    expect((await call("dailyUpdate", { id: "7", is_select: "1", cover: "x", "a[b]": "1", role: "1" })).body.status).toBe(1);
  });
});

describe("bad values", () => {
  it.each([
    [{ id: "8", is_show: "2" }, "is_show must be 0 or 1"],
    [{ id: "8", is_show: "true" }, "is_show must be 0 or 1"],
    [{ id: "8", is_show: "" }, "is_show must be 0 or 1"],
    [{ id: "8", is_select: "yes" }, "is_select must be 0 or 1"],
    [{ id: "8", sid: "-1" }, "sid must be a whole number from 0 to 999999"],
    [{ id: "8", sid: "1000000" }, "sid must be a whole number from 0 to 999999"],
    [{ id: "8", sid: "1.5" }, "sid must be a whole number from 0 to 999999"],
    [{ id: "8", sid: "abc" }, "sid must be a whole number from 0 to 999999"],
    [{ id: "8", sid: "99999999999999" }, "sid must be a whole number from 0 to 999999"],
    [{ id: "abc", is_show: "0" }, "id must be a positive whole number"],
    [{ is_show: "0" }, "id is required"],
    [{ id: "424242", is_show: "0" }, "Daily sentence 424242 was not found."],
  ])("dailyUpdate refuses %j and writes nothing", async (fields, msg) => {
    const before = await sentence(8);
    expect((await call("dailyUpdate", fields)).body).toEqual({ status: 0, msg, data: null });
    expect(await sentence(8)).toMatchObject({ isShow: before.isShow, isSelect: before.isSelect, sid: before.sid });
  });

  it("articleUpdate refuses a title that is too long, and a missing article", async () => {
    expect((await call("articleUpdate", { id: "9", title: "x".repeat(201) })).body.msg).toBe("title must be at most 200 characters");
    expect((await call("articleUpdate", { id: "9999", is_show: "0" })).body.msg).toBe("Article 9999 was not found.");
  });
});

describe("cross-site writes", () => {
  const origin = () => new URL(server.url).origin;

  it.each([
    [{ origin: "https://evil.example" }],
    [{ origin: "null" }],
    [{ referer: "https://evil.example/page" }],
    [{ origin: "http://127.0.0.1:1" }],
  ])("are refused with status 0 and write nothing: %j", async (headers) => {
    const before = await sentence(10);
    const { http, body } = await call("dailyUpdate", { id: "10", is_show: before.isShow ? "0" : "1" }, headers);
    expect(http).toBe(200);
    expect(body).toEqual({ status: 0, msg: "Refused: this request was sent from another site.", data: null });
    expect((await sentence(10)).isShow).toBe(before.isShow);
  });

  it("are accepted from this site's own pages", async () => {
    expect((await call("dailyUpdate", { id: "10", is_select: "1" }, { origin: origin() })).body.status).toBe(1);
    expect((await call("dailyUpdate", { id: "10", is_select: "0" }, { referer: `${origin()}/admin` })).body.status).toBe(1);
  });

  it("do not stop public reads from elsewhere", async () => {
    expect((await call("getArticle", {}, { origin: "https://evil.example" })).body.status).toBe(1);
  });
});

describe("round trips with GraphQL", () => {
  it("a toggle through the shim is what GraphQL reads", async () => {
    expect((await call("articleUpdate", { id: "11", is_show: "0" })).body.status).toBe(1);
    const hidden = await server.gql(`{ article(id: 11) { isShow } }`, {}, { token });
    expect(hidden.data.article.isShow).toBe(false);
    const visitor = await server.gql(`{ articles(limit: 100) { items { id } } }`);
    expect(visitor.data.articles.items.map((a: { id: number }) => a.id)).not.toContain(11);
  });

  it("a change through GraphQL is what the shim reads", async () => {
    const changed = await server.gql(`mutation { setDailySentenceShown(id: 12, shown: false) { id } setDailySentenceSortOrder(id: 12, sid: 777) { id } }`, {}, { token });
    expect(changed.errors).toBeUndefined();
    const daily = (await api.call("getDaily")).body.data;
    expect(daily.map((s: { id: number }) => s.id)).not.toContain(12);
    const column = (await sentence(12)).column.id;
    const rows = (await call("navDetail", { id: String(column) })).body.data;
    expect(rows.find((s: { id: number }) => s.id === 12)).toMatchObject({ is_show: 0, sid: 777 });
  });
});
