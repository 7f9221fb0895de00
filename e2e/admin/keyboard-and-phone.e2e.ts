import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { waitForAdminData, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { openAdminPage } from "./admin-helpers";

let app: RunningApp, page: Page, errors: string[];

useBrowserApp((started) => ({ app, page, errors } = started), { signIn: "direct" });

const ADMIN_PAGES = ["/system", "/seo", "/nav", "/navDetail?id=1", "/navDetail?id=2", "/articleEdit?id=1", "/articleEdit", "/admin/tags", "/linked", "/message", "/role", "/admin/audit", "/admin/security", "/admin/export", "/admin/outbox"];

const heading = () => page.locator("main h2").first();
const focused = () => page.evaluate(() => ({ tag: document.activeElement?.tagName, text: document.activeElement?.textContent?.trim(), id: document.activeElement?.id }));
const menuButton = () => page.getByRole("button", { name: "Menu" });
const nav = () => page.getByRole("navigation", { name: "Back-office" });

async function open(path: string): Promise<void> {
  await page.goto(`${app.url}${path}`);
  await heading().waitFor();
  await waitForAdminData(page);
}

describe("the back-office by keyboard", () => {
  it("offers a skip link first, straight to the page", async () => {
    await open("/nav");
    await page.keyboard.press("Tab");
    expect(await focused()).toMatchObject({ tag: "A", text: "Skip to content" });
    expect(await page.getByRole("link", { name: "Skip to content" }).isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await focused()).toMatchObject({ tag: "MAIN", id: "admin-main" });
    // The next Tab lands inside the page, past the header and the nav.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(true);
  });

  it("draws a visible focus ring on the nav, the header and the page's controls", async () => {
    await open("/nav");
    for (const control of [nav().getByRole("link", { name: "Site info" }), page.getByRole("link", { name: "New post" }), page.getByRole("button", { name: "New column" })]) {
      await control.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      const ring = await control.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(ring.style).not.toBe("none");
      expect(ring.width).toBeGreaterThanOrEqual(2);
    }
  });

  it("puts the focus on the new page's heading after a move, not on the first load", async () => {
    await open("/system");
    expect((await focused()).tag).toBe("BODY");
    await nav().getByRole("link", { name: "Linked management" }).click();
    await page.waitForURL(`${app.url}/linked`);
    await expect.poll(focused, { timeout: 10_000 }).toMatchObject({ tag: "H2", text: "Linked management" });
    await nav().getByRole("link", { name: "Column management" }).click();
    await expect.poll(focused, { timeout: 10_000 }).toMatchObject({ tag: "H2", text: "Column management" });
  });

  it("answers the shortcuts: ? lists them, n writes a new post, / searches", async () => {
    await open("/system");
    await page.keyboard.press("?");
    const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await dialog.waitFor();
    expect(await dialog.getByRole("term").allTextContents()).toEqual(["/", "n", "?"]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await page.keyboard.press("n");
    await page.waitForURL(`${app.url}/articleEdit`);
    await page.getByRole("heading", { level: 2, name: "New article" }).waitFor();
    // Typed into a field, the same keys are just text.
    const title = page.getByRole("textbox", { name: "Title", exact: true });
    await title.fill("");
    await title.press("n");
    await title.press("/");
    expect(await title.inputValue()).toBe("n/");
    expect(page.url()).toBe(`${app.url}/articleEdit`);

    // "/" from a page without a search box opens the article list with the focus in its search.
    await open("/system");
    await page.keyboard.press("/");
    await page.waitForURL(/\/navDetail\?id=\d+$/);
    await expect.poll(focused, { timeout: 10_000 }).toMatchObject({ tag: "INPUT" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Search titles");
    // On a page with one, it is that box.
    await page.locator("main h2").click();
    await page.keyboard.press("/");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Search titles");
    expect(errors).toEqual([]);
  });
});

describe("the back-office on a 375 px phone", () => {
  it("never scrolls sideways: wide tables scroll inside their own box", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ADMIN_PAGES) {
      await openAdminPage(page, app.url, path);
      await heading().waitFor();
      await waitForAdminData(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
    await open("/role");
    const box = page.locator(".table-scroll").first();
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });

  it("folds the nav and the less used actions into a menu that closes after a choice or Escape", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open("/system");
    expect(await nav().isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Log out" }).isVisible()).toBe(false);
    expect(await page.getByRole("link", { name: "New post" }).isVisible()).toBe(true);

    await menuButton().click();
    expect(await menuButton().getAttribute("aria-expanded")).toBe("true");
    expect(await nav().isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Log out" }).isVisible()).toBe(true);
    await nav().getByRole("link", { name: "Site info" }).click();
    await page.waitForURL(`${app.url}/seo`);
    await page.getByRole("heading", { level: 2, name: "Site info" }).waitFor();
    expect(await menuButton().getAttribute("aria-expanded")).toBe("false");
    expect(await nav().isVisible()).toBe(false);

    await menuButton().click();
    await page.keyboard.press("Escape");
    expect(await nav().isVisible()).toBe(false);
  });

  it("keeps the editor usable: the title, the toolbar and the body fit the screen", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open("/articleEdit?id=1");
    for (const part of [page.getByRole("textbox", { name: "Title", exact: true }), page.getByRole("toolbar", { name: "Formatting" }), page.getByRole("textbox", { name: "Body" })]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    await page.getByRole("textbox", { name: "Body" }).click();
    await page.keyboard.type(" typed on a phone");
    expect(await page.getByRole("textbox", { name: "Body" }).textContent()).toContain("typed on a phone");
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
