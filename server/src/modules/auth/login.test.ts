import { describe, expect, it } from "vitest";
import { ADMIN, CAPTCHA_TEXT, errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { LimitedAction } from "../rate-limit/rate-limit.entity";
import { Captcha, Session, TrustedDevice } from "./auth.entities";
import { WRONG_CREDENTIALS } from "./login.service";
import { hashToken } from "./tokens";
import { TRUSTED_DEVICES } from "./trusted-device.service";

let server: TestServer;
useTestServer((started) => ({ server } = started));

const LOGIN = `mutation($name: String!, $password: String!, $captcha: String!, $captchaId: String) {
  login(name: $name, password: $password, captcha: $captcha, captchaId: $captchaId) { name token user { name role roleAuth } }
}`;
const ME = `{ me { name role } }`;

async function newCaptcha(): Promise<string> {
  const result = await server.gql(`{ captcha { id svg expiresAt } }`);
  expect(result.data.captcha.svg).toMatch(/^<svg/);
  return result.data.captcha.id;
}

async function attempt(name: string, password: string, captcha = CAPTCHA_TEXT, cookie?: string) {
  const captchaId = await newCaptcha();
  return server.gql(LOGIN, { name, password, captcha, captchaId }, { cookie });
}

const setCookie = (result: { headers: Headers }, name: string) => result.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

describe("sign-in", () => {
  it("signs in with the right name, password and captcha, and the token works as a bearer and as a cookie", async () => {
    const result = await attempt(ADMIN.name, ADMIN.password);
    expect(result.errors).toBeUndefined();
    expect(result.data.login).toMatchObject({ name: ADMIN.name, user: { name: ADMIN.name, role: "ADMIN", roleAuth: "EDIT" } });
    const token = result.data.login.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const cookies = result.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith("blog_session="))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);

    expect((await server.gql(ME, {}, { token })).data.me).toEqual({ name: ADMIN.name, role: "ADMIN" });
    expect((await server.gql(ME, {}, { cookie: `blog_session=${token}` })).data.me.name).toBe(ADMIN.name);
  });

  it("stores only a hash of the session token", async () => {
    const token = await server.signIn();
    const sessions = await server.em().find(Session, {});
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.some((s) => s.tokenHash === token)).toBe(false);
  });

  it("answers the same message for a wrong password and an unknown user", async () => {
    const wrong = await attempt(ADMIN.name, "not-the-password");
    const unknown = await attempt("nobody-here", "whatever-password");
    expect(errorCode(wrong)).toBe("BAD_USER_INPUT");
    expect(wrong.errors![0].message).toBe(WRONG_CREDENTIALS);
    expect(unknown.errors![0].message).toBe(WRONG_CREDENTIALS);
    expect(wrong.data).toBeNull();
  });

  it("accepts the captcha in any case, and refuses a wrong one", async () => {
    expect((await attempt(ADMIN.name, ADMIN.password, CAPTCHA_TEXT.toUpperCase())).data?.login.name).toBe(ADMIN.name);
    const wrong = await attempt(ADMIN.name, ADMIN.password, "nope");
    expect(errorCode(wrong)).toBe("BAD_USER_INPUT");
    expect(wrong.errors![0].message).toMatch(/captcha/i);
  });

  it("spends a captcha on the first attempt, right or wrong", async () => {
    const captchaId = await newCaptcha();
    const first = await server.gql(LOGIN, { name: ADMIN.name, password: "wrong-password", captcha: CAPTCHA_TEXT, captchaId });
    expect(first.errors![0].message).toBe(WRONG_CREDENTIALS);
    const second = await server.gql(LOGIN, { name: ADMIN.name, password: ADMIN.password, captcha: CAPTCHA_TEXT, captchaId });
    expect(second.errors![0].message).toMatch(/captcha/i);
    await server.em().nativeDelete(LimitedAction, {});
  });

  it("refuses an expired captcha", async () => {
    const captchaId = await newCaptcha();
    await server.em().nativeUpdate(Captcha, {}, { expiresAt: new Date(Date.now() - 1000) });
    const result = await server.gql(LOGIN, { name: ADMIN.name, password: ADMIN.password, captcha: CAPTCHA_TEXT, captchaId });
    expect(errorCode(result)).toBe("BAD_USER_INPUT");
    expect(result.errors![0].message).toMatch(/captcha/i);
  });

  it("uses the captcha cookie when no captchaId is given", async () => {
    const captcha = await server.gql(`{ captcha { id } }`);
    const cookie = captcha.headers.getSetCookie().find((c) => c.startsWith("blog_captcha="))!;
    expect(cookie).toMatch(/HttpOnly/);
    const result = await server.gql(LOGIN, { name: ADMIN.name, password: ADMIN.password, captcha: CAPTCHA_TEXT }, { cookie: cookie.split(";")[0] });
    expect(result.data.login.name).toBe(ADMIN.name);
  });

  it("names the first missing field", async () => {
    const result = await server.gql(LOGIN, { name: " ", password: "x", captcha: "x" });
    expect(result.errors![0].message).toBe("enter user name");
    expect((await server.gql(LOGIN, { name: "a", password: "", captcha: "x" })).errors![0].message).toBe("enter password");
    expect((await server.gql(LOGIN, { name: "a", password: "b", captcha: "" })).errors![0].message).toBe("enter captcha code");
  });

  it("logs out: the token stops working and the cookie is cleared", async () => {
    const token = await server.signIn();
    const result = await server.gql(`mutation { logout }`, {}, { token });
    expect(result.data.logout).toBe(true);
    expect(result.headers.getSetCookie().some((c) => /^blog_session=;/.test(c))).toBe(true);
    expect((await server.gql(ME, {}, { token })).data.me).toBeNull();
    expect(errorCode(await server.gql(`{ systemInfo { platform } }`, {}, { token }))).toBe("UNAUTHENTICATED");
  });

  it("ends a session that has been idle too long, and one past its absolute end", async () => {
    const idle = await server.signIn();
    const old = new Date(Date.now() - (server.config.sessionIdleMinutes + 1) * 60_000);
    await server.em().nativeUpdate(Session, {}, { lastSeenAt: old });
    expect((await server.gql(ME, {}, { token: idle })).data.me).toBeNull();

    const expired = await server.signIn();
    await server.em().nativeUpdate(Session, {}, { expiresAt: new Date(Date.now() - 1000) });
    expect((await server.gql(ME, {}, { token: expired })).data.me).toBeNull();
  });

  it("marks the browser as known with a long-lived HttpOnly, SameSite=Strict cookie, stored only as a hash", async () => {
    const result = await attempt(ADMIN.name, ADMIN.password);
    const line = setCookie(result, "blog_device")!;
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(new RegExp(`Max-Age=${TRUSTED_DEVICES.lifetimeMs / 1000}`));
    const token = line.split(";")[0].split("=")[1];
    const stored = await server.em().find(TrustedDevice, {});
    expect(stored.some((d) => d.tokenHash === hashToken(token))).toBe(true);
    expect(stored.some((d) => d.tokenHash === token)).toBe(false);
  });

  it("keeps a known browser's token across logout and later sign-ins, and forgets other browsers on a password change", async () => {
    const pat = await server.createUser({ name: "pat", password: "pat-password-1" });
    const first = await attempt("pat", "pat-password-1");
    const device = setCookie(first, "blog_device")!.split(";")[0];
    const other = setCookie(await attempt("pat", "pat-password-1"), "blog_device")!.split(";")[0];
    expect(other).not.toBe(device);

    const logout = await server.gql(`mutation { logout }`, {}, { token: first.data.login.token });
    expect(setCookie(logout, "blog_device")).toBeUndefined();
    const again = await attempt("pat", "pat-password-1", CAPTCHA_TEXT, device);
    expect(setCookie(again, "blog_device")!.split(";")[0]).toBe(device);

    const change = await server.gql(
      `mutation($id: Int!) { changePassword(id: $id, currentPassword: "pat-password-1", newPassword: "pat-password-2") { id } }`,
      { id: pat.id },
      { cookie: `blog_session=${again.data.login.token}; ${device}` },
    );
    expect(change.errors).toBeUndefined();
    const left = await server.em().find(TrustedDevice, { user: pat.id });
    expect(left.map((d) => d.tokenHash)).toEqual([hashToken(device.split("=")[1])]);
  });

  it(`remembers at most ${TRUSTED_DEVICES.perUser} browsers per user, forgetting the least recently used`, async () => {
    const sam = await server.createUser({ name: "sam", password: "sam-password-1" });
    const devices: string[] = [];
    for (let i = 0; i < TRUSTED_DEVICES.perUser + 2; i++) devices.push(setCookie(await attempt("sam", "sam-password-1"), "blog_device")!.split(";")[0]);
    const kept = (await server.em().find(TrustedDevice, { user: sam.id })).map((d) => d.tokenHash);
    expect(kept).toHaveLength(TRUSTED_DEVICES.perUser);
    expect(kept).not.toContain(hashToken(devices[0].split("=")[1]));
    expect(kept).toContain(hashToken(devices.at(-1)!.split("=")[1]));
  }, 60_000);

  it("treats a forged token as signed out", async () => {
    const forged = "A".repeat(43);
    expect((await server.gql(ME, {}, { token: forged })).data.me).toBeNull();
    expect(errorCode(await server.gql(`{ systemInfo { platform } }`, {}, { token: forged }))).toBe("UNAUTHENTICATED");
  });
});
