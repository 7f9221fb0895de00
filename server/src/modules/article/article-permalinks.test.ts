import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { users: ["viewer"], signIn: "graphql" });

const gql = (query: string, variables: Record<string, unknown> = {}, as = token) => server.gql(query, variables, { token: as });
const FIELDS = "id slug title status";

async function create(input: Record<string, unknown>) {
  return gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { ${FIELDS} } }`, { input: { columnId: 2, ...input } });
}
async function created(title: string, extra: Record<string, unknown> = {}): Promise<{ id: number; slug: string }> {
  const result = await create({ title, ...extra });
  expect(result.errors).toBeUndefined();
  return result.data.createArticle;
}
const update = (id: number, input: Record<string, unknown>) =>
  gql(`mutation($id: Int!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { ${FIELDS} } }`, { id, input });
const publish = (id: number) => gql(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id });
/** A visitor's request for a page, redirects not followed. */
const visit = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });
const postPath = (slug: string) => `/posts/${encodeURIComponent(slug)}`;

describe("permalinks", () => {
  it("makes the slug from the title, keeping Chinese as written, and numbers a clash", async () => {
    expect((await created("Notes on Node.js 24!")).slug).toBe("notes-on-node-js-24");
    expect((await created("Notes on Node.js 24")).slug).toBe("notes-on-node-js-24-2");
    expect((await created("安静的笔记：第一篇")).slug).toBe("安静的笔记-第一篇");
    const untitled = await created("!!! ???");
    expect(untitled.slug).toBe(`post-${untitled.id}`);
    expect((await created("Chosen", { slug: "my-own-slug" })).slug).toBe("my-own-slug");
  });

  it("refuses a slug that is not one, or that another article has, and changes nothing", async () => {
    const first = await created("First of two", { slug: "first-of-two" });
    for (const slug of ["Has Capitals", "two--hyphens", "-edge", "a/b", "x".repeat(101)]) {
      const result = await create({ title: "Refused", slug });
      expect(errorCode(result), slug).toBe("BAD_USER_INPUT");
      expect(result.errors![0].message).toMatch(/slug must be lower-case letters or digits/);
    }
    const clash = await create({ title: "Refused", slug: "first-of-two" });
    expect(clash.errors![0].message).toBe('The slug "first-of-two" already belongs to the article "First of two".');
    const second = await created("Second of two");
    const moved = await update(second.id, { slug: "first-of-two", title: "Renamed meanwhile" });
    expect(errorCode(moved)).toBe("BAD_USER_INPUT");
    const unchanged = (await gql(`query($id: Int!) { article(id: $id) { ${FIELDS} } }`, { id: second.id })).data.article;
    expect(unchanged).toMatchObject({ slug: "second-of-two", title: "Second of two" });
    expect((await gql(`query { article(slug: "first-of-two") { id } }`)).data.article.id).toBe(first.id);
  });

  it("lets a draft's slug follow its title, until the author picks one", async () => {
    const draft = await created("Half a tit");
    expect((await update(draft.id, { title: "Half a title, finished" })).data.updateArticle.slug).toBe("half-a-title-finished");
    expect((await update(draft.id, { slug: "short" })).data.updateArticle.slug).toBe("short");
    expect((await update(draft.id, { title: "Another title" })).data.updateArticle.slug).toBe("short");
  });

  it("serves a published article at /posts/{slug}, canonical there from /detail?id= too, and nowhere while a draft", async () => {
    const article = await created("中文标题的文章");
    expect((await visit(postPath(article.slug))).status).toBe(404);
    expect(errorCode(await server.gql(`query($slug: String!) { article(slug: $slug) { id } }`, { slug: article.slug }))).toBe("NOT_FOUND");
    await publish(article.id);

    const page = await visit(postPath(article.slug));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<title>中文标题的文章");
    const canonical = `<link rel="canonical" href="${server.url}${postPath(article.slug)}" />`;
    expect(html).toContain(canonical);
    expect(await (await visit(`/detail?id=${article.id}`)).text()).toContain(canonical);
    expect((await server.gql(`query($slug: String!) { article(slug: $slug) { id } }`, { slug: article.slug })).data.article.id).toBe(article.id);
    expect(await (await visit("/rss.xml")).text()).toContain(`<link>${server.url}${postPath(article.slug)}</link>`);
    expect(await (await visit("/sitemap.xml")).text()).toContain(`<loc>${server.url}${postPath(article.slug)}</loc>`);
  });

  it("redirects a published article's old slug with 301, and gives the slug over when another article takes it", async () => {
    const article = await created("Moving house");
    await publish(article.id);
    expect((await update(article.id, { slug: "new-house" })).data.updateArticle.slug).toBe("new-house");

    const old = await visit("/posts/moving-house");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/posts/new-house");
    expect((await visit("/posts/new-house")).status).toBe(200);
    // The API finds it by the old slug too and names the permalink.
    expect((await server.gql(`{ article(slug: "moving-house") { id slug } }`)).data.article).toEqual({ id: article.id, slug: "new-house" });

    const newcomer = await created("Newcomer", { slug: "moving-house" });
    await publish(newcomer.id);
    expect((await visit("/posts/moving-house")).status).toBe(200);
    expect((await server.gql(`{ article(slug: "moving-house") { id } }`)).data.article.id).toBe(newcomer.id);
    // Moving back to a slug it once had is allowed too.
    expect((await update(article.id, { slug: "new-house-2" })).data.updateArticle.slug).toBe("new-house-2");
    expect((await update(article.id, { slug: "new-house" })).data.updateArticle.slug).toBe("new-house");
    expect(await (await visit("/posts/new-house-2")).status).toBe(301);
  });

  it("asks for exactly one of id and slug, and leaves slugs to editors", async () => {
    expect(errorCode(await server.gql(`{ article { id } }`))).toBe("BAD_USER_INPUT");
    expect(errorCode(await server.gql(`{ article(id: 1, slug: "x") { id } }`))).toBe("BAD_USER_INPUT");
    expect(errorCode(await server.gql(`{ article(slug: "no-such-article") { id } }`))).toBe("NOT_FOUND");
    expect((await visit("/posts/no-such-article")).status).toBe(404);
    const article = await created("Guarded slug");
    expect(errorCode(await gql(`mutation { updateArticle(id: ${article.id}, input: { slug: "stolen" }) { id } }`, {}, viewer))).toBe("FORBIDDEN");
  });
});
