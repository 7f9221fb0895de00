import { afterAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { CAPTCHA_TEXT, openPage, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { gqlData, signInDirectly } from "../admin/admin-helpers";

let app: RunningApp, browser: Browser;

// A server of its own: it uses up the guestbook's messages per address.
useBrowserApp((started) => ({ app, browser } = started), { ownServer: true });

/** Markup in a visitor's text must arrive as the characters typed. */
const TEXT = "<b>Hello</b> from a reader & friend";
const REPLY = "Thank you for <i>reading</i>!";

interface MessageRow {
  id: number;
  name: string;
  email: string | null;
  text: string;
  isShow: boolean;
  reply: string;
}

const hasHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe("a visitor's message, round trip", () => {
  let visitor: { page: Page; context: BrowserContext; errors: string[] };
  let owner: { page: Page; context: BrowserContext; errors: string[] };

  const messages = async () =>
    (
      await gqlData<{ messages: { items: MessageRow[] } }>(owner.context, app.url, "{ messages(status: ALL) { items { id name email text isShow reply } } }")
    ).messages.items;

  afterAll(async () => {
    await visitor?.context.close();
    await owner?.context.close();
  });

  it("is left by a visitor on a phone, reached from the header (the footer links it too), and waits for approval", async () => {
    visitor = await openPage(browser, { width: 375, height: 800 });
    const { page } = visitor;
    await page.goto(`${app.url}/`);
    expect(await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Guestbook" }).getAttribute("href")).toBe("/guestbook");
    const header = await page.getByRole("navigation", { name: "Main" }).boundingBox();
    expect(header!.x + header!.width).toBeLessThanOrEqual(375);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Guestbook" }).click();
    await page.waitForURL(`${app.url}/guestbook`);
    await page.getByRole("heading", { level: 1, name: "Guestbook" }).waitFor();
    await page.getByText("No messages yet.").waitFor();
    expect(await page.title()).toMatch(/^Guestbook - /);

    const form = page.getByRole("form", { name: "Leave a message" });
    await form.getByRole("button", { name: "Post message" }).click();
    await form.getByText("Enter your name.").waitFor();

    await form.getByLabel("Name").fill("A. Reader");
    await form.getByLabel(/E-mail/).fill("reader@example.org");
    await form.getByLabel("Message").fill(TEXT);
    await form.getByText(`${TEXT.length}/100`).waitFor();
    await form.getByRole("button", { name: /captcha picture/i }).locator("img").waitFor();
    await form.getByLabel("Captcha code").fill(CAPTCHA_TEXT);
    await form.getByRole("button", { name: "Post message" }).click();

    await form.getByText(/waits for the author's approval/).waitFor();
    expect(await form.getByLabel("Message").inputValue()).toBe("");
    expect(await form.getByLabel("Captcha code").inputValue()).toBe("");
    await form.getByText("0/100").waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    // Not approved yet: the public list is still empty.
    await page.reload();
    await page.getByText("No messages yet.").waitFor();
  });

  it("is approved and answered by the owner in message management, who sees the e-mail", async () => {
    owner = await openPage(browser, { width: 1280 });
    const { page } = owner;
    await signInDirectly(page, app.url);
    await page.goto(`${app.url}/message`);
    await page.getByRole("heading", { level: 2, name: "Message management" }).waitFor();
    await page.getByLabel("Show").selectOption({ label: "Waiting for approval" });
    await page.waitForURL(/status=pending/);
    const row = page.getByRole("row").filter({ hasText: "A. Reader" });
    await row.getByText(TEXT, { exact: true }).waitFor();
    await row.getByRole("link", { name: "reader@example.org" }).waitFor();

    await row.getByRole("switch", { name: "approve the message from A. Reader" }).click();
    await expect.poll(async () => (await messages())[0]?.isShow).toBe(true);
    // Approved, it leaves the list of messages waiting.
    await page.getByText("No messages are waiting for approval.").waitFor();

    await page.getByLabel("Show").selectOption({ label: "All messages" });
    await page.getByRole("button", { name: "Edit reply to A. Reader: empty" }).click();
    const reply = page.getByRole("textbox", { name: "reply to A. Reader" });
    await reply.fill(REPLY);
    await reply.press("Enter");
    await expect.poll(async () => (await messages())[0]?.reply).toBe(REPLY);
    await page.getByText(/^Replied [A-Z][a-z]{2} \d{1,2}, \d{4}/).waitFor();
    expect(await messages()).toEqual([expect.objectContaining({ name: "A. Reader", email: "reader@example.org", text: TEXT })]);
  });

  it("then shows publicly with the reply under it, as plain text", async () => {
    const { page } = visitor;
    await page.reload();
    const item = page.locator(".guestbook-message").filter({ hasText: "A. Reader" });
    await item.getByText(TEXT, { exact: true }).waitFor();
    await item.getByText("Reply from the author").waitFor();
    await item.getByText(REPLY, { exact: true }).waitFor();
    expect(await item.locator("b, i").count()).toBe(0);
    expect(await page.getByText("reader@example.org").count()).toBe(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  it("ran without page errors", () => {
    expect(visitor.errors).toEqual([]);
    expect(owner.errors).toEqual([]);
  });
});
