import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../test/harness";
import { useTestServer } from "../../test/use-test-server";
import { Article } from "../modules/article/article.entity";
import { excerptFor } from "../modules/article/article.service";
import { Column, ColumnKind } from "../modules/column/column.entity";
import { SiteInfo } from "../modules/site-info/site-info.entity";
import { FEED_SIZE } from "./feeds";

/** Feeds, sitemap and robots.txt, served by the real app (so also: the SPA fallback does not swallow them). */

let server: TestServer, token: string;
let hidden: Article;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql" });
beforeAll(async () => {
  hidden = await server.em().findOneOrFail(Article, { isShow: false });
  // More shown articles than a feed carries, so the cut at FEED_SIZE is visible.
  const column = await server.em().findOneOrFail(Column, { kind: ColumnKind.ARTICLES });
  const missing = FEED_SIZE + 3 - (await shownArticles()).length;
  for (let i = 0; i < missing; i++) {
    await createArticle({ columnId: column.id, title: `Extra ${i}`, summary: `Extra summary ${i}`, content: `<p>Extra body ${i}</p><img src="/uploads/extra-${i}.png" alt="">` });
  }
});

const LISTS = ["rss.channel.item", "feed.entry", "feed.link", "urlset.url"];
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_", isArray: (_name, path) => LISTS.includes(String(path)) });

