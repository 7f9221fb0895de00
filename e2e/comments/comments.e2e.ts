import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { openPage, waitForHydration, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { gqlData, signInDirectly } from "../admin/admin-helpers";
import { axeViolations } from "../axe";

let app: RunningApp, browser: Browser;

// People are held 3 seconds between opening the form and sending; the test setting lets these posts go at once
// rather than wait (production refuses the setting; the server's own tests cover the 3 seconds).
useBrowserApp((started) => ({ app, browser } = started), { env: { COMMENT_TEST_MINIMUM_MS: "0" } });

const ARTICLE = "/detail?id=2";

/**
 * What a reader and the owner see, in each language. The English pass comments on an English article at its
 * plain address, with the owner's back-office in English; the Chinese pass on a Chinese article under /zh/,
 * with the owner's back-office switched to Chinese.
 */
interface Words {
  locale: "en" | "zh";
  /** The article the pass comments on, and the owner's back-office language (setMyLanguage). */
  article: string;
  ownerLanguage: "EN" | "ZH";
  /** The commenter and the one who replies. */
  reader: string;
  replier: string;
  comment: { typed: string; shown: string; strong: string };
  reply: string;
  section: string;
  empty: string;
  open: string;
  form: string;
  name: string;
  body: string;
  email: RegExp;
  submit: string;
  nameMissing: string;
  posted: RegExp;
  waiting: RegExp;
  by(name: string): string;
  count(n: number): string;
  replyTo(name: string): string;
  submitReply: string;
  refusal: string;
  admin: {
    nav: string;
    comments: RegExp;
    waits(n: number): string;
    title(n: number): string;
    tick: RegExp;
    bulk: string;
    approve: string;
    approved(n: number): string;
    replyTo(name: string): string;
  };
}

const EN: Words = {
  locale: "en",
  article: ARTICLE,
  ownerLanguage: "EN",
  reader: "A. Reader",
  replier: "B. Reader",
  comment: { typed: "Thanks for **this** one.", shown: "Thanks for this one.", strong: "this" },
  reply: "Same here.",
  section: "Comments",
  empty: "No comments yet.",
  open: "Write a comment",
  form: "Leave a comment",
  name: "Name",
  body: "Comment",
  email: /E-mail/,
  submit: "Post comment",
  nameMissing: "Enter your name.",
  posted: /waits for the author's approval/,
  waiting: /Waiting for approval/,
  by: (name) => `Comment by ${name}`,
  count: (n) => (n === 1 ? "1 comment" : `${n} comments`),
  replyTo: (name) => `Reply to ${name}`,
  submitReply: "Post reply",
  refusal: "This site does not take comments from you.",
  admin: {
    nav: "Back-office",
    comments: /^Comments/,
    waits: (n) => (n === 1 ? "1 comment waits" : `${n} comments wait`),
    title: (n) => `Comments (${n} waiting)`,
    tick: /^Tick the comment by/,
    bulk: "With the ticked comments",
    approve: "Approve",
    approved: (n) => (n === 1 ? "1 comment approved." : `${n} comments approved.`),
    replyTo: (name) => `Reply to ${name}`,
  },
};

const ZH: Words = {
  locale: "zh",
  article: "/zh/detail?id=13",
  ownerLanguage: "ZH",
  reader: "读者甲",
  replier: "读者乙",
  comment: { typed: "谢谢分享，**很有用**。", shown: "谢谢分享，很有用。", strong: "很有用" },
  reply: "我也这么觉得。",
  section: "评论",
  empty: "还没有评论",
  open: "写评论",
  form: "发表评论",
  name: "名字",
  body: "评论",
  email: /电子邮箱/,
  submit: "发表评论",
  nameMissing: "请填写你的名字。",
  posted: /正在等待作者审核/,
  waiting: /等待审核/,
  by: (name) => `${name} 的评论`,
  count: (n) => `${n} 条评论`,
  replyTo: (name) => `回复 ${name}`,
  submitReply: "发表回复",
  refusal: "本站不再接受你的评论。",
  admin: {
    nav: "后台",
    comments: /^评论管理/,
    waits: (n) => `${n} 条评论待审核`,
    title: (n) => `评论管理（${n} 条待审核）`,
    tick: /^勾选 .+ 的评论$/,
    bulk: "对勾选的评论",
    approve: "通过",
    approved: (n) => `已通过 ${n} 条评论。`,
    replyTo: (name) => `回复 ${name}`,
  },
};

const hasHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

let owner: { page: Page; context: BrowserContext; errors: string[] };

beforeAll(async () => {
  owner = await openPage(browser);
  await signInDirectly(owner.page, app.url);
});

afterAll(() => owner?.context.close());

/** A signed-out reader without JavaScript: what the server renders. */
const readWithoutScript = async (path: string) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${app.url}${path}`);
  return { page, context };
};

// The same round trip in each language, on one server and one browser; the English pass also checks the parts
// that do not depend on the language (Markdown, no sideways scrolling on a phone, nothing shown to others, the
// moderation page's accessibility).
describe.each([EN, ZH])("a reader's comment, round trip ($locale)", (words) => {
  let visitor: { page: Page; context: BrowserContext; errors: string[] };
  const { admin } = words;

  /** The owner approves every waiting comment from the back-office's queue, the nav saying how many wait. */
  const approveWaiting = async (count: number) => {
    const { page } = owner;
    await page.goto(`${app.url}/admin/comments`);
    const nav = page.getByRole("navigation", { name: admin.nav }).getByRole("link", { name: admin.comments });
    await nav.getByText(admin.waits(count)).waitFor({ state: "attached" });
    await page.getByRole("heading", { name: admin.title(count) }).waitFor();
    // The heading's count may come before the rows it counts.
    const boxes = page.getByRole("checkbox", { name: admin.tick });
    await expect.poll(() => boxes.count()).toBe(count);
    for (const box of await boxes.all()) await box.check();
    await page.getByRole("group", { name: admin.bulk }).getByRole("button", { name: admin.approve, exact: true }).click();
    await page.getByText(admin.approved(count)).waitFor();
    await page.getByRole("heading", { name: admin.title(0) }).waitFor();
  };

  beforeAll(async () => {
    await gqlData(owner.context, app.url, `mutation { setMyLanguage(language: ${words.ownerLanguage}) { id } }`);
  });

  afterAll(() => visitor?.context.close());

  it("is written by a visitor on a phone, waits for approval, and shows as waiting to its author only", async () => {
    visitor = await openPage(browser, { width: 375, height: 800 });
    const { page } = visitor;
    await page.goto(`${app.url}${words.article}`);
    await waitForHydration(page);
    const comments = page.getByRole("region", { name: words.section });
    await comments.getByText(words.empty).waitFor();
    await comments.getByRole("button", { name: words.open }).click();
    const form = comments.getByRole("form", { name: words.form });
    await form.getByRole("button", { name: words.submit }).click();
    await form.getByText(words.nameMissing).waitFor();
    await form.getByLabel(words.name, { exact: true }).fill(words.reader);
    await form.getByLabel(words.body, { exact: true }).fill(words.comment.typed);
    await form.getByRole("button", { name: words.submit }).click();
    await form.getByRole("status").getByText(words.posted).waitFor();
    const mine = comments.getByRole("article", { name: words.by(words.reader) });
    await mine.getByText(words.waiting).waitFor();
    // The body of a comment just posted goes in through the browser's sanitiser, which a first visit fetches once
    // the reader starts on the form: on a slow line it may still be on its way.
    await mine.locator("strong", { hasText: words.comment.strong }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);

    const other = await readWithoutScript(words.article);
    expect(await other.page.getByText(words.comment.shown).count()).toBe(0);
    await other.context.close();
    expect(visitor.errors).toEqual([]);
  });

  it("shows, once approved from the queue, under the article for a signed-out reader without JavaScript, with the count", async () => {
    await approveWaiting(1);
    const reader = await readWithoutScript(words.article);
    const comment = reader.page.getByRole("article", { name: words.by(words.reader) });
    await comment.getByText(words.comment.shown).waitFor();
    expect(await comment.getByText(words.waiting).count()).toBe(0);
    await reader.page.getByRole("heading", { name: words.count(1) }).waitFor();
    await reader.page.getByRole("link", { name: words.count(1) }).waitFor();
    await reader.context.close();
  });

  it("takes a reply, which nests under the comment it answers", async () => {
    const { page } = visitor;
    await page.reload();
    await waitForHydration(page);
    const parent = page.getByRole("article", { name: words.by(words.reader) });
    await parent.getByRole("button", { name: words.replyTo(words.reader) }).click();
    const form = parent.getByRole("form", { name: words.replyTo(words.reader) });
    await form.getByLabel(words.name, { exact: true }).fill(words.replier);
    await form.getByLabel(words.body, { exact: true }).fill(words.reply);
    await form.getByRole("button", { name: words.submitReply }).click();
    await form.getByRole("status").getByText(words.posted).waitFor();
    await approveWaiting(1);

    const reader = await readWithoutScript(words.article);
    const parentItem = reader.page.locator("li", { has: reader.page.getByRole("article", { name: words.by(words.reader) }) });
    await parentItem.locator("ol li").getByRole("article", { name: words.by(words.replier) }).waitFor();
    await reader.page.getByRole("heading", { name: words.count(2) }).waitFor();
    await reader.context.close();
  });

  it("says why a comment is refused, in the reader's language", async () => {
    const blocked = `blocked-${words.locale}@example.org`;
    await gqlData(owner.context, app.url, "mutation($email: String!) { blockCommentEmail(email: $email) { id } }", { email: blocked });
    const { page } = visitor;
    await page.getByRole("button", { name: words.open, exact: true }).click();
    const form = page.getByRole("form", { name: words.form, exact: true });
    await form.getByLabel(words.name, { exact: true }).fill("Eve");
    await form.getByRole("textbox", { name: words.email }).fill(blocked);
    await form.getByLabel(words.body, { exact: true }).fill("Let me in.");
    await form.getByRole("button", { name: words.submit }).click();
    await form.getByRole("alert").getByText(words.refusal).waitFor();
    expect(visitor.errors.filter((error) => !error.includes("/graphql"))).toEqual([]);
  });

  // Once, in English: in Chinese the moderation page is the same elements with other words, which the catalogs'
  // test holds complete. The article's page is checked in both: it is what readers of each language get.
  if (words.locale === "en") {
    it("leaves axe nothing to report on the moderation page", async () => {
      const { page } = owner;
      await page.goto(`${app.url}/admin/comments?state=approved`);
      await page.getByRole("checkbox", { name: admin.tick }).first().waitFor();
      await page.getByRole("button", { name: admin.replyTo(words.reader) }).click();
      await page.getByRole("textbox", { name: admin.replyTo(words.reader) }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it("leaves axe nothing to report on the article with its thread, in the light theme and the dark", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${app.url}${words.article}`);
    await waitForHydration(page);
    await page.getByRole("article", { name: words.by(words.replier) }).waitFor();
    await page.getByRole("button", { name: words.open }).click();
    await page.getByRole("form", { name: words.form }).getByLabel(words.name, { exact: true }).waitFor();
    // The page follows the system's theme live: the same page is checked in both (its text colour shows it changed).
    const colours = new Set<string>();
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      colours.add(await page.getByRole("region", { name: words.count(2) }).evaluate((section) => getComputedStyle(section).color));
      expect(await axeViolations(page, [], { colourOnly: colorScheme === "dark" }), colorScheme).toEqual([]);
    }
    expect(colours.size).toBe(2);
    await context.close();
  });
});

describe("a reader's own comment", () => {
  it("lets a visitor change and delete their comment while its window is open, and ask for their comments to be removed", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${app.url}${ARTICLE}`);
    await waitForHydration(page);
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
    await waitForHydration(page);
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
});
