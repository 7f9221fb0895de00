// The public pages as the server renders them from the build: the built styles in the head, no build folders
// served, and in Chromium search and pages without JavaScript. That each public page hydrates without asking
// GraphQL for what it shows, a warning or an error is checked where each is loaded once for axe
// (site/accessibility.e2e.ts).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { gqlData } from "../admin/admin-helpers";
import { useBrowserApp } from "../browser-app";
import { openPage, ROOT, type RunningApp } from "../harness";

const WEB_DIST = path.join(ROOT, "web/dist");

let app: RunningApp, browser: Browser, context: BrowserContext;

useBrowserApp((started) => ({ app, browser, context } = started), { signIn: "direct" });

interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  publishedAt: string | null;
  isShow: boolean;
}

const ARTICLE_FIELDS = "id slug title publishedAt isShow";

/** A fresh address for the same page, so the answer is made now rather than taken from the page cache. */
let fresh = 0;
const uncached = (path: string) => `${path}${path.includes("?") ? "&" : "?"}fresh=${++fresh}`;

async function page(path: string) {
  const response = await fetch(`${app.url}${path}`, { redirect: "manual" });
  const html = await response.text();
  return { status: response.status, html, head: html.slice(0, html.indexOf("</head>")) };
}

const query = <T,>(text: string, variables: Record<string, unknown> = {}) => gqlData<T>(context, app.url, text, variables);

async function articles(): Promise<ArticleRow[]> {
  const { articles } = await query<{ articles: { items: ArticleRow[] } }>(`{ articles(limit: 50) { items { ${ARTICLE_FIELDS} } } }`);
  return articles.items;
}

const shownArticle = async () => (await articles()).find((article) => article.isShow && article.publishedAt)!;

// What the first HTML holds (head, JSON-LD, statuses, escaping, the page cache) is checked over HTTP in the
// server suite (server/src/ssr/rendered-pages.test.ts), from the sources; here, what needs the build.
describe("the built site's first HTML", () => {
  it("links an article page's own built styles in the head, so it paints styled", async () => {
    const article = await shownArticle();
    const { status, head } = await page(uncached(`/detail?id=${article.id}`));
    expect(status).toBe(200);
    expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/article-page-[^"]+\.css"/);
  });

  it("sends the build's files as the build compressed them, web/public's small logo too", async () => {
    const { head } = await page("/about");
    const script = head.match(/src="(\/assets\/site-[^"]+\.js)"/)![1];
    for (const file of [script, "/logo.svg"]) {
      const response = await fetch(`${app.url}${file}`, { headers: { "accept-encoding": "br" } });
      expect(response.headers.get("content-encoding"), file).toBe("br");
      expect(Number(response.headers.get("content-length")), file).toBe(fs.statSync(path.join(WEB_DIST, `${file}.br`)).size);
    }
  });

  it("leaves the back-office to the browser, and never serves a build's server folders", async () => {
    const { status, html } = await page("/admin");
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\//);
    for (const path of ["/.ssr/entry-server.js", "/.vite/manifest.json"]) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("serverEntry");
    }
  });
});

describe("in Chromium", () => {
  it("searches from the header's box and from the results page's own", async () => {
    const { page, context: visitor, errors } = await openPage(browser);
    await page.goto(`${app.url}/about`);
    await page.locator(".site-header").getByRole("searchbox", { name: "Search articles" }).fill("吐司");
    await page.locator(".site-header").getByRole("button", { name: "Search" }).click();
    await page.waitForURL(`**/search?q=${encodeURIComponent("吐司")}`);
    await expect.poll(() => page.locator(".search-page mark").first().textContent(), { timeout: 10_000 }).toBe("吐司");
    await page.locator(".search-page").getByRole("searchbox").fill("index");
    await page.locator(".search-page").getByRole("button", { name: "Search" }).click();
    await page.waitForURL("**/search?q=index");
    await expect.poll(() => page.locator(".search-page mark").first().textContent(), { timeout: 10_000 }).toMatch(/^index(es)?$/i);
    expect(errors).toEqual([]);
    await visitor.close();
  });

  it("shows the pages and follows their links with JavaScript turned off", async () => {
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const page = await visitor.newPage();
    await page.goto(`${app.url}/`);
    await expect(page.locator("#sentences-heading").isVisible()).resolves.toBe(true);
    const { homeArticles } = await query<{ homeArticles: { items: { title: string; slug: string }[] } }>("{ homeArticles(limit: 1) { items { title slug } } }");
    const [article] = homeArticles.items;
    await page.getByRole("link", { name: article.title }).first().click();
    await page.waitForURL(`**/posts/${encodeURIComponent(article.slug)}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(article.title);
    await page.getByRole("link", { name: "About" }).first().click();
    await page.waitForURL("**/about");
    await expect(page.locator(".resume").isVisible()).resolves.toBe(true);
    // The search box is a plain form: without JavaScript it asks the server for the results page.
    await page.goto(`${app.url}/no/such/page`);
    await page.locator("main").getByRole("searchbox").fill("index");
    await page.locator("main").getByRole("button", { name: "Search" }).click();
    await page.waitForURL("**/search?q=index");
    await expect(page.locator(".search-page mark").first().textContent()).resolves.toMatch(/^index(es)?$/i);
    await visitor.close();
  });
});
