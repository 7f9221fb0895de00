import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN, CAPTCHA_TEXT, errorCode, type GqlResult, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { LimitedAction } from "../rate-limit/rate-limit.entity";
import { Captcha, TrustedDevice } from "./auth.entities";
import { WRONG_CREDENTIALS } from "./login.service";
import { THROTTLE, addressKey, deviceKey, nameAtAddressKey, nameKey, type FailureKey } from "./throttle.service";
import { hashToken } from "./tokens";

// Behind a trusted proxy, so that each request can come from an address of its own (X-Forwarded-For).
let server: TestServer;
useTestServer((started) => ({ server } = started), { env: { TRUST_PROXY: "true" } });
beforeEach(async () => {
  await server.em().nativeDelete(LimitedAction, {});
  await server.em().nativeDelete(TrustedDevice, {});
});

const OWNER_HOME = "198.51.100.1";
const LOGIN = `mutation($name: String!, $password: String!, $captchaId: String) {
  login(name: $name, password: $password, captcha: "${CAPTCHA_TEXT}", captchaId: $captchaId) { name }
}`;

interface From {
  address: string;
  /** The known-browser cookie (`blog_device=…`) to send, if any. */
  device?: string;
}

async function attempt(name: string, password: string, from: From): Promise<GqlResult> {
  const headers = { "x-forwarded-for": from.address };
  const captcha = await server.gql(`{ captcha { id } }`, {}, { headers });
  return server.gql(LOGIN, { name, password, captchaId: captcha.data.captcha.id }, { headers, cookie: from.device });
}

const signedIn = (result: GqlResult) => result.data?.login?.name;
const deviceCookieOf = (result: GqlResult) => result.headers.getSetCookie().find((c) => c.startsWith("blog_device="))?.split(";")[0];

/** Signs the owner in from their usual browser and answers its known-browser cookie. */
async function ownersBrowser(): Promise<string> {
  const result = await attempt(ADMIN.name, ADMIN.password, { address: OWNER_HOME });
  expect(signedIn(result)).toBe(ADMIN.name);
  return deviceCookieOf(result)!;
}

/** Moves every recorded failure back in time, as if the client had waited. */
async function age(ms: number) {
  await server.em().getConnection().execute("update limited_actions set at = at - make_interval(secs => ?)", [ms / 1000]);
}

/**
 * Moves every recorded failure to `ms` from now, as if the client tried again at once: a delay of a second
 * or two then shows however long this machine takes to answer.
 */
async function justNow(ms = 30_000) {
  await server.em().getConnection().execute("update limited_actions set at = now() + make_interval(secs => ?)", [ms / 1000]);
}

/** Failures recorded directly, for setting up states that would otherwise take many slow password checks. */
async function failuresOn(key: FailureKey, count: number) {
  const at = new Date();
  await server.em().insertMany(LimitedAction, Array.from({ length: count }, () => ({ ...key, at })));
}

const failuresCounted = (key: FailureKey) => server.em().count(LimitedAction, key);

