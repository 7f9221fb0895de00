import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { gqlData, openAdminPage } from "./admin-helpers";
import { useBrowserApp } from "../browser-app";
import { waitForAdminData, type RunningApp } from "../harness";
import { axeViolations } from "../axe";

/**
 * axe-core over every back-office page and every dialog: zero violations of its default rules (WCAG 2 A/AA and
 * best practices). The public pages: site/accessibility.e2e.ts.
 */
let app: RunningApp, page: Page;
// A server of its own: it hides a seeded sentence.
useBrowserApp((started) => ({ app, page } = started), { signIn: "direct", ownServer: true });

/** What each test found, page by page: the test fails once at its end, with every finding listed. */
let found: string[] = [];
beforeEach(() => {
  found = [];
});
afterEach(() => {
  expect(found.join("\n")).toBe("");
});

async function checkPage(what: string): Promise<void> {
  found.push(...(await axeViolations(page)).map((violation) => `${what}: ${violation}`));
}

/** Waits for a modal dialog, checks it with the page behind it, and closes it with Escape. */
async function checkDialog(open: () => Promise<unknown>, what: string): Promise<void> {
  await open();
  await page.locator("dialog[open]").waitFor();
  await checkPage(`${what} (dialog)`);
  await page.keyboard.press("Escape");
  await page.locator("dialog[open]").waitFor({ state: "detached" });
}

let articleId: number;
let hiddenSentence: string;

beforeAll(async () => {
  const { articles } = await gqlData<{ articles: { items: { id: number; isShow: boolean; publishedAt: string | null }[] } }>(
    page.context(),
    app.url,
    "{ articles(limit: 50) { items { id isShow publishedAt } } }",
  );
  articleId = articles.items.find((row) => row.isShow && row.publishedAt)!.id;
  // A row switched off, so the switch's "off" state is on a page the checks below see.
  const { dailySentences } = await gqlData<{ dailySentences: { items: { id: number; cn: string }[] } }>(
    page.context(),
    app.url,
    "{ dailySentences(includeHidden: true, limit: 1) { items { id cn } } }",
  );
  hiddenSentence = dailySentences.items[0]!.cn;
  await gqlData(page.context(), app.url, "mutation($id: Int!) { setDailySentenceShown(id: $id, shown: false) { id } }", { id: dailySentences.items[0]!.id });
});

describe("the back-office", () => {
  /** Opens a page and waits until its heading shows and its data has come. */
  const go = async (path: string, heading: string | RegExp) => {
    await openAdminPage(page, app.url, path);
    await page.getByRole("heading", { level: 2, name: heading }).waitFor();
    await waitForAdminData(page);
  };
  const button = (name: string | RegExp) => page.getByRole("button", { name, exact: typeof name === "string" }).first().click();

  // One test per page, so a slow page on a busy machine has its own time, and a finding names its page.
  for (const [path, heading] of [
    ["/system", "Console"],
    ["/seo", "Site info"],
    ["/nav", "Column management"],
    ["/navDetail?id=1", /Daily sentences/],
    ["/navDetail?id=2", /Articles/],
    ["/articleEdit?id={article}", /Edit/],
    ["/articleEdit", /New/],
    ["/admin/tags", "Tags"],
    ["/linked", "Linked management"],
    ["/message", "Message management"],
    ["/role", "Backend users"],
    ["/admin/audit", "Audit log"],
    ["/admin/security", "Two-factor sign-in"],
    ["/admin/export", "Export"],
    ["/admin/import", "Import"],
    ["/admin/outbox", "Outbox"],
    ["/admin/subscribers", "Subscribers"],
    ["/admin/fediverse", "Fediverse"],
    ["/admin/appearance", "Appearance"],
    ["/admin/menus", "Menus"],
  ] as const) {
    it(`has no axe violations on ${path}`, async () => {
      const address = path.replace("{article}", String(articleId));
      await go(address, heading);
      await checkPage(address);
    });
  }

  for (const scheme of ["light", "dark"] as const) {
    it(`has no axe violations on a table with a row switched off, the system in the ${scheme} scheme`, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      await go("/navDetail?id=1", /Daily sentences/);
      const row = page.getByRole("row").filter({ hasText: hiddenSentence.slice(0, 8) });
      expect(await row.getByRole("switch").getAttribute("aria-checked")).toBe("false");
      await checkPage(`/navDetail?id=1, a row switched off, ${scheme}`);
      await page.emulateMedia({ colorScheme: null });
    });
  }

  it("has no axe violations in any dialog", async () => {
    await go("/nav", "Column management");
    await checkDialog(() => button("New column"), "new column");
    await checkDialog(() => button("Rename 文章 Articles"), "rename column");
    await checkDialog(() => button("Delete 文章 Articles"), "delete column");
    await checkDialog(() => page.keyboard.press("?"), "keyboard shortcuts");

    await go("/navDetail?id=1", /Daily sentences/);
    await checkDialog(() => button("New sentence"), "new sentence");

    await go(`/articleEdit?id=${articleId}`, /Edit/);
    await page.locator(".ProseMirror").click();
    await checkDialog(() => button("Link"), "link");
    await checkDialog(() => button("Insert image"), "image");

    await go("/admin/tags", "Tags");
    await checkDialog(() => button("New tag"), "new tag");

    await go("/linked", "Linked management");
    await checkDialog(() => button("Add link"), "new link");

    await go("/role", "Backend users");
    await checkDialog(() => button("New user"), "new user");
    await checkDialog(() => button("Change my password"), "own password");

    await go("/seo", "Site info");
    await page.getByLabel("Site title").fill("A changed title, not saved");
    await checkDialog(() => page.getByRole("link", { name: "Column management" }).click(), "unsaved changes");
  });
});
