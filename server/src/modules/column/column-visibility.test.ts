import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import type { LegacyClient } from "../../../test/legacy-client";

// A column's Shown switch hides everything in it from visitors, on every public surface, and showing the column
// again brings it all back; signed-in users keep seeing it in the back-office.

let server: TestServer, token: string, api: LegacyClient;
useTestServer((started) => ({ server, token, api } = started), { signIn: "graphql" });

const gql = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });
const text = (path: string) => fetch(`${server.url}${path}`).then((answer) => answer.text());
const ids = (items: { id: number }[]) => items.map((item) => item.id);

async function newColumn(name: string, kind: "ARTICLES" | "DAILY_SENTENCES"): Promise<number> {
  const created = await gql(`mutation($input: CreateColumnInput!) { createColumn(input: $input) { id } }`, { input: { name, kind } });
  return created.data.createColumn.id;
}

async function publishedArticle(columnId: number, title: string, summary: string): Promise<{ id: number; slug: string }> {
  const created = await gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id slug } }`, { input: { columnId, title, summary } });
  const article = created.data.createArticle;
  await gql(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id: article.id });
  return article;
}

const setColumnShown = async (id: number, shown: boolean) =>
  expect((await gql(`mutation($id: Int!, $shown: Boolean!) { setColumnShown(id: $id, shown: $shown) { isShow } }`, { id, shown })).data.setColumnShown.isShow).toBe(shown);

const NEIGHBOURS = `query($id: Int!) { article(id: $id) { previous { id } next { id } } }`;

/** Where a visitor could meet the article, each answering whether it is there. */
async function articleSightings(article: { id: number; slug: string }, title: string, word: string, neighbours: { older: number; newer: number }) {
  const path = `/posts/${encodeURIComponent(article.slug)}`;
  const [older, newer] = [(await server.gql(NEIGHBOURS, { id: neighbours.older })).data.article, (await server.gql(NEIGHBOURS, { id: neighbours.newer })).data.article];
  const page = await fetch(`${server.url}${path}`);
  const detail = await fetch(`${server.url}/detail?id=${article.id}`);
  return {
    "GraphQL articles": ids((await server.gql(`{ articles(limit: 100) { items { id } } }`)).data.articles.items).includes(article.id),
    "GraphQL homeArticles": ids((await server.gql(`{ homeArticles(limit: 100) { items { id } } }`)).data.homeArticles.items).includes(article.id),
    "GraphQL article(id)": errorCode(await server.gql(`query($id: Int!) { article(id: $id) { id } }`, { id: article.id })) ?? "found",
    "GraphQL article(slug)": errorCode(await server.gql(`query($slug: String!) { article(slug: $slug) { id } }`, { slug: article.slug })) ?? "found",
    "GraphQL search": ids((await server.gql(`query($q: String!) { search(query: $q, limit: 50) { items { article { id } } } }`, { q: word })).data.search.items.map((hit: { article: { id: number } }) => hit.article)).includes(article.id),
    "older neighbour's next": older.next?.id === article.id,
    "newer neighbour's previous": newer.previous?.id === article.id,
    "/api/getArticle": ids((await api.call("getArticle")).body.data).includes(article.id),
    "/api/getDetail": (await api.call("getDetail", { id: String(article.id) })).body.status === 1,
    "/ page": (await text("/")).includes(title),
    // A page answers whether it shows the article, or its status when it is not a page of it.
    "/posts/{slug} page": page.status === 200 ? (await page.text()).includes(title) : page.status,
    "/detail page": detail.status === 200 ? (await detail.text()).includes(title) : detail.status,
    "/rss.xml": (await text("/rss.xml")).includes(title),
    "/atom.xml": (await text("/atom.xml")).includes(title),
    "/sitemap.xml": (await text("/sitemap.xml")).includes(`${path}<`),
  };
}

const ARTICLE_SURFACES = ["GraphQL articles", "GraphQL homeArticles", "GraphQL search", "older neighbour's next", "newer neighbour's previous", "/api/getArticle", "/api/getDetail", "/ page", "/rss.xml", "/atom.xml", "/sitemap.xml"];
const articleEverywhere = (seen: boolean) => ({
  ...Object.fromEntries(ARTICLE_SURFACES.map((surface) => [surface, seen])),
  "GraphQL article(id)": seen ? "found" : "NOT_FOUND",
  "GraphQL article(slug)": seen ? "found" : "NOT_FOUND",
  "/posts/{slug} page": seen || 404,
  "/detail page": seen || 404,
});

describe("a column's Shown switch", () => {
  it("is a content change: hiding or showing a column raises cache_version, so every process drops its cached answers", async () => {
    const version = async () => Number((await server.orm.em.fork().getConnection().execute("select version from cache_version where id = 1"))[0].version);
    const column = await newColumn("Switched", "ARTICLES");
    for (const shown of [false, true]) {
      const before = await version();
      await setColumnShown(column, shown);
      expect(await version()).toBeGreaterThan(before);
    }
  });

  it(
    "takes a hidden column's articles from every public surface, keeps them in the back-office, and brings them back when shown",
    async () => {
      const column = await newColumn("Quokka notes", "ARTICLES");
      const title = "A quokka in the lantern light";
      const article = await publishedArticle(column, title, "Quokkas smile at lanterns.");
      // Its neighbours by publishing time, in a column that stays shown: the newest before it and one after it.
      const older = (await server.gql(NEIGHBOURS, { id: article.id })).data.article.previous.id as number;
      const newer = (await publishedArticle(2, "After the quokka", "Published just after.")).id;
      const neighbours = { older, newer };

      // The first page render in a file takes a few seconds (the site is compiled from its sources).
      expect(await articleSightings(article, title, "quokka", neighbours)).toEqual(articleEverywhere(true));

      await setColumnShown(column, false);
      await expect.poll(() => articleSightings(article, title, "quokka", neighbours), { timeout: 10_000 }).toEqual(articleEverywhere(false));
      // Its neighbours now follow each other.
      expect((await server.gql(NEIGHBOURS, { id: newer })).data.article.previous.id).toBe(older);
      // The article's own Shown switch is untouched, and signed-in users still find it in the back-office.
      const backOffice = (await gql(`query($c: Int!) { articles(columnId: $c, includeHidden: true, limit: 100) { items { id isShow status } } }`, { c: column })).data.articles.items;
      expect(backOffice).toEqual([{ id: article.id, isShow: true, status: "PUBLISHED" }]);
      expect((await gql(`query($id: Int!) { article(id: $id) { id title } }`, { id: article.id })).data.article).toEqual({ id: article.id, title });
      const navDetail = await api.call("navDetail", { id: String(column) }, { token });
      expect(ids(navDetail.body.data)).toEqual([article.id]);
      // The column's own list, asked by a visitor, is empty too.
      expect((await server.gql(`query($c: Int!) { articles(columnId: $c, limit: 100) { total } }`, { c: column })).data.articles.total).toBe(0);

      await setColumnShown(column, true);
      await expect.poll(() => articleSightings(article, title, "quokka", neighbours), { timeout: 10_000 }).toEqual(articleEverywhere(true));
    },
    60_000,
  );

  it("keeps an article hidden by its own switch hidden when its column is shown again", async () => {
    const column = await newColumn("Mixed notes", "ARTICLES");
    const article = await publishedArticle(column, "Hidden by itself", "Hidden on its own.");
    await gql(`mutation($id: Int!) { setArticleShown(id: $id, shown: false) { id } }`, { id: article.id });
    await setColumnShown(column, false);
    await setColumnShown(column, true);
    await expect.poll(async () => errorCode(await server.gql(`query($id: Int!) { article(id: $id) { id } }`, { id: article.id }))).toBe("NOT_FOUND");
  });

  it("takes a hidden column's daily sentences from GraphQL, /api/getDaily and the home page, and brings them back when shown", async () => {
    const column = await newColumn("Wombat sayings", "DAILY_SENTENCES");
    // Sort order 0 puts it first, so the home page's first page of sentences shows it.
    const created = await gql(`mutation($input: CreateDailySentenceInput!) { createDailySentence(input: $input) { id } }`, {
      input: { columnId: column, cn: "袋熊慢慢走。", en: "The wombat walks slowly.", sid: 0 },
    });
    const id = created.data.createDailySentence.id as number;
    const sightings = async () => ({
      "GraphQL dailySentences": ids((await server.gql(`{ dailySentences(limit: 100) { items { id } } }`)).data.dailySentences.items).includes(id),
      "GraphQL dailySentences of its column": ids((await server.gql(`query($c: Int!) { dailySentences(columnId: $c, limit: 100) { items { id } } }`, { c: column })).data.dailySentences.items).includes(id),
      "/api/getDaily": ids((await api.call("getDaily")).body.data).includes(id),
      "/ page": (await text("/")).includes("The wombat walks slowly."),
    });
    const everywhere = (seen: boolean) => ({ "GraphQL dailySentences": seen, "GraphQL dailySentences of its column": seen, "/api/getDaily": seen, "/ page": seen });

    expect(await sightings()).toEqual(everywhere(true));
    await setColumnShown(column, false);
    await expect.poll(sightings, { timeout: 10_000 }).toEqual(everywhere(false));
    // Signed in, the back-office still lists it, through GraphQL and /api/navDetail.
    expect(ids((await gql(`query($c: Int!) { dailySentences(columnId: $c, includeHidden: true, limit: 100) { items { id } } }`, { c: column })).data.dailySentences.items)).toEqual([id]);
    expect(ids((await api.call("navDetail", { id: String(column) }, { token })).body.data)).toEqual([id]);

    await setColumnShown(column, true);
    await expect.poll(sightings, { timeout: 10_000 }).toEqual(everywhere(true));
  });
});
