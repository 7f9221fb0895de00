import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import type { RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { expectToast } from "./admin-helpers";

const TITLE = "Closed mid-sentence";
const SLUG = "closed-mid-sentence";
const FIRST = "The first sentence is whole.";
const HALF = "The second is half writ";
const THIRD = "A third sentence, added later.";

let app: RunningApp, page: Page, context: BrowserContext, errors: string[];
let articleId: number;

useBrowserApp((started) => ({ app, page, context, errors } = started), { signIn: "direct" });

const body = (on: Page = page) => on.getByRole("textbox", { name: "Body" });
/** What a visitor gets at the permalink: the status and the page. */
async function visitorSees(): Promise<{ status: number; html: string }> {
  const answer = await fetch(`${app.url}/posts/${SLUG}`);
  return { status: answer.status, html: await answer.text() };
}

describe("the editor keeps what is written", () => {
  it("keeps the words typed just before the tab closed: reopened, the editor shows them, unpublished", async () => {
    const writer = await context.newPage();
    await writer.goto(`${app.url}/articleEdit`);
    await writer.getByRole("textbox", { name: "Title", exact: true }).fill(TITLE);
    await body(writer).click();
    await writer.keyboard.type(FIRST);
    // A pause in the typing saves: the new post becomes a draft with an address of its own.
    await writer.waitForURL(/\/articleEdit\?id=\d+$/);
    articleId = Number(new URL(writer.url()).searchParams.get("id"));
    await writer.getByText("All changes saved").waitFor();
    await writer.keyboard.type(` ${HALF}`);
    // The words are on screen, as the writer saw them when closing the tab (on a busy machine the editor may
    // still be taking the keystrokes when the last one is sent).
    await expect.poll(() => body(writer).textContent()).toBe(`${FIRST} ${HALF}`);
    await writer.close();

    await page.goto(`${app.url}/articleEdit?id=${articleId}`);
    await expect.poll(() => body().textContent(), { timeout: 10_000 }).toBe(`${FIRST} ${HALF}`);
    expect(await page.getByRole("textbox", { name: "Title", exact: true }).inputValue()).toBe(TITLE);
    await page.getByText("Draft: visitors do not see it").waitFor();
    expect((await visitorSees()).status).toBe(404);
  });

  it("keeps a published article's page as it was while it is edited, until Update", async () => {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expectToast(page, "Article published.");
    expect((await visitorSees()).html).toContain(HALF);

    await body().focus();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(` ${THIRD}`);
    await page.getByText(/^Saved at \d\d:\d\d, not live until you Update$/).waitFor();
    expect((await visitorSees()).html).not.toContain(THIRD);

    // All six of the bar's actions fit a phone, on two rows, without sideways scrolling.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const unpublish = (await page.getByRole("button", { name: "Unpublish" }).boundingBox())!;
    expect(unpublish.x + unpublish.width).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole("button", { name: "Update" }).click();
    await expectToast(page, "Article updated: visitors see the new version.");
    await page.getByText("Live and up to date").waitFor();
    expect((await visitorSees()).html).toContain(THIRD);
  });

  it("restores the version before, in two clicks from a readable comparison; Update makes it live", async () => {
    await page.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("dialog", { name: "History" });
    const revisions = history.getByRole("list", { name: "Revisions, newest first" }).getByRole("button");
    await expect.poll(() => revisions.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    // The version before the latest is picked, compared word by word with the editor's text.
    expect(await revisions.nth(1).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => history.locator(".revision-body ins").allTextContents(), { timeout: 10_000 }).toEqual([` ${THIRD}`]);
    expect(await history.locator(".revision-body del").count()).toBe(0);

    await history.getByRole("button", { name: "Restore this version" }).click();
    await history.waitFor({ state: "detached" });
    await expectToast(page, /is back in the editor\. Update makes it live\.$/);
    await expect.poll(() => body().textContent(), { timeout: 10_000 }).toBe(`${FIRST} ${HALF}`);
    // Restored into the working copy: the live page still has the third sentence until Update.
    await page.getByText(/not live until you Update$/).waitFor();
    expect((await visitorSees()).html).toContain(THIRD);

    await page.getByRole("button", { name: "Update" }).click();
    await page.getByText("Live and up to date").waitFor();
    expect((await visitorSees()).html).not.toContain(THIRD);
  });

  it("raised no errors in the page", () => {
    expect(errors).toEqual([]);
  });
});
