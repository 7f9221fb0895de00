import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { Article } from "./article.entity";

let server: TestServer;
useTestServer((started) => ({ server } = started));

const LIST = `query($offset: Int, $limit: Int, $includeHidden: Boolean, $orderBy: ArticleSortField, $direction: SortDirection) {
  articles(offset: $offset, limit: $limit, includeHidden: $includeHidden, orderBy: $orderBy, direction: $direction) {
    total items { id sid title summary hits isShow createTime columnId column { id kind } }
  }
}`;

describe("articles query", () => {
  it("lists only shown articles by sid for visitors, with the total", async () => {
    const result = await server.gql(LIST, { limit: 100 });
    expect(result.errors).toBeUndefined();
    const { items, total } = result.data.articles;
    expect(total).toBeGreaterThanOrEqual(13);
    expect(items).toHaveLength(total);
    expect(items.every((a: { isShow: boolean }) => a.isShow)).toBe(true);
    const sids = items.map((a: { sid: number }) => a.sid);
    expect(sids).toEqual([...sids].sort((a, b) => a - b));
    expect(items[0].column).toEqual({ id: 2, kind: "ARTICLES" });
  });

  it("pages with offset and limit and sorts by an allowed field", async () => {
    const first = await server.gql(LIST, { limit: 5, orderBy: "HITS", direction: "DESC" });
    const second = await server.gql(LIST, { offset: 5, limit: 5, orderBy: "HITS", direction: "DESC" });
    const hits = [...first.data.articles.items, ...second.data.articles.items].map((a: { hits: number }) => a.hits);
    expect(hits).toHaveLength(10);
    expect(hits).toEqual([...hits].sort((a, b) => b - a));
    const ids = new Set([...first.data.articles.items, ...second.data.articles.items].map((a: { id: number }) => a.id));
    expect(ids.size).toBe(10);
  });

  it("refuses a limit above the cap and a negative offset", async () => {
    expect(errorCode(await server.gql(LIST, { limit: 101 }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await server.gql(LIST, { offset: -1 }))).toBe("BAD_USER_INPUT");
  });

  it("refuses an injection-looking sort value", async () => {
    const result = await server.gql(LIST, { orderBy: "id; drop table articles" });
    expect(errorCode(result)).toBe("BAD_USER_INPUT");
    expect(await server.em().count(Article)).toBeGreaterThan(0);
  });

  it("needs a session to include hidden articles", async () => {
    const anonymous = await server.gql(LIST, { includeHidden: true });
    expect(errorCode(anonymous)).toBe("UNAUTHENTICATED");
    expect(anonymous.errors![0]).toMatchObject({ message: "Sign in to see hidden articles.", extensions: { messageId: "signIn.hiddenArticles" } });
    const token = await server.signIn();
    const result = await server.gql(LIST, { includeHidden: true, limit: 100 }, { token });
    expect(result.data.articles.items.some((a: { isShow: boolean }) => !a.isShow)).toBe(true);
  });
});
