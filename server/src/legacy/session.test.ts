import { describe, expect, it } from "vitest";
import { ADMIN, CAPTCHA_TEXT, type TestServer } from "../../test/harness";
import { useTestServer } from "../../test/use-test-server";
import { LimitedAction } from "../modules/rate-limit/rate-limit.entity";
import { THROTTLE, nameKey } from "../modules/auth/throttle.service";
import { Column } from "../modules/column/column.entity";
import { DailySentence } from "../modules/daily-sentence/daily-sentence.entity";
import { cookieFrom, type LegacyClient } from "../../test/legacy-client";

let server: TestServer, api: LegacyClient;
useTestServer((started) => ({ server, api } = started), { users: ["viewer", "editor"] });

/** Each signed-in path with a payload that would succeed, so the session alone decides the answer. */
const SIGNED_IN: [string, Record<string, string>][] = [
  ["system", {}],
  ["seo", {}],
  ["seoUpdate", { id: "1", title: "Quiet Notes" }],
  ["getNav", {}],
  ["navUpdate", { id: "1", is_select: "1" }],
  ["navDetail", { id: "1" }],
  ["dailyUpdate", { id: "1", is_select: "1" }],
  ["articleUpdate", { id: "1", is_select: "1" }],
  ["role", {}],
  ["roleUpdate", { id: "1", is_select: "1" }],
  ["logout", {}],
];
const WRITES = ["seoUpdate", "navUpdate", "dailyUpdate", "articleUpdate"];

async function expectSessionInvalid(options: { token?: string; cookie?: string }) {
  for (const [path, fields] of SIGNED_IN) {
    const { http, body } = await api.call(path, fields, options);
    expect({ path, http, body }).toEqual({ path, http: 200, body: { status: 2, msg: "Please sign in first.", data: null } });
  }
}

describe("/api/logup", () => {
  it("signs in, answers name and token, and sets the same session cookie as the GraphQL login", async () => {
    const answer = await api.logup(ADMIN.name, ADMIN.password, CAPTCHA_TEXT.toUpperCase());
    expect(answer.body).toEqual({ status: 1, msg: "ok", data: { name: ADMIN.name, token: expect.any(String) } });
    const token = answer.body.data.token;
    expect(cookieFrom(answer.headers, "blog_session")).toBe(`blog_session=${token}`);

    const captcha = await server.gql(`{ captcha { id } }`);
    const graph = await server.gql(
      `mutation($c: String) { login(name: "${ADMIN.name}", password: "${ADMIN.password}", captcha: "${CAPTCHA_TEXT}", captchaId: $c) { token } }`,
      { c: captcha.data.captcha.id },
    );
    const attributes = (headers: Headers) =>
      headers.getSetCookie().find((l) => l.startsWith("blog_session="))!.split(";").slice(1).map((a) => a.trim()).filter((a) => !a.startsWith("Expires="));
    expect(attributes(answer.headers)).toEqual(attributes(graph.headers));
    expect(attributes(answer.headers)).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/"]));
    expect(answer.headers.getSetCookie().some((l) => /^blog_captcha=;/.test(l))).toBe(true);
  });

  it("gives a session that works as the cookie and as a bearer token", async () => {
    const token = await api.signIn(ADMIN.name, ADMIN.password, CAPTCHA_TEXT);
    expect((await api.call("system", {}, { cookie: `blog_session=${token}` })).body.status).toBe(1);
    expect((await api.call("system", {}, { token })).body.status).toBe(1);
  });

  it("answers one msg for a wrong password and an unknown user", async () => {
    const wrong = await api.logup(ADMIN.name, "not-the-password", CAPTCHA_TEXT);
    const unknown = await api.logup("nobody-here", "whatever-password", CAPTCHA_TEXT);
    expect(wrong.body).toEqual({ status: 0, msg: "Wrong user name or password.", data: null });
    expect(unknown.body).toEqual(wrong.body);
    expect(cookieFrom(wrong.headers, "blog_session")).toBeUndefined();
  });

  it.each([
    [{ name: "", password: "x", gvcode: "test" }, "enter user name"],
    [{ name: "admin", password: "", gvcode: "test" }, "enter password"],
    [{ name: "admin", password: "x" }, "enter captcha code"],
  ])("says what is missing: %j", async (fields, msg) => {
    const answer = await api.call("logup", fields, { cookie: await api.captchaCookie() });
    expect(answer.body).toEqual({ status: 0, msg, data: null });
  });

  it("refuses a wrong captcha code, and a login without the captcha cookie", async () => {
    const wrongCode = await api.logup(ADMIN.name, ADMIN.password, "nope");
    expect(wrongCode.body.status).toBe(0);
    expect(wrongCode.body.msg).toMatch(/captcha/i);
    const noCookie = await api.call("logup", { name: ADMIN.name, password: ADMIN.password, gvcode: CAPTCHA_TEXT });
    expect(noCookie.body.msg).toMatch(/captcha/i);
  });

  it("says when to try again once sign-ins for a name are throttled", async () => {
    for (let i = 0; i < 3; i++) expect((await api.logup("throttled-name", "wrong-password", CAPTCHA_TEXT)).body.status).toBe(0);
    // As if the next attempt came at once, however long this machine took over the three.
    await server.orm.em.getConnection().execute("update limited_actions set at = now() + interval '30 seconds'");
    const answer = await api.logup("throttled-name", "wrong-password", CAPTCHA_TEXT);
    expect(answer.body.status).toBe(0);
    expect(answer.body.msg).toMatch(/^Too many failed sign-ins\. Try again in \d+ (seconds|minutes)\.$/);
  });

  it("lets a browser that signed in before through while failures by others hold the name back", async () => {
    const first = await api.logup(ADMIN.name, ADMIN.password, CAPTCHA_TEXT);
    const device = cookieFrom(first.headers, "blog_device")!;
    expect(device).toMatch(/^blog_device=[\w-]{40,}$/);
    // Others' failures at the name, from anywhere, up to the name's limit.
    const at = new Date();
    await server.em().insertMany(LimitedAction, Array.from({ length: THROTTLE.name.limit }, () => ({ ...nameKey(ADMIN.name), at })));

    const unknown = await api.logup(ADMIN.name, ADMIN.password, CAPTCHA_TEXT);
    expect(unknown.body.status).toBe(0);
    expect(unknown.body.msg).toMatch(/^Too many failed sign-ins\. Try again in \d+ minutes\. A browser that has signed in with this name before can still sign in\.$/);
    const known = await api.logup(ADMIN.name, ADMIN.password, CAPTCHA_TEXT, { cookie: `${await api.captchaCookie()}; ${device}` });
    expect(known.body).toEqual({ status: 1, msg: "ok", data: { name: ADMIN.name, token: expect.any(String) } });
    await server.em().nativeDelete(LimitedAction, {});
  });
});

