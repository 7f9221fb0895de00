import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { gqlData, signInDirectly } from "../admin/admin-helpers";
import { useBrowserApp } from "../browser-app";
import { openPage, waitForHydration, type RunningApp } from "../harness";
import { axeViolations } from "../axe";

/**
 * Every public page, loaded once: a server-rendered page hydrates without asking GraphQL for what it shows and
 * without a warning or an error, and axe-core finds no violation of its default rules (WCAG 2 A/AA and best
 * practices) in either colour scheme, on a phone or a desktop. The back-office's pages and dialogs:
 * admin/accessibility.e2e.ts.
 */
let app: RunningApp, browser: Browser;
useBrowserApp((started) => ({ app, browser } = started));

/** What each test found, page by page: the test fails once at its end, with every finding listed. */
let found: string[] = [];
beforeEach(() => {
  found = [];
});
afterEach(() => {
  expect(found.join("\n")).toBe("");
});

/**
 * The sandbox's editors and tab strip are GraphiQL's and Monaco's own widgets (buttons nested in its tabs,
 * token colours): the rest of that page, our frame around them, is held to the same rules.
 */
const THIRD_PARTY_WIDGETS: Record<string, string[]> = { "/sandbox": [".graphiql-tabs", ".graphiql-editors", ".graphiql-response"] };

/**
 * Pages the browser renders itself (no server rendering to hydrate), and what shows once they are drawn:
 * the sign-in form's button, and GraphiQL's editor holding its example (several megabytes of script, so on a
 * busy machine it takes seconds).
 */
const BROWSER_RENDERED: Record<string, (page: Page) => Promise<void>> = {
  "/logup": (page) => page.getByRole("button", { name: /log ?in|sign ?in/i }).waitFor(),
  "/sandbox": (page) => page.locator(".graphiql-query-editor", { hasText: "HomePageExample" }).waitFor({ timeout: 30_000 }),
};

/**
 * The reader lives on the other side of the date line from the server (UTC+14; the server runs in the machine's
 * zone): a date drawn in the reader's zone would be another day than the server's for most times of day, and
 * the page would not hydrate.
 */
const READERS_TIME_ZONE = "Pacific/Kiritimati";

/** A phone's width, then a desktop's. */
const WIDTHS = [375, 1280];

let article: { id: number; slug: string };
let tagPath: string;

beforeAll(async () => {
  const { page, context } = await openPage(browser);
  await signInDirectly(page, app.url);
  const { articles } = await gqlData<{ articles: { items: { id: number; slug: string; isShow: boolean; publishedAt: string | null }[] } }>(
    context,
    app.url,
    "{ articles(limit: 50) { items { id slug isShow publishedAt } } }",
  );
  article = articles.items.find((row) => row.isShow && row.publishedAt)!;
  const { createTag } = await gqlData<{ createTag: { id: number; slug: string } }>(
    context,
    app.url,
    `mutation { createTag(input: { name: "Checked", description: "Pages checked for accessibility." }) { id slug } }`,
  );
  await gqlData(context, app.url, "mutation($id: Int!, $tagIds: [Int!]!) { setArticleTags(id: $id, tagIds: $tagIds) { id } }", { id: article.id, tagIds: [createTag.id] });
  tagPath = `/tag/${createTag.slug}`;
  await context.close();
});

/**
 * Loads `path` once and runs axe in each scheme at each width: every rule in the light scheme, the colour rules in
 * the dark one. Without a stored choice the page follows the system's scheme through CSS media queries, as its
 * layout follows the width, so both change on the loaded page as they would on a new one; a load each cost four
 * page loads and four axe injections per page.
 */
async function checkPage(page: Page, path: string, errors: string[]): Promise<void> {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  const operations: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    // Queries go as GET with the operation in the address; mutations as POST with it in the body.
    if (url.pathname === "/graphql") operations.push(url.searchParams.get("operationName") ?? request.postDataJSON()?.operationName);
  });
  const response = await page.goto(`${app.url}${path}`);
  await (BROWSER_RENDERED[path] ?? waitForHydration)(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const violations = await axeViolations(page, THIRD_PARTY_WIDGETS[path], { colourOnly: scheme === "dark" });
      found.push(...violations.map((violation) => `${path} at ${width} px, ${scheme}: ${violation}`));
    }
  }
  // The four checks above took long past hydration, so any request the page was going to make has been made.
  // A page the server rendered asks only for the counters and the guestbook's captcha (one visitor's own),
  // never for what it shows; a page the browser renders asks for its data.
  if (!BROWSER_RENDERED[path]) {
    found.push(...operations.filter((name) => !["RecordVisit", "RecordArticleView", "Captcha"].includes(name)).map((name) => `${path} asked GraphQL for ${name}`));
  }
  // The document's own 404 is the one error Chromium logs for the not-found page.
  found.push(...errors.filter((error) => !(response?.status() === 404 && /status of 404/.test(error))).map((error) => `${path}: ${error}`));
  found.push(...warnings.map((warning) => `${path} warned: ${warning}`));
}

describe("the public site", () => {
  /** The pages, by a name; the article's and the tag's addresses are known once beforeAll has run. */
  const PAGES: Record<string, () => string> = {
    "/": () => "/",
    "an article": () => `/posts/${encodeURIComponent(article.slug)}`,
    "an article by id": () => `/detail?id=${article.id}`,
    "a tag": () => tagPath,
    "/about": () => "/about",
    "/guestbook": () => "/guestbook",
    "a search": () => "/search?q=index",
    "a search that finds nothing": () => "/search?q=no-such-words-anywhere",
    "a missing page": () => "/no/such/page",
    "/logup": () => "/logup",
    "/sandbox": () => "/sandbox",
  };

  // One test per page, so each has its own time on a busy machine; a finding names the scheme and the width.
  for (const [name, path] of Object.entries(PAGES)) {
    it(`loads ${name} without a warning or an error, and with no axe violations in the light and dark schemes at ${WIDTHS.join(" and ")} px`, async () => {
      const { page, context, errors } = await openPage(browser, { width: WIDTHS[0], timezoneId: READERS_TIME_ZONE });
      await checkPage(page, path(), errors);
      await context.close();
    });
  }
});
