import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { openPage, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { gqlData, signInDirectly } from "../admin/admin-helpers";
import { axeViolations } from "../axe";

let app: RunningApp, browser: Browser;

// People are held 3 seconds between opening the form and sending; the test setting lets these posts go at once
// rather than wait (production refuses the setting; the server's own tests cover the 3 seconds).
useBrowserApp((started) => ({ app, browser } = started), { env: { COMMENT_TEST_MINIMUM_MS: "0" } });

const ARTICLE = "/detail?id=2";

const hasHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe("a reader's comment, round trip", () => {
  let visitor: { page: Page; context: BrowserContext; errors: string[] };
  let owner: { page: Page; context: BrowserContext; errors: string[] };

  /** The owner approves every waiting comment from the back-office's queue, the nav saying how many wait. */
  const approveWaiting = async (count: number) => {
    const { page } = owner;
    await page.goto(`${app.url}/admin/comments`);
    const nav = page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: /^Comments/ });
    await nav.getByText(count === 1 ? "1 comment waits" : `${count} comments wait`).waitFor({ state: "attached" });
    await page.getByRole("heading", { name: `Comments (${count} waiting)` }).waitFor();
    const boxes = page.getByRole("checkbox", { name: /^Tick the comment by/ });
    for (const box of await boxes.all()) await box.check();
    await page.getByRole("group", { name: "With the ticked comments" }).getByRole("button", { name: "Approve" }).click();
    await page.getByText(count === 1 ? "1 comment approved." : `${count} comments approved.`).waitFor();
    await page.getByRole("heading", { name: "Comments (0 waiting)" }).waitFor();
  };

  /** A signed-out reader without JavaScript: what the server renders. */
  const readWithoutScript = async (path = ARTICLE) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.url}${path}`);
    return { page, context };
  };

  beforeAll(async () => {
    owner = await openPage(browser);
    await signInDirectly(owner.page, app.url);
  });

  afterAll(async () => {
    await visitor?.context.close();
    await owner?.context.close();
  });

  it("is written by a visitor on a phone, waits for approval, and shows as waiting to its author only", async () => {
    visitor = await openPage(browser, { width: 375, height: 800 });
    const { page } = visitor;
    await page.goto(`${app.url}${ARTICLE}`);
    const comments = page.getByRole("region", { name: "Comments" });
    await comments.getByText("No comments yet.").waitFor();
    await comments.getByRole("button", { name: "Write a comment" }).click();
    const form = comments.getByRole("form", { name: "Leave a comment" });
    await form.getByRole("button", { name: "Post comment" }).click();
    await form.getByText("Enter your name.").waitFor();
    await form.getByLabel("Name").fill("A. Reader");
    await form.getByLabel("Comment").fill("Thanks for **this** one.");
    await form.getByRole("button", { name: "Post comment" }).click();
    await form.getByRole("status").getByText(/waits for the author's approval/).waitFor();
    const mine = comments.getByRole("article", { name: "Comment by A. Reader" });
    await mine.getByText(/Waiting for approval/).waitFor();
    expect(await mine.locator("strong", { hasText: "this" }).count()).toBe(1);
    expect(await hasHorizontalScroll(page)).toBe(false);

    const other = await readWithoutScript();
    expect(await other.page.getByText("Thanks for").count()).toBe(0);
    await other.context.close();
    expect(visitor.errors).toEqual([]);
  });

  it("shows, once approved, under the article for a signed-out reader without JavaScript, with the count", async () => {
    await approveWaiting(1);
    const reader = await readWithoutScript();
    const comment = reader.page.getByRole("article", { name: "Comment by A. Reader" });
    await comment.getByText("Thanks for this one.").waitFor();
    expect(await comment.getByText(/Waiting for approval/).count()).toBe(0);
    await reader.page.getByRole("heading", { name: "1 comment" }).waitFor();
    await reader.page.getByRole("link", { name: "1 comment" }).waitFor();
    await reader.context.close();
  });

  it("takes a reply, which nests under the comment it answers", async () => {
    const { page } = visitor;
    await page.reload();
    const parent = page.getByRole("article", { name: "Comment by A. Reader" });
    await parent.getByRole("button", { name: "Reply to A. Reader" }).click();
    const form = parent.getByRole("form", { name: "Reply to A. Reader" });
    await form.getByLabel("Name").fill("B. Reader");
    await form.getByLabel("Comment").fill("Same here.");
    await form.getByRole("button", { name: "Post reply" }).click();
    await form.getByRole("status").getByText(/waits for the author's approval/).waitFor();
    await approveWaiting(1);

    const reader = await readWithoutScript();
    const parentItem = reader.page.locator("li", { has: reader.page.getByRole("article", { name: "Comment by A. Reader" }) });
    await parentItem.locator("ol li").getByRole("article", { name: "Comment by B. Reader" }).waitFor();
    await reader.page.getByRole("heading", { name: "2 comments" }).waitFor();
    await reader.context.close();
  });

  it("lets a visitor change and delete their comment while its window is open, and ask for their comments to be removed", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${app.url}${ARTICLE}`);
    const comments = page.getByRole("region", { name: /comment/i });
    await comments.getByRole("button", { name: "Write a comment" }).click();
    const form = comments.getByRole("form", { name: "Leave a comment" });
    await form.getByLabel("Name").fill("C. Reader");
    await form.getByLabel("Comment").fill("A first draft with a tpyo.");
    await form.getByRole("button", { name: "Post comment" }).click();
    await form.getByRole("status").getByText(/waits for the author's approval/).waitFor();
    await form.getByRole("button", { name: "Cancel" }).click();

    // The text comes back as written (Markdown), in the same form; saved, the thread shows the new text.
    const mine = comments.getByRole("article", { name: "Comment by C. Reader" });
    await mine.getByRole("button", { name: "Edit", exact: true }).click();
    const edit = mine.getByRole("form", { name: "Edit your comment" });
    const text = edit.getByLabel("Comment");
    expect(await text.inputValue()).toBe("A first draft with a tpyo.");
    await text.fill("A first draft, **fixed**.");
    await edit.getByRole("button", { name: "Save" }).click();
    await mine.locator("strong", { hasText: "fixed" }).waitFor();
    await mine.getByText(/Waiting for approval/).waitFor();
    await comments.getByText(/^Your comment is saved\. It waits/).waitFor();
    await expect.poll(() => mine.getByRole("button", { name: "Edit", exact: true }).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await mine.getByRole("button", { name: "Delete", exact: true }).click();
    await mine.getByRole("group", { name: /^Delete this comment\?/ }).getByRole("button", { name: "Delete comment" }).click();
    await comments.getByText("Your comment is deleted.").waitFor();
    expect(await mine.count()).toBe(0);
    await page.reload();
    await comments.getByRole("button", { name: "Write a comment" }).waitFor();
    expect(await comments.getByText("A first draft").count()).toBe(0);

    await comments.getByRole("button", { name: "Ask to remove my comments" }).click();
    const removal = comments.getByRole("form", { name: "Remove my comments" });
    await removal.getByRole("textbox", { name: "Your e-mail address" }).fill("c.reader@example.org");
    await removal.getByRole("button", { name: "Send request" }).click();
    await removal.getByRole("status").getByText(/^Request received\. Open the link we mailed to c\.reader@example\.org/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ["en", "/en", "Write a comment", "Leave a comment", "Name", "Comment", /E-mail/, "Post comment", "This site does not take comments from you."],
    ["zh", "/zh", "写评论", "发表评论", "名字", "评论", /电子邮箱/, "发表评论", "本站不再接受你的评论。"],
  ])("says why a comment is refused, in the reader's language (%s)", async (_locale, prefix, open, heading, name, body, email, send, refusal) => {
    await gqlData(owner.context, app.url, "mutation($email: String!) { blockCommentEmail(email: $email) { id } }", { email: `blocked-${_locale}@example.org` });
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${app.url}${prefix}${ARTICLE}`);
    await page.getByRole("button", { name: open }).click();
    const form = page.getByRole("form", { name: heading });
    await form.getByLabel(name, { exact: true }).fill("Eve");
    await form.getByRole("textbox", { name: email }).fill(`blocked-${_locale}@example.org`);
    await form.getByLabel(body, { exact: true }).fill("Let me in.");
    await form.getByRole("button", { name: send }).click();
    await form.getByRole("alert").getByText(refusal).waitFor();
    expect(errors.filter((error) => !error.includes("/graphql"))).toEqual([]);
    await context.close();
  });

  it("leaves axe nothing to report on the moderation page", async () => {
    const { page } = owner;
    await page.goto(`${app.url}/admin/comments?state=approved`);
    await page.getByRole("checkbox", { name: "Tick the comment by A. Reader" }).waitFor();
    await page.getByRole("button", { name: "Reply to A. Reader" }).click();
    await page.getByRole("textbox", { name: "Reply to A. Reader" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each(["light", "dark"] as const)("leaves axe nothing to report on the article with its thread (%s theme)", async (colorScheme) => {
    const { page, context } = await openPage(browser);
    await page.emulateMedia({ colorScheme });
    await page.goto(`${app.url}${ARTICLE}`);
    await page.getByRole("article", { name: "Comment by B. Reader" }).waitFor();
    await page.getByRole("button", { name: "Write a comment" }).click();
    await page.getByRole("form", { name: "Leave a comment" }).getByLabel("Name").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
