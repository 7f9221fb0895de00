// The public pages as the server renders them, over HTTP: the head and the page in the first HTML, the
// statuses (404, 301), the back-office left to the browser, and the rendered pages kept compressed in memory.
// (Rendered from the site's sources; the browser suite checks what needs the build or a browser: the built
// styles in the head, hydration, and the pages with JavaScript turned off.)
import http from "node:http";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import type { TestServer } from "../../test/harness";
import { useTestServer } from "../../test/use-test-server";

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql" });

interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  content: string;
  createTime: string;
  publishedAt: string | null;
  updateTime: string;
  isShow: boolean;
}

const ARTICLE_FIELDS = "id slug title summary content createTime publishedAt updateTime isShow";

/** A fresh address for the same page, so the answer is made now rather than taken from the page cache. */
let fresh = 0;
const uncached = (path: string) => `${path}${path.includes("?") ? "&" : "?"}fresh=${++fresh}`;

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, head: html.slice(0, html.indexOf("</head>")) };
}

const decode = (text: string) =>
  text.replace(/&(lt|gt|quot|#39|amp);/g, (_, entity: string) => ({ lt: "<", gt: ">", quot: '"', "#39": "'", amp: "&" })[entity]!);

function meta(head: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head);
  return match ? decode(match[1]) : undefined;
}

const title = (head: string) => decode(/<title>([^<]*)<\/title>/.exec(head)![1]);
const canonical = (head: string) => /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
/** What the page drew inside the root: up to the scripts after it (the source template's module script, then the page's data). */
const rootMarkup = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script /.exec(html)?.[1] ?? "";
const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, "g"))?.length ?? 0;

function jsonLd(head: string): Record<string, any> | undefined {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head);
  return match ? JSON.parse(match[1]) : undefined;
}

