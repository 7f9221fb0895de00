import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Article } from "../../src/modules/article/article.entity";
import { DailySentence } from "../../src/modules/daily-sentence/daily-sentence.entity";
import { SiteVisit } from "../../src/modules/home-info/home-info.entity";
import { localDay } from "../../src/kernel/local-day";
import { startAnotherServer, type AnotherServer } from "../another-server";
import { startTestServer, type GqlResult, type TestServer } from "../harness";
import { legacyClient } from "../legacy-client";
import { usePerformanceClock } from "../performance-clock";

/** The read caches' clock, moved past their staleness bound instead of waiting it out. */
const clock = usePerformanceClock();

let one: TestServer;
let two: AnotherServer;
let token: string;
// Behind a trusted proxy: each counted view and visit below comes from a visitor of its own (X-Forwarded-For),
// since a visitor's repeats within half an hour count once.
beforeAll(async () => {
  one = await startTestServer({ TRUST_PROXY: "true" });
  two = await startAnotherServer(one);
  token = await one.signIn();
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

const CREATED = 100;
const VIEWS_PER_ARTICLE = 30;
const VIEWED_ARTICLES = 5;
const VISITS = 50;
const TOTAL = 500;

/** What one request of the burst answered: its HTTP status and whether the API reported a failure. */
interface Outcome {
  status: number;
  failed: unknown;
  value?: number;
}

const fromGql = (result: GqlResult, value?: (data: any) => number): Outcome => ({
  status: result.status,
  failed: result.errors,
  value: result.data && value ? value(result.data) : undefined,
});

describe("500 concurrent reads and writes on two servers", () => {
  it("answers every request without a server error, loses no hit, and every write is readable afterwards", async () => {
    const em = one.em();
    const columnId = (await one.gql(`{ columns { id kind } }`)).data.columns.find((c: { kind: string }) => c.kind === "ARTICLES").id;
    const viewed = (await em.find(Article, { isShow: true }, { orderBy: { id: "asc" }, limit: VIEWED_ARTICLES })).map((a) => ({ id: a.id, hits: a.hits }));
    const sentences = await em.find(DailySentence, {}, { orderBy: { id: "asc" } });
    const visitsBefore = (await em.findOne(SiteVisit, { day: localDay() }))?.count ?? 0;

    const servers = [one, two];
    const legacy = servers.map((s) => legacyClient(s.url));
    const at = (i: number) => servers[i % 2];
    const burst: (() => Promise<Outcome>)[] = [];
    for (let i = 0; i < CREATED; i++) {
      // Written, then published: visitors (and the check below) see published articles only.
      burst.push(async () => {
        const created = fromGql(await at(i).gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId, title: `Burst article ${i}`, summary: "x" } }, { token }), (d) => d.createArticle.id);
        if (created.failed || created.value === undefined) return created;
        return fromGql(await at(i + 1).gql(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id: created.value }, { token }));
      });
    }
    for (const [i, sentence] of sentences.entries()) {
      burst.push(async () =>
        fromGql(await at(i).gql(`mutation($id: Int!, $cn: String!) { updateDailySentence(id: $id, input: { cn: $cn }) { id } }`, { id: sentence.id, cn: `并发 ${sentence.id}` }, { token })),
      );
    }
    for (const [n, article] of viewed.entries()) {
      for (let i = 0; i < VIEWS_PER_ARTICLE; i++) {
        const reader = { headers: { "x-forwarded-for": `10.1.${n}.${i}` } };
        burst.push(async () => fromGql(await at(n + i).gql(`mutation($id: Int!) { recordArticleView(id: $id) { hits } }`, { id: article.id }, reader), (d) => d.recordArticleView.hits));
      }
    }
    for (let i = 0; i < VISITS; i++) {
      const visitor = { headers: { "x-forwarded-for": `10.2.0.${i}` } };
      burst.push(async () => fromGql(await at(i).gql(`mutation { recordVisit { today } }`, {}, visitor), (d) => d.recordVisit.today));
    }
    const reads: ((i: number) => Promise<Outcome>)[] = [
      async (i) => fromGql(await at(i).gql(`{ articles(limit: 10) { total items { id title hits } } }`)),
      async (i) => fromGql(await at(i).gql(`query($id: Int!) { article(id: $id) { id title content } }`, { id: viewed[i % VIEWED_ARTICLES].id })),
      async (i) => fromGql(await at(i).gql(`{ dailySentences(limit: 5) { total items { id cn en } } }`)),
      async (i) => fromGql(await at(i).gql(`{ articles(includeHidden: true, limit: 20) { total items { id isShow } } }`, {}, { token })),
      async (i) => {
        const answer = await legacy[i % 2].call(i % 4 < 2 ? "getArticle" : "getDaily");
        return { status: answer.http, failed: answer.body?.status === 1 ? undefined : answer.text };
      },
    ];
    for (let i = 0; burst.length < TOTAL; i++) burst.push(() => reads[i % reads.length](i));
    expect(burst).toHaveLength(TOTAL);

    const outcomes = await Promise.all(burst.map((run) => run()));

    // As text, so that a failure shows what each server error said.
    expect(outcomes.filter((o) => o.status >= 500).map((o) => JSON.stringify(o))).toEqual([]);
    expect(outcomes.filter((o) => o.failed).map((o) => o.failed)).toEqual([]);

    // No hit lost. Each server holds its views in memory until it writes them (about once a second), so an
    // answer is the stored count plus that server's own views: never without the view it answers, never
    // above every view made. Once both servers have written, the counts add up exactly.
    await Promise.all(servers.map((server) => server.flushCounts()));
    const counts = outcomes.map((o) => o.value!);
    const within = (from: number, count: number) => (value: number) => value > from && value <= from + count;
    let next = CREATED + sentences.length;
    for (const article of viewed) {
      const answered = counts.slice(next, next + VIEWS_PER_ARTICLE);
      next += VIEWS_PER_ARTICLE;
      expect(answered.filter((hits) => !within(article.hits, VIEWS_PER_ARTICLE)(hits))).toEqual([]);
      expect((await one.em().findOneOrFail(Article, { id: article.id })).hits).toBe(article.hits + VIEWS_PER_ARTICLE);
    }
    expect(counts.slice(next, next + VISITS).filter((today) => !within(visitsBefore, VISITS)(today))).toEqual([]);
    expect((await one.em().findOneOrFail(SiteVisit, { day: localDay() })).count).toBe(visitsBefore + VISITS);

    // Every write readable afterwards, on both servers, through their caches.
    clock.advance(one.config.publicCacheStaleMs + 1);
    for (const server of servers) {
      const titles = new Set<string>();
      for (let offset = 0; ; offset += 100) {
        const page = (await server.gql(`query($offset: Int!) { articles(offset: $offset, limit: 100) { total items { title } } }`, { offset })).data.articles;
        for (const item of page.items) titles.add(item.title);
        if (offset + 100 >= page.total) break;
      }
      for (let i = 0; i < CREATED; i++) expect(titles.has(`Burst article ${i}`), `Burst article ${i} on ${server.url}`).toBe(true);
      const shown = (await server.gql(`{ dailySentences(limit: 100) { items { id cn } } }`)).data.dailySentences.items;
      for (const sentence of shown) expect(sentence.cn).toBe(`并发 ${sentence.id}`);
    }
  }, 120_000);
});
