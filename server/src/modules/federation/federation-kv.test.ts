import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Temporal } from "@js-temporal/polyfill";
import { openTestDatabase } from "../../../test/harness";
import { DatabaseKvStore } from "./federation-kv";

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let kv: DatabaseKvStore;
beforeAll(async () => {
  opened = await openTestDatabase();
  kv = new DatabaseKvStore(opened.database.orm);
});
afterAll(() => opened?.close());

const entries = async (prefix?: readonly [string, ...string[]]) => {
  const found: { key: readonly string[]; value: unknown }[] = [];
  for await (const entry of kv.list(prefix)) found.push(entry);
  return found;
};

describe("Fedify's key–value store as a table", () => {
  it("keeps JSON values by key, replaces and deletes them", async () => {
    expect(await kv.get(["doc", "https://peer.example/users/ann"])).toBeUndefined();
    await kv.set(["doc", "https://peer.example/users/ann"], { name: "Ann", tags: [1, 2] });
    expect(await kv.get(["doc", "https://peer.example/users/ann"])).toEqual({ name: "Ann", tags: [1, 2] });
    await kv.set(["doc", "https://peer.example/users/ann"], "replaced");
    expect(await kv.get(["doc", "https://peer.example/users/ann"])).toBe("replaced");
    await kv.delete(["doc", "https://peer.example/users/ann"]);
    expect(await kv.get(["doc", "https://peer.example/users/ann"])).toBeUndefined();
  });

  it("forgets a value once its time to live has passed", async () => {
    await kv.set(["short"], 1, { ttl: Temporal.Duration.from({ milliseconds: 1 }) });
    await kv.set(["long"], 2, { ttl: Temporal.Duration.from({ hours: 1 }) });
    // The database's clock decides: wait until it is past the first value's expiry rather than for a fixed time.
    const conn = opened.database.orm.em.fork().getConnection();
    for (;;) {
      const [row] = await conn.execute<{ past: boolean }[]>(`select now() > "expires_time" as "past" from "federation_kv" where "key" = 'short'`);
      if (!row || row.past) break;
    }
    expect(await kv.get(["short"])).toBeUndefined();
    expect(await kv.get(["long"])).toBe(2);
  });

  it("swaps a value only when it holds the expected one (compare-and-swap)", async () => {
    expect(await kv.cas(["counter"], undefined, 1)).toBe(true);
    expect(await kv.cas(["counter"], undefined, 5)).toBe(false);
    expect(await kv.cas(["counter"], 2, 3)).toBe(false);
    expect(await kv.cas(["counter"], 1, 2)).toBe(true);
    expect(await kv.get(["counter"])).toBe(2);
  });

  it("lists the entries under a key prefix, and no key that merely starts with the same letters", async () => {
    await kv.set(["list", "a"], "A");
    await kv.set(["list", "b", "c"], "BC");
    await kv.set(["listed"], "other");
    await kv.set(["list_", "x"], "underscore is not a wildcard");
    expect(await entries(["list"])).toEqual([
      { key: ["list", "a"], value: "A" },
      { key: ["list", "b", "c"], value: "BC" },
    ]);
    expect((await entries()).length).toBeGreaterThanOrEqual(5);
  });
});
