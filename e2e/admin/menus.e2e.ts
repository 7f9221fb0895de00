import { describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { useBrowserApp } from "../browser-app";
import { openPage, waitForAdminData, waitForHydration, type RunningApp } from "../harness";
import { expectToast } from "./admin-helpers";

/**
 * The owner's menus (the owner's own look, part 2): a header item with an item under it, labelled in both
 * languages, moved with the keyboard and saved; a signed-out visitor gets it in the page's first HTML and opens
 * it from the keyboard, on a desktop and on a phone, in English and in Chinese.
 */
let app: RunningApp, page: Page, browser: Browser;
// A server of its own: it changes the menus every public page shows.
useBrowserApp((started) => ({ app, page, browser } = started), { signIn: "direct", ownServer: true });

/** A page's HTML as the server sends it, before any script runs. */
const firstHtml = async (path: string) => (await fetch(`${app.url}${path}`)).text();

describe("menus", () => {
  it("are edited by the owner: an item with one under it, labelled in both languages, moved with the keyboard, saved whole", async () => {
    await page.goto(`${app.url}/admin/menus`);
    await page.getByRole("heading", { level: 2, name: "Menus" }).waitFor();
    await waitForAdminData(page);
    const header = page.getByRole("region", { name: "Header menu" });
    // A fresh site's menu is the fixed links of before.
    expect(await header.getByRole("group").count()).toBe(3);

    await header.getByRole("button", { name: "Add an item" }).click();
    const parent = header.getByRole("group", { name: "Item 4", exact: true });
    // The new item's first field has focus, so the owner can go on typing.
    expect(await parent.getByLabel("Leads to").evaluate((select) => select === document.activeElement)).toBe(true);
    await parent.getByLabel("Leads to").selectOption({ label: "Web address" });
    await parent.getByLabel("Web address").fill("https://example.org/reading");
    await parent.getByLabel("Label in Chinese").fill("更多阅读");
    await parent.getByLabel("Label in English").fill("More reading");

    await header.getByRole("button", { name: "Add an item" }).click();
    const child = header.getByRole("group", { name: "Item 5", exact: true });
    await child.getByLabel("Leads to").selectOption({ label: "Article" });
    const article = child.getByLabel("Article", { exact: true });
    // One a visitor can read: the menu leaves out an article that is not public.
    const published = (await (await fetch(`${app.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ articles(limit: 1) { items { id } } }" }) })).json()) as {
      data: { articles: { items: { id: number }[] } };
    };
    await article.selectOption({ value: String(published.data.articles.items[0]!.id) });
    await child.getByLabel("Label in Chinese").fill("最新文章");
    await child.getByLabel("Label in English").fill("Latest post");
    await child.getByRole("button", { name: "Nest under the item above" }).click();
    const nested = header.getByRole("group", { name: "Item 4.1, under the item above", exact: true });
    expect(await nested.getByLabel("Label in English").inputValue()).toBe("Latest post");

    // Alt+↑ in the item's field moves it, with the item under it, above Guestbook; a screen reader hears where it went.
    await parent.getByLabel("Label in English").focus();
    await page.keyboard.press("Alt+ArrowUp");
    const moved = header.getByRole("group", { name: "Item 3", exact: true });
    expect(await moved.getByLabel("Label in English").inputValue()).toBe("More reading");
    expect(await moved.getByLabel("Label in English").evaluate((input) => input === document.activeElement)).toBe(true);
    await page.locator("[aria-live]").filter({ hasText: "“More reading” moved to place 3 of 5." }).waitFor();
    // And by its button, from the keyboard: the focus stays on the item that moved, on Move up once it is last.
    await header.getByRole("group", { name: "Item 4", exact: true }).getByRole("button", { name: "Move up" }).focus();
    await page.keyboard.press("Enter");
    expect(await header.getByRole("group", { name: "Item 3", exact: true }).getByLabel("Label in English").inputValue()).toBe("Guestbook");
    await header.getByRole("group", { name: "Item 3", exact: true }).getByRole("button", { name: "Move down" }).focus();
    await page.keyboard.press("Enter");
    expect(await header.getByRole("group", { name: "Item 3", exact: true }).getByLabel("Label in English").inputValue()).toBe("More reading");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Move up");

    await header.getByRole("button", { name: "Save the Header menu" }).click();
    await expectToast(page, "Header menu saved");

    const html = await firstHtml("/en/");
    // The button, then its list (the item's own link first), hidden until opened.
    const nav = /<nav aria-label="Main">(.*?)<\/nav>/s.exec(html)![1]!;
    expect([...nav.matchAll(/>([^<>]+)<(?:\/a|\/button|svg)/g)].map((match) => match[1])).toEqual(["Home", "About", "More reading", "More reading", "Latest post", "Guestbook"]);
    expect(nav).toMatch(/<button type="button" class="site-menu-button" aria-expanded="false" aria-controls="([^"]+)">More reading.*<ul id="\1" class="site-submenu" hidden="">/s);
    expect(nav).toContain(`<a href="https://example.org/reading" rel="noopener">More reading</a>`);
    expect(nav).toMatch(/href="\/en\/posts\/[^"]+"[^>]*>Latest post<\/a>/);

    const zh = await firstHtml("/zh/");
    expect(/<nav aria-label="主导航">(.*?)<\/nav>/s.exec(zh)![1]).toMatch(/首页.*关于.*更多阅读.*最新文章.*留言板/s);
  });

  for (const width of [1280, 375]) {
    it(`opens for a signed-out visitor from the keyboard, and closes with Escape back on its button, ${width} px wide`, async () => {
      const visitor = await openPage(browser, { width });
      try {
        await visitor.page.goto(`${app.url}/en/about`);
        await waitForHydration(visitor.page);
        const button = visitor.page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "More reading" });
        const list = visitor.page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
        expect(await list.isVisible()).toBe(false);
        await button.focus();
        await visitor.page.keyboard.press("Enter");
        expect(await button.getAttribute("aria-expanded")).toBe("true");
        await list.waitFor();
        const box = (await list.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await visitor.page.keyboard.press("Tab");
        expect(await visitor.page.evaluate(() => document.activeElement?.textContent)).toBe("More reading");
        await visitor.page.keyboard.press("Tab");
        expect(await visitor.page.evaluate(() => document.activeElement?.textContent)).toBe("Latest post");
        await visitor.page.keyboard.press("Escape");
        await list.waitFor({ state: "hidden" });
        expect(await button.getAttribute("aria-expanded")).toBe("false");
        expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

        // The page a link leads to is marked as the current one.
        await visitor.page.keyboard.press("Enter");
        await list.getByRole("link", { name: "Latest post" }).click();
        await visitor.page.waitForURL(/\/en\/posts\//);
        await list.waitFor({ state: "hidden" });
        expect(await list.locator("a", { hasText: "Latest post" }).getAttribute("aria-current")).toBe("page");
        expect(visitor.errors).toEqual([]);
      } finally {
        await visitor.context.close();
      }
    });
  }
});
