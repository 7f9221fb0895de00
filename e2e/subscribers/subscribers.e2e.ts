import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { ParsedMail } from "mailparser";
import { startSmtpInbox, type SmtpInbox } from "../../server/test/smtp-inbox";
import { openPage, waitForHydration, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { gqlData, signInDirectly } from "../admin/admin-helpers";

let app: RunningApp, browser: Browser, inbox: SmtpInbox;

// The server is started with the inbox's address, so the inbox starts first (hooks run in the order they are
// declared). People are held 3 seconds between the form's challenge and sending; the test setting lets the
// request go at once (production refuses it; the server's own tests cover the 3 seconds).
const env: Record<string, string> = { COMMENT_TEST_MINIMUM_MS: "0", MAIL_FROM: "Quiet Notes <blog@example.org>" };
beforeAll(async () => {
  inbox = await startSmtpInbox();
  env.SMTP_URL = inbox.url;
});
useBrowserApp((started) => ({ app, browser } = started), { env });
afterAll(() => inbox?.close());

/**
 * What a reader and the owner meet in each language. The English pass subscribes with the footer's form on the
 * home page; the Chinese pass with the form after an article under /zh/, with the owner's back-office in Chinese.
 */
interface Words {
  locale: "en" | "zh";
  ownerLanguage: "EN" | "ZH";
  /** Where the reader subscribes, and the name of the form there. */
  page: string;
  form: string;
  email: string;
  submit: string;
  inbox: RegExp;
  confirmSubject: RegExp;
  confirm: string;
  confirmed: string;
  title: string;
  sendByEmail: string;
  sendTest: string;
  testSent: RegExp;
  publish: string;
  published: string;
  /** The editor's line on how the post's e-mail went, once its one message is sent. */
  countsLine: RegExp;
  sentCounts: RegExp;
}

const EN: Words = {
  locale: "en",
  ownerLanguage: "EN",
  page: "/",
  form: "New posts by e-mail",
  email: "E-mail address",
  submit: "Subscribe",
  inbox: /Check your inbox/,
  confirmSubject: /^Confirm your subscription/,
  confirm: "Confirm",
  confirmed: "Done: new posts will come to you by e-mail.",
  title: "Herons at the lake",
  sendByEmail: "Also send by e-mail to subscribers",
  sendTest: "Send a test to me",
  testSent: /Test copy on its way to/,
  publish: "Publish",
  published: "Article published.",
  countsLine: /^By e-mail:/,
  sentCounts: /^By e-mail: 1 sent, 0 waiting, 0 failed/,
};

const ZH: Words = {
  locale: "zh",
  ownerLanguage: "ZH",
  page: "/zh/detail?id=13",
  form: "通过邮件接收之后的文章",
  email: "电子邮箱地址",
  submit: "订阅",
  inbox: /请查收邮件/,
  confirmSubject: /^确认订阅/,
  confirm: "确认",
  confirmed: "完成：新文章会寄到你的邮箱。",
  title: "湖边的苍鹭",
  sendByEmail: "同时通过邮件发送给订阅者",
  sendTest: "给我发一封测试邮件",
  testSent: /测试邮件正在寄往/,
  publish: "发布",
  published: "文章已发布。",
  countsLine: /^邮件发送：/,
  sentCounts: /^邮件发送：已发送 1，等待中 0，失败 0/,
};

let owner: { page: Page; context: BrowserContext; errors: string[] };

beforeAll(async () => {
  owner = await openPage(browser);
  await signInDirectly(owner.page, app.url);
});

afterAll(() => owner?.context.close());

const stateOf = async (email: string) => {
  const data = await gqlData<{ subscribers: { items: { email: string; state: string; language: string }[] } }>(
    owner.context,
    app.url,
    "query($search: String) { subscribers(search: $search) { items { email state language } } }",
    { search: email },
  );
  return data.subscribers.items.find((row) => row.email === email);
};

/** The one-click address of a message's List-Unsubscribe header (the https one, not the mailto:). */
const oneClickAddress = (mail: ParsedMail): string => {
  const header = mail.headerLines.find((line) => line.key === "list-unsubscribe")?.line ?? "";
  const url = /<(https?:\/\/[^>]+)>/.exec(header)?.[1];
  if (!url) throw new Error(`no one-click address in "${header}"`);
  return url;
};

describe.each([EN, ZH])("a subscriber by e-mail, round trip ($locale)", (words) => {
  const address = `reader-${words.locale}@example.org`;
  let reader: { page: Page; context: BrowserContext; errors: string[] };
  let post: ParsedMail;

  beforeAll(async () => {
    await gqlData(owner.context, app.url, `mutation { setMyLanguage(language: ${words.ownerLanguage}) { id } }`);
    reader = await openPage(browser);
  });

  afterAll(() => reader?.context.close());

  it("subscribes on a public page and gets a confirmation link that a GET does not confirm", async () => {
    const { page } = reader;
    await page.goto(`${app.url}${words.page}`);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: words.form });
    await form.getByLabel(words.email).fill(address);
    await form.getByRole("button", { name: words.submit }).click();
    await form.getByRole("status").getByText(words.inbox).waitFor();

    const mail = await inbox.mailTo(address, words.confirmSubject);
    const link = /https?:\/\/\S+\/api\/subscribers\/confirm\?token=[\w-]+/.exec(mail.text ?? "")?.[0];
    expect(link?.startsWith(app.url)).toBe(true);
    // A mail client's link scanner opens the link: nothing is confirmed by that.
    const scanner = await fetch(link!);
    expect(scanner.status).toBe(200);
    expect((await stateOf(address))?.state).toBe("PENDING");

    await page.goto(link!);
    await page.getByRole("button", { name: words.confirm }).click();
    await page.getByText(words.confirmed).waitFor();
    expect(await stateOf(address)).toMatchObject({ state: "CONFIRMED", language: words.ownerLanguage });
    expect(reader.errors).toEqual([]);
  });

  it("is sent the post the owner publishes with 'send by e-mail', after a test copy to the owner", async () => {
    const { columns } = await gqlData<{ columns: { id: number; kind: string }[] }>(owner.context, app.url, "{ columns(includeHidden: true) { id kind } }");
    const columnId = columns.find((column) => column.kind === "ARTICLES")!.id;
    const { createArticle } = await gqlData<{ createArticle: { id: number } }>(
      owner.context,
      app.url,
      "mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }",
      { input: { title: words.title, content: `<p>${words.title}: mist on the water.</p>`, columnId, language: words.ownerLanguage } },
    );
    const { page } = owner;
    await page.goto(`${app.url}/articleEdit?id=${createArticle.id}`);
    const sendByEmail = page.getByRole("checkbox", { name: words.sendByEmail });
    // Off until an owner first chooses it; after that, the choice of the latest publication (the English pass's).
    if (words.locale === "en") {
      expect(await sendByEmail.isChecked()).toBe(false);
      await sendByEmail.check();
    } else {
      await expect.poll(() => sendByEmail.isChecked()).toBe(true);
    }

    await page.getByRole("button", { name: words.sendTest }).click();
    await page.getByText(words.testSent).waitFor();
    const test = await inbox.mailTo("owner@example.com", new RegExp(words.title));
    expect(test.headerLines.some((line) => line.key === "list-unsubscribe")).toBe(false);

    await page.getByRole("button", { name: words.publish, exact: true }).click();
    await page.getByText(words.published).waitFor();
    post = await inbox.mailTo(address, new RegExp(words.title));
    expect(post.html).toContain(words.title);
    expect(post.headerLines.find((line) => line.key === "list-unsubscribe-post")?.line).toMatch(/List-Unsubscribe=One-Click/);
    expect(post.headerLines.find((line) => line.key === "list-unsubscribe")?.line).toMatch(/mailto:/);
    // The editor of the published post says how its sending went (read when the editor opens).
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByText(words.countsLine).textContent();
      })
      .toMatch(words.sentCounts);
    expect(owner.errors).toEqual([]);
  });

  it("unsubscribes with one POST to the message's List-Unsubscribe address, with no cookie", async () => {
    const url = oneClickAddress(post);
    expect(url.startsWith(app.url)).toBe(true);
    const answer = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(answer.status).toBe(200);
    expect((await stateOf(address))?.state).toBe("UNSUBSCRIBED");
  });
});