describe("/api/logout", () => {
  it("ends the session on the server and clears the cookie", async () => {
    const token = await api.signIn(ADMIN.name, ADMIN.password, CAPTCHA_TEXT);
    const answer = await api.call("logout", {}, { token });
    expect(answer.body).toEqual({ status: 1, msg: "ok", data: null });
    expect(answer.headers.getSetCookie().some((l) => /^blog_session=;/.test(l))).toBe(true);
    const me = await server.gql(`{ me { name } }`, {}, { token });
    expect(me.data.me).toBeNull();
  });
});

describe("signed-in calls", () => {
  it("answer status 2 without a session", () => expectSessionInvalid({}));

  it("answer status 2 with a forged token, as a bearer or a cookie", async () => {
    await expectSessionInvalid({ token: "forged-token-forged-token-forged-token-123" });
    await expectSessionInvalid({ cookie: "blog_session=forged-token-forged-token-forged-token-123" });
  });

  it("answer status 2 after logout", async () => {
    const token = await api.signIn(ADMIN.name, ADMIN.password, CAPTCHA_TEXT);
    expect((await api.call("logout", {}, { token })).body.status).toBe(1);
    await expectSessionInvalid({ token });
  });

  it("let a view-only user read but answer no permission to every change, writing nothing", async () => {
    const token = await api.signIn("viewer", "viewer-password-1", CAPTCHA_TEXT);
    for (const path of ["system", "seo", "getNav", "navDetail"]) {
      const fields = SIGNED_IN.find(([p]) => p === path)![1];
      expect((await api.call(path, fields, { token })).body.status).toBe(1);
    }
    for (const path of [...WRITES, "role", "roleUpdate"]) {
      const fields = SIGNED_IN.find(([p]) => p === path)![1];
      expect({ path, body: (await api.call(path, fields, { token })).body }).toEqual({ path, body: { status: 0, msg: "no permission", data: null } });
    }
    expect((await server.em().findOneOrFail(DailySentence, { id: 1 })).isSelect).toBe(false);
    expect((await server.em().findOneOrFail(Column, { id: 1 })).isSelect).toBe(false);
  });

  it("let an editor who is not an administrator change content but not users", async () => {
    const token = await api.signIn("editor", "editor-password-1", CAPTCHA_TEXT);
    expect((await api.call("dailyUpdate", { id: "2", is_select: "1" }, { token })).body.status).toBe(1);
    expect((await api.call("role", {}, { token })).body).toEqual({ status: 0, msg: "no permission", data: null });
    expect((await api.call("roleUpdate", { id: "1", is_show: "0" }, { token })).body).toEqual({ status: 0, msg: "no permission", data: null });
  });
});
