import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { users: ["viewer"], signIn: "graphql" });

const gql = (query: string, variables: Record<string, unknown> = {}, as = token) => server.gql(query, variables, { token: as });
const SET_TAGS = `mutation($id: Int!, $tagIds: [Int!]!) { setArticleTags(id: $id, tagIds: $tagIds) { id tags { name slug } } }`;
const visit = (path: string) => fetch(`${server.url}${path}`);

async function tag(name: string, description = ""): Promise<{ id: number; slug: string }> {
  return (await gql(`mutation($input: CreateTagInput!) { createTag(input: $input) { id slug } }`, { input: { name, description } })).data.createTag;
}
async function article(title: string, published = true): Promise<{ id: number; slug: string }> {
  const created = (await gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id slug } }`, { input: { columnId: 2, title, summary: `About ${title}` } })).data.createArticle;
  if (published) await gql(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id: created.id });
  return created;
}
const publicList = async (tagSlug: string) =>
  (await server.gql(`query($tag: String) { articles(tag: $tag, limit: 100, orderBy: PUBLISHED_AT, direction: DESC) { total items { title } } }`, { tag: tagSlug })).data.articles;

describe("tags on articles", () => {
  it("gives an article exactly the tags asked for, by name, and replaces them on the next call", async () => {
    const [travel, food, notes] = [await tag("Travel"), await tag("Food"), await tag("随笔")];
    const { id } = await article("Tagged article");
    const tagged = await gql(SET_TAGS, { id, tagIds: [travel.id, notes.id, food.id, travel.id] });
    expect(tagged.data.setArticleTags.tags.map((t: { name: string }) => t.name)).toEqual(["Food", "Travel", "随笔"]);
    expect((await gql(SET_TAGS, { id, tagIds: [notes.id] })).data.setArticleTags.tags).toEqual([{ name: "随笔", slug: "随笔" }]);
    expect((await gql(SET_TAGS, { id, tagIds: [] })).data.setArticleTags.tags).toEqual([]);
  });

  it("refuses a missing tag or too many, names them, and leaves the tags as they were", async () => {
    const kept = await tag("Kept");
    const { id } = await article("Carefully tagged");
    await gql(SET_TAGS, { id, tagIds: [kept.id] });
    const missing = await gql(SET_TAGS, { id, tagIds: [kept.id, 999_998, 999_999] });
    expect(errorCode(missing)).toBe("BAD_USER_INPUT");
    expect(missing.errors![0].message).toBe("No tag has the id 999998, 999999.");
    expect(missing.errors![0].extensions).toMatchObject({ messageId: "tag.noIds", messageValues: { ids: "999998, 999999" } });
    const many = await gql(SET_TAGS, { id, tagIds: Array.from({ length: 21 }, (_, index) => index + 1) });
    expect(many.errors![0].message).toBe("An article takes at most 20 tags.");
    expect(errorCode(await gql(SET_TAGS, { id: 999_999, tagIds: [] }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(SET_TAGS, { id, tagIds: [] }, viewer))).toBe("FORBIDDEN");
    expect(errorCode(await server.gql(SET_TAGS, { id, tagIds: [] }))).toBe("UNAUTHENTICATED");
    const now = (await gql(`query($id: Int!) { article(id: $id) { tags { name } } }`, { id })).data.article.tags;
    expect(now).toEqual([{ name: "Kept" }]);
  });

  it("lists a tag's published articles for visitors, never a draft, and its page at /tag/{slug} (in the sitemap too)", async () => {
    const garden = await tag("Garden", "Notes from the allotment.");
    const published = await article("Tomatoes in August");
    const draft = await article("Half-written compost notes", false);
    const untagged = await article("Unrelated");
    for (const { id } of [published, draft]) await gql(SET_TAGS, { id, tagIds: [garden.id] });

    expect(await publicList(garden.slug)).toEqual({ total: 1, items: [{ title: "Tomatoes in August" }] });
    const signedIn = (await gql(`{ articles(tag: "garden", includeHidden: true, limit: 100) { total } }`)).data.articles;
    expect(signedIn.total).toBe(2);

    const page = await visit("/tag/garden");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<title>Garden");
    expect(html).toContain(`<link rel="canonical" href="${server.url}/tag/garden" />`);
    expect(html).toContain('<meta name="description" content="Notes from the allotment." />');
    expect(html).toMatch(new RegExp(`<a [^>]*href="/posts/${published.slug}"[^>]*>Tomatoes in August</a>`));
    expect(html).not.toContain("Half-written compost notes");
    expect(html).not.toContain(untagged.slug);
    // The article's own page links to its tags.
    expect(await (await visit(`/posts/${published.slug}`)).text()).toMatch(/<a class="tag-link[^"]*" href="\/tag\/garden"[^>]*>Garden<\/a>/);
    expect(await (await visit("/sitemap.xml")).text()).toContain(`<loc>${server.url}/tag/garden</loc>`);
    expect((await visit("/tag/no-such-tag")).status).toBe(404);
  });

  it("keeps the cached tag page and list fresh when tags change, and drops a deleted tag from its articles", async () => {
    const fleeting = await tag("Fleeting");
    const { id } = await article("Briefly tagged");
    expect((await publicList(fleeting.slug)).total).toBe(0);
    expect(await (await visit("/tag/fleeting")).text()).not.toContain("Briefly tagged");
    await gql(SET_TAGS, { id, tagIds: [fleeting.id] });
    await expect.poll(async () => (await publicList(fleeting.slug)).total).toBe(1);
    await expect.poll(async () => (await visit("/tag/fleeting")).text()).toContain("Briefly tagged");

    expect((await gql(`mutation($id: Int!) { deleteTag(id: $id) }`, { id: fleeting.id })).errors).toBeUndefined();
    expect((await gql(`query($id: Int!) { article(id: $id) { tags { id } } }`, { id })).data.article.tags).toEqual([]);
    await expect.poll(async () => (await visit("/tag/fleeting")).status).toBe(404);
  });
});
