import { describe, expect, it } from "vitest";
import type { TestServer } from "./harness";
import { useTestServer } from "./use-test-server";
import { statementsOf as countedStatements } from "./statements-of";

// The cache off, so that every request reaches the database and its statements can be counted.
let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { env: { PUBLIC_CACHE_MB: "0" }, signIn: "graphql" });

/** The statements `run` sends (test/statements-of.ts: the fewest of three readings). */
const statementsOf = async (run: () => Promise<{ errors?: unknown }>): Promise<number> => (await countedStatements(server, run)).count;

describe("SQL statements per request", () => {
  it("reads the home page's data in three statements, and counts the visit with one (the visit is written later, with others)", async () => {
    const reads = [
      await statementsOf(() => server.gql(`{ siteInfo { title } }`)),
      await statementsOf(() => server.gql(`{ dailySentences(limit: 5) { total items { id cn en } } }`)),
      await statementsOf(() => server.gql(`{ articles(limit: 10) { total items { id title summary createTime hits } } }`)),
    ];
    expect(reads).toEqual([1, 1, 1]);
    expect(await statementsOf(() => server.gql(`mutation { recordVisit { today photo note } }`))).toBe(1);
  });

  it("loads the columns of a page of articles in one more statement, not one per article", async () => {
    const query = `{ articles(limit: 10) { items { id column { id name } } } }`;
    expect(await statementsOf(() => server.gql(query))).toBe(2);
  });

  it("counts the comments of a page of articles in one more statement, not one per article", async () => {
    const query = `{ articles(limit: 10) { items { id commentCount } } }`;
    expect(await statementsOf(() => server.gql(query))).toBe(2);
  });

  it("answers a signed-in back-office page in two: the session and the page with its total", async () => {
    const query = `query($offset: Int!) { articles(columnId: 2, includeHidden: true, offset: $offset, limit: 5) { total items { id title hits isShow } } }`;
    expect(await statementsOf(() => server.gql(query, { offset: 5 }, { token }))).toBe(2);
  });

  it("still gives the total for a page past the end", async () => {
    const all = await server.gql(`{ articles(limit: 1) { total } }`);
    const past = await server.gql(`query($offset: Int!) { articles(offset: $offset, limit: 10) { total items { id } } }`, { offset: 1000 });
    expect(past.data.articles).toEqual({ total: all.data.articles.total, items: [] });
  });
});
