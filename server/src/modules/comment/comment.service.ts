import type { EntityManager } from "@mikro-orm/postgresql";
import type { FilterQuery } from "@mikro-orm/core";
import { badInput, forbidden, notFound, rowNotFound } from "../../kernel/errors";
import { Language } from "../../kernel/language";
import { operation } from "../../kernel/operation";
import { checkPage } from "../../kernel/paging";
import { EDIT, PUBLIC, SESSION } from "../../kernel/permissions";
import type { RequestContext } from "../../kernel/request-context";
import { optionalEmail, requireText } from "../../kernel/text-rules";
import type { Article } from "../article/article.entity";
import { sanitizeCommentHtml } from "../../kernel/sanitize-html";
import { findArticle } from "../article/article.service";
import { addressLimiter } from "../rate-limit/rate-limit.service";
import { logAddressAs } from "../audit/audit-scope";
import { SiteInfo } from "../site-info/site-info.entity";
import { EDIT_WINDOW_MS, authoredIds, rememberAuthored } from "./comment-author-cookie";
import { issueChallenge, spendChallenge } from "./comment-challenge";
import { commentClock } from "./comment-clock";
import { renderCommentMarkdown } from "./comment-markdown";
import { judge, type HeldBecause } from "./comment-rules";
import { addressHash, commentSettings, emailHash } from "./comment-secret";
import { CommentSubscriber } from "./comment-notice.entity";
import { noticeApprovedReply, subscribe } from "./comment-notices";
import { arrangeThread } from "./comment-thread";
import { threadOf } from "./comment-counts";
import { Comment, CommentBlock, CommentBlockKind, CommentSettings, CommentState } from "./comment.entity";

export const NAME_MAX_LENGTH = 50;
export const BODY_MAX_LENGTH = 5_000;
/** At most this many comments per network address in ten minutes; the next is refused with HTTP 429. */
export const POSTING = addressLimiter({
  action: "comment.post",
  perWindow: 5,
  windowMs: 10 * 60_000,
  refusal: { id: "comment.wait", message: (minutes) => `You have posted several comments just now. Try again in ${minutes} minutes.` },
});
export const MODERATE_MAX_IDS = 100;
export const WORD_LIST = { maxWords: 500, maxLength: 100 };

const now = () => new Date(commentClock.now());

// ── What visitors read ──────────────────────────────────────────────────────────────────────────────────────

async function readThread(em: EntityManager, articleId: number) {
  const threadId = threadOf(await findArticle(em, articleId, false));
  const approved = await em.find(Comment, { thread: threadId, state: CommentState.APPROVED }, { orderBy: { createTime: "asc", id: "asc" } });
  return arrangeThread(threadId, approved);
}

export const getCommentThread = operation(PUBLIC, "An article's approved comments, oldest first, arranged as a thread.", (ctx, { articleId }: { articleId: number }) =>
  readThread(ctx.em, articleId),
);

export const getCommentChallenge = operation(PUBLIC, "Issues a proof-of-work challenge for the comment form.", async (ctx) => {
  const { secret } = await commentSettings(ctx.em);
  const issuedAt = commentClock.now();
  return { challenge: JSON.stringify(await issueChallenge(secret, issuedAt, ctx.config.commentTestChallengeMax)), issuedAt: new Date(issuedAt) };
});

/** The comments this browser wrote under an article, waiting ones included: its author sees them, nobody else. */
export const listMyComments = operation(PUBLIC, "The comments this browser wrote under an article (from its signed cookie), waiting ones included.", async (ctx, { articleId }: { articleId: number }) => {
  const { secret } = await commentSettings(ctx.em);
  const ids = authoredIds(ctx.cookies, secret);
  if (ids.length === 0) return [];
  const threadId = threadOf(await findArticle(ctx.em, articleId, false));
  return ctx.em.find(Comment, { id: { $in: ids }, thread: threadId, state: { $in: [CommentState.PENDING, CommentState.APPROVED] } }, { orderBy: { createTime: "asc", id: "asc" } });
});

// ── Posting ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface NewComment {
  articleId: number;
  parentId?: number | null;
  authorName: string;
  email?: string | null;
  body: string;
  language?: Language | null;
  altcha?: string | null;
  /** The honeypot: a field the form hides from people; anything in it came from a program filling every field. */
  website?: string | null;
  /** Mail the author when a reply to this comment is approved (needs `email`, confirmed through a mailed link). */
  notifyReplies?: boolean | null;
}

