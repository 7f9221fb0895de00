import { describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { expectToast, gqlData, requestsSeen } from "./admin-helpers";

let app: RunningApp, browser: Browser, page: Page, context: BrowserContext, errors: string[];

// A server of its own: it renames and reorders seeded columns and articles, and counts them.
useBrowserApp((started) => ({ app, browser, page, context, errors } = started), { signIn: "direct", ownServer: true });

interface Row {
  id: number;
  sid: number;
  isShow: boolean;
  isSelect: boolean;
}

const columns = async () =>
  (await gqlData<{ columns: (Row & { name: string })[] }>(context, app.url, "{ columns(includeHidden: true) { id sid name isShow isSelect } }"))
    .columns;
const column = async (id: number) => (await columns()).find((c) => c.id === id)!;

/** Counts the GraphQL requests whose operation name matches, to prove that something was not sent. */
function countRequests(operation: RegExp): { count(): number } {
  let count = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/graphql") && operation.test(request.postData() ?? "")) count++;
  });
  return { count: () => count };
}

async function editSid(rowName: string, value: string) {
  await page.getByRole("button", { name: new RegExp(`^Edit sort order of ${rowName}:`) }).click();
  const field = page.getByRole("textbox", { name: `sort order of ${rowName}` });
  await field.fill(value);
  await field.press("Enter");
}

describe("column management", () => {
  it("lists every column with the sid column 80 wide and names that open the content", async () => {
    await page.goto(`${app.url}/nav`);
    await page.getByRole("link", { name: "文章 Articles" }).waitFor();
    const width = await page.locator("thead th.col-sid").evaluate((th) => th.getBoundingClientRect().width);
    expect(Math.round(width)).toBe(80);
    expect(await page.getByRole("link", { name: "文章 Articles" }).getAttribute("href")).toBe("/navDetail?id=2");
    expect(await page.locator("tbody tr").count()).toBe(3);
  });

  it("sends the sid only when it changed, and the list reloads in the new order", async () => {
    const sent = countRequests(/AdminSetColumnSortOrder/);
    await editSid("名言 Classics", "3");
    await page.getByRole("button", { name: /^Edit sort order of 名言 Classics: 3$/ }).waitFor();
    await requestsSeen(page);
    expect(sent.count()).toBe(0);

    await editSid("名言 Classics", "0");
    await expect.poll(async () => (await column(3)).sid).toBe(0);
    expect(sent.count()).toBe(1);
    // Reloaded, sorted by sid: Classics now comes first.
    await expect.poll(() => page.locator("tbody tr").first().textContent()).toContain("名言 Classics");
  });

  it("cancels a sid edit with Escape", async () => {
    await page.getByRole("button", { name: /^Edit sort order of 文章 Articles:/ }).click();
    const field = page.getByRole("textbox", { name: "sort order of 文章 Articles" });
    await field.fill("99");
    await field.press("Escape");
    await page.getByRole("button", { name: /^Edit sort order of 文章 Articles: 2$/ }).waitFor();
    expect((await column(2)).sid).toBe(2);
  });

  it("hides and shows a column with the switch", async () => {
    const toggle = page.getByRole("switch", { name: "show 名言 Classics" });
    await toggle.click();
    await expect.poll(async () => (await column(3)).isShow).toBe(false);
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");
    await toggle.click();
    await expect.poll(async () => (await column(3)).isShow).toBe(true);
  });

  it("takes a hidden article column off the visitor's home page and RSS, and brings it back when shown", async () => {
    const { homeArticles } = await gqlData<{ homeArticles: { items: { slug: string }[] } }>(context, app.url, "{ homeArticles(limit: 1) { items { slug } } }");
    const permalink = `/posts/${encodeURIComponent(homeArticles.items[0].slug)}`;
    const visitor = await browser.newContext();
    const seen = async (path: string) => (await (await visitor.request.get(`${app.url}${path}`)).text()).includes(permalink);
    expect(await seen("/")).toBe(true);

    const toggle = page.getByRole("switch", { name: "show 文章 Articles" });
    await toggle.click();
    await expect.poll(async () => (await column(2)).isShow).toBe(false);
    await expect.poll(() => seen("/"), { timeout: 10_000 }).toBe(false);
    expect(await seen("/rss.xml")).toBe(false);

    await toggle.click();
    await expect.poll(async () => (await column(2)).isShow).toBe(true);
    await expect.poll(() => seen("/"), { timeout: 10_000 }).toBe(true);
    expect(await seen("/rss.xml")).toBe(true);
    await visitor.close();
  });

  // The select-all box of the same table (AdminTable) ticks rows on screen only and saves nothing:
  // web/src/features/admin/links/links-page.test.tsx.
  it("saves a row's tick", async () => {
    await page.getByRole("checkbox", { name: "select 文章 Articles" }).click();
    await expect.poll(async () => (await column(2)).isSelect).toBe(true);
    expect((await columns()).filter((c) => c.isSelect).map((c) => c.id)).toEqual([2]);
  });

  it("explains an impossible sort order instead of sending it", async () => {
    const sent = countRequests(/AdminSetColumnSortOrder/);
    await editSid("文章 Articles", "1000000");
    await expectToast(page, "whole number from 0 to 999999");
    await requestsSeen(page);
    expect(sent.count()).toBe(0);
    expect((await column(2)).sid).toBe(2);
  });
});

