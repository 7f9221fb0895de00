import { describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { openPage, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";

let app: RunningApp, browser: Browser, page: Page;

useBrowserApp((started) => ({ app, browser, page } = started), { signIn: "direct" });

const ZH_TITLE = "秋天的第一杯茶";
const EN_TITLE = "The first tea of autumn";

const tabs = () => page.getByRole("navigation", { name: "Languages" });
const tab = (name: RegExp) => tabs().getByRole("button", { name });

/** A time as a datetime-local field takes it, in the browser's time zone. */
const localInput = (date: Date) => {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};

describe("an article in two languages, from the editor", () => {
  it("is written in Chinese and published, then in English and scheduled for the next day, each language with its own state", async () => {
    await page.goto(`${app.url}/articleEdit`);
    await page.getByRole("heading", { name: "New article" }).waitFor();
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(ZH_TITLE);
    await page.getByRole("textbox", { name: "Body" }).click();
    await page.keyboard.type("秋天来了，第一杯热茶。");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    // Published, the editor names the article's languages: Chinese, published; English, not written yet.
    await expect.poll(() => tab(/^Chinese/).textContent()).toBe("ChinesePublished");
    expect(await tab(/^English/).textContent()).toBe("EnglishAdd");
    const chineseUrl = page.url();

    // The English version starts as a draft from the Chinese title, in an editor of its own.
    await tab(/^English/).click();
    await page.waitForURL((url) => url.href !== chineseUrl && /\/articleEdit\?id=\d+$/.test(url.href));
    await expect.poll(() => tab(/^English/).textContent()).toBe("EnglishDraft");
    const title = page.getByRole("textbox", { name: "Title", exact: true });
    await expect.poll(() => title.inputValue()).toBe(ZH_TITLE);
    await title.fill(EN_TITLE);
    await page.getByRole("textbox", { name: "Body" }).click();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Autumn is here, and the first hot tea.");
    await page.getByLabel("Publish at").fill(localInput(new Date(Date.now() + 24 * 60 * 60 * 1000)));
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect.poll(() => tab(/^English/).textContent()).toBe("EnglishScheduled");
    expect(await tab(/^Chinese/).textContent()).toBe("ChinesePublished");

    // Until the English one's day comes, English readers get the Chinese version, with a notice.
    const visitor = await openPage(browser);
    await visitor.page.goto(`${app.url}/en/`);
    await visitor.page.locator(".article-item h3 a", { hasText: ZH_TITLE }).click();
    await visitor.page.getByRole("heading", { level: 1, name: ZH_TITLE }).waitFor();
    expect(await visitor.page.locator(".article-language-notice").textContent()).toBe("There is no English version of this article yet; here it is in Chinese.");
    expect(await visitor.page.locator(".article-item h3 a", { hasText: EN_TITLE }).count()).toBe(0);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    // Back on the Chinese version from its tab, its own text is there to edit.
    await tab(/^Chinese/).click();
    await page.waitForURL(chineseUrl);
    await expect.poll(() => page.getByRole("textbox", { name: "Title", exact: true }).inputValue()).toBe(ZH_TITLE);
  });
});
