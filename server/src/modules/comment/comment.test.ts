import { beforeEach, describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { CHALLENGE } from "./comment-challenge";
import { EDIT_WINDOW_MS } from "./comment-author-cookie";
import { reader, solvedPayload, useCommentClock, type Reader } from "../../../test/comment-reader";
import { Mail } from "../mail/mail.entity";
import { Comment, CommentBlock } from "./comment.entity";
import { POSTING } from "./comment.service";
import { statementsOf as countedStatements } from "../../../test/statements-of";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { users: ["viewer"], signIn: "graphql", env: { TRUST_PROXY: "true" } });
const clock = useCommentClock();

const admin = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });
const SETTINGS = `mutation($input: CommentSettingsInput!) { updateCommentSettings(input: $input) { heldWords spamWords approveKnownCommenters } }`;
const THREAD = `fragment C on ThreadComment { id authorName bodyHtml depth parentId replyToName byOwner language }
  query($id: Int!) { commentThread(articleId: $id) { threadId total comments { ...C replies { ...C replies { ...C replies { id } } } } } }`;
const moderate = (ids: number[], action: string) => admin(`mutation($ids: [Int!]!, $action: CommentAction!) { moderateComments(ids: $ids, action: $action) { id state } }`, { ids, action });
const stored = () => server.em().count(Comment);

/**
 * A reader's first comment, with reply notices asked for and the address confirmed through the link in the
 * mail (kept in the outbox: this server has no SMTP server), then approved by the owner.
 */
async function knownCommenter(author: Reader, email: string): Promise<void> {
  const first = (await author.post({ articleId: article.id, email, notifyReplies: true, body: "Hello" })).data.postComment.comment;
  const mail = await server.em().findOneOrFail(Mail, { recipient: email, purpose: "comment-confirm" }, { orderBy: { id: "desc" } });
  const confirmUrl = /https?:\/\/\S+\/api\/comments\/confirm\?token=[\w.]+/.exec(mail.text)![0];
  expect((await fetch(confirmUrl, { method: "POST" })).status).toBe(200);
  await moderate([first.id], "APPROVE");
}

let article: { id: number; translationId: number };
let nextAddress = 1;
/** A new reader: a browser of its own, at an address of its own. */
const newReader = (): Reader => reader(server, clock, `198.51.100.${nextAddress++}`);

async function publishedArticle(title: string): Promise<{ id: number; translationId: number }> {
  const created = await admin(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title, language: "EN", content: "<p>Body</p>" } });
  const id = created.data.createArticle.id as number;
  await admin(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id });
  const added = await admin(`mutation($id: Int!, $input: ArticleTranslationInput!) { addArticleTranslation(id: $id, language: ZH, input: $input) { id } }`, { id, input: { title: `${title}（中文）` } });
  const translationId = added.data.addArticleTranslation.id as number;
  await admin(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id: translationId });
  return { id, translationId };
}

beforeEach(async () => {
  await server.em().nativeDelete(Comment, {});
  await server.em().nativeDelete(CommentBlock, {});
  await admin(SETTINGS, { input: { heldWords: [], spamWords: [], approveKnownCommenters: false } });
  article ??= await publishedArticle("Notes on tea");
});

