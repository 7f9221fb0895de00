import { describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { CAPTCHA_TEXT, openPage, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { gqlData } from "./admin-helpers";

let app: RunningApp, browser: Browser, page: Page, context: BrowserContext, errors: string[];
// A server of its own: it reads the dashboard's totals and top articles, which every other file's visits change.
useBrowserApp((started) => ({ app, browser, page, context, errors } = started), { signIn: "direct", ownServer: true });

interface Listed {
  articles: { items: { id: number; title: string; slug: string }[] };
}

/** Today's article views as the dashboard counts them. */
async function viewsToday(): Promise<number> {
  const { dashboard } = await gqlData<{ dashboard: { viewsByDay: { views: number }[] } }>(context, app.url, "{ dashboard { viewsByDay { views } } }");
  return dashboard.viewsByDay.at(-1)!.views;
}

describe("the console's dashboard", () => {
  it("charts a visitor's view as today's, and links its lists to where they are handled", async () => {
    const { articles } = await gqlData<Listed>(context, app.url, "{ articles(limit: 1, orderBy: PUBLISHED_AT, direction: DESC) { items { id title slug } } }");
    const [article] = articles.items;
    const before = await viewsToday();

    // A visitor, in a browser of their own, reads the article and leaves a message for the guestbook.
    const visitor = await openPage(browser);
    await visitor.page.goto(`${app.url}/posts/${encodeURIComponent(article.slug)}`);
    await visitor.page.getByRole("heading", { level: 1, name: article.title }).waitFor();
    await expect.poll(viewsToday, { timeout: 10_000 }).toBe(before + 1);
    const { captcha } = await gqlData<{ captcha: { id: string } }>(visitor.context, app.url, "{ captcha { id } }");
    await gqlData(visitor.context, app.url, "mutation($input: PostMessageInput!) { postMessage(input: $input) { id } }", {
      input: { name: "Dashboard visitor", text: "Hello from the dashboard test", captcha: CAPTCHA_TEXT, captchaId: captcha.id },
    });
    await visitor.context.close();

    await page.goto(`${app.url}/system`);
    const chart = page.getByRole("img", { name: /^Views per day, last 30 days: / });
    await chart.waitFor();
    expect(await chart.getAttribute("aria-label")).toContain(`${before + 1} view${before + 1 === 1 ? "" : "s"} today`);
    expect(await chart.locator("rect.views-chart-bar").count()).toBe(30);
    const today = chart.locator("rect.views-chart-today");
    expect(await today.getAttribute("data-views")).toBe(String(before + 1));
    expect((await today.boundingBox())!.height).toBeGreaterThan(0);
    // The system information stays below it.
    await page.getByRole("heading", { name: "System information" }).waitFor();

    // The message waiting for approval opens the messages page filtered to those.
    const messages = page.getByRole("region", { name: "Messages waiting" });
    await messages.getByRole("link", { name: "Dashboard visitor" }).click();
    await page.waitForURL(/\/message\?status=pending$/);
    await page.getByText("Hello from the dashboard test").waitFor();

    // The article read most opens in the editor.
    await page.goto(`${app.url}/system`);
    await page.getByRole("region", { name: "Top articles" }).getByRole("link", { name: article.title }).click();
    await page.waitForURL(new RegExp(`/articleEdit\\?id=${article.id}$`));
    await expect.poll(() => page.getByRole("textbox", { name: "Title", exact: true }).inputValue(), { timeout: 10_000 }).toBe(article.title);
    expect(errors).toEqual([]);
  });
});
