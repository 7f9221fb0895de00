import { describe, expect, it } from "vitest";
import { type TestServer } from "../../test/harness";
import { useTestServer } from "../../test/use-test-server";
import { localDay } from "../kernel/local-day";
import { CountBatcher } from "./count-batcher";

let server: TestServer, token: string;
// Behind a trusted proxy, so that each visitor has an address of its own (X-Forwarded-For) and every view counts.
useTestServer((started) => ({ server, token } = started), { signIn: "graphql", env: { TRUST_PROXY: "true" } });

const VIEW = `mutation($id: Int!) { recordArticleView(id: $id) { id hits } }`;
const VISIT = `mutation { recordVisit { today } }`;
let addresses = 0;
const known = new Map<string, string>();
/** A visitor by name: the same name is the same visitor (address and browser). */
const reader = (name: string) => {
  if (!known.has(name)) known.set(name, `10.9.${++addresses >> 8}.${addresses & 255}`);
  return { headers: { "user-agent": name, "x-forwarded-for": known.get(name)! } };
};
const sql = (query: string, params: unknown[] = []) => server.orm.em.getConnection().execute(query, params);
const storedHits = async (id: number) => (await sql(`select hits from articles where id = ?`, [id]))[0].hits as number;
const dayCount = async (id: number, day: string) => ((await sql(`select count from article_view_days where article_id = ? and day = ?`, [id, day]))[0]?.count ?? 0) as number;
const visitsOn = async (day: string) => ((await sql(`select count from site_visits where day = ?`, [day]))[0]?.count ?? 0) as number;

async function newArticle(title: string): Promise<number> {
  const created = await server.gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title } }, { token });
  const id = created.data.createArticle.id as number;
  expect((await server.gql(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id }, { token })).errors).toBeUndefined();
  return id;
}

describe("counts written in batches", () => {
  it("answers each view and visit with the count that includes it before anything is written, and writes them exactly", async () => {
    const id = await newArticle("Counted in memory");
    await server.flushCounts();
    const [hitsBefore, visitsBefore] = [await storedHits(id), await visitsOn(localDay())];

    const views = await Promise.all(Array.from({ length: 100 }, (_, n) => server.gql(VIEW, { id }, reader(`Concurrent/${n}`))));
    expect(views.filter((v) => v.errors)).toEqual([]);
    // Every answer has its own view in it: at least one more than before, and the last possible count at most.
    const answered = views.map((v) => v.data.recordArticleView.hits as number);
    expect(Math.min(...answered)).toBeGreaterThan(hitsBefore);
    expect(Math.max(...answered)).toBeLessThanOrEqual(hitsBefore + 100);
    // The next answer, not a counted view (the same visitor again), says all of them.
    expect((await server.gql(VIEW, { id }, reader("Concurrent/0"))).data.recordArticleView.hits).toBe(hitsBefore + 100);

    const visit = await server.gql(VISIT, {}, reader("Visitor/1"));
    expect(visit.data.recordVisit.today).toBe(visitsBefore + 1);
    expect((await server.gql(`{ homeInfo { today } }`)).data.homeInfo.today).toBe(visitsBefore + 1);

    await server.flushCounts();
    expect(await storedHits(id)).toBe(hitsBefore + 100);
    expect(await dayCount(id, localDay())).toBe(100);
    expect(await visitsOn(localDay())).toBe(visitsBefore + 1);
    // Written once: the answers now come from the stored counts alone.
    expect((await server.gql(VIEW, { id }, reader("Concurrent/1"))).data.recordArticleView.hits).toBe(hitsBefore + 100);
    expect((await server.gql(`{ homeInfo { today } }`)).data.homeInfo.today).toBe(visitsBefore + 1);
  });

  it("drops the views of an article deleted before they are written, and writes the others", async () => {
    const [kept, deleted] = [await newArticle("Kept"), await newArticle("Deleted before the flush")];
    await server.gql(VIEW, { id: kept }, reader("Deleting/1"));
    await server.gql(VIEW, { id: deleted }, reader("Deleting/1"));
    expect((await server.gql(`mutation($id: Int!) { deleteArticle(id: $id) }`, { id: deleted }, { token })).errors).toBeUndefined();
    await server.flushCounts();
    expect(await storedHits(kept)).toBe(1);
    expect(await sql(`select * from article_view_days where article_id = ?`, [deleted])).toEqual([]);
  });

  it("files each count under the day it was made, across midnight", async () => {
    const id = await newArticle("Read around midnight");
    let now = new Date(2031, 0, 31, 23, 59, 59, 900);
    const counts = new CountBatcher(server.orm, () => now);
    counts.addView(id);
    counts.addView(id);
    counts.addVisit();
    now = new Date(2031, 1, 1, 0, 0, 0, 100);
    counts.addView(id);
    counts.addVisit();
    counts.addVisit();
    await counts.flush();
    expect([await dayCount(id, "2031-01-31"), await dayCount(id, "2031-02-01")]).toEqual([2, 1]);
    expect([await visitsOn("2031-01-31"), await visitsOn("2031-02-01")]).toEqual([1, 2]);
    expect(await storedHits(id)).toBe(3);
  });

  it("writes what is left when it stops, and nothing twice", async () => {
    const id = await newArticle("Counted at the stop");
    const counts = new CountBatcher(server.orm);
    counts.start();
    for (let n = 0; n < 5; n++) counts.addView(id);
    await counts.stop();
    await counts.flush();
    expect(await storedHits(id)).toBe(5);
  });
});
