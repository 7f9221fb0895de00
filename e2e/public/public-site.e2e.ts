import { describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { openPage, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";

const HIDDEN_ARTICLE = "Draft: Trying SQLite in Production";
const HIDDEN_SENTENCE = "不积跬步，无以至千里";

let app: RunningApp, browser: Browser;

// A server of its own: it counts the seeded sentences and articles on the home page.
useBrowserApp((started) => ({ app, browser } = started), { ownServer: true });

/** Waits for the first page of a list, then presses its "load more" button until there are no more pages. */
async function loadEverything(page: Page, items: string, buttonName: string) {
  await expect.poll(() => page.locator(items).count()).toBeGreaterThan(0);
  const button = page.getByRole("button", { name: buttonName });
  while (await button.isVisible()) {
    const before = await page.locator(items).count();
    await button.click();
    await expect.poll(() => page.locator(items).count()).toBeGreaterThan(before);
  }
}

/** The permalinks the home page links to, in order. */
function articlePathsOnHome(page: Page): Promise<string[]> {
  return page.locator(".article-item h3 a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

/** The ids of the articles a visitor may see, as the API answers them. */
async function shownArticleIds(page: Page): Promise<number[]> {
  const answer = await page.request.post(`${app.url}/graphql`, { data: { query: "{ articles(limit: 100) { items { id } } }" } });
  return ((await answer.json()).data.articles.items as { id: number }[]).map((article) => article.id);
}

const viewsOf = async (page: Page) => Number((await page.locator(".article-byline span", { hasText: / views$/ }).textContent())?.match(/\d+/)?.[0]);

describe("public pages", () => {
  it("home lists every shown sentence and article, and none of the hidden ones", async () => {
    const { page, context, errors } = await openPage(browser);
    const methods: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/graphql") methods.push(`${request.method()} ${url.searchParams.get("operationName") ?? request.postDataJSON()?.operationName}`);
    });
    await page.goto(app.url);
    await loadEverything(page, ".sentence", "More sentences");
    await loadEverything(page, ".article-item", "More articles");
    // Further pages are reads, sent as GET for caches along the way to keep; the visit counted is a POST.
    expect(methods).toContain("GET HomeSentences");
    expect(methods).toContain("GET HomeArticles");
    expect(methods.filter((method) => method.startsWith("POST"))).toEqual(["POST RecordVisit"]);

    // 10 shown daily sentences and 4 classics; 14 shown articles (demo data).
    expect(await page.locator(".sentence").count()).toBe(14);
    expect(await page.locator(".article-item").count()).toBe(14);
    const text = await page.locator("main").innerText();
    expect(text).not.toContain(HIDDEN_ARTICLE);
    expect(text).not.toContain(HIDDEN_SENTENCE);

    await expect.poll(() => page.locator(".today-count").textContent()).toMatch(/Today\s*\d+/);
    expect(await page.getByRole("heading", { level: 2, name: "Daily sentence" }).isVisible()).toBe(true);
    expect(await page.locator(".owner-note").textContent()).toContain("Hi, I'm Lin");
    expect(await page.getByRole("region", { name: "Advertisement" }).count()).toBe(2);
    expect(await page.locator(".site-footer").innerText()).toContain("2018-2025");
    expect(await page.locator(".site-footer").innerText()).toContain("浙ICP备18000000号-1");
    expect(await page.title()).toBe("Quiet Notes 静思录");
    expect(await page.locator('meta[name="keywords"]').getAttribute("content")).toContain("personal blog");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("counts a visitor's home page visit once per half hour: a reload adds nothing, another browser adds one", async () => {
    /** Loads the home page and answers the count its visit was given, once the page shows that count. */
    const visit = async (page: Page, load: () => Promise<unknown>) => {
      const answer = page.waitForResponse((response) => response.url().endsWith("/graphql") && /RecordVisit/.test(response.request().postData() ?? ""));
      await load();
      const today = ((await (await answer).json()) as { data: { recordVisit: { today: number } } }).data.recordVisit.today;
      await expect.poll(() => page.locator(".today-count strong").textContent(), { timeout: 10_000 }).toBe(String(today));
      return today;
    };
    const reader = await openPage(browser, { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 QuietNotesE2E/visit-1" });
    const first = await visit(reader.page, () => reader.page.goto(app.url));
    expect(await visit(reader.page, () => reader.page.reload())).toBe(first);

    const another = await openPage(browser, { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 QuietNotesE2E/visit-2" });
    expect(await visit(another.page, () => another.page.goto(app.url))).toBe(first + 1);
    expect([...reader.errors, ...another.errors]).toEqual([]);
    await reader.context.close();
    await another.context.close();
  });

  it("opens an article from the list, shows it, and goes back to home", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(app.url);
    const link = page.locator(".article-item h3 a").first();
    const title = (await link.textContent())!;
    await link.click();
    await page.waitForURL(/\/posts\/[^/?]+$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    expect(await page.locator(".article-subtitle").textContent()).toBeTruthy();
    expect(await page.locator(".article-byline time").textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await page.locator(".article-content p").count()).toBeGreaterThan(0);
    expect(await page.title()).toBe(`${title} - Quiet Notes 静思录`);
    // The home page came with its own messages only; the article drawn here has its comments' words too.
    await expect.poll(() => page.locator("#comments-heading").textContent()).toMatch(/^(Comments|\d+ comments?)$/);

    await page.getByRole("link", { name: /back to home/i }).click();
    await page.waitForURL(`${app.url}/`);
    await expect.poll(() => page.locator(".article-item").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens an article from a deep link to its permalink and counts a visitor's view once per half hour", async () => {
    const reader = await openPage(browser, { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 QuietNotesE2E/view-1" });
    await reader.page.goto(app.url);
    await expect.poll(() => reader.page.locator(".article-item").count()).toBeGreaterThan(0);
    const [path] = await articlePathsOnHome(reader.page);
    const url = `${app.url}${path}`;

    /** Runs a page load and answers the count the view mutation reported for it. */
    const countedHits = async (page: Page, load: () => Promise<unknown>) => {
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("RecordArticleView")),
        load(),
      ]);
      return (await response.json()).data.recordArticleView.hits as number;
    };
    const first = await countedHits(reader.page, () => reader.page.goto(url));
    await expect.poll(() => viewsOf(reader.page)).toBe(first);
    // A reload by the same visitor counts nothing and shows the same count.
    expect(await countedHits(reader.page, () => reader.page.reload())).toBe(first);
    await expect.poll(() => viewsOf(reader.page)).toBe(first);

    const another = await openPage(browser, { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 QuietNotesE2E/view-2" });
    expect(await countedHits(another.page, () => another.page.goto(url))).toBe(first + 1);
    await expect.poll(() => viewsOf(another.page)).toBe(first + 1);
    expect([...reader.errors, ...another.errors]).toEqual([]);
    await reader.context.close();
    await another.context.close();
  });

  it("says the article was not found for a missing, hidden or malformed id or slug", async () => {
    const { page, context, errors } = await openPage(browser);
    // The server may answer such a page with a 404 status (for search engines), which Chromium logs as a
    // console error; only that one is expected, and no other request may fail.
    const failedRequests: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400 && response.request().resourceType() !== "document") failedRequests.push(response.url());
    });
    const shown = new Set(await shownArticleIds(page));
    // Demo articles are numbered in order and only the draft is hidden: it holds the one id missing from the list.
    const hiddenId = Array.from({ length: shown.size + 1 }, (_, index) => index + 1).find((id) => !shown.has(id));

    for (const query of ["/detail?id=999999", `/detail?id=${hiddenId}`, "/detail?id=abc", "/detail?id=-3", "/detail", "/posts/no-such-article"]) {
      await page.goto(`${app.url}${query}`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { message: query }).toBe("Article not found");
      expect(await page.getByRole("link", { name: /back to home/i }).isVisible()).toBe(true);
    }
    expect(failedRequests).toEqual([]);
    expect(errors.filter((error) => !/Failed to load resource: .* status of 404/.test(error))).toEqual([]);
    await context.close();
  });

  it("shows the resume as text and draws it as a poster on a 794 × 1123 canvas, offered as a PNG", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${app.url}/about`);
    const download = page.getByRole("button", { name: "Download poster" });
    await expect.poll(() => download.isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await page.locator(".poster-loading").count()).toBe(0);

    const canvas = await page.locator("canvas.poster").evaluate((element: HTMLCanvasElement) => {
      const pixels = element.getContext("2d")!.getImageData(0, 0, element.width, element.height).data;
      let inked = 0;
      const colours = new Set<number>();
      for (let i = 0; i < pixels.length; i += 4) {
        if (pixels[i] < 240 || pixels[i + 1] < 240 || pixels[i + 2] < 240) inked++;
        colours.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
      }
      return { width: element.width, height: element.height, inked, colours: colours.size };
    });
    expect(canvas.width).toBe(794);
    expect(canvas.height).toBe(1123);
    expect(canvas.inked).toBeGreaterThan(794 * 1123 * 0.1);
    expect(canvas.colours).toBeGreaterThan(50);

    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.png$/);

    // The same resume as text, with the e-mail address and the website as links; the demo's placeholder
    // address gives way to the one the visitor used.
    const resume = page.getByRole("article", { name: /^Lin Qiu/ });
    expect(await resume.getByRole("link", { name: "owner@example.com" }).getAttribute("href")).toBe("mailto:owner@example.com");
    expect(await resume.getByRole("link", { name: new URL(app.url).host }).getAttribute("href")).toBe(app.url);
    expect(await page.content()).not.toContain("localhost:4000");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("never scrolls sideways on a 375 px phone", async () => {
    const { page, context, errors } = await openPage(browser, { width: 375, height: 740 });
    for (const path of ["/", "/detail?id=2", "/about", "/logup"]) {
      await page.goto(`${app.url}${path}`);
      await page.waitForLoadState("networkidle");
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the reader's dark theme from the first paint of the next page, set by the inline script the CSP allows", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${app.url}/about`);
    await page.getByRole("button", { name: "Dark theme" }).click();
    // Without the site's scripts, only the page's inline script can put the stored choice on <html>.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(`${app.url}/`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    expect(errors.filter((error) => !error.includes("/assets/"))).toEqual([]);
    await context.close();
  });
});