async function query<T = any>(text: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await server.gql<T>(text, variables, { token });
  if (answer.errors?.length || !answer.data) throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

async function articles(): Promise<ArticleRow[]> {
  const { articles } = await query<{ articles: { items: ArticleRow[] } }>(`{ articles(limit: 50) { items { ${ARTICLE_FIELDS} } } }`);
  return articles.items;
}

const shownArticles = async () => (await articles()).filter((article) => article.isShow && article.publishedAt);

async function updateArticle(id: number, input: Record<string, unknown>): Promise<ArticleRow> {
  const { updateArticle } = await query<{ updateArticle: ArticleRow }>(
    `mutation($id: Int!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { ${ARTICLE_FIELDS} } }`,
    { id, input },
  );
  return updateArticle;
}

async function siteInfo() {
  const { siteInfo } = await query<{ siteInfo: { title: string; description: string; keywords: string; author: string } }>(
    "{ siteInfo { title description keywords author } }",
  );
  return siteInfo;
}

describe("the first HTML of a public page", () => {
  it("is the home page itself, with its head, WebSite JSON-LD, feed links and the data to hydrate with", async () => {
    const site = await siteInfo();
    const { status, headers, html, head } = await page("/");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
    expect(title(head)).toBe(site.title);
    expect(meta(head, "description")).toBe(site.description);
    expect(meta(head, "keywords")).toBe(site.keywords);
    expect(canonical(head)).toBe(`${server.url}/`);
    expect(meta(head, "og:url")).toBe(`${server.url}/`);
    expect(meta(head, "og:image")).toBe(`${server.url}/logo.svg`);
    expect(meta(head, "twitter:card")).toBe("summary");
    expect(jsonLd(head)).toMatchObject({ "@context": "https://schema.org", "@type": "WebSite", name: site.title, url: `${server.url}/` });
    expect(head).toContain(`href="${server.url}/atom.xml"`);
    // The template's own title and empty description are replaced, not repeated.
    expect(count(head, /<title>/)).toBe(1);
    expect(count(head, /<meta name="description"/)).toBe(1);
    // Nor its comments, written for its readers (React's empty <!-- --> between texts stay).
    expect(html.match(/<!--(?! -->)/g)).toBeNull();

    const markup = rootMarkup(html);
    const { homeArticles } = await query<{ homeArticles: { items: { title: string; slug: string }[] } }>("{ homeArticles(limit: 1) { items { title slug } } }");
    const [article] = homeArticles.items;
    expect(markup).toContain(`href="/posts/${encodeURIComponent(article.slug)}"`);
    expect(markup).toContain("Daily sentence");
    // No spinner anywhere in the first HTML: every list is there already.
    expect(markup).not.toContain("spinner");
    const served = JSON.parse(/<script type="application\/json" id="served-page">([\s\S]*?)<\/script>/.exec(html)![1]);
    expect(served).toMatchObject({ origin: server.url, status: 200 });
    expect(JSON.stringify(served.data)).toContain(article.title);
  });

  it("is an article with its body, by its permalink, with its head and BlogPosting JSON-LD", async () => {
    const site = await siteInfo();
    const [article] = await shownArticles();
    const { status, html, head } = await page(uncached(`/detail?id=${article.id}`));
    const url = `${server.url}/posts/${encodeURIComponent(article.slug)}`;
    expect(status).toBe(200);
    expect(title(head)).toBe(`${article.title} - ${site.title}`);
    expect(canonical(head)).toBe(url);
    expect(meta(head, "og:type")).toBe("article");
    expect(meta(head, "og:title")).toBe(article.title);
    expect(meta(head, "article:published_time")).toBe(article.publishedAt);
    expect(jsonLd(head)).toMatchObject({
      "@type": "BlogPosting",
      headline: article.title,
      datePublished: article.publishedAt,
      dateModified: article.updateTime,
      author: { "@type": "Person", name: site.author || site.title },
      url,
    });
    const markup = rootMarkup(html);
    expect(markup).toContain(`<h1 class="p-name">${article.title}</h1>`);
    expect(markup).toContain(`<time class="dt-published" dateTime="${article.publishedAt}">`);
    expect(markup).toContain(/<p>[\s\S]*?<\/p>/.exec(article.content)![0]);
  });

  it("escapes a hostile title and summary everywhere, gives a cover as the large preview", async () => {
    const article = (await shownArticles())[1];
    const hostileTitle = `</title><script>alert(1)</script>`;
    const hostileSummary = `" onmouseover="alert(2)" x="</script><script>alert(3)</script>`;
    await updateArticle(article.id, { title: hostileTitle, summary: hostileSummary, cover: "/uploads/cover.jpg" });
    const { html, head } = await page(uncached(`/detail?id=${article.id}`));
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toContain('" onmouseover="');
    expect(title(head)).toBe(`${hostileTitle} - ${(await siteInfo()).title}`);
    expect(meta(head, "og:title")).toBe(hostileTitle);
    expect(meta(head, "description")).toBe(hostileSummary);
    expect(jsonLd(head)).toMatchObject({ headline: hostileTitle, description: hostileSummary, image: `${server.url}/uploads/cover.jpg` });
    expect(meta(head, "twitter:card")).toBe("summary_large_image");
    expect(rootMarkup(html)).toContain('<h1 class="p-name">&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
  });

  it("is the about page with the resume as text and a Person JSON-LD", async () => {
    const { ownerProfile: profile } = await query<{ ownerProfile: { name: string; headline: string; summary: string; photo: string; skills: string[] } }>(
      "{ ownerProfile { name headline summary photo skills } }",
    );
    const { status, html, head } = await page("/about");
    expect(status).toBe(200);
    expect(canonical(head)).toBe(`${server.url}/about`);
    expect(meta(head, "description")).toBe(profile.summary);
    expect(jsonLd(head)).toMatchObject({ "@type": "Person", name: profile.name, jobTitle: profile.headline, image: `${server.url}${profile.photo}`, knowsAbout: profile.skills });
    expect(rootMarkup(html)).toContain(profile.name);
  });

  it("is the guestbook with its messages, and says its form needs JavaScript", async () => {
    const { status, html, head } = await page("/guestbook");
    expect(status).toBe(200);
    expect(canonical(head)).toBe(`${server.url}/guestbook`);
    expect(rootMarkup(html)).toMatch(/<noscript>[\s\S]*needs JavaScript/);
  });

  it("is a search's results with the matches marked: 吐司 finds the bread post, index finds Indexes", async () => {
    const chinese = await page(`/search?q=${encodeURIComponent("吐司")}`);
    expect(chinese.status).toBe(200);
    expect(canonical(chinese.head)).toBe(`${server.url}/search?q=${encodeURIComponent("吐司")}`);
    expect(rootMarkup(chinese.html)).toContain("<mark>吐司</mark>");
    const english = rootMarkup((await page("/search?q=index")).html);
    expect(english).toMatch(/<mark>index(es)?<\/mark>/i);
    expect(english).not.toContain("No articles match");
    expect(rootMarkup((await page("/search?q=zzzzqqq")).html)).toContain("No articles match");
  });

  it("answers 404 with a not-found page for unknown paths, tags and hidden, missing or malformed articles", async () => {
    const hidden = (await shownArticles())[3];
    await query(`mutation($id: Int!) { setArticleShown(id: $id, shown: false) { id } }`, { id: hidden.id });
    const missing = [
      ["/no/such/page", "Page not found"],
      ["/tag/no-such-tag", "Tag not found"],
      ...[`?id=${hidden.id}`, "?id=999999", "?id=abc", "?id=99999999999", ""].map((search) => [`/detail${search}`, "Article not found"]),
      ["/posts/no-such-article", "Article not found"],
    ];
    for (const [path, heading] of missing) {
      const { status, headers, html, head } = await page(path);
      expect(status, path).toBe(404);
      expect(headers.get("x-robots-tag"), path).toBe("noindex");
      expect(meta(head, "robots"), path).toBe("noindex");
      expect(canonical(head), path).toBeUndefined();
      expect(jsonLd(head), path).toBeUndefined();
      expect(title(head), path).toContain(heading);
      expect(rootMarkup(html), path).toContain(`<h1>${heading}</h1>`);
      if (heading === "Page not found") {
        const form = /<form [^>]*class="search-box not-found-search"[^>]*>/.exec(rootMarkup(html))?.[0] ?? "";
        for (const attribute of ['role="search"', 'action="/search"', 'method="get"']) expect(form).toContain(attribute);
      }
      expect(html).not.toContain(hidden.title);
    }
  });

  it("sends a former slug on to the permalink with 301", async () => {
    const article = (await shownArticles())[2];
    const moved = await updateArticle(article.id, { slug: `${article.slug}-moved` });
    const { status, headers } = await page(`/posts/${encodeURIComponent(article.slug)}`);
    expect(status).toBe(301);
    expect(headers.get("location")).toBe(`/posts/${encodeURIComponent(moved.slug)}`);
  });

  it("leaves the back-office and sign-in to the browser", async () => {
    for (const path of ["/admin", "/logup", "/articleEdit?id=1"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('id="served-page"');
    }
  });
});

/** A GET with exactly these headers (fetch would ask for compression itself and undo it). */
async function raw(path: string, headers: Record<string, string> = {}) {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${server.url}${path}`, { headers }, resolve).on("error", reject));
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return { status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) };
}

describe("rendered pages kept in memory", () => {
  it.each(["/", "/about", "/guestbook"])("%s: made once, then sent compressed from memory", async (path) => {
    const first = await raw(path, { "accept-encoding": "br" });
    expect(first.status).toBe(200);
    const second = await raw(path, { "accept-encoding": "br" });
    expect(second.headers["x-public-cache"]).toBe("hit");
    expect(second.headers["content-encoding"]).toBe("br");
    const html = zlib.brotliDecompressSync(second.body).toString();
    expect(html).toMatch(/<div id="root">/);
    expect(html).toMatch(/<script type="application\/json" id="served-page">/);
    const plain = await raw(path);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
  });

  it("an article's page too", async () => {
    const [article] = await shownArticles();
    const path = `/detail?id=${article.id}`;
    await raw(path, { "accept-encoding": "br" });
    const second = await raw(path, { "accept-encoding": "br" });
    expect(second.headers["x-public-cache"]).toBe("hit");
    expect(zlib.brotliDecompressSync(second.body).toString()).toContain(`<h1 class="p-name">${article.title}</h1>`);
  });

  it("never keeps a missing article's 404", async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await raw("/detail?id=424242");
      expect(missing.status).toBe(404);
      expect(missing.headers["x-public-cache"]).not.toBe("hit");
    }
  });
});