const articles = async (offset = 0) =>
  (
    await gqlData<{ articles: { total: number; items: (Row & { title: string; summary: string })[] } }>(
      context,
      app.url,
      "query($offset: Int!) { articles(columnId: 2, includeHidden: true, offset: $offset, limit: 10) { total items { id sid title summary isShow isSelect } } }",
      { offset },
    )
  ).articles;
const sentences = async (columnId: number, offset = 0) =>
  (
    await gqlData<{ dailySentences: { total: number; items: (Row & { cn: string; en: string })[] } }>(
      context,
      app.url,
      "query($columnId: Int!, $offset: Int!) { dailySentences(columnId: $columnId, includeHidden: true, offset: $offset, limit: 10) { total items { id sid cn en isShow isSelect } } }",
      { columnId, offset },
    )
  ).dailySentences;

const pageButton = (n: number) => page.getByRole("button", { name: `Page ${n}`, exact: true });
const bodyRows = () => page.locator("tbody tr");

describe("an article column", () => {
  it("shows ten rows a page with the first page active, and pages on the server", async () => {
    const api = await articles();
    await page.goto(`${app.url}/navDetail?id=2`);
    await page.getByRole("heading", { level: 2, name: "文章 Articles" }).waitFor();
    await expect.poll(() => bodyRows().count()).toBe(10);
    expect(await pageButton(1).getAttribute("aria-current")).toBe("page");
    await page.getByText(`${api.total} rows · page 1 of 2`).waitFor();

    const secondPage = page.waitForRequest((r) => r.postData()?.includes('"offset":10') === true);
    await pageButton(2).click();
    await secondPage;
    await page.waitForURL(/page=2/);
    await expect.poll(() => bodyRows().count()).toBe(api.total - 10);
    expect(await pageButton(2).getAttribute("aria-current")).toBe("page");
    const second = await articles(10);
    await page.getByText(second.items[0].title, { exact: true }).waitFor();

    await page.getByRole("button", { name: "Previous" }).click();
    await expect.poll(() => bodyRows().count()).toBe(10);
  });

  it("edits an article's sid, title and summary inline", async () => {
    const [first] = (await articles()).items;
    await editSid(first.title, "40");
    await expect.poll(async () => (await articles(10)).items.find((a) => a.id === first.id)?.sid).toBe(40);

    await page.goto(`${app.url}/navDetail?id=2&page=2`);
    const title = page.getByRole("button", { name: new RegExp(`^Edit title of article ${first.id}:`) });
    await title.click();
    await page.getByRole("textbox", { name: `title of article ${first.id}` }).fill("A renamed article");
    // Leaving the field saves too.
    await page.getByRole("heading", { level: 2 }).click();
    await expect.poll(async () => (await articles(10)).items.find((a) => a.id === first.id)?.title).toBe("A renamed article");

    await page.getByRole("button", { name: new RegExp(`^Edit summary of article ${first.id}:`) }).click();
    const summary = page.getByRole("textbox", { name: `summary of article ${first.id}` });
    await summary.fill("A new summary.");
    await summary.press("Enter");
    await expect.poll(async () => (await articles(10)).items.find((a) => a.id === first.id)?.summary).toBe("A new summary.");
    await page.getByText("A new summary.", { exact: true }).waitFor();
  });

  it("shows the server's message when it refuses an edit, and keeps the saved text", async () => {
    const [first] = (await articles()).items;
    await page.goto(`${app.url}/navDetail?id=2`);
    await page.getByRole("button", { name: new RegExp(`^Edit title of article ${first.id}:`) }).click();
    const title = page.getByRole("textbox", { name: `title of article ${first.id}` });
    await title.fill("   ");
    await title.press("Enter");
    await expectToast(page, "title must not be blank");
    expect((await articles()).items[0].title).toBe(first.title);
    await page.getByRole("button", { name: new RegExp(`^Edit title of article ${first.id}:`) }).waitFor();
  });

  it("hides an article with its switch, and the public site stops listing it", async () => {
    const target = (await articles()).items[0];
    await page.goto(`${app.url}/navDetail?id=2`);
    await page.getByRole("switch", { name: `show ${target.title}` }).click();
    await expect.poll(async () => (await articles()).items.find((a) => a.id === target.id)?.isShow).toBe(false);

    const visitor = await browser.newContext();
    const home = await visitor.newPage();
    await home.goto(`${app.url}/`);
    await home.getByRole("heading", { name: "Articles", exact: true }).waitFor();
    await home.locator(".article-item").first().waitFor();
    expect(await home.getByRole("link", { name: target.title, exact: true }).count()).toBe(0);
    await visitor.close();

    await page.getByRole("switch", { name: `show ${target.title}` }).click();
    await expect.poll(async () => (await articles()).items.find((a) => a.id === target.id)?.isShow).toBe(true);
  });

  it("sends a row's tick, but the select-all box sends nothing", async () => {
    const target = (await articles()).items[1];
    await page.getByRole("checkbox", { name: `select ${target.title}` }).click();
    await expect.poll(async () => (await articles()).items.find((a) => a.id === target.id)?.isSelect).toBe(true);

    const sent = countRequests(/AdminSetArticleSelected/);
    await page.getByRole("checkbox", { name: "select all rows on this page" }).click();
    await expect.poll(() => page.locator("tbody input[type=checkbox]:checked").count()).toBe(10);
    await requestsSeen(page);
    expect(sent.count()).toBe(0);
    expect((await articles()).items.filter((a) => a.isSelect)).toHaveLength(1);
  });
});

