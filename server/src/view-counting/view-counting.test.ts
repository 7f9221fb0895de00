import { describe, expect, it } from "vitest";
import { type GqlResult, type TestServer } from "../../test/harness";
import { useTestServer } from "../../test/use-test-server";
import { type LegacyClient } from "../../test/legacy-client";
import { Article } from "../modules/article/article.entity";
import { SiteVisit } from "../modules/home-info/home-info.entity";
import { localDay } from "../kernel/local-day";
import { VIEW_COUNTING } from "./view-counter";

// Behind a trusted proxy, so that requests can come from addresses of their own (X-Forwarded-For).
let server: TestServer, api: LegacyClient;
useTestServer((started) => ({ server, api } = started), { env: { TRUST_PROXY: "true" } });

const visitor = (address: string, browser: string) => ({ headers: { "x-forwarded-for": address, "user-agent": browser } });
const VISIT = `mutation { recordVisit { today } }`;
const VIEW = `mutation($id: Int!) { recordArticleView(id: $id) { id hits } }`;

const visitsToday = async () => (await server.em().findOne(SiteVisit, { day: localDay() }))?.count ?? 0;
const hitsOf = async (id: number) => (await server.em().findOneOrFail(Article, { id })).hits;
const allHits = async () => (await server.em().find(Article, {})).reduce((sum, a) => sum + a.hits, 0);

/** Runs `count` calls, `concurrency` at a time, and answers their results in order. */
async function inParallel<T>(count: number, concurrency: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) {
      const i = next++;
      results[i] = await call(i);
    }
  }));
  return results;
}

const failed = (result: GqlResult) => result.errors !== undefined || result.status !== 200;

describe("view and visit counting", () => {
  it("counts 200 calls from one visitor as one visit and one view, answering every call normally", async () => {
    const reader = visitor("203.0.113.1", "Mozilla/5.0 Firefox/140.0");
    const visitsBefore = await visitsToday();
    const visits = await inParallel(200, 20, () => server.gql(VISIT, {}, reader));
    expect(visits.filter(failed)).toEqual([]);
    // Each answers today's count as it stood: the one visit counted, or not yet (still in memory or not).
    expect(visits.filter((v) => ![visitsBefore, visitsBefore + 1].includes(v.data.recordVisit.today))).toEqual([]);
    await server.flushCounts();
    expect(await visitsToday()).toBe(visitsBefore + 1);

    const hitsBefore = await hitsOf(3);
    const views = await inParallel(200, 20, () => server.gql(VIEW, { id: 3 }, reader));
    expect(views.filter(failed)).toEqual([]);
    await server.flushCounts();
    expect(await hitsOf(3)).toBe(hitsBefore + 1);
    expect(views.at(-1)!.data.recordArticleView).toEqual({ id: 3, hits: hitsBefore + 1 });

    // The legacy call counts by the same rule: /api/getDetail from another visitor adds one, however often.
    const legacyReader = visitor("203.0.113.2", "Mozilla/5.0 Chrome/140.0");
    const details = await inParallel(200, 20, () => api.call("getDetail", { id: "3" }, legacyReader));
    expect(details.filter((d) => d.http !== 200 || d.body.status !== 1)).toEqual([]);
    await server.flushCounts();
    expect(await hitsOf(3)).toBe(hitsBefore + 2);
    expect(details.at(-1)!.body.data.hits).toBe(hitsBefore + 2);
  }, 60_000);

  it("still answers NOT_FOUND for a hidden or missing article, counted or not", async () => {
    const hidden = await server.em().findOneOrFail(Article, { isShow: false });
    const reader = visitor("203.0.113.3", "Mozilla/5.0 Safari/18");
    for (const id of [hidden.id, hidden.id, 424242, 424242]) {
      expect((await server.gql(VIEW, { id }, reader)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    }
    expect(await hitsOf(hidden.id)).toBe(hidden.hits);
  });

  // 100 calls per address, over three times the limit, sent 24 at a time: enough to show that concurrent calls
  // cannot slip past it.
  it(`keeps 2 000 calls from 20 addresses, each claiming a new browser, to ${VIEW_COUNTING.perAddress.perWindow} counts per address`, async () => {
    const shown = (await server.em().find(Article, { isShow: true }, { orderBy: { id: "asc" } })).map((a) => a.id);
    const addresses = Array.from({ length: 20 }, (_, i) => `198.51.100.${i + 1}`);
    const countsBefore = (await allHits()) + (await visitsToday());

    const answers = await inParallel(2_000, 24, async (i) => {
      const from = visitor(addresses[i % addresses.length], `Bot/${i}`);
      const id = shown[i % shown.length];
      if (i % 3 === 0) return !failed(await server.gql(VISIT, {}, from));
      if (i % 3 === 1) return !failed(await server.gql(VIEW, { id }, from));
      const detail = await api.call("getDetail", { id: String(id) }, from);
      return detail.http === 200 && detail.body.status === 1;
    });

    expect(answers.filter((ok) => !ok)).toHaveLength(0);
    await server.flushCounts();
    const counted = (await allHits()) + (await visitsToday()) - countsBefore;
    expect(counted).toBe(addresses.length * VIEW_COUNTING.perAddress.perWindow);
  }, 300_000);
});
