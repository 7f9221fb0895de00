import { describe, expect, it } from "vitest";
import type { TestServer } from "../../test/harness";
import { useTestServer } from "../../test/use-test-server";
import { Article } from "../modules/article/article.entity";
import { Column, ColumnKind } from "../modules/column/column.entity";
import { DailySentence } from "../modules/daily-sentence/daily-sentence.entity";
import { SiteInfo } from "../modules/site-info/site-info.entity";
import { type LegacyClient } from "../../test/legacy-client";

let server: TestServer, api: LegacyClient, token: string;
useTestServer((started) => ({ server, api, token } = started), { users: ["viewer"], signIn: "legacy" });

const call = (path: string, fields: Record<string, string> = {}) => api.call(path, fields, { token });
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const sorted = (values: (number | string)[], desc = false) =>
  [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0) * (desc ? -1 : 1));

describe("/api/system", () => {
  it("answers the system facts under their legacy names", async () => {
    const { body } = await call("system");
    expect(body.status).toBe(1);
    expect(Object.keys(body.data)).toEqual([
      "platform", "arch", "server", "ip", "rootDir", "mysqlVer", "uptime", "totalMemory", "currentMemory", "currentTime", "UTCTime",
    ]);
    expect(body.data.platform).toBe(process.platform);
    expect(body.data.mysqlVer).toMatch(/^PostgreSQL \d+/);
    expect(body.data.currentTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.data.UTCTime).toMatch(/GMT$/);
    for (const key of ["uptime", "totalMemory", "currentMemory"]) expect(typeof body.data[key]).toBe("number");
  });
});

describe("/api/seo and /api/seoUpdate", () => {
  const FIELDS = ["id", "title", "logo", "url", "description", "keywords", "author", "copyright", "record", "email"];

  it("lists the site info as an array whose last record is the current one", async () => {
    const { body } = await call("seo");
    expect(body.status).toBe(1);
    expect(Array.isArray(body.data)).toBe(true);
    const last = body.data.at(-1);
    expect(Object.keys(last)).toEqual(FIELDS);
    const info = await server.em().findOneOrFail(SiteInfo, { id: last.id });
    expect(last).toMatchObject({ title: info.title, record: info.record, email: info.email });
  });

  it("saves the given fields, answers the saved record and says so", async () => {
    const { body: seo } = await call("seo");
    const id = String(seo.data.at(-1).id);
    const { body } = await call("seoUpdate", { id, title: "  New title ", record: "ICP 12345", email: "me@example.com" });
    expect(body).toMatchObject({ status: 1, msg: "Site info saved." });
    expect(Object.keys(body.data)).toEqual(FIELDS);
    expect(body.data).toMatchObject({ title: "New title", record: "ICP 12345", email: "me@example.com", author: seo.data.at(-1).author });
    expect((await server.gql(`{ siteInfo { title } }`)).data.siteInfo.title).toBe("New title");
  });

  it("refuses a bad value by name and saves nothing from that request", async () => {
    const id = String((await call("seo")).body.data.at(-1).id);
    const before = await server.em().findOneOrFail(SiteInfo, { id: Number(id) });
    const { body } = await call("seoUpdate", { id, title: "Changed?", email: "not-an-address" });
    expect(body).toEqual({ status: 0, msg: "email must be an e-mail address", data: null });
    expect((await server.em().findOneOrFail(SiteInfo, { id: Number(id) })).title).toBe(before.title);
    expect((await call("seoUpdate", { id: "abc", title: "x" })).body.msg).toBe("id must be a positive whole number");
    expect((await call("seoUpdate", { id: "999", title: "x" })).body).toEqual({ status: 0, msg: "Site info 999 was not found.", data: null });
  });
});

describe("/api/getNav", () => {
  it("lists all columns, hidden ones too, by sid", async () => {
    await server.gql(`mutation { setColumnShown(id: 3, shown: false) { id } }`, {}, { token });
    const { body } = await call("getNav", { field: "sid", sort: "asc" });
    expect(body.status).toBe(1);
    expect(body.data).toEqual([
      { id: 1, sid: 1, name: "每日一句 Daily sentences", is_show: 1, is_select: 0 },
      { id: 2, sid: 2, name: "文章 Articles", is_show: 1, is_select: 0 },
      { id: 3, sid: 3, name: "名言 Classics", is_show: 0, is_select: 0 },
    ]);
    expect((await call("getNav")).body.data).toEqual(body.data);
    await server.gql(`mutation { setColumnShown(id: 3, shown: true) { id } }`, {}, { token });
  });

  it("sorts by id, sid or name in either direction, in any case", async () => {
    expect(ids((await call("getNav", { field: "id", sort: "DESC" })).body.data)).toEqual([3, 2, 1]);
    const names = (await call("getNav", { field: "name", sort: "Desc" })).body.data.map((c: { name: string }) => c.name);
    expect(names).toEqual(sorted(names, true));
  });
});

