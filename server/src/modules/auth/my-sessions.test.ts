import { describe, expect, it } from "vitest";
import { ADMIN, CAPTCHA_TEXT, errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { browserName } from "./browser-name";

let server: TestServer;
useTestServer((started) => ({ server } = started));

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

/** Signs the administrator in from a browser with this User-Agent; answers the session token. */
async function signInFrom(userAgent: string, password = ADMIN.password): Promise<string> {
  const { data } = await server.gql(`{ captcha { id } }`);
  const answer = await server.gql(
    `mutation($name: String!, $password: String!, $captcha: String!, $captchaId: String) { login(name: $name, password: $password, captcha: $captcha, captchaId: $captchaId) { token } }`,
    { name: ADMIN.name, password, captcha: CAPTCHA_TEXT, captchaId: data.captcha.id },
    { headers: { "user-agent": userAgent } },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data.login.token;
}

const sessionsOf = async (token: string) => {
  const answer = await server.gql(`{ mySessions { id browser userAgent address signedInAt lastSeenAt current } }`, {}, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data.mySessions as { id: string; browser: string; userAgent: string; address: string; current: boolean }[];
};
const stillSignedIn = async (token: string) => (await server.gql(`{ me { name } }`, {}, { token })).data.me !== null;

describe("a user's sessions", () => {
  it("lists each browser signed in, with its browser, address and times, this one marked", async () => {
    const laptop = await signInFrom(FIREFOX);
    const phone = await signInFrom(PHONE);
    const sessions = await sessionsOf(laptop);
    const mine = sessions.find((session) => session.current)!;
    expect(mine).toMatchObject({ browser: "Firefox on Linux", userAgent: FIREFOX });
    expect(mine.address).toMatch(/127\.0\.0\.1|::1/);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.map((session) => session.browser)).toContain("Safari on iOS");
    // Ids say nothing that signs in.
    for (const session of sessions) {
      expect(session.id).toMatch(/^[0-9a-f]{16}$/);
      expect(laptop).not.toContain(session.id);
      expect(phone).not.toContain(session.id);
    }
  });

  it("ends another of its sessions, which is signed out at once; an unknown id is refused by name", async () => {
    const laptop = await signInFrom(FIREFOX);
    const phone = await signInFrom(PHONE);
    const phoneId = (await sessionsOf(phone)).find((session) => session.current)!.id;
    const ended = await server.gql(`mutation($id: String!) { endMySession(id: $id) }`, { id: phoneId }, { token: laptop });
    expect(ended.data.endMySession).toBe(true);
    expect(await stillSignedIn(phone)).toBe(false);
    expect(await stillSignedIn(laptop)).toBe(true);

    const again = await server.gql(`mutation($id: String!) { endMySession(id: $id) }`, { id: phoneId }, { token: laptop });
    expect(errorCode(again)).toBe("NOT_FOUND");
    expect(again.errors![0].message).toContain("No session of yours has that id");
    expect(errorCode(await server.gql(`{ mySessions { id } }`))).toBe("UNAUTHENTICATED");
  });

  it("cannot end another user's session", async () => {
    await server.createUser({ name: "other", password: "other-password-1" });
    const other = await server.signIn("other", "other-password-1");
    const otherId = (await sessionsOf(other)).find((session) => session.current)!.id;
    const admin = await signInFrom(FIREFOX);
    const refused = await server.gql(`mutation($id: String!) { endMySession(id: $id) }`, { id: otherId }, { token: admin });
    expect(errorCode(refused)).toBe("NOT_FOUND");
    expect(await stillSignedIn(other)).toBe(true);
  });

  it("ends every other session when the password changes, keeping this one", async () => {
    const laptop = await signInFrom(FIREFOX);
    const phone = await signInFrom(PHONE);
    const { me } = (await server.gql(`{ me { id } }`, {}, { token: laptop })).data;
    const changed = await server.gql(
      `mutation($id: Int!, $current: String!, $next: String!) { changePassword(id: $id, currentPassword: $current, newPassword: $next) { id } }`,
      { id: me.id, current: ADMIN.password, next: "a-new-password-42" },
      { token: laptop },
    );
    expect(changed.errors).toBeUndefined();
    expect(await stillSignedIn(phone)).toBe(false);
    expect(await stillSignedIn(laptop)).toBe(true);
    expect((await sessionsOf(laptop)).map((session) => session.current)).toEqual([true]);
  });
});

describe("browserName", () => {
  it("names common browsers and systems, and anything else by its first word", () => {
    expect(browserName(FIREFOX)).toBe("Firefox on Linux");
    expect(browserName(PHONE)).toBe("Safari on iOS");
    expect(browserName("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0")).toBe("Edge on Windows");
    expect(browserName("Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36")).toBe("Chrome on Android");
    expect(browserName("curl/8.5.0")).toBe("curl");
    expect(browserName(null)).toBe("Unknown browser");
  });
});