/** The body as stored and as shown, checked for length and for having something to show. */
async function renderBody(body: string): Promise<{ body: string; bodyHtml: string }> {
  const source = requireText(body ?? "", "body", BODY_MAX_LENGTH)!;
  const bodyHtml = await renderCommentMarkdown(source);
  if (!bodyHtml.replace(/<[^>]*>/g, "").trim()) throw badInput("body must say something once formatting is removed", "body", { id: "comment.empty" });
  return { body: source, bodyHtml };
}

async function refuseBlocked(em: EntityManager, hashes: { ip: string; email: string | null }): Promise<void> {
  const blocks = [{ kind: CommentBlockKind.ADDRESS, valueHash: hashes.ip }, ...(hashes.email ? [{ kind: CommentBlockKind.EMAIL, valueHash: hashes.email }] : [])];
  if ((await em.count(CommentBlock, { $or: blocks })) > 0) {
    throw forbidden("This site does not take comments from you.", { id: "comment.blocked" });
  }
}

/**
 * Whether a comment may skip the queue for its author: the setting allows it, the e-mail address was confirmed
 * through the link mailed to it (so nobody can borrow another's address), and the owner approved a comment
 * from it before.
 */
async function isKnownCommenter(em: EntityManager, settings: CommentSettings, hash: string | null): Promise<boolean> {
  if (!settings.approveKnownCommenters || !hash) return false;
  if ((await em.count(CommentSubscriber, { emailHash: hash, confirmedTime: { $ne: null } })) === 0) return false;
  return (await em.count(Comment, { emailHash: hash, state: CommentState.APPROVED, byOwner: false, moderatedTime: { $ne: null } })) > 0;
}

/** The comment it answers: in the same thread and shown, or the reply is refused. */
async function findParent(em: EntityManager, threadId: number, parentId: number | null | undefined): Promise<Comment | null> {
  if (parentId === null || parentId === undefined) return null;
  const parent = Number.isInteger(parentId) && parentId > 0 ? await em.findOne(Comment, { id: parentId, thread: threadId, state: CommentState.APPROVED }) : null;
  if (!parent) throw badInput("The comment you are replying to is not shown here (it may have been removed).", "parentId", { id: "comment.parent" });
  return parent;
}

async function saveNewComment(ctx: RequestContext, input: NewComment): Promise<{ comment: Comment; heldBecause: HeldBecause | null }> {
  const em = ctx.em;
  // Cheap refusals first, so that a program's submission costs no proof-of-work check.
  if (input.website?.trim()) {
    throw badInput("This comment was not sent: a field meant to stay empty was filled in. If a form filler did that, send the comment without it.", "website", { id: "comment.honeypot" });
  }
  const authorName = requireText(input.authorName ?? "", "authorName", NAME_MAX_LENGTH)!;
  const email = optionalEmail(input.email ?? undefined, "email") ?? null;
  if (input.notifyReplies && !email) throw badInput("Give your e-mail address to be told about replies.", "email", { id: "comment.noticeNeedsEmail" });
  const { body, bodyHtml } = await renderBody(input.body);
  const article = await findArticle(em, input.articleId, false);
  const threadId = threadOf(article);
  const parent = await findParent(em, threadId, input.parentId);

  const settings = await commentSettings(em);
  const hashes = { ip: addressHash(settings.secret, ctx.ip), email: email ? emailHash(settings.secret, email) : null };
  logAddressAs(hashes.ip);
  await refuseBlocked(em, hashes);
  const at = commentClock.now();

  return em.transactional(async (tx) => {
    // Before the proof of work is checked: a comment refused for coming too often costs no check.
    await POSTING.take(tx, ctx.ip, at);
    await spendChallenge(tx, settings.secret, input.altcha, at, ctx.config.commentTestMinimumMs);
    const { state, heldBecause } = judge(settings, body, bodyHtml, await isKnownCommenter(tx, settings, hashes.email));
    const comment = tx.create(Comment, {
      thread: threadId,
      parent: parent?.id ?? null,
      authorName,
      body,
      bodyHtml,
      language: input.language ?? article.language,
      state,
      emailHash: hashes.email,
      ipHash: hashes.ip,
      createTime: new Date(at),
    });
    await tx.flush();
    const deps = { ...ctx, em: tx };
    if (input.notifyReplies && email) await subscribe(deps, { email, emailHash: hashes.email!, threadId, language: comment.language });
    await noticeApprovedReply(deps, comment);
    return { comment, heldBecause };
  });
}

