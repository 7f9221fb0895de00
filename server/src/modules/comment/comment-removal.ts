import crypto from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput, rowNotFound } from "../../kernel/errors";
import { Language } from "../../kernel/language";
import { operation } from "../../kernel/operation";
import { EDIT, PUBLIC, SESSION } from "../../kernel/permissions";
import { siteAddress } from "../../kernel/site-address";
import { checkAddress, queueMail } from "../mail/mail.service";
import { SiteInfo } from "../site-info/site-info.entity";
import { commentClock } from "./comment-clock";
import { CommentSubscriber } from "./comment-notice.entity";
import { removalWords } from "./comment-notice-words";
import { CommentRemovalRequest } from "./comment-removal.entity";
import { addressLimiter } from "../rate-limit/rate-limit.service";
import { commentSettings, emailHash, keyedHash } from "./comment-secret";
import { Comment, CommentState } from "./comment.entity";

/** Requests from one network address: a few in ten minutes, as with comments; the next is refused with HTTP 429. */
export const REMOVAL_REQUESTS = addressLimiter({
  action: "comment.removal",
  perWindow: 3,
  windowMs: 10 * 60_000,
  refusal: { id: "comment.removalWait", message: (minutes) => `You have asked several times just now. Try again in ${minutes} minutes.` },
});
/** One address gets at most one confirmation mail in this time, however often its removal is asked for. */
export const REMOVAL_MAIL_INTERVAL_MS = 15 * 60_000;
export const REMOVAL_PATH = "/api/comments/remove";

const tokenOf = (secret: string, request: CommentRemovalRequest) => `${request.id}.${keyedHash(secret, "removal", `${request.id}:${request.emailHash}`)}`;

export const requestCommentRemoval = operation(
  PUBLIC,
  "Asks for every comment written with an e-mail address to be removed: a confirmation link is mailed to the address, and once its holder confirms, the owner removes them. Whether any comment matches is not said.",
  async (ctx, { email, language }: { email: string; language?: Language | null }) => {
    const address = checkAddress(email ?? "", "email");
    const { secret } = await commentSettings(ctx.em);
    const now = commentClock.now();
    const hash = emailHash(secret, address);
    const mailedLately = (await ctx.em.count(CommentRemovalRequest, { emailHash: hash, createTime: { $gte: new Date(now - REMOVAL_MAIL_INTERVAL_MS) } })) > 0;
    await ctx.em.transactional(async (em) => {
      await REMOVAL_REQUESTS.take(em, ctx.ip, now);
      const request = em.create(CommentRemovalRequest, { emailHash: hash, language: language ?? Language.EN, createTime: new Date(now) });
      await em.flush();
      if (mailedLately) return;
      const site = await em.findOne(SiteInfo, { id: { $gt: 0 } });
      const url = `${siteAddress(site?.url, ctx.origin)}${REMOVAL_PATH}?token=${tokenOf(secret, request)}`;
      await queueMail({ ...ctx, em }, { to: address, ...removalWords(request.language, site?.title || "Quiet Notes", url), purpose: "comment-removal" });
    });
    return true;
  },
);

/** The request a removal link names, if its signature holds. */
export async function requestOfLink(em: EntityManager, token: string): Promise<CommentRemovalRequest> {
  const [id, signature] = String(token ?? "").split(".");
  const request = /^\d{1,9}$/.test(id ?? "") ? await em.findOne(CommentRemovalRequest, Number(id)) : null;
  const expected = request ? tokenOf((await commentSettings(em)).secret, request).split(".")[1] : "";
  if (!request || !signature || signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    throw badInput("This link is not valid. Copy the whole address from the e-mail and try again.", "token", { id: "comment.badLink" });
  }
  return request;
}

export const confirmCommentRemoval = operation(PUBLIC, "The address's holder confirms a removal request, from the link mailed to it.", async (ctx, { token }: { token: string }) => {
  const request = await requestOfLink(ctx.em, token);
  request.confirmedTime ??= new Date(commentClock.now());
  await ctx.em.flush();
  return request.language;
});

export const listCommentRemovalRequests = operation(SESSION, "Confirmed removal requests the owner has not carried out yet, oldest first.", (ctx) =>
  ctx.em.find(CommentRemovalRequest, { confirmedTime: { $ne: null }, doneTime: null }, { orderBy: { id: "asc" } }),
);

/** How many comments a request would remove: those not removed yet. */
export const commentsOfRequest = (em: EntityManager, request: CommentRemovalRequest) =>
  em.count(Comment, { emailHash: request.emailHash, state: { $ne: CommentState.DELETED } });

export const carryOutCommentRemoval = operation(
  EDIT,
  "Removes every comment a confirmed request names: hidden, with their name and text erased, and the address forgotten for reply notices. Returns how many were removed.",
  async (ctx, { id }: { id: number }) =>
    ctx.em.transactional(async (em) => {
      const request = await em.findOne(CommentRemovalRequest, { id: Number.isSafeInteger(id) && id > 0 ? id : 0, confirmedTime: { $ne: null } });
      if (!request) throw rowNotFound("Comment removal request", id);
      const comments = await em.find(Comment, { emailHash: request.emailHash });
      const at = new Date(commentClock.now());
      for (const comment of comments) {
        comment.state = CommentState.DELETED;
        comment.authorName = "";
        comment.body = "";
        comment.bodyHtml = "";
        comment.emailHash = null;
        comment.moderatedTime = at;
      }
      await em.nativeDelete(CommentSubscriber, { emailHash: request.emailHash });
      // Every request for the address is answered by this one.
      await em.nativeUpdate(CommentRemovalRequest, { emailHash: request.emailHash, doneTime: null }, { doneTime: at });
      request.doneTime = at;
      await em.flush();
      return comments.length;
    }),
);
