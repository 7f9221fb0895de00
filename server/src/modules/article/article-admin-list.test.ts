import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { users: ["viewer"], signIn: "graphql" });

const gql = (query: string, variables: Record<string, unknown> = {}, as = token) => server.gql(query, variables, { token: as });
const LIST = `query($status: ArticleStatus, $tag: String, $search: String, $hidden: Boolean!) {
  articles(columnId: 2, status: $status, tag: $tag, search: $search, includeHidden: $hidden, limit: 100) { total items { title status } }
}`;
const list = async (filters: Record<string, unknown>, hidden = true, as = token) =>
  (await gql(LIST, { hidden, ...filters }, as)).data?.articles.items.map((item: { title: string }) => item.title);

async function article(title: string): Promise<number> {
  return (await gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title } })).data.createArticle.id;
}
const statusOf = async (id: number) => (await gql(`query($id: Int!) { article(id: $id) { status } }`, { id })).data.article.status;

describe("the back-office article list", () => {
  it("filters by status, tag and a title search (letter case aside, % and _ taken literally)", async () => {
    const draft = await article("Bulk draft about 100% rye");
    const published = await article("Bulk published about rye_bread");
    await gql(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id: published });
    const tag = (await gql(`mutation { createTag(input: { name: "Baking" }) { id slug } }`)).data.createTag;
    await gql(`mutation($id: Int!, $tagIds: [Int!]!) { setArticleTags(id: $id, tagIds: $tagIds) { id } }`, { id: draft, tagIds: [tag.id] });

    expect(await list({ status: "DRAFT", search: "BULK" })).toEqual(["Bulk draft about 100% rye"]);
    expect(await list({ status: "PUBLISHED", search: "bulk" })).toEqual(["Bulk published about rye_bread"]);
    expect(await list({ tag: tag.slug })).toEqual(["Bulk draft about 100% rye"]);
    expect(await list({ search: "100%" })).toEqual(["Bulk draft about 100% rye"]);
    expect(await list({ search: "rye_" })).toEqual(["Bulk published about rye_bread"]);
    expect(await list({ search: "100_" })).toEqual([]);
    // A visitor asking for drafts gets none: visibility is not a filter a query can replace.
    expect(await list({ status: "DRAFT" }, false, "")).toEqual([]);
    const long = await gql(LIST, { hidden: true, search: "x".repeat(101) });
    expect(long.errors![0].message).toBe("search must be at most 100 characters");
  });

  it("publishes, tags, unpublishes and deletes the ticked articles in one request each, all or nothing", async () => {
    const ids = [await article("Ticked one"), await article("Ticked two"), await article("Ticked three")];
    const published = await gql(`mutation($ids: [Int!]!) { publishArticles(ids: $ids) { id status } }`, { ids });
    expect(published.data.publishArticles.map((a: { status: string }) => a.status)).toEqual(["PUBLISHED", "PUBLISHED", "PUBLISHED"]);

    const tag = (await gql(`mutation { createTag(input: { name: "Ticked" }) { id } }`)).data.createTag;
    const tagged = await gql(`mutation($ids: [Int!]!, $tagId: Int!) { tagArticles(ids: $ids, tagId: $tagId) { tags { name } } }`, { ids, tagId: tag.id });
    expect(tagged.data.tagArticles.map((a: { tags: unknown[] }) => a.tags)).toEqual(Array(3).fill([{ name: "Ticked" }]));
    // Again: nothing doubles.
    await gql(`mutation($ids: [Int!]!, $tagId: Int!) { tagArticles(ids: $ids, tagId: $tagId) { id } }`, { ids, tagId: tag.id });
    expect((await gql(`query($id: Int!) { article(id: $id) { tags { name } } }`, { id: ids[0] })).data.article.tags).toEqual([{ name: "Ticked" }]);

    // One missing id refuses the whole action.
    const refused = await gql(`mutation($ids: [Int!]!) { unpublishArticles(ids: $ids) { id } }`, { ids: [...ids, 999_999] });
    expect(errorCode(refused)).toBe("NOT_FOUND");
    expect(refused.errors![0].message).toBe("No article has the id 999999.");
    expect(await statusOf(ids[0])).toBe("PUBLISHED");

    expect((await gql(`mutation($ids: [Int!]!) { unpublishArticles(ids: $ids) { status } }`, { ids: ids.slice(0, 2) })).data.unpublishArticles).toEqual([
      { status: "DRAFT" },
      { status: "DRAFT" },
    ]);
    expect((await gql(`mutation($ids: [Int!]!) { deleteArticles(ids: $ids) }`, { ids })).data.deleteArticles).toEqual(ids);
    expect(errorCode(await gql(`query($id: Int!) { article(id: $id) { id } }`, { id: ids[2] }))).toBe("NOT_FOUND");
  });

  it("refuses an empty or oversized batch, and leaves bulk actions to editors", async () => {
    expect((await gql(`mutation { publishArticles(ids: []) { id } }`)).errors![0].message).toBe("Give at least one article id.");
    const many = Array.from({ length: 101 }, (_, index) => index + 1);
    expect((await gql(`mutation($ids: [Int!]!) { deleteArticles(ids: $ids) }`, { ids: many })).errors![0].message).toBe("At most 100 articles at a time.");
    expect(errorCode(await gql(`mutation { deleteArticles(ids: [1]) }`, {}, viewer))).toBe("FORBIDDEN");
    expect(errorCode(await server.gql(`mutation { publishArticles(ids: [1]) { id } }`))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(`mutation { tagArticles(ids: [1], tagId: 999999) { id } }`))).toBe("NOT_FOUND");
  });
});
