import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { reader, useCommentClock, type Reader } from "../../../test/comment-reader";
import type { TestServer } from "../../../test/harness";
import { startSmtpInbox, type SmtpInbox } from "../../../test/smtp-inbox";
import { useTestServer } from "../../../test/use-test-server";
import { Mail } from "../mail/mail.entity";
import { NOTICE_INTERVAL_MS } from "./comment-notices";
import { Comment } from "./comment.entity";

let inbox: SmtpInbox;
/** Filled in once the SMTP server listens, before the blog's server starts with it. */
const env: Record<string, string> = { TRUST_PROXY: "true", MAIL_FROM: "Quiet Notes <blog@notes.example>" };

beforeAll(async () => {
  inbox = await startSmtpInbox();
  env.SMTP_URL = inbox.url;
});
afterAll(() => inbox.close());

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql", env });
const clock = useCommentClock();
const admin = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });
const approve = (id: number) => admin(`mutation($ids: [Int!]!) { moderateComments(ids: $ids, action: APPROVE) { id } }`, { ids: [id] });

let article: { id: number; translationId: number; zhSlug: string };
let nextAddress = 1;
const newReader = (): Reader => reader(server, clock, `192.0.2.${nextAddress++}`);

/** The notices written for an address so far (the outbox row exists as soon as the approval commits). */
const noticesTo = async (to: string) => server.em().count(Mail, { recipient: to, purpose: "reply-notice" });
const linkIn = (text: string, path: string) => new RegExp(`https?://\\S+${path}\\?token=[\\w.]+`).exec(text)![0];

/** A reader who asked for notices and confirmed the address through the mailed link (a GET shows the button, the POST confirms). */
async function subscribed(email: string, articleId: number, confirmSubject: RegExp): Promise<{ reader: Reader; commentId: number }> {
  const author = newReader();
  const posted = await author.post({ articleId, email, notifyReplies: true, authorName: email.split("@")[0] });
  expect(posted.errors).toBeUndefined();
  const confirmation = await inbox.mailTo(email, confirmSubject);
  const url = linkIn(confirmation.text!, "/api/comments/confirm");
  expect((await fetch(url)).status).toBe(200);
  const confirmed = await fetch(url, { method: "POST" });
  expect(confirmed.status).toBe(200);
  const commentId = posted.data.postComment.comment.id;
  await approve(commentId);
  return { reader: author, commentId };
}

beforeEach(async () => {
  if (article) return;
  const created = await admin(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title: "Green tea", language: "EN", content: "<p>Body</p>" } });
  const id = created.data.createArticle.id;
  await admin(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id });
  const zh = (await admin(`mutation($id: Int!) { addArticleTranslation(id: $id, language: ZH, input: { title: "绿茶" }) { id slug } }`, { id })).data.addArticleTranslation;
  await admin(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id: zh.id });
  article = { id, translationId: zh.id, zhSlug: zh.slug };
});

describe("reply notices", () => {
  it("are sent only once a reply is approved, in the recipient's language, as text and HTML, with an unsubscribe that works", async () => {
    const { commentId } = await subscribed("mei@example.org", article.translationId, /^确认「.*」的回复通知$/);

    const reply = (await newReader().post({ articleId: article.id, parentId: commentId, authorName: "Tom", body: "I agree, **green** is best." })).data.postComment.comment;
    expect(reply.state).toBe("PENDING");
    expect(await noticesTo("mei@example.org")).toBe(0);

    await approve(reply.id);
    const notice = await inbox.mailTo("mei@example.org", /回复了你/);
    expect(notice.subject).toBe("Tom 回复了你在《绿茶》下的评论");
    expect(notice.text).toContain("I agree, **green** is best.");
    expect(notice.html).toContain("<strong>green</strong>");
    expect(notice.text).toContain(`/zh/posts/${encodeURIComponent(article.zhSlug)}#comment-${reply.id}`);
    const header = notice.headerLines.find((line) => line.key === "list-unsubscribe")!.line;
    const unsubscribe = /<(https?:\/\/[^>]+)>/.exec(header)![1];
    expect(notice.headerLines.find((line) => line.key === "list-unsubscribe-post")?.line).toMatch(/List-Unsubscribe=One-Click/);
    expect(notice.text).toContain(unsubscribe);

    // A mail program's one-click unsubscribe: a POST to the header's address.
    const page = await fetch(unsubscribe, { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("你不会再收到这段对话的通知");

    clock.advance(NOTICE_INTERVAL_MS + 1_000);
    const later = (await newReader().post({ articleId: article.id, parentId: commentId, body: "Another reply" })).data.postComment.comment;
    await approve(later.id);
    expect(await noticesTo("mei@example.org")).toBe(1);
  });

  it("are sent at most once per conversation in 15 minutes, in English to an English reader", async () => {
    const { commentId } = await subscribed("sam@example.org", article.id, /^Confirm reply notices from /);
    const replies: number[] = [];
    for (const body of ["One", "Two"]) replies.push((await newReader().post({ articleId: article.id, parentId: commentId, body })).data.postComment.comment.id);
    await admin(`mutation($ids: [Int!]!) { moderateComments(ids: $ids, action: APPROVE) { id } }`, { ids: replies });
    const first = await inbox.mailTo("sam@example.org", /replied to your comment/);
    expect(first.subject).toBe("Ada replied to your comment on “Green tea”");
    expect(await noticesTo("sam@example.org")).toBe(1);

    clock.advance(NOTICE_INTERVAL_MS);
    const owner = await admin(`mutation($id: Int!) { replyToComment(id: $id, body: "Thanks, Sam.") { id } }`, { id: commentId });
    expect(owner.errors).toBeUndefined();
    expect(await noticesTo("sam@example.org")).toBe(2);
  });

  it("are never sent to an address that was not confirmed, nor for a reply its own author wrote", async () => {
    const author = newReader();
    const posted = (await author.post({ articleId: article.id, email: "lee@example.org", notifyReplies: true })).data.postComment.comment;
    await approve(posted.id);
    const reply = (await newReader().post({ articleId: article.id, parentId: posted.id })).data.postComment.comment;
    await approve(reply.id);
    expect(await noticesTo("lee@example.org")).toBe(0);

    const { commentId } = await subscribed("kim@example.org", article.id, /^Confirm reply notices/);
    const own = (await newReader().post({ articleId: article.id, parentId: commentId, email: "KIM@example.org" })).data.postComment.comment;
    await approve(own.id);
    expect(await noticesTo("kim@example.org")).toBe(0);
  });

  it("need an e-mail address, and refuse a link that is not valid without changing anything", async () => {
    const before = await server.em().count(Comment);
    const refused = await newReader().post({ articleId: article.id, notifyReplies: true });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", messageId: "comment.noticeNeedsEmail" });
    expect(await server.em().count(Comment)).toBe(before);
    for (const path of ["/api/comments/confirm?token=1.abc", "/api/comments/unsubscribe?token=1.2.abc", "/api/comments/unsubscribe"]) {
      const answer = await fetch(`${server.url}${path}`, { method: "POST" });
      expect(answer.status, path).toBe(400);
      expect(await answer.text()).toContain("This link is not valid");
    }
  });
});
