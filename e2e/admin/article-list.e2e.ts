import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import type { RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { expectToast, gqlData } from "./admin-helpers";

let app: RunningApp, page: Page, context: BrowserContext;
// A server of its own: it publishes every draft it ticks, and counts the drafts.
useBrowserApp((started) => ({ app, page, context } = started), { signIn: "direct", ownServer: true });

const rowTitles = () => page.locator(".content-table tbody tr .article-title").allTextContents();

describe("the back-office article list", () => {
  it("filters drafts, publishes the ticked ones in one go, and searches titles", async () => {
    for (const title of ["List draft one", "List draft two"]) {
      await gqlData(context, app.url, `mutation($title: String!) { createArticle(input: { columnId: 2, title: $title }) { id } }`, { title });
    }
    await page.goto(`${app.url}/navDetail?id=2`);
    await page.locator(".content-table tbody tr").first().waitFor();

    await page.getByRole("search", { name: "Filter the articles" }).getByRole("combobox").first().selectOption("DRAFT");
    await expect.poll(async () => (await rowTitles()).sort()).toEqual(["List draft one", "List draft two"]);

    await page.getByRole("checkbox", { name: "select all rows on this page" }).check();
    const bulk = page.getByRole("group", { name: "Ticked articles" });
    await bulk.getByText("2 articles ticked").waitFor();
    await bulk.getByRole("button", { name: "Publish", exact: true }).click();
    await expectToast(page, "2 articles published.");
    await page.getByText("No articles match these filters.").waitFor();

    await page.getByRole("search", { name: "Filter the articles" }).getByRole("combobox").first().selectOption("");
    await page.getByRole("searchbox", { name: "Search titles" }).fill("draft two");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(rowTitles).toEqual(["List draft two"]);
  });
});