describe("a daily sentence column", () => {
  it("pages through the sentences ten at a time", async () => {
    const api = await sentences(1);
    expect(api.total).toBeGreaterThan(10);
    await page.goto(`${app.url}/navDetail?id=1`);
    await page.getByRole("heading", { level: 2, name: "每日一句 Daily sentences" }).waitFor();
    await expect.poll(() => bodyRows().count()).toBe(10);
    expect(await page.getByRole("columnheader", { name: "Chinese" }).count()).toBe(1);
    expect(await pageButton(1).getAttribute("aria-current")).toBe("page");
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => bodyRows().count()).toBe(api.total - 10);
    const second = await sentences(1, 10);
    await page.getByText(second.items[0].en, { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
  });

  it("edits a sentence's sid, Chinese and English text, shows and ticks it", async () => {
    await page.goto(`${app.url}/navDetail?id=3`);
    const [first] = (await sentences(3)).items;
    const find = async () => (await sentences(3)).items.find((s) => s.id === first.id) ?? (await sentences(3, 10)).items.find((s) => s.id === first.id);

    await page.getByRole("button", { name: new RegExp(`^Edit Chinese text of sentence ${first.id}:`) }).click();
    const cn = page.getByRole("textbox", { name: `Chinese text of sentence ${first.id}` });
    await cn.fill("学无止境。");
    await cn.press("Enter");
    await expect.poll(async () => (await find())?.cn).toBe("学无止境。");

    await page.getByRole("button", { name: new RegExp(`^Edit English text of sentence ${first.id}:`) }).click();
    const en = page.getByRole("textbox", { name: `English text of sentence ${first.id}` });
    await en.fill("There is no end to learning.");
    await en.press("Enter");
    await expect.poll(async () => (await find())?.en).toBe("There is no end to learning.");

    await page.getByRole("switch", { name: `show sentence ${first.id}` }).click();
    await expect.poll(async () => (await find())?.isShow).toBe(!first.isShow);

    await page.getByRole("checkbox", { name: `select sentence ${first.id}` }).click();
    await expect.poll(async () => (await find())?.isSelect).toBe(true);

    await editSid(`sentence ${first.id}`, "77");
    await expect.poll(async () => (await find())?.sid).toBe(77);
    expect(errors).toEqual([]);
  });
});