export const postComment = operation(
  PUBLIC,
  "A reader comments on an article or replies to a comment. Checked against the spam rules; shown at once, held for the owner, or marked as spam.",
  async (ctx, { input }: { input: NewComment }) => {
    const posted = await saveNewComment(ctx, input);
    rememberAuthored(ctx.cookies, (await commentSettings(ctx.em)).secret, posted.comment.id);
    return posted;
  },
);

// ── The author's own comments ───────────────────────────────────────────────────────────────────────────────

/** A comment this browser wrote, still within its edit window; refused, saying why, otherwise. */
async function ownComment(ctx: RequestContext, id: number): Promise<{ comment: Comment; settings: CommentSettings }> {
  const settings = await commentSettings(ctx.em);
  const comment = authoredIds(ctx.cookies, settings.secret).includes(id) ? await ctx.em.findOne(Comment, { id, state: { $in: [CommentState.PENDING, CommentState.APPROVED] } }) : null;
  if (!comment) throw forbidden("You can change only your own comments, from the browser you wrote them in.", { id: "comment.notYours" });
  logAddressAs(addressHash(settings.secret, ctx.ip));
  if (commentClock.now() - comment.createTime.getTime() > EDIT_WINDOW_MS) {
    const minutes = EDIT_WINDOW_MS / 60_000;
    throw forbidden(`A comment can be changed for ${minutes} minutes after it is posted; this one can no longer be changed.`, { id: "comment.editWindow", values: { minutes } });
  }
  return { comment, settings };
}

export const editMyComment = operation(PUBLIC, "Its author changes a comment, from the browser it was written in, within 15 minutes of posting; the spam rules apply again.", async (ctx, { id, body }: { id: number; body: string }) => {
  const { comment, settings } = await ownComment(ctx, id);
  const rendered = await renderBody(body);
  const judged = judge(settings, rendered.body, rendered.bodyHtml, true);
  comment.body = rendered.body;
  comment.bodyHtml = rendered.bodyHtml;
  comment.updateTime = now();
  // An edit can send a comment back to the queue, never past it.
  if (judged.state !== CommentState.APPROVED) comment.state = judged.state;
  await ctx.em.flush();
  return { comment, heldBecause: judged.heldBecause };
});

export const deleteMyComment = operation(PUBLIC, "Its author deletes a comment, from the browser it was written in, within 15 minutes of posting.", async (ctx, { id }: { id: number }) => {
  const { comment } = await ownComment(ctx, id);
  comment.state = CommentState.DELETED;
  comment.updateTime = now();
  await ctx.em.flush();
  return comment.id;
});

// ── The owner's moderation ──────────────────────────────────────────────────────────────────────────────────

export interface QueueArgs {
  state?: CommentState | null;
  articleId?: number | null;
  offset: number;
  limit: number;
}

export const listCommentQueue = operation(SESSION, "Comments for moderation, newest first: by state (default: waiting) and by article.", async (ctx, args: QueueArgs) => {
  checkPage(args);
  const where: FilterQuery<Comment> = { state: args.state ?? CommentState.PENDING };
  let articleTitle: string | null = null;
  if (args.articleId !== null && args.articleId !== undefined) {
    const article = await findArticle(ctx.em, args.articleId, true);
    // The thread's article, the first version, as each comment names it: the filter says the same title.
    const thread = article.translationOf ? await article.translationOf.loadOrFail() : article;
    where.thread = threadOf(thread);
    articleTitle = thread.title;
  }
  const [items, total] = await ctx.em.findAndCount(Comment, where, { orderBy: { createTime: "desc", id: "desc" }, offset: args.offset, limit: args.limit });
  return { items, total, articleTitle };
});

export const countPendingComments = operation(SESSION, "How many comments wait for the owner.", (ctx) => ctx.em.count(Comment, { state: CommentState.PENDING }));

export const CommentAction = { APPROVE: CommentState.APPROVED, SPAM: CommentState.SPAM, DELETE: CommentState.DELETED } as const;
export type CommentAction = keyof typeof CommentAction;