describe("posting a comment", () => {
  it("keeps a first-time commenter's comment waiting, shows it to its browser only, and shows it under both versions once approved", async () => {
    const ada = newReader();
    const posted = await ada.post({ articleId: article.translationId, body: "Lovely *post*, thanks.", email: "ada@example.org" });
    expect(posted.errors).toBeUndefined();
    const { comment, heldBecause } = posted.data.postComment;
    expect(heldBecause).toBe("NEW_COMMENTER");
    expect(comment).toMatchObject({ state: "PENDING", articleId: article.id, language: "ZH", bodyHtml: "<p>Lovely <em>post</em>, thanks.</p>" });

    expect((await server.gql(THREAD, { id: article.id })).data.commentThread.total).toBe(0);
    const mine = `query($id: Int!) { myComments(articleId: $id) { id state } }`;
    expect((await ada.gql(mine, { id: article.id })).data.myComments).toEqual([{ id: comment.id, state: "PENDING" }]);
    expect((await newReader().gql(mine, { id: article.id })).data.myComments).toEqual([]);
    expect((await admin(`{ pendingCommentCount }`)).data.pendingCommentCount).toBe(1);

    expect((await moderate([comment.id], "APPROVE")).errors).toBeUndefined();
    for (const id of [article.id, article.translationId]) {
      const thread = (await server.gql(THREAD, { id })).data.commentThread;
      expect(thread).toMatchObject({ threadId: article.id, total: 1, comments: [{ id: comment.id, authorName: "Ada", depth: 1, replies: [] }] });
      expect((await server.gql(`query($id: Int!) { article(id: $id) { commentCount } }`, { id })).data.article.commentCount).toBe(1);
    }
    const listed = (await server.gql(`{ articles(limit: 100) { items { id commentCount } } }`)).data.articles.items as { id: number; commentCount: number }[];
    expect(listed.filter((item) => item.commentCount > 0)).toEqual([{ id: expect.toBeOneOf([article.id, article.translationId]), commentCount: 1 }]);
    const row = await server.em().findOneOrFail(Comment, comment.id);
    expect(row.emailHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain("ada@example.org");
    expect(JSON.stringify(row)).not.toContain(ada.address);
  });

  it("refuses a bad comment saying what is wrong, storing nothing", async () => {
    const bob = newReader();
    const cases: [Record<string, unknown>, string][] = [
      [{ authorName: "" }, "text.blank"],
      [{ body: "   " }, "text.blank"],
      [{ body: "x".repeat(5001) }, "text.tooLong"],
      [{ body: ">" }, "comment.empty"],
      // Typed markup is text, not an empty comment: it passes the checks above and meets the timing rule.
      [{ body: "<b>shown as typed</b>" }, "comment.tooFast"],
      [{ email: "not-an-address" }, "text.email"],
      [{ articleId: 999_999 }, "row.notFound"],
      [{ parentId: 999_999 }, "comment.parent"],
    ];
    for (const [fields, messageId] of cases) {
      const result = await bob.post({ articleId: article.id, ...fields }, 0);
      expect(result.errors?.[0].extensions?.messageId, JSON.stringify(fields)).toBe(messageId);
    }
    expect(await stored()).toBe(0);
  });
});

describe("spam rules", () => {
  it("refuses a comment without a valid, fresh, unused challenge", async () => {
    const eve = newReader();
    const post = (altcha: string | null) => eve.gql(`mutation($input: PostCommentInput!) { postComment(input: $input) { comment { id } } }`, { input: { articleId: article.id, authorName: "Eve", body: "hi", altcha } });
    const said = async (altcha: string | null) => (await post(altcha)).errors?.[0].extensions?.messageId;

    expect(await said(null)).toBe("comment.challengeMissing");
    expect(await said("not base64 json")).toBe("comment.challengeInvalid");

    const payload = await eve.solvedChallenge();
    const decoded = JSON.parse(Buffer.from(payload, "base64").toString());
    const forged = (change: (p: typeof decoded) => void) => {
      const copy = structuredClone(decoded);
      change(copy);
      return Buffer.from(JSON.stringify(copy)).toString("base64");
    };
    expect(await said(forged((p) => (p.solution.counter += 1)))).toBe("comment.challengeInvalid");
    expect(await said(forged((p) => (p.challenge.parameters.data.issuedAt -= 60_000)))).toBe("comment.challengeInvalid");
    expect(await said(forged((p) => (p.challenge.signature = "0".repeat(64))))).toBe("comment.challengeInvalid");
    expect(await stored()).toBe(0);

    expect((await post(payload)).errors).toBeUndefined();
    expect(await said(payload)).toBe("comment.challengeUsed");

    const late = await eve.solvedChallenge(CHALLENGE.lifetimeMs + 1_000);
    expect(await said(late)).toBe("comment.challengeExpired");
    expect(await stored()).toBe(1);
  });

  it("refuses a comment sent within 3 seconds of the form loading, and takes the same answer a moment later", async () => {
    const quick = newReader();
    const payload = await quick.solvedChallenge(1_000);
    const input = { articleId: article.id, authorName: "Quick", body: "First!", altcha: payload };
    const send = () => quick.gql(`mutation($input: PostCommentInput!) { postComment(input: $input) { comment { id } } }`, { input });
    expect((await send()).errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", messageId: "comment.tooFast", messageValues: { seconds: 2 } });
    clock.advance(1_999);
    expect((await send()).errors?.[0].extensions).toMatchObject({ messageId: "comment.tooFast", messageValues: { seconds: 1 } });
    expect(await stored()).toBe(0);
    clock.advance(1);
    expect((await send()).errors).toBeUndefined();
  });

  it("refuses a comment whose honeypot field is filled", async () => {
    const bot = newReader();
    const result = await bot.post({ articleId: article.id, website: "http://spam.example" });
    expect(result.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "website", messageId: "comment.honeypot" });
    expect(await stored()).toBe(0);
  });

  it("holds a comment with more than three links, and one with a word the owner checks; marks one with a spam word", async () => {
    const links = (n: number) => Array.from({ length: n }, (_, i) => `[l${i}](https://example.org/${i})`).join(" ");
    await admin(SETTINGS, { input: { heldWords: ["casino"], spamWords: ["Cheap Pills"], approveKnownCommenters: true } });
    const known = newReader();
    await knownCommenter(known, "known@example.org");

    const judged = async (body: string) => (await known.post({ articleId: article.id, email: "Known@Example.org", body })).data.postComment;
    expect(await judged(`Three are fine: ${links(3)}`)).toMatchObject({ heldBecause: null, comment: { state: "APPROVED" } });
    expect(await judged(`Four are not: ${links(4)}`)).toMatchObject({ heldBecause: "LINKS", comment: { state: "PENDING" } });
    expect(await judged("Bare https://a.example https://b.example https://c.example https://d.example")).toMatchObject({ heldBecause: "LINKS" });
    expect(await judged("Visit my CASINO")).toMatchObject({ heldBecause: "HELD_WORD", comment: { state: "PENDING" } });
    // A fresh address: the posting limit is not what this test is about.
    const other = newReader();
    expect((await other.post({ articleId: article.id, email: "known@example.org", body: "buy cheap pills now" })).data.postComment).toMatchObject({ heldBecause: "SPAM_WORD", comment: { state: "SPAM" } });
  });

  it("approves a known commenter at once only while the setting says so, and never someone new or unconfirmed", async () => {
    const unconfirmed = newReader();
    const earlier = (await unconfirmed.post({ articleId: article.id, email: "lee@example.org" })).data.postComment.comment;
    await moderate([earlier.id], "APPROVE");
    const ada = newReader();
    await knownCommenter(ada, "ada@example.org");
    expect((await ada.post({ articleId: article.id, email: "ada@example.org" })).data.postComment.heldBecause).toBe("NEW_COMMENTER");
    await admin(SETTINGS, { input: { approveKnownCommenters: true } });
    expect((await ada.post({ articleId: article.id, email: "ada@example.org" })).data.postComment).toMatchObject({ heldBecause: null, comment: { state: "APPROVED" } });
    expect((await ada.post({ articleId: article.id, email: "someone-else@example.org" })).data.postComment.heldBecause).toBe("NEW_COMMENTER");
    expect((await ada.post({ articleId: article.id })).data.postComment.heldBecause).toBe("NEW_COMMENTER");
    expect((await unconfirmed.post({ articleId: article.id, email: "lee@example.org" })).data.postComment.heldBecause).toBe("NEW_COMMENTER");
  });

  it("answers the sixth comment from one address within 10 minutes with HTTP 429, saying when to try again", async () => {
    const busy = newReader();
    for (let i = 0; i < POSTING.perWindow; i++) expect((await busy.post({ articleId: article.id, body: `Comment ${i}` })).status).toBe(200);
    const refused = await busy.post({ articleId: article.id, body: "One more" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(errorCode(refused)).toBe("TOO_MANY_REQUESTS");
    expect(refused.errors![0].extensions).toMatchObject({ messageId: "comment.wait" });
    expect(await stored()).toBe(POSTING.perWindow);

    expect((await newReader().post({ articleId: article.id })).status).toBe(200);
    clock.advance(POSTING.windowMs);
    expect((await busy.post({ articleId: article.id, body: "Later" })).errors).toBeUndefined();
  });
});

describe("threads", () => {
  it("nests replies three deep and lists deeper ones flat at the third level, saying whom they answer", async () => {
    const names = ["Ann", "Ben", "Cat", "Dan", "Eve"];
    const ids: number[] = [];
    for (const name of names) {
      const posted = await newReader().post({ articleId: article.id, authorName: name, body: `I am ${name}`, parentId: ids.at(-1) ?? null });
      expect(posted.errors).toBeUndefined();
      ids.push(posted.data.postComment.comment.id);
      await moderate([ids.at(-1)!], "APPROVE");
    }
    const second = await newReader().post({ articleId: article.translationId, authorName: "Fay", body: "Another topic" });
    await moderate([second.data.postComment.comment.id], "APPROVE");

    const thread = (await server.gql(THREAD, { id: article.id })).data.commentThread;
    expect(thread.total).toBe(6);
    const [ann, fay] = thread.comments;
    expect(fay).toMatchObject({ authorName: "Fay", depth: 1, language: "ZH" });
    expect(ann).toMatchObject({ authorName: "Ann", depth: 1, replyToName: null });
    const ben = ann.replies[0];
    expect(ben).toMatchObject({ authorName: "Ben", depth: 2, replyToName: null });
    expect(ben.replies.map((c: { authorName: string; depth: number; replyToName: string | null }) => [c.authorName, c.depth, c.replyToName])).toEqual([
      ["Cat", 3, null],
      ["Dan", 3, "Cat"],
      ["Eve", 3, "Dan"],
    ]);
    expect(ben.replies.every((c: { replies: unknown[] }) => c.replies.length === 0)).toBe(true);
  });

  it("refuses a reply to a comment that is not shown, and leaves out a reply whose parent was removed", async () => {
    const first = (await newReader().post({ articleId: article.id })).data.postComment.comment;
    expect((await newReader().post({ articleId: article.id, parentId: first.id })).errors?.[0].extensions?.messageId).toBe("comment.parent");
    await moderate([first.id], "APPROVE");
    const reply = (await newReader().post({ articleId: article.id, parentId: first.id })).data.postComment.comment;
    await moderate([reply.id], "APPROVE");
    await moderate([first.id], "DELETE");
    expect((await server.gql(THREAD, { id: article.id })).data.commentThread).toMatchObject({ total: 0, comments: [] });
  });
});

describe("moderation", () => {
  it("names each queued comment's article by title and slug, reading the articles of a page in one more statement", async () => {
    const other = await publishedArticle("Notes on coffee");
    for (const articleId of [article.id, other.translationId, article.translationId]) await newReader().post({ articleId, body: "Hi" });
    const statementsOf = async (fields: string) => {
      const { count, result } = await countedStatements(server, () => admin(`{ commentQueue { items { ${fields} } } }`));
      return { count, items: result.data.commentQueue.items };
    };
    const plain = await statementsOf("id");
    const named = await statementsOf("id articleTitle articleSlug");
    expect(named.count - plain.count).toBe(1);
    expect(named.items.map((item: { articleTitle: string }) => item.articleTitle).sort()).toEqual(["Notes on coffee", "Notes on tea", "Notes on tea"]);
    expect(named.items.every((item: { articleSlug: string }) => /^notes-on-(tea|coffee)/.test(item.articleSlug))).toBe(true);
  });

  it("names the article the queue is filtered by, by its first version's title whichever version was asked for", async () => {
    await newReader().post({ articleId: article.translationId, body: "Hi" });
    const queue = `query($articleId: Int) { commentQueue(articleId: $articleId) { articleTitle total } }`;
    expect((await admin(queue, { articleId: article.translationId })).data.commentQueue).toEqual({ articleTitle: "Notes on tea", total: 1 });
    expect((await admin(queue, { articleId: article.id })).data.commentQueue).toEqual({ articleTitle: "Notes on tea", total: 1 });
    expect((await admin(queue)).data.commentQueue.articleTitle).toBeNull();
    expect(errorCode(await admin(queue, { articleId: 999_999 }))).toBe("NOT_FOUND");
  });

  it("approves, marks as spam and deletes in bulk, all or nothing, and logs who did it", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await newReader().post({ articleId: article.id, body: `c${i}` })).data.postComment.comment.id);
    const queue = `query($state: CommentState, $articleId: Int) { commentQueue(state: $state, articleId: $articleId) { total items { id state } } }`;
    expect((await admin(queue, { articleId: article.translationId })).data.commentQueue.total).toBe(3);

    const missing = await moderate([ids[0], 999_999], "APPROVE");
    expect(errorCode(missing)).toBe("NOT_FOUND");
    expect((await admin(queue)).data.commentQueue.total).toBe(3);

    expect((await moderate([ids[0], ids[1]], "APPROVE")).data.moderateComments.map((c: { state: string }) => c.state)).toEqual(["APPROVED", "APPROVED"]);
    await moderate([ids[1]], "SPAM");
    await moderate([ids[2]], "DELETE");
    expect((await admin(queue, { state: "APPROVED" })).data.commentQueue.items).toEqual([{ id: ids[0], state: "APPROVED" }]);
    expect((await admin(queue, { state: "SPAM" })).data.commentQueue.items).toEqual([{ id: ids[1], state: "SPAM" }]);
    expect((await admin(queue, { state: "DELETED" })).data.commentQueue.items).toEqual([{ id: ids[2], state: "DELETED" }]);
    expect((await admin(`{ pendingCommentCount }`)).data.pendingCommentCount).toBe(0);

    const log = await admin(`{ auditLog(table: "comments") { items { action rowId userName address changes { field before after } } } }`);
    expect(log.errors).toBeUndefined();
    const spam = log.data.auditLog.items.find((entry: { action: string; rowId: string; changes: { field: string; after: unknown }[] }) => entry.action === "UPDATE" && entry.rowId === String(ids[1]) && entry.changes.some((c) => c.field === "state" && c.after === "SPAM"));
    expect(spam).toMatchObject({ userName: "admin" });
    // The visitor's post is logged too, with the salted hash in place of the address, as the comment keeps it.
    const posted = log.data.auditLog.items.find((entry: { action: string; rowId: string }) => entry.action === "CREATE" && entry.rowId === String(ids[0]));
    expect(posted).toMatchObject({ userName: null, address: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it("lets only those who may edit moderate, and only signed-in users see the queue", async () => {
    const id = (await newReader().post({ articleId: article.id })).data.postComment.comment.id;
    const approve = `mutation($ids: [Int!]!) { moderateComments(ids: $ids, action: APPROVE) { id } }`;
    expect(errorCode(await server.gql(approve, { ids: [id] }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await server.gql(approve, { ids: [id] }, { token: viewer }))).toBe("FORBIDDEN");
    expect(errorCode(await server.gql(`{ commentQueue { total } }`))).toBe("UNAUTHENTICATED");
    expect((await server.gql(`{ pendingCommentCount }`, {}, { token: viewer })).data.pendingCommentCount).toBe(1);
    expect(errorCode(await admin(`mutation { moderateComments(ids: [], action: SPAM) { id } }`))).toBe("BAD_USER_INPUT");
  });

  it("replies as the owner: shown at once, approving the comment it answers", async () => {
    const question = (await newReader().post({ articleId: article.id, body: "Which tea?" })).data.postComment.comment;
    const reply = await admin(`mutation($id: Int!) { replyToComment(id: $id, body: "Oolong, **always**.") { id state byOwner parentId bodyHtml } }`, { id: question.id });
    expect(reply.errors).toBeUndefined();
    expect(reply.data.replyToComment).toMatchObject({ state: "APPROVED", byOwner: true, parentId: question.id, bodyHtml: "<p>Oolong, <strong>always</strong>.</p>" });
    const thread = (await server.gql(THREAD, { id: article.id })).data.commentThread;
    expect(thread.comments[0]).toMatchObject({ id: question.id, replies: [{ byOwner: true, depth: 2 }] });
  });

  it("blocks by a comment's address or e-mail, or by an e-mail typed in, until the block is lifted", async () => {
    const troll = newReader();
    const first = (await troll.post({ articleId: article.id, email: "troll@example.org" })).data.postComment.comment;
    const block = await admin(`mutation($id: Int!) { blockCommenter(commentId: $id, kind: ADDRESS) { id kind note } }`, { id: first.id });
    expect(block.data.blockCommenter).toMatchObject({ kind: "ADDRESS", note: "Ada" });
    const refused = await troll.post({ articleId: article.id });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: "FORBIDDEN", messageId: "comment.blocked" });

    await admin(`mutation { blockCommentEmail(email: "Other@Example.org") { id } }`);
    expect((await newReader().post({ articleId: article.id, email: "other@example.org" })).errors?.[0].extensions?.messageId).toBe("comment.blocked");
    expect((await newReader().post({ articleId: article.id, email: "fine@example.org" })).errors).toBeUndefined();

    await admin(`mutation($id: Int!) { deleteCommentBlock(id: $id) }`, { id: block.data.blockCommenter.id });
    expect((await troll.post({ articleId: article.id })).errors).toBeUndefined();
    expect((await admin(`{ commentBlocks { kind } }`)).data.commentBlocks).toEqual([{ kind: "EMAIL" }]);
  });

  it("keeps the owner's word lists tidy and refuses a word too long", async () => {
    const saved = await admin(SETTINGS, { input: { heldWords: [" casino ", "casino", ""], spamWords: ["pills"] } });
    expect(saved.data.updateCommentSettings).toMatchObject({ heldWords: ["casino"], spamWords: ["pills"] });
    const refused = await admin(SETTINGS, { input: { spamWords: ["x".repeat(101)] } });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "spamWords" });
    expect((await admin(`{ commentSettings { spamWords } }`)).data.commentSettings.spamWords).toEqual(["pills"]);
    expect(errorCode(await server.gql(`mutation { updateCommentSettings(input: { approveKnownCommenters: true }) { approveKnownCommenters } }`, {}, { token: viewer }))).toBe("FORBIDDEN");
  });
});

describe("the author's own comment", () => {
  const EDIT = `mutation($id: Int!, $body: String!) { editMyComment(id: $id, body: $body) { heldBecause comment { id body bodyHtml state } } }`;
  const DELETE = `mutation($id: Int!) { deleteMyComment(id: $id) }`;

  it("can be changed and deleted from the browser that wrote it, for 15 minutes, through an HttpOnly SameSite cookie", async () => {
    const ada = newReader();
    const posted = await ada.post({ articleId: article.id, body: "Frist" });
    const setCookie = posted.headers.getSetCookie().find((cookie) => cookie.startsWith("blog_comments="))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const id = posted.data.postComment.comment.id;

    const edited = await ada.gql(EDIT, { id, body: "First, *properly*" });
    expect(edited.data.editMyComment.comment).toMatchObject({ body: "First, *properly*", bodyHtml: "<p>First, <em>properly</em></p>", state: "PENDING" });

    const stranger = newReader();
    expect((await stranger.gql(EDIT, { id, body: "mine now" })).errors?.[0].extensions).toMatchObject({ code: "FORBIDDEN", messageId: "comment.notYours" });
    const forged = reader(server, clock, ada.address);
    forged.cookies.set("blog_comments", ada.cookies.get("blog_comments")!.replace(/^\d+/, String(id + 1)));
    expect((await forged.gql(DELETE, { id: id + 1 })).errors?.[0].extensions?.messageId).toBe("comment.notYours");

    expect((await ada.gql(DELETE, { id })).data.deleteMyComment).toBe(id);
    expect((await ada.gql(`query($id: Int!) { myComments(articleId: $id) { id } }`, { id: article.id })).data.myComments).toEqual([]);
    expect((await server.em().findOneOrFail(Comment, id)).body).toBe("First, *properly*");
  });

  it("can no longer be changed once 15 minutes have passed, and an edit cannot slip past the spam rules", async () => {
    await admin(SETTINGS, { input: { spamWords: ["pills"] } });
    const ada = newReader();
    const first = (await ada.post({ articleId: article.id })).data.postComment.comment;
    await moderate([first.id], "APPROVE");
    const edited = await ada.gql(EDIT, { id: first.id, body: "now selling pills" });
    expect(edited.data.editMyComment).toMatchObject({ heldBecause: "SPAM_WORD", comment: { state: "SPAM" } });

    const second = (await ada.post({ articleId: article.id })).data.postComment.comment;
    clock.advance(EDIT_WINDOW_MS + 1_000);
    expect((await ada.gql(EDIT, { id: second.id, body: "too late" })).errors?.[0].extensions).toMatchObject({ messageId: "comment.editWindow", messageValues: { minutes: 15 } });
    expect((await server.em().findOneOrFail(Comment, second.id)).body).toBe("Lovely post.");
  });
});

describe("the challenge", () => {
  it("is issued fresh for each form and solved as the widget solves it", async () => {
    const first = (await server.gql(`{ commentChallenge { challenge } }`)).data.commentChallenge.challenge;
    const second = (await server.gql(`{ commentChallenge { challenge } }`)).data.commentChallenge.challenge;
    expect(first).not.toBe(second);
    expect(JSON.parse(first)).toMatchObject({ parameters: { algorithm: "SHA-256" }, signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await solvedPayload(first)).toMatch(/^[A-Za-z0-9+/=]+$/);
  });
});
