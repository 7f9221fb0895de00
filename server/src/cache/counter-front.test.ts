import { describe, expect, it } from "vitest";
import { type TestServer } from "../../test/harness";
import { useTestServer } from "../../test/use-test-server";
import { Article } from "../modules/article/article.entity";
import { VIEW_COUNTING } from "../view-counting/view-counter";

// Behind a trusted proxy, so that requests come from addresses of their own (X-Forwarded-For).
let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { env: { TRUST_PROXY: "true" }, signIn: "graphql" });

/** The two counters as the site's client puts them on the wire: __typename added, its extensions, its Accept. */
const VIEW = "mutation RecordArticleView($id: Int!) {\n  recordArticleView(id: $id) {\n    id\n    hits\n    __typename\n  }\n}";
const VISIT = "mutation RecordVisit {\n  recordVisit {\n    today\n    photo\n    note\n    __typename\n  }\n}";
const CLIENT = { clientLibrary: { name: "@apollo/client", version: "4.0.0" } };

interface Raw {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** POSTs a body as it is and keeps the answer's bytes and headers (but the date, which is per exchange). */
async function post(body: unknown, address: string, headers: Record<string, string> = {}): Promise<Raw> {
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/graphql-response+json,application/json;q=0.9",
      "x-forwarded-for": address,
      "user-agent": "Mozilla/5.0 Firefox/140.0",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const { date: _date, ...rest } = Object.fromEntries(response.headers);
  return { status: response.status, body: await response.text(), headers: rest };
}

const view = (id: unknown, address: string, headers?: Record<string, string>) =>
  post({ operationName: "RecordArticleView", variables: { id }, extensions: CLIENT, query: VIEW }, address, headers);
const visit = (address: string) => post({ operationName: "RecordVisit", variables: {}, extensions: CLIENT, query: VISIT }, address);
const hitsOf = async (id: number) => (await server.em().findOneOrFail(Article, { id })).hits;

/** Runs `call` and says whether it was answered in front of Express. */
async function inFront<T>(call: () => Promise<T>): Promise<{ result: T; front: boolean }> {
  const before = server.countersAnsweredInFront();
  const result = await call();
  return { result, front: server.countersAnsweredInFront() > before };
}

describe("counter mutations answered in front of Express", () => {
  it("answers a view with Apollo's bytes and headers, counting it by the same rules", async () => {
    const hits = await hitsOf(3);
    // The document's first answer is Apollo's; the front learns its headers from it.
    const first = await inFront(() => view(3, "198.51.100.1"));
    expect(first.front).toBe(false);
    expect(JSON.parse(first.result.body)).toEqual({ data: { recordArticleView: { id: 3, hits: hits + 1, __typename: "Article" } } });

    // The same visitor again: not counted, so the answer is the same, byte for byte, headers and ETag included.
    const repeat = await inFront(() => view(3, "198.51.100.1"));
    expect(repeat.front).toBe(true);
    expect(repeat.result).toEqual(first.result);
    expect(repeat.result.headers).toMatchObject({ etag: expect.stringMatching(/^W\//), "cache-control": "no-store", "x-content-type-options": "nosniff" });

    // Another visitor counts, in front as well; both views reach the database.
    const other = await inFront(() => view(3, "198.51.100.2"));
    expect(other.front).toBe(true);
    expect(JSON.parse(other.result.body).data.recordArticleView.hits).toBe(hits + 2);
    await server.flushCounts();
    expect(await hitsOf(3)).toBe(hits + 2);
  });

  it("answers a visit with Apollo's bytes", async () => {
    const first = await inFront(() => visit("198.51.100.10"));
    const repeat = await inFront(() => visit("198.51.100.10"));
    expect([first.front, repeat.front]).toEqual([false, true]);
    expect(repeat.result).toEqual(first.result);
    expect(JSON.parse(first.result.body).data.recordVisit.__typename).toBe("HomeInfo");
  });

  it("answers every field of the article as the article query does, through the kept row", async () => {
    const fields = "id slug title subtitle summary excerpt cover content createTime publishedAt updateTime isShow status readingMinutes columnId column { id name } tags { id name slug } previous { id title slug } next { id title slug }";
    const query = `mutation Everything($id: Int!) { recordArticleView(id: $id) { ${fields} hits } }`;
    const ask = () => post({ operationName: "Everything", variables: { id: 3 }, query }, "198.51.100.50");
    await ask();
    const inMemory = await inFront(ask);
    expect(inMemory.front).toBe(true);
    const read = await server.gql(`query($id: Int!) { article(id: $id) { ${fields} } }`, { id: 3 });
    const { hits, ...rest } = JSON.parse(inMemory.result.body).data.recordArticleView;
    expect(rest).toEqual(read.data.article);
    expect(hits).toBeGreaterThan(0);
  });

  it("leaves bad input, missing articles and unusual bodies to Apollo, which answers them as ever", async () => {
    await view(3, "198.51.100.20");
    const wrongType = await inFront(() => view("three", "198.51.100.20"));
    expect(wrongType.front).toBe(false);
    expect(wrongType.result.status).toBe(400);
    expect(JSON.parse(wrongType.result.body).errors[0].extensions.code).toBe("BAD_USER_INPUT");

    const missing = await inFront(() => view(999_999, "198.51.100.20"));
    expect(missing.front).toBe(false);
    expect(JSON.parse(missing.result.body).errors[0].extensions.code).toBe("NOT_FOUND");

    const stringVariables = await inFront(() => post({ query: VIEW, variables: JSON.stringify({ id: 3 }) }, "198.51.100.20"));
    expect(stringVariables.front).toBe(false);
    expect(stringVariables.result.status).toBe(400);

    const twoFields = `mutation { recordArticleView(id: 3) { hits } recordVisit { today } }`;
    const both = await inFront(() => post({ query: twoFields }, "198.51.100.20"));
    expect(both.front).toBe(false);
    expect(JSON.parse(both.result.body).data.recordVisit).toBeDefined();
  });

  it("charges an address's budget once for a refused view, as Apollo alone does", async () => {
    const address = "198.51.100.30";
    await view(3, "198.51.100.31");
    // Views of articles that do not exist take a count each (the budget is spent before the article is read)…
    for (let i = 1; i < VIEW_COUNTING.perAddress.counts; i++) await view(900_000 + i, address);
    // …and a view handed back to Apollo is not charged twice: one count is left for a real one.
    await server.flushCounts();
    const [hits4, hits5] = [await hitsOf(4), await hitsOf(5)];
    await view(4, address);
    await view(5, address);
    await server.flushCounts();
    expect([await hitsOf(4), await hitsOf(5)]).toEqual([hits4 + 1, hits5]);
  });

  it("lets signed-in requests go the usual way", async () => {
    await view(3, "198.51.100.40");
    const signedIn = await inFront(() => view(3, "198.51.100.40", { authorization: `Bearer ${token}` }));
    expect(signedIn.front).toBe(false);
    expect(JSON.parse(signedIn.result.body).data.recordArticleView.id).toBe(3);
  });
});