async function get(path: string, headers: Record<string, string> = {}) {
  // fetch adds "Cache-Control: no-cache" to a conditional request unless one is given, and a server must
  // then answer in full; feed readers send no such header, so neither does this client.
  const response = await fetch(`${server.url}${path}`, { headers: { "cache-control": "max-age=0", ...headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

async function xml(path: string) {
  const { status, headers, body } = await get(path);
  expect(status).toBe(200);
  expect(XMLValidator.validate(body)).toBe(true);
  return { headers, body, doc: parser.parse(body) };
}

async function mutate(query: string, variables: Record<string, unknown>) {
  const result = await server.gql(query, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data;
}

/** Writes an article and publishes it, as the feeds carry published articles only. */
async function createArticle(input: Record<string, unknown>) {
  const created = await mutate(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input });
  await mutate(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id: created.createArticle.id });
  return created;
}
const updateArticle = (id: number, input: Record<string, unknown>) =>
  mutate(`mutation($id: Int!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { id } }`, { id, input });
const setShown = (id: number, shown: boolean) =>
  mutate(`mutation($id: Int!, $shown: Boolean!) { setArticleShown(id: $id, shown: $shown) { id } }`, { id, shown });

/** Shown articles, newest first, as the feeds must list them. */
const shownArticles = () => server.em().find(Article, { isShow: true }, { orderBy: { createTime: "desc", id: "desc" } });
const permalink = (article: Article) => `${server.url}/posts/${encodeURIComponent(article.slug)}`;

describe("RSS and Atom feeds", () => {
  it("lists the newest shown articles in RSS 2.0 with full content and absolute links", async () => {
    const { headers, doc } = await xml("/rss.xml");
    expect(headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const channel = doc.rss.channel;
    const site = await server.em().findOneOrFail(SiteInfo, { id: { $gt: 0 } });
    expect(doc.rss["@_version"]).toBe("2.0");
    expect(channel.title).toBe(site.title);
    expect(channel.link).toBe(`${server.url}/`);

    const newest = (await shownArticles()).slice(0, FEED_SIZE);
    expect(channel.item.map((item: any) => item.link)).toEqual(newest.map(permalink));
    const first = channel.item[0];
    expect(first.title).toBe(newest[0].title);
    expect(first.description).toBe(excerptFor(newest[0]));
    // The publishing time (a second or more after creation on a busy machine), to the second as RSS writes it.
    expect(new Date(first.pubDate).getTime()).toBe(Math.floor((newest[0].publishedAt ?? newest[0].createTime).getTime() / 1000) * 1000);
    expect(first["content:encoded"]).toContain("<p>Extra body");
    // A relative image in the body would point nowhere from a feed reader.
    expect(first["content:encoded"]).toMatch(new RegExp(`<img src="${server.url}/uploads/extra-\\d+\\.png"`));
  });

  it("carries the same articles in Atom with published and updated dates", async () => {
    const { headers, doc } = await xml("/atom.xml");
    expect(headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const newest = (await shownArticles()).slice(0, FEED_SIZE);
    const entries = doc.feed.entry;
    expect(entries.map((entry: any) => entry.id)).toEqual(newest.map(permalink));
    expect(doc.feed.link.map((link: any) => link["@_rel"])).toContain("self");
    const oldestListed = entries.at(-1);
    const article = newest.at(-1)!;
    expect(oldestListed.published).toBe(article.createTime.toISOString());
    expect(oldestListed.updated).toBe(article.updateTime.toISOString());
    expect(oldestListed.content["#text"]).toContain(article.content.slice(0, 40));
  });

  it("stays valid XML with a hostile title and summary, which readers get back as plain text", async () => {
    const [article] = await shownArticles();
    // `]]>` twice: a writer that wraps text in CDATA and escapes only the first one breaks the feed.
    const title = `Notes on ]]> and ]]> again </title><script>alert(1)</script> & \u0001 <![CDATA[`;
    const summary = `<img src=x onerror=alert(2)> & more ]]>]]>`;
    await updateArticle(article.id, { title, summary });
    const plain = title.replace("\u0001", "");
    const rss = await xml("/rss.xml");
    expect(rss.body).not.toContain("<script>");
    const item = rss.doc.rss.channel.item[0];
    // RSS titles are plain text; descriptions are HTML, so the summary arrives escaped.
    expect(item.title).toBe(plain);
    expect(item.description).toBe("&lt;img src=x onerror=alert(2)&gt; &amp; more ]]&gt;]]&gt;");
    const atom = await xml("/atom.xml");
    expect(atom.body).not.toContain("<script>");
    const entry = atom.doc.feed.entry[0];
    expect(entry.title["@_type"]).toBe("text");
    expect(entry.title["#text"]).toBe(plain);
    expect(entry.summary["@_type"]).toBe("text");
    expect(entry.summary["#text"]).toBe(summary);
  });
});

describe("sitemap", () => {
  it("lists the public pages and every shown article with its last change", async () => {
    const { headers, doc } = await xml("/sitemap.xml");
    expect(headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const entries = new Map<string, string | undefined>(doc.urlset.url.map((url: any) => [url.loc, url.lastmod]));
    const shown = await shownArticles();
    expect(entries.size).toBe(3 + shown.length);
    for (const page of ["/", "/about", "/guestbook"]) expect(entries.has(`${server.url}${page}`)).toBe(true);
    for (const article of shown) expect(entries.get(permalink(article))).toBe(article.updateTime.toISOString());
    const newestChange = Math.max(...shown.map((article) => article.updateTime.getTime()));
    expect(entries.get(`${server.url}/`)).toBe(new Date(newestChange).toISOString());
  });
});

describe("hidden articles", () => {
  it("appear in no feed and not in the sitemap, and leave when an article is hidden", async () => {
    const [latest] = await shownArticles();
    await setShown(latest.id, false);
    try {
      for (const article of [hidden, latest]) {
        for (const path of ["/rss.xml", "/atom.xml", "/sitemap.xml"]) {
          const { body } = await xml(path);
          expect(body, `${path} lists article ${article.id}`).not.toContain(permalink(article));
        }
      }
      const { body } = await get("/rss.xml");
      expect(body).not.toContain(hidden.title);
    } finally {
      await setShown(latest.id, true);
    }
  });
});

describe("robots.txt", () => {
  it("keeps crawlers out of the back-office, sign-in, sandbox and API, and points at the sitemap", async () => {
    const { status, headers, body } = await get("/robots.txt");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of ["/admin", "/system", "/seo", "/nav", "/navDetail", "/role", "/linked", "/message", "/sandbox", "/graphql", "/api"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});

describe("caching", () => {
  it("lets readers cache for five minutes (shared caches for SHARED_CACHE_SECONDS) and revalidate with an ETag", async () => {
    for (const path of ["/rss.xml", "/atom.xml", "/sitemap.xml", "/robots.txt"]) {
      const first = await get(path);
      expect(first.headers.get("cache-control"), path).toBe("public, max-age=300, s-maxage=10, stale-while-revalidate=30");
      const etag = first.headers.get("etag")!;
      expect(etag, path).toBeTruthy();
      expect((await get(path)).headers.get("etag"), `${path} is stable`).toBe(etag);
      expect((await get(path, { "if-none-match": etag })).status, path).toBe(304);
    }
  });

  it("changes the ETag when an article or the site info is written", async () => {
    const etag = async (path: string) => (await get(path)).headers.get("etag");
    const before = { rss: await etag("/rss.xml"), sitemap: await etag("/sitemap.xml"), robots: await etag("/robots.txt") };
    const [article] = await shownArticles();
    await updateArticle(article.id, { summary: "A summary written just now." });
    expect(await etag("/rss.xml")).not.toBe(before.rss);
    expect(await etag("/sitemap.xml")).not.toBe(before.sitemap);

    const site = await server.em().findOneOrFail(SiteInfo, { id: { $gt: 0 } });
    await mutate(`mutation($id: Int!) { updateSiteInfo(id: $id, input: { url: "https://blog.example.org" }) { id } }`, { id: site.id });
    expect(await etag("/robots.txt")).not.toBe(before.robots);
    expect((await get("/robots.txt")).body).toContain("Sitemap: https://blog.example.org/sitemap.xml");
  });
});
