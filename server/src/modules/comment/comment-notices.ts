import type { EntityManager } from "@mikro-orm/postgresql";
import crypto from "node:crypto";
import { badInput } from "../../kernel/errors";
import { Language, localeOf } from "../../kernel/language";
import { operation } from "../../kernel/operation";
import { PUBLIC } from "../../kernel/permissions";
import type { RequestContext } from "../../kernel/request-context";
import { siteAddress } from "../../kernel/site-address";
import { Article } from "../article/article.entity";
import { queueMail } from "../mail/mail.service";
import { SiteInfo } from "../site-info/site-info.entity";
import { commentClock } from "./comment-clock";
import { CommentSubscriber, CommentThreadNotice } from "./comment-notice.entity";
import { confirmationWords, replyNoticeWords } from "./comment-notice-words";
import { commentSettings, keyedHash } from "./comment-secret";
import { Comment, CommentState } from "./comment.entity";

/** At most one notice per conversation per subscriber in this time: a lively thread is not a flood of mail. */
export const NOTICE_INTERVAL_MS = 15 * 60_000;
/** A confirmation request is mailed again at most this often, however often the box is ticked. */
export const CONFIRM_RESEND_MS = 15 * 60_000;
/** Where the links in the mail lead (http/comment-mail-links.router.ts). */
export const NOTICE_PATHS = { confirm: "/api/comments/confirm", unsubscribe: "/api/comments/unsubscribe" };

type Deps = Pick<RequestContext, "em" | "config" | "jobs" | "req">;

const confirmToken = (secret: string, subscriber: CommentSubscriber) => `${subscriber.id}.${keyedHash(secret, "confirm", `${subscriber.id}:${subscriber.emailHash}`)}`;
const unsubscribeToken = (secret: string, subscriberId: number, threadId: number) =>
  `${subscriberId}.${threadId}.${keyedHash(secret, "unsubscribe", `${subscriberId}:${threadId}`)}`;

const sameSignature = (given: string, expected: string) => given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));

async function siteOf(deps: Deps): Promise<{ title: string; address: string }> {
  const site = await deps.em.findOne(SiteInfo, { id: { $gt: 0 } });
  return { title: site?.title || "Quiet Notes", address: siteAddress(site?.url, deps.req) };
}

/**
 * A commenter ticked "tell me about replies": their address is kept for sending, their notices for this
 * thread are on (again), and, until the address is confirmed, a confirmation request is mailed to it.
 */
export async function subscribe(deps: Deps, request: { email: string; emailHash: string; threadId: number; language: Language }): Promise<void> {
  const { em } = deps;
  const now = new Date(commentClock.now());
  let subscriber = await em.findOne(CommentSubscriber, { emailHash: request.emailHash });
  if (!subscriber) subscriber = em.create(CommentSubscriber, { emailHash: request.emailHash, address: request.email, language: request.language });
  subscriber.address = request.email;
  subscriber.language = request.language;
  await em.flush();
  await em.upsert(CommentThreadNotice, { subscriber: subscriber.id, thread: request.threadId, stoppedTime: null }, { onConflictFields: ["subscriber", "thread"], onConflictMergeFields: ["stoppedTime"] });
  if (subscriber.confirmedTime || (subscriber.confirmSentTime && now.getTime() - subscriber.confirmSentTime.getTime() < CONFIRM_RESEND_MS)) return;
  subscriber.confirmSentTime = now;
  await em.flush();
  const { secret } = await commentSettings(em);
  const site = await siteOf(deps);
  const url = `${site.address}${NOTICE_PATHS.confirm}?token=${confirmToken(secret, subscriber)}`;
  await queueMail(deps, { to: subscriber.address, ...confirmationWords(subscriber.language, site.title, url), purpose: "comment-confirm" });
}

/** The article version a notice links to: the recipient's language when visitors can read it, else the first version. */
async function articleFor(em: EntityManager, threadId: number, language: Language): Promise<Article> {
  const versions = await em.find(Article, { $or: [{ id: threadId }, { translationOf: threadId }] });
  return versions.find((version) => version.language === language && version.isShow && version.publishedAt) ?? versions.find((version) => version.id === threadId)!;
}