describe("sign-in throttling: a stranger cannot lock the owner out", () => {
  it("lets the owner in from a known browser while a stranger's failures from many addresses keep strangers out", async () => {
    const device = await ownersBrowser();
    expect(device).toMatch(/^blog_device=[\w-]{40,}$/);

    // A stranger fails at the owner's name from a new address each time, as fast as the throttle allows.
    const stranger = (i: number) => ({ address: `203.0.113.${i + 1}` });
    for (let i = 0; i < THROTTLE.name.limit; i++) {
      await age(60_000);
      expect((await attempt(ADMIN.name, `guess-${i}`, stranger(i))).errors![0].message).toBe(WRONG_CREDENTIALS);
    }
    const refused = await attempt(ADMIN.name, "guess-x", stranger(99));
    expect(errorCode(refused)).toBe("TOO_MANY_REQUESTS");
    expect(refused.errors![0].message).toMatch(/^Too many failed sign-ins\. Try again in \d+ minutes\. A browser that has signed in with this name before can still sign in\.$/);

    // A browser that never signed in is held back too, right password or not: that is what bounds the guessing.
    expect(errorCode(await attempt(ADMIN.name, ADMIN.password, { address: "192.0.2.50" }))).toBe("TOO_MANY_REQUESTS");

    // The owner's known browser gets in, at home and elsewhere, and its sign-in gives the stranger no new budget.
    expect(signedIn(await attempt(ADMIN.name, ADMIN.password, { address: OWNER_HOME, device }))).toBe(ADMIN.name);
    expect(signedIn(await attempt(ADMIN.name, ADMIN.password, { address: "192.0.2.80", device }))).toBe(ADMIN.name);
    expect(await failuresCounted(nameKey(ADMIN.name))).toBe(THROTTLE.name.limit);
    expect(errorCode(await attempt(ADMIN.name, "guess-y", stranger(100)))).toBe("TOO_MANY_REQUESTS");
  }, 120_000);

  it("does not trust a forged cookie, another user's browser, or a browser not seen for too long", async () => {
    const device = await ownersBrowser();
    await server.createUser({ name: "pat", password: "pat-password-1" });
    const patResult = await attempt("pat", "pat-password-1", { address: OWNER_HOME });
    const patsBrowser = deviceCookieOf(patResult)!;
    await failuresOn(nameKey(ADMIN.name), THROTTLE.name.limit);

    for (const cookie of [patsBrowser, `blog_device=${"A".repeat(43)}`]) {
      expect(errorCode(await attempt(ADMIN.name, ADMIN.password, { address: OWNER_HOME, device: cookie }))).toBe("TOO_MANY_REQUESTS");
    }
    await server.em().nativeUpdate(TrustedDevice, { tokenHash: hashToken(device.split("=")[1]) }, { expiresAt: new Date(Date.now() - 1000) });
    expect(errorCode(await attempt(ADMIN.name, ADMIN.password, { address: OWNER_HOME, device }))).toBe("TOO_MANY_REQUESTS");
  }, 60_000);

  it("throttles a known browser on its own failures, which never count against the name", async () => {
    const device = await ownersBrowser();
    const own = deviceKey(hashToken(device.split("=")[1]));
    expect((await attempt(ADMIN.name, "typo-1", { address: OWNER_HOME, device })).errors![0].message).toBe(WRONG_CREDENTIALS);
    expect(await failuresCounted(own)).toBe(1);
    expect(await failuresCounted(nameKey(ADMIN.name))).toBe(0);
    expect(await failuresCounted(nameAtAddressKey(ADMIN.name, OWNER_HOME))).toBe(0);

    await failuresOn(own, THROTTLE.device.limit - 1);
    const refused = await attempt(ADMIN.name, ADMIN.password, { address: OWNER_HOME, device });
    expect(errorCode(refused)).toBe("TOO_MANY_REQUESTS");
    expect(refused.errors![0].message).toMatch(/^Too many failed sign-ins\. Try again in \d+ minutes\.$/);
  }, 60_000);
});

