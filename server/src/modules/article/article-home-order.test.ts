import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { users: ["viewer"], signIn: "graphql" });

const gql = (query: string, variables: Record<string, unknown> = {}, as = token) => server.gql(query, variables, { token: as });
const FEATURE = `mutation($id: Int!, $featured: Boolean!) { setArticleFeatured(id: $id, featured: $featured) { id featured } }`;

/** The home list as a visitor gets it (through the read cache), as titles. */
async function homeTitles(): Promise<string[]> {
  const answer = await server.gql(`{ homeArticles(limit: 100) { items { title } } }`);
  return answer.data.homeArticles.items.map((item: { title: string }) => item.title);
}
/** What visitors may see, newest published first, as the home page lists it by default. */
async function newestFirst(): Promise<string[]> {
  const answer = await server.gql(`{ articles(limit: 100, orderBy: PUBLISHED_AT, direction: DESC) { items { title } } }`);
  return answer.data.articles.items.map((item: { title: string }) => item.title);
}
async function setHomeOrder(homeOrder: string) {
  const id = (await gql(`{ siteInfo { id } }`)).data.siteInfo.id;
  expect((await gql(`mutation($id: Int!, $order: HomeOrder!) { updateSiteInfo(id: $id, input: { homeOrder: $order }) { homeOrder } }`, { id, order: homeOrder })).data.updateSiteInfo.homeOrder).toBe(homeOrder);
}

describe("the home page's order", () => {
  it("lists the newest published first, featured articles above them, and the sort order when the site says so", async () => {
    expect(await homeTitles()).toEqual(await newestFirst());

    const [, , third] = (await server.gql(`{ articles(limit: 100, orderBy: PUBLISHED_AT, direction: DESC) { items { id title } } }`)).data.articles.items;
    expect((await gql(FEATURE, { id: third.id, featured: true })).data.setArticleFeatured).toEqual({ id: third.id, featured: true });
    await expect.poll(async () => (await homeTitles())[0]).toBe(third.title);

    await setHomeOrder("SORT_ORDER");
    const bySid = (await server.gql(`{ articles(limit: 100, orderBy: SID) { items { title } } }`)).data.articles.items.map((item: { title: string }) => item.title);
    await expect.poll(homeTitles).toEqual([third.title, ...bySid.filter((title: string) => title !== third.title)]);

    await setHomeOrder("NEWEST_FIRST");
    await gql(FEATURE, { id: third.id, featured: false });
    await expect.poll(homeTitles).toEqual(await newestFirst());
  });

  it("leaves featuring to editors, names a missing article, and refuses an order it does not know", async () => {
    expect(errorCode(await server.gql(FEATURE, { id: 1, featured: true }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(FEATURE, { id: 1, featured: true }, viewer))).toBe("FORBIDDEN");
    expect(errorCode(await gql(FEATURE, { id: 999_999, featured: true }))).toBe("NOT_FOUND");
    const sideways = await gql(`mutation($order: HomeOrder!) { updateSiteInfo(id: 1, input: { homeOrder: $order }) { id } }`, { order: "SIDEWAYS" });
    expect(errorCode(sideways)).toBe("BAD_USER_INPUT");
  });

  it("gives an article without a summary an excerpt of its body, with its word count and reading time", async () => {
    const body = `<h2>Morning</h2><p>${"The path round the lake is quiet at dawn. ".repeat(60)}</p><p>${"湖".repeat(400)}</p>`;
    const created = await gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id excerpt wordCount readingMinutes } }`, {
      input: { columnId: 2, title: "No summary", content: body },
    });
    const { excerpt, wordCount, readingMinutes } = created.data.createArticle;
    expect(excerpt.startsWith("Morning The path round the lake is quiet at dawn.")).toBe(true);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(wordCount).toBe(1 + 60 * 9 + 400);
    expect(readingMinutes).toBe(Math.round(541 / 230 + 400 / 400));
    const summarised = await gql(`mutation { createArticle(input: { columnId: 2, title: "Summarised", summary: "Said briefly.", content: "<p>Long body</p>" }) { excerpt } }`);
    expect(summarised.data.createArticle.excerpt).toBe("Said briefly.");
  });
});
