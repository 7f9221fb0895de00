import http from "node:http";
import type { AddressInfo } from "node:net";
import type { EntityManager } from "@mikro-orm/postgresql";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "../../test/harness";
import type { TaskDeps } from "../kernel/background-tasks";
import { PURGE_AGAIN_MS, sharedCachePurgeTask } from "./shared-cache-purge";

/** A stand-in for a shared cache: a real HTTP server that records the purges it gets, and can be made to fail. */
function standInCache() {
  const purges: string[] = [];
  const state = { failing: false };
  const server = http.createServer((req, res) => {
    if (req.method === "PURGE") purges.push(String(req.headers["x-purge-reason"]));
    res.writeHead(state.failing ? 503 : 200).end();
  });
  return {
    purges,
    state,
    listen: () => new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("purging shared caches, from the running server", () => {
  const cache = standInCache();
  let server: TestServer;
  let token = "";

  beforeAll(async () => {
    server = await startTestServer({ CACHE_PURGE_URLS: await cache.listen() });
    token = await server.signIn();
  });
  afterAll(async () => {
    await server?.close();
    await cache.close();
  });

  const poll = { timeout: 10_000, interval: 20 };

  it("purges once the process starts", async () => {
    await expect.poll(() => cache.purges.length, poll).toBeGreaterThanOrEqual(1);
    expect(cache.purges[0]).toMatch(/^content \d+, build /);
  });

  it("purges after a change to what the public sees", async () => {
    const atStart = cache.purges[0];
    const before = cache.purges.length;
    const renamed = await server.gql(`mutation { updateSiteInfo(id: 1, input: { title: "Purged title" }) { title } }`, {}, { token });
    expect(renamed.errors).toBeUndefined();
    // A purge for the new content (not the start's, nor its second purge).
    await expect.poll(() => cache.purges.slice(before).some((reason) => !reason.startsWith(atStart)), poll).toBe(true);
  });
});

describe("the purge task, run by hand on a clock moved by hand", () => {
  const cache = standInCache();
  let url = "";
  let version = 1;
  let build = "build-1";
  // What the task reads of the database: cache_version, as the content's writes raise it.
  const em = { getConnection: () => ({ execute: async () => [{ version: String(version) }] }) } as unknown as EntityManager;
  const logged: string[] = [];

  beforeAll(async () => {
    url = await cache.listen();
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await cache.close();
  });

  it("purges a state once, again PURGE_AGAIN_MS later, then nothing until content or build change", async () => {
    const task = sharedCachePurgeTask({ urls: [url], build: () => build, settleMs: 0, log: (message) => logged.push(message) });
    const run = () => task.run(em, {} as TaskDeps);
    await run();
    expect(cache.purges).toEqual(["content 1, build build-1"]);
    await run();
    vi.advanceTimersByTime(PURGE_AGAIN_MS - 1);
    await run();
    expect(cache.purges).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await run();
    expect(cache.purges).toEqual(["content 1, build build-1", "content 1, build build-1, again"]);
    vi.advanceTimersByTime(PURGE_AGAIN_MS * 5);
    await run();
    expect(cache.purges).toHaveLength(2);

    version = 2;
    await run();
    build = "build-2";
    await run();
    expect(cache.purges.slice(2)).toEqual(["content 2, build build-1", "content 2, build build-2"]);
    expect(logged).toEqual([]);
  });

  it("keeps trying while the cache refuses, says so once, and purges once it answers again, then once more", async () => {
    const task = sharedCachePurgeTask({ urls: [url], build: () => build, settleMs: 0, log: (message) => logged.push(message) });
    const run = () => task.run(em, {} as TaskDeps);
    await run();
    const before = cache.purges.length;
    version = 3;
    cache.state.failing = true;
    await run();
    await run();
    await run();
    expect(cache.purges.slice(before)).toEqual(Array(3).fill("content 3, build build-2"));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^Purging the shared cache failed; trying again every \d+ ms\. .*answered 503/);

    cache.state.failing = false;
    await run();
    expect(cache.purges.slice(before)).toEqual(Array(4).fill("content 3, build build-2"));
    expect(logged[1]).toBe("Purging the shared cache works again.");
    // Accepted now: once more after PURGE_AGAIN_MS, then nothing until the next change.
    await run();
    expect(cache.purges.slice(before)).toHaveLength(4);
    vi.advanceTimersByTime(PURGE_AGAIN_MS);
    await run();
    expect(cache.purges.at(-1)).toBe("content 3, build build-2, again");
    const settled = cache.purges.length;
    vi.advanceTimersByTime(PURGE_AGAIN_MS * 5);
    await run();
    expect(cache.purges).toHaveLength(settled);
  });
});
