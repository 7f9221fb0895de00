import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN, CAPTCHA_TEXT, errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { legacyClient } from "../../../test/legacy-client";
import { LimitedAction } from "../rate-limit/rate-limit.entity";
import { Captcha } from "./auth.entities";
import { LIVE_CAPTCHAS_PER_ADDRESS } from "./captcha.service";

// Behind a trusted proxy, so that requests can come from addresses of their own (X-Forwarded-For).
let server: TestServer;
useTestServer((started) => ({ server } = started), { env: { TRUST_PROXY: "true" } });
beforeEach(async () => {
  await server.em().nativeDelete(Captcha, {});
  await server.em().nativeDelete(LimitedAction, {});
});

const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
const newCaptcha = async (address: string): Promise<string> => (await server.gql(`{ captcha { id } }`, {}, from(address))).data.captcha.id;
const signInWith = (captchaId: string, address: string) =>
  server.gql(`mutation($c: String) { login(name: "${ADMIN.name}", password: "${ADMIN.password}", captcha: "${CAPTCHA_TEXT}", captchaId: $c) { name } }`, { c: captchaId }, from(address));

/** Runs `count` calls, `concurrency` at a time. */
async function inParallel(count: number, concurrency: number, call: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) await call(next++);
  }));
}

describe("captcha storage stays bounded", () => {
  it(`keeps an address's ${LIVE_CAPTCHAS_PER_ADDRESS} newest captchas: older ones stop working, other addresses are untouched`, async () => {
    const neighbour = await newCaptcha("192.0.2.1");
    const ids: string[] = [];
    for (let i = 0; i < LIVE_CAPTCHAS_PER_ADDRESS + 5; i++) ids.push(await newCaptcha("203.0.113.1"));
    expect(await server.em().count(Captcha, {})).toBe(LIVE_CAPTCHAS_PER_ADDRESS + 1);

    const pushedOut = await signInWith(ids[0], "203.0.113.1");
    expect(errorCode(pushedOut)).toBe("BAD_USER_INPUT");
    expect(pushedOut.errors![0].message).toMatch(/captcha/i);
    expect((await signInWith(ids.at(-1)!, "203.0.113.1")).data.login.name).toBe(ADMIN.name);
    expect((await signInWith(neighbour, "192.0.2.1")).data.login.name).toBe(ADMIN.name);
  });

  it("sweeps expired captchas when new ones are made", async () => {
    for (let i = 0; i < 30; i++) await newCaptcha(`198.51.100.${i + 1}`);
    await server.em().nativeUpdate(Captcha, {}, { expiresAt: new Date(Date.now() - 1000) });
    await newCaptcha("192.0.2.2");
    expect(await server.em().count(Captcha, {})).toBe(1);
  });

  // At least 100 requests per network (five times the cap), 16 at a time.
  it("holds at most the cap per address after 400 requests over GraphQL and /api/captcha", async () => {
    const addresses = ["203.0.113.7", "203.0.113.8", "2001:db8:7:7::1", "2001:db8:7:7::2"];
    const legacy = legacyClient(server.url);
    await inParallel(400, 16, (i) => {
      const address = addresses[i % addresses.length];
      return i % 2
        ? server.gql(`{ captcha { id } }`, {}, from(address))
        : legacy.call("captcha", {}, { method: "GET", ...from(address) });
    });
    // Three networks: two IPv4 addresses and one IPv6 /64.
    expect(await server.em().count(Captcha, {})).toBe(3 * LIVE_CAPTCHAS_PER_ADDRESS);
  }, 300_000);
});
