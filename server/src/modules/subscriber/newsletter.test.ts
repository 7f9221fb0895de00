import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../../test/harness";
import { recipientOf, startSmtpInbox, type SmtpInbox } from "../../../test/smtp-inbox";
import { useTestServer } from "../../../test/use-test-server";
import { Subscriber } from "./subscriber.entity";

let inbox: SmtpInbox;
/** Filled in once the SMTP server listens. A short job lease keeps the retries after a 451 a second or two apart. */
const env: Record<string, string> = { MAIL_FROM: "Quiet Notes <blog@notes.example>", JOB_TEST_LEASE_SECONDS: "1", NEWSLETTER_RATE: "50" };
beforeAll(async () => {
  inbox = await startSmtpInbox();
  env.SMTP_URL = inbox.url;
  // A DKIM key, so that messages are signed as a configured site's are.
  const keyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "dkim-")), "key.pem");
  fs.writeFileSync(keyFile, crypto.generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({ type: "pkcs8", format: "pem" }));
  Object.assign(env, { DKIM_SELECTOR: "2026", DKIM_PRIVATE_KEY_FILE: keyFile });
});
afterAll(() => inbox.close());

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql", env });
const admin = async (query: string, variables: Record<string, unknown> = {}) => {
  const result = await server.gql(query, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data;
};

const COUNTS = `query($id: Int!) { postSendCounts(articleId: $id) { requested queued sent failed bounced skipped notSent unsubscribed } }`;
const PUBLISH = `mutation($id: Int!, $at: DateTimeISO, $send: Boolean) { publishArticle(id: $id, at: $at, sendByEmail: $send) { id status } }`;
const wait = { timeout: 30_000, interval: 50 };
const header = (mail: ParsedMail, key: string) => (mail.headerLines.find((line) => line.key === key)?.line ?? "").replace(/\r\n(?=[ \t])/g, "");
const stateOf = async (email: string) => (await server.em().findOne(Subscriber, { emailKey: email }))?.state;

async function newArticle(title: string, content: string, zh?: { title: string; content: string }): Promise<number> {
  const { createArticle } = await admin(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title, language: "EN", content } });
  if (zh) {
    const { addArticleTranslation } = await admin(`mutation($id: Int!, $input: ArticleTranslationInput!) { addArticleTranslation(id: $id, language: ZH, input: $input) { id } }`, { id: createArticle.id, input: zh });
    await admin(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id: addArticleTranslation.id });
  }
  return createArticle.id;
}

