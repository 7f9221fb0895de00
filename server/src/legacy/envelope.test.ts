import { describe, expect, it, vi } from "vitest";
import type { TestServer } from "../../test/harness";
import { useTestServer } from "../../test/use-test-server";
import { DailySentence } from "../modules/daily-sentence/daily-sentence.entity";
import { type LegacyClient } from "../../test/legacy-client";

let server: TestServer, api: LegacyClient, token: string;
useTestServer((started) => ({ server, api, token } = started), { signIn: "legacy" });

const sentence = (id: number) => server.em().findOneOrFail(DailySentence, { id });
// Tables are built before beforeAll signs in, so these leave the token to the call.
const json = (value: unknown) => ({ body: JSON.stringify(value), headers: { "content-type": "application/json" } });
const form = (body: string) => ({ body, headers: { "content-type": "application/x-www-form-urlencoded" } });

function multipart(parts: string[], boundary = "----legacy-test-boundary") {
  const body = [...parts.map((part) => `--${boundary}\r\n${part}\r\n`), `--${boundary}--\r\n`].join("");
  return { body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;

describe("unknown paths", () => {
  it.each([
    ["nothingHere", "POST"],
    ["constructor", "POST"],
    ["__proto__", "POST"],
    ["getdaily", "POST"],
    ["getDaily/extra", "POST"],
    ["getDaily", "GET"],
    ["dailyUpdate", "PUT"],
  ] as const)("/api/%s by %s answers 404 not found", async (path, method) => {
    const { http, body } = await api.call(path, {}, { method });
    expect(http).toBe(404);
    expect(body).toEqual({ status: 0, msg: "not found" });
  });
});

describe("bodies", () => {
  it("accepts JSON, with numbers where forms send text", async () => {
    const { body } = await api.call("dailyUpdate", {}, { token, ...json({ id: 2, sid: 12 }) });
    expect(body).toMatchObject({ status: 1, data: { id: 2, sid: 12 } });
  });

  it("accepts multipart/form-data without files, in UTF-8", async () => {
    const { body } = await api.call("dailyUpdate", {}, { token, ...multipart([field("id", "2"), field("cn", "多部分 表单")]) });
    expect(body).toMatchObject({ status: 1, data: { id: 2, cn: "多部分 表单" } });
    const viaFormData = new FormData();
    viaFormData.set("id", "2");
    viaFormData.set("is_select", "1");
    expect((await api.call("dailyUpdate", {}, { token, body: viaFormData })).body.data).toMatchObject({ id: 2, is_select: 1 });
  });

  it("refuses a multipart file with 400", async () => {
    const file = `Content-Disposition: form-data; name="cn"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello`;
    const { http, body } = await api.call("dailyUpdate", {}, { token, ...multipart([field("id", "2"), file]) });
    expect(http).toBe(400);
    expect(body).toEqual({ status: 0, msg: "File uploads are not accepted here; send plain fields only.", data: null });
  });

  it.each([
    ["malformed JSON", { body: '{"id": 2, "sid":', headers: { "content-type": "application/json" } }, "The request body is not valid JSON."],
    ["a JSON array", { body: '[{"id": 2}]', headers: { "content-type": "application/json" } }, "The request body must be an object of named fields."],
    ["multipart without its end", { body: '--b\r\nContent-Disposition: form-data; name="id"\r\n\r\n2\r\n', headers: { "content-type": "multipart/form-data; boundary=b" } }, "The multipart body is malformed."],
    ["multipart without a boundary", { body: "id=2", headers: { "content-type": "multipart/form-data" } }, "The multipart body is malformed."],
    ["a form in an unknown charset", { body: "id=2&sid=3", headers: { "content-type": "application/x-www-form-urlencoded; charset=klingon" } }, "The request body could not be read."],
  ])("refuses %s with 400", async (_, options, msg) => {
    const { http, body } = await api.call("dailyUpdate", {}, { token, ...options });
    expect(http).toBe(400);
    expect(body).toEqual({ status: 0, msg, data: null });
  });

  it("refuses a body over the limit with 413", async () => {
    const { http, body } = await api.call("dailyUpdate", { id: "2", cn: "x".repeat(200_000) }, { token });
    expect(http).toBe(413);
    expect(body).toEqual({ status: 0, msg: "The request body is too large; the limit is 100kb.", data: null });
  });
});

describe("keys", () => {
  it.each([
    ["__proto__ in JSON", json(JSON.parse('{"id": "3", "is_select": "1", "__proto__": {"isAdmin": true}}')), "The field name __proto__ is not allowed."],
    ["__proto__ in a form", form("id=3&is_select=1&__proto__=x"), "The field name __proto__ is not allowed."],
    ["constructor in a form", form("id=3&is_select=1&constructor=x"), "The field name constructor is not allowed."],
    ["a repeated key", form("id=3&is_select=1&is_select=0"), "is_select was given more than once; send it once."],
    ["a repeated id", form("id=3&id=4&is_select=1"), "id was given more than once; send it once."],
    ["an array in JSON", json({ id: ["3", "4"], is_select: "1" }), "id was given more than once; send it once."],
    ["an object in JSON", json({ id: { $gt: 0 }, is_select: "1" }), "id must be a single text or number value."],
    ["a repeated key in multipart", multipart([field("id", "3"), field("is_select", "1"), field("is_select", "1")]), "is_select was given more than once; send it once."],
  ])("refuse %s and write nothing", async (_, options, msg) => {
    const { http, body } = await api.call("dailyUpdate", {}, { token, ...options });
    expect(http).toBe(200);
    expect(body).toEqual({ status: 0, msg, data: null });
    expect((await sentence(3)).isSelect).toBe(false);
  });

  it("keep bracketed keys flat, so they are just unknown keys", async () => {
    const { body } = await api.call("dailyUpdate", {}, { token, ...form("id=3&is_select=0&is_show[x]=0") });
    expect(body.status).toBe(1);
    expect((await sentence(3)).isShow).toBe(true);
  });
});

describe("server faults", () => {
  it("answer 500 with a generic msg and nothing internal", async () => {
    const spy = vi.spyOn(server.orm.em, "fork").mockImplementation(() => {
      throw new Error('relation "articles" does not exist at /srv/app/src/secret.ts:12 select * from users');
    });
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const { http, body, text } = await api.call("getArticle");
      expect(http).toBe(500);
      expect(body).toEqual({ status: 0, msg: "Something went wrong on our side. Please try again.", data: null });
      expect(text).not.toMatch(/select|relation|secret|\.ts/);
    } finally {
      spy.mockRestore();
      quiet.mockRestore();
    }
  });

  it("say so clearly when the database is not answering", async () => {
    const spy = vi.spyOn(server.orm.em, "fork").mockImplementation(() => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    });
    try {
      const { http, body } = await api.call("getDaily");
      expect(http).toBe(500);
      expect(body).toEqual({ status: 0, msg: "The database is not answering right now. Please try again in a moment.", data: null });
    } finally {
      spy.mockRestore();
    }
  });
});