describe("/api/navDetail", () => {
  it("lists an article column's articles, hidden ones too, in the article fields", async () => {
    const { body } = await call("navDetail", { id: "2" });
    expect(body.status).toBe(1);
    expect(body.data).toHaveLength(15);
    expect(body.data.some((a: { is_show: number }) => a.is_show === 0)).toBe(true);
    expect(Object.keys(body.data[0])).toEqual(["id", "sid", "title", "subtitle", "summary", "cover", "create_time", "hits", "is_show", "is_select"]);
    const sids = body.data.map((a: { sid: number }) => a.sid);
    expect(sids).toEqual(sorted(sids));
  });

  it("lists a daily-sentence column's sentences, hidden ones too", async () => {
    const first = (await call("navDetail", { id: "1" })).body.data;
    expect(first).toHaveLength(11);
    expect(first.some((s: { is_show: number }) => s.is_show === 0)).toBe(true);
    expect(Object.keys(first[0])).toEqual(["id", "sid", "cn", "en", "is_show", "is_select"]);
    expect((await call("navDetail", { id: "3" })).body.data).toHaveLength(4);
  });

  it("follows the column's kind, not its id", async () => {
    const em = server.em();
    const column = em.create(Column, { name: "More writing", kind: ColumnKind.ARTICLES, sid: 9 });
    await em.flush();
    em.create(Article, { title: "In the new column", slug: "in-the-new-column", column, isShow: false });
    await em.flush();
    const { body } = await call("navDetail", { id: String(column.id) });
    expect(body.data).toEqual([expect.objectContaining({ title: "In the new column", is_show: 0 })]);
  });

  it("pages through columns longer than one GraphQL page", async () => {
    const em = server.em();
    const column = em.create(Column, { name: "Many sentences", kind: ColumnKind.DAILY_SENTENCES, sid: 10 });
    for (let i = 0; i < 130; i++) em.create(DailySentence, { cn: `句 ${i}`, en: `Sentence ${i}`, sid: i, column });
    await em.flush();
    const { body } = await call("navDetail", { id: String(column.id), field: "sid", sort: "desc" });
    expect(body.data).toHaveLength(130);
    expect(body.data[0].sid).toBe(129);
    expect(new Set(ids(body.data)).size).toBe(130);
  });

  it("sorts articles by hits or create_time, and refuses hits for sentences", async () => {
    const hits = (await call("navDetail", { id: "2", field: "hits", sort: "desc" })).body.data.map((a: { hits: number }) => a.hits);
    expect(hits).toEqual(sorted(hits, true));
    const times = (await call("navDetail", { id: "2", field: "create_time", sort: "asc" })).body.data.map((a: { create_time: string }) => a.create_time);
    expect(times).toEqual(sorted(times));
    expect((await call("navDetail", { id: "1", field: "hits" })).body).toEqual({ status: 0, msg: "field must be one of id, sid", data: null });
  });

  it("refuses a missing column and a bad id", async () => {
    expect((await call("navDetail", { id: "77" })).body).toEqual({ status: 0, msg: "Column 77 was not found.", data: null });
    expect((await call("navDetail", {})).body.msg).toBe("id is required");
  });
});

describe("/api/role", () => {
  it("lists users in the legacy fields, never a password or hash", async () => {
    const { body, text } = await call("role", { field: "id", sort: "asc" });
    expect(body.status).toBe(1);
    expect(body.data).toEqual([
      { id: 1, sid: 1, name: "admin", role: 1, role_auth: 1, is_show: 1, is_select: 0 },
      { id: 2, sid: 0, name: "viewer", role: 0, role_auth: 0, is_show: 1, is_select: 0 },
    ]);
    expect(text).not.toMatch(/password|hash|argon/i);
  });

  it("sorts by sid by default and by name on request", async () => {
    expect(ids((await call("role")).body.data)).toEqual([2, 1]);
    expect(ids((await call("role", { field: "name", sort: "desc" })).body.data)).toEqual([2, 1]);
    expect(ids((await call("role", { field: "name", sort: "ASC" })).body.data)).toEqual([1, 2]);
  });
});

describe("field and sort", () => {
  it.each([
    ["getNav", { field: "hits" }, "field must be one of id, sid, name"],
    ["getNav", { field: "sid; drop table columns" }, "field must be one of id, sid, name"],
    ["getNav", { field: "constructor" }, "field must be one of id, sid, name"],
    ["role", { field: "password_hash" }, "field must be one of id, sid, name"],
    ["role", { sort: "asc, (select 1)" }, "sort must be asc or desc"],
    ["navDetail", { id: "2", field: "title desc --" }, "field must be one of id, sid, hits, create_time"],
    ["navDetail", { id: "2", sort: "up" }, "sort must be asc or desc"],
  ])("%s refuses %j, naming the key", async (path, fields, msg) => {
    expect((await call(path, fields)).body).toEqual({ status: 0, msg, data: null });
  });

  it("leaves the tables intact after injection-looking values", async () => {
    await call("getNav", { field: "id", sort: "asc; delete from columns" });
    expect(await server.em().count(Column)).toBeGreaterThanOrEqual(3);
  });
});