export const moderateComments = operation(EDIT, "Approves, marks as spam or deletes comments, all or none.", async (ctx, { ids, action }: { ids: number[]; action: CommentAction }) => {
  const unique = [...new Set(ids)];
  if (unique.length === 0 || unique.length > MODERATE_MAX_IDS) {
    throw badInput(`ids must list 1 to ${MODERATE_MAX_IDS} comments`, "ids", { id: "range.between", values: { field: "ids", min: 1, max: MODERATE_MAX_IDS } });
  }
  // One transaction: the states and the notices the approvals send are written together or not at all.
  return ctx.em.transactional(async (em) => {
    const comments = await em.find(Comment, { id: { $in: unique.filter((id) => Number.isSafeInteger(id) && id > 0) } }, { orderBy: { id: "asc" } });
    const missing = unique.find((id) => !comments.some((comment) => comment.id === id));
    if (missing !== undefined) throw rowNotFound("Comment", missing);
    const at = now();
    const approved = comments.filter((comment) => action === "APPROVE" && comment.state !== CommentState.APPROVED);
    for (const comment of comments) {
      comment.state = CommentAction[action];
      comment.moderatedTime = at;
    }
    await em.flush();
    for (const comment of approved) await noticeApprovedReply({ ...ctx, em }, comment);
    return comments;
  });
});

export const replyToComment = operation(EDIT, "The owner answers a comment; the answer is shown at once, and answering a waiting comment approves it.", async (ctx, { id, body }: { id: number; body: string }) => {
  const rendered = await renderBody(body);
  return ctx.em.transactional(async (em) => {
    const parent = await em.findOne(Comment, Number.isSafeInteger(id) && id > 0 ? id : 0);
    if (!parent) throw rowNotFound("Comment", id);
    if (parent.state !== CommentState.APPROVED && parent.state !== CommentState.PENDING) {
      throw badInput("Only a shown or waiting comment can be answered.", "id", { id: "comment.replyHidden" });
    }
    const site = await em.findOne(SiteInfo, { id: { $gt: 0 } });
    const at = now();
    const settings = await commentSettings(em);
    const approvesParent = parent.state === CommentState.PENDING;
    if (approvesParent) {
      parent.state = CommentState.APPROVED;
      parent.moderatedTime = at;
    }
    const reply = em.create(Comment, {
      thread: parent.thread.id,
      parent: parent.id,
      authorName: (site?.author || ctx.user!.name).slice(0, NAME_MAX_LENGTH),
      ...rendered,
      language: (ctx.user as { language?: Language | null }).language ?? parent.language,
      state: CommentState.APPROVED,
      byOwner: true,
      moderatedTime: at,
      ipHash: addressHash(settings.secret, ctx.ip),
      createTime: at,
    });
    await em.flush();
    if (approvesParent) await noticeApprovedReply({ ...ctx, em }, parent);
    await noticeApprovedReply({ ...ctx, em }, reply);
    return reply;
  });
});

// ── Blocks and settings ─────────────────────────────────────────────────────────────────────────────────────

export const blockCommenter = operation(EDIT, "Blocks the author of a comment, by its e-mail address or its network address; their comments are refused from then on.", async (ctx, { commentId, kind }: { commentId: number; kind: CommentBlockKind }) => {
  const comment = await ctx.em.findOne(Comment, Number.isSafeInteger(commentId) && commentId > 0 ? commentId : 0);
  if (!comment) throw rowNotFound("Comment", commentId);
  const valueHash = kind === CommentBlockKind.EMAIL ? comment.emailHash : comment.ipHash;
  if (!valueHash) throw badInput("That comment was posted without an e-mail address; block its network address instead.", "kind", { id: "comment.noEmail" });
  return saveBlock(ctx.em, kind, valueHash, comment.authorName);
});

export const blockCommentEmail = operation(EDIT, "Blocks an e-mail address: comments giving it are refused from then on.", async (ctx, { email }: { email: string }) => {
  const address = optionalEmail(email, "email");
  if (!address) throw badInput("email must not be blank", "email", { id: "text.blank", values: { field: "email" } });
  return saveBlock(ctx.em, CommentBlockKind.EMAIL, emailHash((await commentSettings(ctx.em)).secret, address), address);
});

async function saveBlock(em: EntityManager, kind: CommentBlockKind, valueHash: string, note: string): Promise<CommentBlock> {
  const existing = await em.findOne(CommentBlock, { kind, valueHash });
  if (existing) return existing;
  const block = em.create(CommentBlock, { kind, valueHash, note: note.slice(0, 200) });
  await em.flush();
  return block;
}

export const listCommentBlocks = operation(SESSION, "The blocked commenters, newest first.", (ctx) => ctx.em.find(CommentBlock, {}, { orderBy: { id: "desc" } }));