describe("sending a post by e-mail", () => {
  let teaId: number;

  beforeAll(async () => {
    await admin(`mutation($csv: String!) { importSubscribers(csv: $csv) { added } }`, {
      csv: "email,language,state\nann@example.org,en,confirmed\nli@example.cn,zh,confirmed\ngreylisted@example.org,en,confirmed\nnobody@example.org,en,confirmed\nwaiting@example.org,en,pending\ngone@example.org,en,unsubscribed\n",
    });
  });

  it("goes once to each confirmed subscriber, in their language, with the headers a mail provider expects", async () => {
    teaId = await newArticle("Green tea", `<p>Steep it <a href="/en/about">briefly</a>.</p><p><img src="/uploads/tea.png" alt="tea"></p>`, {
      title: "绿茶",
      content: "<p>泡一会儿就好。</p>",
    });
    expect((await admin(`{ newsletterSettings { sendByDefault } }`)).newsletterSettings.sendByDefault).toBe(false);
    await admin(PUBLISH, { id: teaId, send: true });
    expect((await admin(`{ newsletterSettings { sendByDefault } }`)).newsletterSettings.sendByDefault).toBe(true);

    // 451 twice for greylisted@, then accepted; 550 for nobody@, which suppresses the address.
    await expect.poll(async () => (await admin(COUNTS, { id: teaId })).postSendCounts, wait).toEqual({ requested: true, queued: 0, sent: 3, failed: 0, bounced: 1, skipped: 0, notSent: 0, unsubscribed: 0 });
    expect(inbox.received.map(recipientOf).filter((to) => to !== "owner@notes.example").sort()).toEqual(["ann@example.org", "greylisted@example.org", "li@example.cn"]);
    expect(inbox.attempts("greylisted@example.org")).toBe(3);
    expect(await stateOf("nobody@example.org")).toBe("SUPPRESSED");

    const en = await inbox.mailTo("ann@example.org");
    expect(en.subject).toBe("Green tea");
    expect(en.text).toContain("Steep it [briefly]");
    expect(en.html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/en\/about"[^>]*>briefly<\/a>/);
    expect(en.html).toMatch(/<img src="http:\/\/127\.0\.0\.1:\d+\/uploads\/tea\.png"[^>]*style="[^"]*max-width: 100%/);
    expect(en.html).not.toContain("<style>");
    expect(Buffer.byteLength(en.html as string)).toBeLessThanOrEqual(102 * 1024);
    expect(en.messageId).toMatch(/^<post-\d+\.subscriber-\d+@notes\.example>$/);
    expect(header(en, "list-unsubscribe")).toMatch(/^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/subscribers\/unsubscribe\?token=[\w.]+>, <mailto:blog@notes\.example\?subject=unsubscribe%20\d+>$/);
    expect(header(en, "list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(header(en, "dkim-signature")).toMatch(/d=notes\.example;[\s\S]*s=2026;/);
    expect(header(en, "list-id")).toMatch(/^List-I[dD]: =\?UTF-8\?B\?[\w+/=]+\?= <posts\.127\.0\.0\.1>$/);

    const zh = await inbox.mailTo("li@example.cn");
    expect(zh.subject).toBe("绿茶");
    expect(zh.text).toContain("泡一会儿就好。");
    expect(zh.text).toContain("退订");
    expect(zh.html).toContain('lang="zh"');
  });

  it("sends nobody twice when the post is published again", async () => {
    const jobs = async () => (await server.em().execute<{ count: string }[]>(`select count(*) as "count" from jobs.job where name = 'newsletter.deliver'`))[0].count;
    const before = await jobs();
    const received = inbox.received.length;
    await admin(PUBLISH, { id: teaId, send: true });
    expect(await jobs()).toBe(before);
    expect(inbox.received.length).toBe(received);
  });

  it("unsubscribes by a one-click POST to the header's address, with no cookie and no session; a GET only shows a button", async () => {
    const mail = await inbox.mailTo("ann@example.org");
    const url = /<(http[^>]+)>/.exec(header(mail, "list-unsubscribe"))![1];
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<button type="submit">Unsubscribe<\/button>/);
    expect(await stateOf("ann@example.org")).toBe("CONFIRMED");

    const oneClick = await fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(oneClick.status).toBe(200);
    expect(await stateOf("ann@example.org")).toBe("UNSUBSCRIBED");
    expect((await admin(COUNTS, { id: teaId })).postSendCounts.unsubscribed).toBe(1);
    // A forged token unsubscribes nobody.
    expect((await fetch(url.replace(/.$/, (last) => (last === "0" ? "1" : "0")), { method: "POST" })).status).toBe(400);
  });

  it("sends a scheduled post when its time comes, in the other language with a note when the reader's is missing", async () => {
    const id = await newArticle("Black tea", "<p>Stronger.</p>");
    await admin(PUBLISH, { id, at: new Date(Date.now() + 1_500).toISOString(), send: true });
    expect((await admin(COUNTS, { id })).postSendCounts).toMatchObject({ requested: true, queued: 0, sent: 0 });
    await expect.poll(async () => (await admin(COUNTS, { id })).postSendCounts.sent, wait).toBe(2);
    const zh = await inbox.mailTo("li@example.cn", /^Black tea$/);
    expect(zh.text).toContain("这篇文章还没有中文版本");
    expect(inbox.received.filter((mail) => mail.subject === "Black tea").map(recipientOf).sort()).toEqual(["greylisted@example.org", "li@example.cn"]);
  });

  it("sends the owner a test copy before publishing, through the outbox", async () => {
    const id = await newArticle("Oolong", "<p>Draft.</p>");
    const { sendPostTest } = await admin(`mutation($id: Int!) { sendPostTest(articleId: $id, language: ZH, to: "owner@notes.example") { id state } }`, { id });
    expect(sendPostTest.state).toBe("QUEUED");
    const copy = await inbox.mailTo("owner@notes.example", /^Oolong$/);
    expect(copy.text).toContain("这是发布前寄给你的测试邮件。");
    expect((await admin(COUNTS, { id })).postSendCounts.requested).toBe(false);
  });
});
