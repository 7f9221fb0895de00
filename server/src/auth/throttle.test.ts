import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN, CAPTCHA_TEXT, errorCode, startTestServer, type TestServer } from "../../test/harness";
import { Captcha, LoginFailure } from "./auth.entities";
import { THROTTLE, addressKey } from "./throttle.service";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
beforeEach(() => server.em().nativeDelete(LoginFailure, {}));

const LOGIN = `mutation($name: String!, $password: String!, $captchaId: String) {
  login(name: $name, password: $password, captcha: "${CAPTCHA_TEXT}", captchaId: $captchaId) { name }
}`;

async function attempt(name: string, password: string) {
  const captcha = await server.gql(`{ captcha { id } }`);
  return server.gql(LOGIN, { name, password, captchaId: captcha.data.captcha.id });
}

/** Moves every recorded failure back in time, as if the client had waited. */
async function age(ms: number) {
  const em = server.em();
  const failures = await em.find(LoginFailure, {});
  for (const failure of failures) failure.at = new Date(failure.at.getTime() - ms);
  await em.flush();
}

describe("sign-in throttling", () => {
  it("slows a name down after a few failures, saying when to try again", async () => {
    for (let i = 0; i < THROTTLE.name.free; i++) expect(errorCode(await attempt(ADMIN.name, `wrong-${i}`))).toBe("BAD_USER_INPUT");
    const slowed = await attempt(ADMIN.name, ADMIN.password);
    expect(errorCode(slowed)).toBe("TOO_MANY_REQUESTS");
    expect(slowed.errors![0].message).toMatch(/try again in \d+ seconds/i);
    expect(slowed.errors![0].extensions!.retryAfterSeconds).toBeGreaterThan(0);

    await age(2_000);
    expect((await attempt(ADMIN.name, ADMIN.password)).data.login.name).toBe(ADMIN.name);
  });

  it("refuses a name for a while past the limit, checked before the password, then lets it in again", async () => {
    for (let i = 0; i < THROTTLE.name.limit; i++) {
      await age(60_000);
      await attempt(ADMIN.name, `wrong-${i}`);
    }
    await server.em().nativeDelete(Captcha, {});
    const refused = await attempt(ADMIN.name, ADMIN.password);
    expect(errorCode(refused)).toBe("TOO_MANY_REQUESTS");
    // Refused before the captcha was even looked at (and so before any password hashing): it is still unspent.
    expect(await server.em().count(Captcha, {})).toBe(1);
    expect(refused.errors![0].message).toMatch(/try again in \d+ (minutes|seconds)/i);

    // The refusal does not grow on its own: once the window has passed, the administrator gets in.
    await age(THROTTLE.windowMs);
    expect((await attempt(ADMIN.name, ADMIN.password)).data.login.name).toBe(ADMIN.name);
  });

  it("throttles one address trying many names", async () => {
    const em = server.em();
    const at = new Date();
    for (let i = 0; i < THROTTLE.address.limit; i++) em.create(LoginFailure, { key: addressKey("127.0.0.1"), at });
    await em.flush();
    const result = await attempt(ADMIN.name, ADMIN.password);
    expect(errorCode(result)).toBe("TOO_MANY_REQUESTS");
  });

  it("forgets a name's failures after a successful sign-in", async () => {
    await attempt(ADMIN.name, "wrong-1");
    await attempt(ADMIN.name, "wrong-2");
    await server.signIn();
    const left = await server.em().count(LoginFailure, { key: `name:${ADMIN.name}` });
    expect(left).toBe(0);
  });
});