export const deleteCommentBlock = operation(EDIT, "Lifts a block. Returns its id.", async (ctx, { id }: { id: number }) => {
  const deleted = await ctx.em.nativeDelete(CommentBlock, { id: Number.isSafeInteger(id) && id > 0 ? id : 0 });
  if (deleted === 0) throw notFound(`Comment block ${id} was not found.`, { id: "row.notFound", values: { label: "Comment block", id } });
  return id;
});

export const getCommentSettings = operation(SESSION, "How comments are judged.", (ctx) => commentSettings(ctx.em));

/** A word list as kept: trimmed, without blanks or repeats, each word within bounds. */
function wordList(words: readonly string[], field: string): string[] {
  const kept = [...new Set(words.map((word) => word.trim()).filter(Boolean))];
  if (kept.length > WORD_LIST.maxWords) throw badInput(`${field} may hold at most ${WORD_LIST.maxWords} words`, field, { id: "comment.words", values: { field, max: WORD_LIST.maxWords } });
  const long = kept.find((word) => word.length > WORD_LIST.maxLength);
  if (long) throw badInput(`${field}: each word must be at most ${WORD_LIST.maxLength} characters`, field, { id: "text.tooLong", values: { field, max: WORD_LIST.maxLength } });
  return kept;
}

export interface CommentSettingsChange {
  heldWords?: string[] | null;
  spamWords?: string[] | null;
  approveKnownCommenters?: boolean | null;
}

export const updateCommentSettings = operation(EDIT, "Changes how comments are judged: the word lists and whether known commenters skip the queue.", async (ctx, { input }: { input: CommentSettingsChange }) => {
  const settings = await commentSettings(ctx.em);
  const heldWords = input.heldWords == null ? undefined : wordList(input.heldWords, "heldWords");
  const spamWords = input.spamWords == null ? undefined : wordList(input.spamWords, "spamWords");
  if (heldWords) settings.heldWords = heldWords;
  if (spamWords) settings.spamWords = spamWords;
  if (input.approveKnownCommenters != null) settings.approveKnownCommenters = input.approveKnownCommenters;
  await ctx.em.flush();
  return settings;
});


// ── Comments brought from another blog ──────────────────────────────────────────────────────────────────────

/** An approved comment of another blog, as an import brings it (modules/import). */
export interface ImportedComment {
  sourceId: string;
  /** The old id of the comment it answers; empty for a comment on the post. */
  parentSourceId: string;
  authorName: string;
  /** Kept only as the salted hash our comments keep; empty when none. */
  email: string;
  /** Kept only as the salted hash our comments keep; empty when none. */
  address: string;
  postedAt: Date | null;
  /** As the commenter typed it (the old blog's plain text with light markup). */
  text: string;
  /** As the old blog showed it, paragraphs added; sanitised when written. */
  html: string;
}

/**
 * Writes a post's approved comments under its new article, approved, keeping who answers whom; a reply whose
 * parent did not come over (it was not approved there) becomes a comment on the article. Addresses and
 * e-mails are kept as salted hashes only, as for comments posted here. Returns how many were written.
 */
export async function importApprovedComments(em: EntityManager, article: Article, comments: readonly ImportedComment[]): Promise<number> {
  const { secret } = await commentSettings(em);
  const at = now();
  const written = new Map<string, Comment>();
  const inOrder = [...comments].sort((a, b) => (a.postedAt?.getTime() ?? 0) - (b.postedAt?.getTime() ?? 0) || Number(a.sourceId) - Number(b.sourceId));
  for (const comment of inOrder) {
    const bodyHtml = sanitizeCommentHtml(comment.html).trim();
    if (!bodyHtml.replace(/<[^>]*>/g, "").trim()) continue;
    const email = comment.email.trim();
    written.set(
      comment.sourceId,
      em.create(Comment, {
        thread: threadOf(article),
        parent: written.get(comment.parentSourceId) ?? null,
        authorName: comment.authorName.trim().slice(0, NAME_MAX_LENGTH) || "Anonymous",
        body: comment.text.slice(0, BODY_MAX_LENGTH),
        bodyHtml,
        language: article.language,
        state: CommentState.APPROVED,
        moderatedTime: at,
        emailHash: /^[^\s@]+@[^\s@]+$/.test(email) ? emailHash(secret, email) : null,
        ipHash: addressHash(secret, comment.address.trim() || "imported"),
        createTime: comment.postedAt ?? at,
      }),
    );
  }
  await em.flush();
  return written.size;
}
