import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { Article } from "./article.entity";

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql" });

const gql = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });
const read = async (id: number) => (await server.em().findOneOrFail(Article, { id }));
/** The stored row as it is, to compare before and after a refused change. */
const storedRow = async (id: number) => (await server.em().getConnection().execute(`select * from articles where id = ?`, [id]))[0];

describe("article mutations", () => {
  it("sets shown, selected and sort order idempotently and returns the saved article", async () => {
    for (let i = 0; i < 2; i++) {
      const hide = await gql(`mutation { setArticleShown(id: 3, shown: false) { id isShow } }`);
      expect(hide.data.setArticleShown).toEqual({ id: 3, isShow: false });
    }
    expect((await read(3)).isShow).toBe(false);
    const article = await server.gql(`{ article(id: 3) { id } }`);
    expect(errorCode(article)).toBe("NOT_FOUND");
    await gql(`mutation { setArticleShown(id: 3, shown: true) { id } }`);

    expect((await gql(`mutation { setArticleSelected(id: 3, selected: true) { isSelect } }`)).data.setArticleSelected.isSelect).toBe(true);
    expect((await gql(`mutation { setArticleSortOrder(id: 3, sid: 42) { sid } }`)).data.setArticleSortOrder.sid).toBe(42);
    expect(await read(3)).toMatchObject({ isSelect: true, sid: 42 });
  });

  it("updates text fields and sanitises the body", async () => {
    const result = await gql(
      `mutation($input: UpdateArticleInput!) { updateArticle(id: 4, input: $input) { title summary content } }`,
      { input: { title: "  A new title ", summary: "Short.", content: `<h2>Hi</h2><p onclick="x()">text</p><script>alert(1)</script><a href="javascript:alert(1)">bad</a><a href="https://example.com">good</a>` } },
    );
    expect(result.errors).toBeUndefined();
    const saved = result.data.updateArticle;
    expect(saved.title).toBe("A new title");
    expect(saved.content).toContain("<h2>Hi</h2>");
    expect(saved.content).toContain(`<a href="https://example.com">good</a>`);
    expect(saved.content).not.toMatch(/script|onclick|javascript:/i);
  });

  it("refuses bad input with BAD_USER_INPUT and leaves the article as it was", async () => {
    const before = await storedRow(5);
    const cases: [string, Record<string, unknown>][] = [
      [`mutation($id: Int!) { setArticleSortOrder(id: $id, sid: 1) { id } }`, { id: "abc" }],
      [`mutation { setArticleSortOrder(id: 5, sid: -1) { id } }`, {}],
      [`mutation { setArticleSortOrder(id: 5, sid: 1000000) { id } }`, {}],
      [`mutation($input: UpdateArticleInput!) { updateArticle(id: 5, input: $input) { id } }`, { input: { title: "   " } }],
      [`mutation($input: UpdateArticleInput!) { updateArticle(id: 5, input: $input) { id } }`, { input: { title: "x".repeat(201) } }],
      [`mutation($input: UpdateArticleInput!) { updateArticle(id: 5, input: $input) { id } }`, { input: { title: "ok", summary: "y".repeat(1001) } }],
      [`mutation($input: UpdateArticleInput!) { updateArticle(id: 5, input: $input) { id } }`, { input: { title: "nul\u0000byte" } }],
      [`mutation($input: UpdateArticleInput!) { updateArticle(id: 5, input: $input) { id } }`, { input: { cover: "javascript:alert(1)" } }],
      [`mutation($input: UpdateArticleInput!) { updateArticle(id: 5, input: $input) { id } }`, { input: {} }],
    ];
    for (const [query, variables] of cases) {
      const result = await gql(query, variables);
      expect(errorCode(result), JSON.stringify(variables)).toBe("BAD_USER_INPUT");
      expect(result.errors![0].message).not.toMatch(/select|insert|update .* set|\/work\/|at .*\.ts/i);
    }
    expect(await storedRow(5)).toEqual(before);
  });

  it("tells a visitor to sign in before looking at what they sent", async () => {
    const bad = { text: "a\u0000b" };
    const update = `mutation($text: String!) { updateArticle(id: 1, input: { title: $text }) { id } }`;
    const order = `mutation { setArticleSortOrder(id: 999999, sid: -5) { id } }`;
    expect(errorCode(await server.gql(update, bad))).toBe("UNAUTHENTICATED");
    expect(errorCode(await server.gql(order))).toBe("UNAUTHENTICATED");
    const signedIn = await gql(update, bad);
    expect(signedIn.errors![0].message).toBe("input.title must not contain NUL characters");
  });

  it("answers NOT_FOUND for unknown ids", async () => {
    for (const id of [0, -3, 99999]) {
      expect(errorCode(await gql(`mutation($id: Int!) { setArticleShown(id: $id, shown: true) { id } }`, { id }))).toBe("NOT_FOUND");
      expect(errorCode(await server.gql(`query($id: Int!) { article(id: $id) { id } }`, { id }))).toBe("NOT_FOUND");
    }
  });

  it("lets a signed-in user preview a hidden article", async () => {
    const hidden = await server.em().findOneOrFail(Article, { isShow: false });
    expect(errorCode(await server.gql(`{ article(id: ${hidden.id}) { id } }`))).toBe("NOT_FOUND");
    expect((await gql(`{ article(id: ${hidden.id}) { id isShow } }`)).data.article).toEqual({ id: hidden.id, isShow: false });
  });
});

describe("recordArticleView", () => {
  /** A visitor is an address and a browser; every request here comes from 127.0.0.1. */
  const browser = (n: number) => ({ headers: { "user-agent": `Reader/${n}` } });
  const VIEW = `mutation { recordArticleView(id: 6) { hits } }`;

  it("adds one hit for a visitor's first view and none for their repeats, and loses no hit under concurrency", async () => {
    const before = (await read(6)).hits;
    const one = await server.gql(VIEW, {}, browser(0));
    expect(one.data.recordArticleView.hits).toBe(before + 1);
    // The same visitor 50 more times and 20 other visitors, all at once.
    const results = await Promise.all([
      ...Array.from({ length: 50 }, () => server.gql(VIEW, {}, browser(0))),
      ...Array.from({ length: 20 }, (_, i) => server.gql(VIEW, {}, browser(i + 1))),
    ]);
    expect(results.every((r) => !r.errors)).toBe(true);
    await server.flushCounts();
    expect((await read(6)).hits).toBe(before + 21);
    // A repeat answers the article with its count as it stands.
    expect((await server.gql(VIEW, {}, browser(0))).data.recordArticleView.hits).toBe(before + 21);
  });

  it("counts nothing for hidden or missing articles, on a first view or a repeat", async () => {
    const hidden = await server.em().findOneOrFail(Article, { isShow: false });
    for (let i = 0; i < 2; i++) {
      expect(errorCode(await server.gql(`mutation { recordArticleView(id: ${hidden.id}) { hits } }`))).toBe("NOT_FOUND");
      expect(errorCode(await server.gql(`mutation { recordArticleView(id: 424242) { hits } }`))).toBe("NOT_FOUND");
    }
    await server.flushCounts();
    expect((await read(hidden.id)).hits).toBe(hidden.hits);
  });
});
