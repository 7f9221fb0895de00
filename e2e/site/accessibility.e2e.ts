import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { gqlData, signInDirectly } from "../admin/admin-helpers";
import { useBrowserApp } from "../browser-app";
import { openPage, type RunningApp } from "../harness";
import { axeViolations } from "../axe";

/**
 * axe-core over every public page, every back-office page and every dialog, in both colour schemes of the
 * public site: zero violations of its default rules (WCAG 2 A/AA and best practices).
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

async function checkPage(page: Page, what: string, exclude: string[] = []): Promise<void> {
  found.push(...(await axeViolations(page, exclude)).map((violation) => `${what}: ${violation}`));
}

/**
 * The sandbox's editors and tab strip are GraphiQL's and Monaco's own widgets (buttons nested in its tabs,
 * token colours): the rest of that page, our frame around them, is held to the same rules.
 */
const THIRD_PARTY_WIDGETS: Record<string, string[]> = { "/sandbox": [".graphiql-tabs", ".graphiql-editors", ".graphiql-response"] };

/** Waits for a modal dialog, checks it with the page behind it, and closes it with Escape. */
async function checkDialog(page: Page, open: () => Promise<unknown>, what: string): Promise<void> {
  await open();
  await page.locator("dialog[open]").waitFor();
  await checkPage(page, `${what} (dialog)`);
  await page.keyboard.press("Escape");
  await page.locator("dialog[open]").waitFor({ state: "detached" });
}

let admin: { page: Page; context: BrowserContext };
let article: { id: number; slug: string };
let tagPath: string;

beforeAll(async () => {
  const { page, context } = await openPage(browser);
  await signInDirectly(page, app.url);
  admin = { page, context };
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
});

describe("the public site", () => {
  const publicPages = () => [
    "/",
    `/posts/${encodeURIComponent(article.slug)}`,
    `/detail?id=${article.id}`,
    tagPath,
    "/about",
    "/guestbook",
    "/search?q=index",
    "/search?q=no-such-words-anywhere",
    "/no/such/page",
    "/logup",
    "/sandbox",
  ];

  for (const scheme of ["light", "dark"] as const) {
    it(`has no axe violations on any page, in the ${scheme} scheme, on a phone and a desktop`, async () => {
      for (const width of [375, 1280]) {
        const { page, context } = await openPage(browser, { width });
        await page.emulateMedia({ colorScheme: scheme });
        for (const path of publicPages()) {
          await page.goto(`${app.url}${path}`);
          await page.waitForLoadState("networkidle");
          await checkPage(page, `${path} at ${width} px, ${scheme}`, THIRD_PARTY_WIDGETS[path]);
        }
        await context.close();
      }
    });
  }
});

describe("the back-office", () => {
  const go = async (path: string, heading: string | RegExp) => {
    await admin.page.goto(`${app.url}${path}`);
    await admin.page.getByRole("heading", { level: 2, name: heading }).waitFor();
    await admin.page.waitForLoadState("networkidle");
  };
  const button = (name: string | RegExp) => admin.page.getByRole("button", { name, exact: typeof name === "string" }).first().click();

  it("has no axe violations on any page", async () => {
    for (const [path, heading] of [
      ["/system", "Console"],
      ["/seo", "Site info"],
      ["/nav", "Column management"],
      ["/navDetail?id=1", /Daily sentences/],
      ["/navDetail?id=2", /Articles/],
      [`/articleEdit?id=${article.id}`, /Edit/],
      ["/articleEdit", /New/],
      ["/admin/tags", "Tags"],
      ["/linked", "Linked management"],
      ["/message", "Message management"],
      ["/role", "Backend users"],
      ["/admin/audit", "Audit log"],
      ["/admin/security", "Two-factor sign-in"],
      ["/admin/export", "Export"],
      ["/admin/import", "Import"],
    ] as const) {
      await go(path, heading);
      await checkPage(admin.page, path);
    }
  });

  it("has no axe violations in any dialog", async () => {
    const { page } = admin;
    await go("/nav", "Column management");
    await checkDialog(page, () => button("New column"), "new column");
    await checkDialog(page, () => button("Rename 文章 Articles"), "rename column");
    await checkDialog(page, () => button("Delete 文章 Articles"), "delete column");
    await checkDialog(page, () => page.keyboard.press("?"), "keyboard shortcuts");

    await go("/navDetail?id=1", /Daily sentences/);
    await checkDialog(page, () => button("New sentence"), "new sentence");

    await go(`/articleEdit?id=${article.id}`, /Edit/);
    await page.locator(".ProseMirror").click();
    await checkDialog(page, () => button("Link"), "link");
    await checkDialog(page, () => button("Insert image"), "image");

    await go("/admin/tags", "Tags");
    await checkDialog(page, () => button("New tag"), "new tag");

    await go("/linked", "Linked management");
    await checkDialog(page, () => button("Add link"), "new link");

    await go("/role", "Backend users");
    await checkDialog(page, () => button("New user"), "new user");
    await checkDialog(page, () => button("Change my password"), "own password");

    await go("/seo", "Site info");
    await page.getByLabel("Site title").fill("A changed title, not saved");
    await checkDialog(page, () => page.getByRole("link", { name: "Column management" }).click(), "unsaved changes");
  });
});
