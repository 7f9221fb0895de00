import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_HEADER } from "../../src/cache/answer-cache";
import { legacyClient } from "../legacy-client";
import { startAnotherServer, type AnotherServer } from "../another-server";
import { ADMIN, CAPTCHA_TEXT, startTestServer, type TestServer } from "../harness";

// Two servers on one database, as behind a load balancer. The second checks cache_version on every cached
// read (no staleness allowed), so "the next read" below is exact; the bound itself is answer-cache.test.ts's.
let one: TestServer;
let two: AnotherServer;
beforeAll(async () => {
  one = await startTestServer();
  two = await startAnotherServer(one, { publicCacheStaleMs: 0 });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

const ME = `{ me { name } }`;
const LOGIN = `mutation($captchaId: String) { login(name: "${ADMIN.name}", password: "${ADMIN.password}", captcha: "${CAPTCHA_TEXT}", captchaId: $captchaId) { token } }`;
const LIST = `{ articles(limit: 5) { items { id title } } }`;

describe("two servers on one database", () => {
  it("accepts a session made on one server on the other", async () => {
    const token = await one.signIn();
    expect((await two.gql(ME, {}, { token })).data.me).toEqual({ name: ADMIN.name });
    expect((await one.gql(ME, {}, { token })).data.me).toEqual({ name: ADMIN.name });
  });

  it("ends the session on both when it is ended on one", async () => {
    const token = await two.signIn();
    expect((await one.gql(ME, {}, { token })).data.me).not.toBeNull();
    expect((await one.gql(`mutation { logout }`, {}, { token })).data.logout).toBe(true);
    expect((await two.gql(ME, {}, { token })).data.me).toBeNull();
    expect((await one.gql(ME, {}, { token })).data.me).toBeNull();
  });

  it("accepts on one server a captcha fetched from the other, by id and by cookie", async () => {
    const byId = (await one.gql(`{ captcha { id } }`)).data.captcha.id;
    expect((await two.gql(LOGIN, { captchaId: byId })).data.login.token).toBeTruthy();

    const fetched = await two.gql(`{ captcha { id } }`);
    const cookie = fetched.headers.getSetCookie().find((c) => c.startsWith("blog_captcha="))!.split(";")[0];
    expect((await one.gql(LOGIN, {}, { cookie })).data.login.token).toBeTruthy();
    // Spent on the first server, so refused on the second.
    expect((await two.gql(LOGIN, { captchaId: byId })).errors?.[0].message).toMatch(/captcha/i);
  });

  it("shows a write made on one server in the other's next public read, cached or not", async () => {
    const token = await one.signIn();
    await two.gql(LIST);
    const cached = await two.gql(LIST);
    expect(cached.headers.get(CACHE_HEADER)).toBe("hit");
    const { id } = cached.data.articles.items[0];
    const legacy = legacyClient(two.url);
    await legacy.call("getArticle");
    expect((await legacy.call("getArticle")).headers.get(CACHE_HEADER)).toBe("hit");

    const saved = await one.gql(`mutation($id: Int!) { updateArticle(id: $id, input: { title: "Saved on one" }) { title } }`, { id }, { token });
    expect(saved.data.updateArticle.title).toBe("Saved on one");

    expect((await two.gql(LIST)).data.articles.items[0]).toEqual({ id, title: "Saved on one" });
    expect((await legacy.call("getArticle")).body.data.find((a: { id: number }) => a.id === id).title).toBe("Saved on one");
  });
});
