import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/harness";
import { PURGE_AGAIN_MS } from "./shared-cache-purge";

// A stand-in for the shared cache: a real HTTP server that records the purges it gets, and can be made to fail.
const purges: { at: number; reason: string }[] = [];
let failing = false;
const cache = http.createServer((req, res) => {
  if (req.method === "PURGE") purges.push({ at: Date.now(), reason: String(req.headers["x-purge-reason"]) });
  res.writeHead(failing ? 503 : 200).end();
});
let server: TestServer;
let token = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => cache.listen(0, "127.0.0.1", resolve));
  server = await startTestServer({ CACHE_PURGE_URLS: `http://127.0.0.1:${(cache.address() as AddressInfo).port}/` });
  token = await server.signIn();
});
afterAll(async () => {
  await server?.close();
  cache.close();
});

const rename = (title: string) => server.gql(`mutation($title: String!) { updateSiteInfo(id: 1, input: { title: $title }) { title } }`, { title }, { token });
const poll = { timeout: 10_000, interval: 100 };

describe("purging shared caches", () => {
  it("purges once the process starts, and again when fetches from before it are done", async () => {
    await expect.poll(() => purges.length, poll).toBeGreaterThanOrEqual(2);
    expect(purges[0].reason).toMatch(/^content \d+, build /);
    expect(purges[1].reason).toBe(`${purges[0].reason}, again`);
    expect(purges[1].at - purges[0].at).toBeGreaterThanOrEqual(PURGE_AGAIN_MS - 100);
  });

  it("purges after a change to what the public sees", async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = purges.length;
    expect((await rename("Purged title")).errors).toBeUndefined();
    await expect.poll(() => purges.length, poll).toBeGreaterThan(before);
    expect(purges[before].reason).not.toBe(purges[before - 1].reason);
  });

  it("keeps trying while the cache refuses, and purges once it answers again", async () => {
    await new Promise((resolve) => setTimeout(resolve, PURGE_AGAIN_MS + 500));
    failing = true;
    const before = purges.length;
    expect((await rename("Changed while the cache is away")).errors).toBeUndefined();
    await expect.poll(() => purges.length, poll).toBeGreaterThanOrEqual(before + 2);
    const reason = purges[before].reason;
    expect(purges.slice(before).every((ban) => ban.reason === reason)).toBe(true);
    failing = false;
    const retries = purges.length;
    // Once accepted, the same change is purged once more after PURGE_AGAIN_MS, then nothing until the next change.
    await expect.poll(() => purges.at(-1)!.reason, poll).toBe(`${reason}, again`);
    const settled = purges.length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(purges.length).toBe(settled);
    expect(settled).toBeGreaterThan(retries);
  });
});
