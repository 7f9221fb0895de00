import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCode } from "../harness";
import { legacyClient } from "../legacy-client";
import { startSwitchableServer, type SwitchableServer } from "../switchable-database";
import { usePerformanceClock } from "../performance-clock";

/** The read caches' clock, moved past their staleness bound instead of waiting it out. */
const clock = usePerformanceClock();

/**
 * Far below the minute a default pool waits for a connection: what "fails fast" means here. Not a speed
 * measurement — a request either gives up within the configured timeouts or hangs.
 */
const FAST_MS = 8_000;

let switchable: SwitchableServer;
let token: string;
beforeAll(async () => {
  switchable = await startSwitchableServer();
  token = await switchable.server.signIn();
});
afterAll(() => switchable?.close());

const LIST = `{ articles(limit: 3) { items { id title } } }`;

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

const health = async () => (await fetch(`${switchable.server.url}/healthz`)).status;

describe("the database going away while the server runs", () => {
  it("answers clear errors quickly while it is away, and works again once it is back, without a restart", async () => {
    const { server } = switchable;
    const legacy = legacyClient(server.url);
    await server.gql(LIST);
    expect((await server.gql(LIST)).data.articles.items).toHaveLength(3);
    expect(await health()).toBe(200);

    await switchable.down();
    // Until the staleness bound has passed, a cached answer confirmed just before may still be served.
    clock.advance(server.config.publicCacheStaleMs + 1);

    const cases = [
      () => server.gql(LIST),
      () => server.gql(`{ siteInfo { title } }`),
      () => server.gql(`{ me { name } }`, {}, { token }),
      () => server.gql(`mutation { recordVisit { today } }`),
    ];
    for (const run of cases) {
      const { result, ms } = await timed(run);
      expect(errorCode(result), JSON.stringify(result.errors)).toBe("SERVICE_UNAVAILABLE");
      expect(result.errors![0].message).toMatch(/database is not answering/i);
      expect(ms).toBeLessThan(FAST_MS);
    }
    const { result: old, ms } = await timed(() => legacy.call("getArticle"));
    expect(old.body).toMatchObject({ status: 0, msg: expect.stringMatching(/database is not answering/i) });
    expect(ms).toBeLessThan(FAST_MS);
    const probe = await timed(health);
    expect(probe.result).toBe(503);
    expect(probe.ms).toBeLessThan(FAST_MS);

    await switchable.up();

    expect(await health()).toBe(200);
    expect((await server.gql(LIST)).data.articles.items).toHaveLength(3);
    expect((await server.gql(`{ me { name } }`, {}, { token })).data.me).not.toBeNull();
    const id = (await server.gql(LIST)).data.articles.items[0].id;
    const saved = await server.gql(`mutation($id: Int!) { updateArticle(id: $id, input: { title: "After the outage" }) { title } }`, { id }, { token });
    expect(saved.errors).toBeUndefined();
    expect((await server.gql(LIST)).data.articles.items[0].title).toBe("After the outage");
    expect((await legacy.call("getArticle")).body.status).toBe(1);
  });

  it("keeps the counts a failed write could not store, and writes them once the database is back", async () => {
    const { server } = switchable;
    const id = (await server.gql(LIST)).data.articles.items[0].id;
    await server.flushCounts();
    const hits = async () => (await server.em().getConnection().execute(`select hits from articles where id = ?`, [id]))[0].hits as number;
    const before = await hits();
    for (const browser of ["Outage/1", "Outage/2", "Outage/3"]) {
      expect((await server.gql(`mutation($id: Int!) { recordArticleView(id: $id) { hits } }`, { id }, { headers: { "user-agent": browser } })).errors).toBeUndefined();
    }
    await switchable.down();
    await expect(server.flushCounts()).rejects.toThrow();
    await switchable.up();
    await server.flushCounts();
    expect(await hits()).toBe(before + 3);
  });
});