describe("sign-in throttling: guessers stay bounded", () => {
  it("slows one address down at one name after a few failures, saying when to try again", async () => {
    const from = { address: "203.0.113.10" };
    for (let i = 0; i < THROTTLE.nameAtAddress.free; i++) expect(errorCode(await attempt(ADMIN.name, `wrong-${i}`, from))).toBe("BAD_USER_INPUT");
    await justNow();
    const slowed = await attempt(ADMIN.name, ADMIN.password, from);
    expect(errorCode(slowed)).toBe("TOO_MANY_REQUESTS");
    expect(slowed.errors![0].message).toMatch(/^Too many failed sign-ins\. Try again in \d+ seconds\.$/);
    expect(slowed.errors![0].extensions!.retryAfterSeconds).toBeGreaterThan(0);

    // The first delay is a second long.
    await age(30_000 + 1_000);
    expect(signedIn(await attempt(ADMIN.name, ADMIN.password, from))).toBe(ADMIN.name);
  }, 60_000);

  it("refuses one address at one name past its limit, before the captcha or password, while other addresses and names go on", async () => {
    const guesser = { address: "203.0.113.20" };
    for (let i = 0; i < THROTTLE.nameAtAddress.limit; i++) {
      await age(60_000);
      expect((await attempt(ADMIN.name, `wrong-${i}`, guesser)).errors![0].message).toBe(WRONG_CREDENTIALS);
    }
    await age(60_000);
    await server.em().nativeDelete(Captcha, {});
    const refused = await attempt(ADMIN.name, ADMIN.password, guesser);
    expect(errorCode(refused)).toBe("TOO_MANY_REQUESTS");
    expect(refused.errors![0].message).toMatch(/try again in \d+ minutes/i);
    // Refused before the captcha was even looked at (and so before any password hashing): it is still unspent.
    expect(await server.em().count(Captcha, {})).toBe(1);

    // Another name from the same address, and the same name from another address, are still heard.
    expect((await attempt("nobody-here", "whatever-password", guesser)).errors![0].message).toBe(WRONG_CREDENTIALS);
    expect(signedIn(await attempt(ADMIN.name, ADMIN.password, { address: "192.0.2.7" }))).toBe(ADMIN.name);

    // The refusal does not grow on its own: once the window has passed, the guesser's address is heard again.
    await age(THROTTLE.windowMs);
    expect(signedIn(await attempt(ADMIN.name, ADMIN.password, guesser))).toBe(ADMIN.name);
  }, 120_000);

  it("refuses one address trying many names, known browser or not", async () => {
    const device = await ownersBrowser();
    const busy = "203.0.113.30";
    await failuresOn(addressKey(busy), THROTTLE.address.limit);
    expect(errorCode(await attempt("someone-else", "whatever-password", { address: busy }))).toBe("TOO_MANY_REQUESTS");
    expect(errorCode(await attempt(ADMIN.name, ADMIN.password, { address: busy, device }))).toBe("TOO_MANY_REQUESTS");
    expect(signedIn(await attempt(ADMIN.name, ADMIN.password, { address: "192.0.2.8", device }))).toBe(ADMIN.name);
  }, 60_000);

  it("counts an IPv6 /64 as one address", async () => {
    await failuresOn(addressKey("2001:db8:5:6::1"), THROTTLE.address.limit);
    expect(errorCode(await attempt("someone-else", "whatever-password", { address: "2001:db8:5:6:abcd::99" }))).toBe("TOO_MANY_REQUESTS");
  });

  it(`lets at most ${THROTTLE.name.limit} guesses at one name through in a window, even when they all arrive at once`, async () => {
    const burst = await Promise.all(
      Array.from({ length: 3 * THROTTLE.name.limit }, (_, i) => attempt(ADMIN.name, `guess-${i}`, { address: `203.0.113.${100 + i}` })),
    );
    const checked = burst.filter((r) => r.errors?.[0].message === WRONG_CREDENTIALS).length;
    const refused = burst.filter((r) => errorCode(r) === "TOO_MANY_REQUESTS").length;
    expect(checked + refused).toBe(burst.length);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(THROTTLE.name.limit);
    expect(await failuresCounted(nameKey(ADMIN.name))).toBe(checked);

    // Waiting out the delays within the window adds guesses only up to the limit; after it, the budget is whole again.
    for (let i = 0; i < THROTTLE.name.limit; i++) {
      await age(30_000);
      await attempt(ADMIN.name, `late-guess-${i}`, { address: `203.0.113.${200 + i}` });
    }
    expect(await failuresCounted(nameKey(ADMIN.name))).toBe(THROTTLE.name.limit);
    await age(THROTTLE.windowMs);
    expect((await attempt(ADMIN.name, "next-window", { address: "203.0.113.250" })).errors![0].message).toBe(WRONG_CREDENTIALS);
  }, 120_000);

  it("forgets the caller's own failures after a successful sign-in, not the name's or the address's", async () => {
    const from = { address: "203.0.113.40" };
    await attempt(ADMIN.name, "wrong-1", from);
    await attempt(ADMIN.name, "wrong-2", from);
    const result = await attempt(ADMIN.name, ADMIN.password, from);
    expect(signedIn(result)).toBe(ADMIN.name);
    expect(await failuresCounted(nameAtAddressKey(ADMIN.name, from.address))).toBe(0);
    expect(await failuresCounted(nameKey(ADMIN.name))).toBe(2);
    expect(await failuresCounted(addressKey(from.address))).toBe(2);
  }, 60_000);

  it("counts a wrong captcha as no guess at all", async () => {
    const headers = { "x-forwarded-for": "203.0.113.50" };
    const result = await server.gql(`mutation { login(name: "${ADMIN.name}", password: "x", captcha: "nope", captchaId: "none-such-captcha-id-0000") { name } }`, {}, { headers });
    expect(result.errors![0].message).toMatch(/captcha/i);
    expect(await server.em().count(LimitedAction, {})).toBe(0);
  });
});