/**
 * An approved reply tells the author of the comment it answers, when they asked for notices, confirmed their
 * address, have not stopped this thread's, did not write the reply themselves, and had no notice of this thread
 * in the last NOTICE_INTERVAL_MS. Called only once a reply is approved, so nothing is ever sent about a comment
 * still waiting.
 */
export async function noticeApprovedReply(deps: Deps, reply: Comment): Promise<void> {
  const { em } = deps;
  if (reply.state !== CommentState.APPROVED || !reply.parent) return;
  const parentHash = (await em.findOne(Comment, reply.parent.id))?.emailHash;
  if (!parentHash || parentHash === reply.emailHash) return;
  const subscriber = await em.findOne(CommentSubscriber, { emailHash: parentHash, confirmedTime: { $ne: null } });
  if (!subscriber) return;
  const threadId = reply.thread.id;
  const notice = await em.findOne(CommentThreadNotice, { subscriber: subscriber.id, thread: threadId, stoppedTime: null });
  const now = commentClock.now();
  if (!notice || (notice.lastSentTime && now - notice.lastSentTime.getTime() < NOTICE_INTERVAL_MS)) return;
  notice.lastSentTime = new Date(now);
  await em.flush();

  const { secret } = await commentSettings(em);
  const site = await siteOf(deps);
  const article = await articleFor(em, threadId, subscriber.language);
  const unsubscribeUrl = `${site.address}${NOTICE_PATHS.unsubscribe}?token=${unsubscribeToken(secret, subscriber.id, threadId)}`;
  const words = replyNoticeWords(subscriber.language, {
    site: site.title,
    articleTitle: article.title,
    articleUrl: `${site.address}/${localeOf(subscriber.language)}/posts/${encodeURIComponent(article.slug)}#comment-${reply.id}`,
    replierName: reply.authorName,
    replyText: reply.body,
    replyHtml: reply.bodyHtml,
    unsubscribeUrl,
  });
  await queueMail(deps, {
    to: subscriber.address,
    ...words,
    purpose: "reply-notice",
    // RFC 2369 and RFC 8058: mail programs offer their own unsubscribe button, which POSTs to the address.
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}

const badLink = () => badInput("This link is not valid. Copy the whole address from the e-mail and try again.", "token", { id: "comment.badLink" });

/** Whom a confirmation link names, if its signature holds. */
export async function subscriberOfConfirmation(em: EntityManager, token: string): Promise<CommentSubscriber> {
  const [id, signature] = String(token ?? "").split(".");
  const subscriber = /^\d{1,9}$/.test(id ?? "") ? await em.findOne(CommentSubscriber, Number(id)) : null;
  if (!subscriber || !signature || !sameSignature(signature, confirmToken((await commentSettings(em)).secret, subscriber).split(".")[1])) throw badLink();
  return subscriber;
}

/** The subscriber and thread an unsubscribe link names, if its signature holds. */
export async function noticeOfUnsubscribe(em: EntityManager, token: string): Promise<{ notice: CommentThreadNotice; language: Language }> {
  const [subscriberId, threadId, signature] = String(token ?? "").split(".");
  if (!/^\d{1,9}$/.test(subscriberId ?? "") || !/^\d{1,9}$/.test(threadId ?? "") || !signature) throw badLink();
  const expected = unsubscribeToken((await commentSettings(em)).secret, Number(subscriberId), Number(threadId)).split(".")[2];
  if (!sameSignature(signature, expected)) throw badLink();
  const notice = await em.findOne(CommentThreadNotice, { subscriber: Number(subscriberId), thread: Number(threadId) }, { populate: ["subscriber"] });
  if (!notice) throw badLink();
  return { notice, language: notice.subscriber.getEntity().language };
}

export const confirmCommentNotices = operation(PUBLIC, "Confirms an address for reply notices, from the link mailed to it.", async (ctx, { token }: { token: string }) => {
  const subscriber = await subscriberOfConfirmation(ctx.em, token);
  subscriber.confirmedTime ??= new Date(commentClock.now());
  await ctx.em.flush();
  return subscriber.language;
});

export const stopCommentNotices = operation(PUBLIC, "Stops reply notices for one conversation, from a notice's link.", async (ctx, { token }: { token: string }) => {
  const { notice, language } = await noticeOfUnsubscribe(ctx.em, token);
  notice.stoppedTime ??= new Date(commentClock.now());
  await ctx.em.flush();
  return language;
});
