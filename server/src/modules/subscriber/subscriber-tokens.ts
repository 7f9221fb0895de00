import crypto from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput } from "../../kernel/errors";
import { commentSettings, keyedHash } from "../comment/comment-secret";
import { hashToken } from "../auth/tokens";

/** Where the links in the mail lead (http/subscriber-mail-links.router.ts). */
export const SUBSCRIBER_PATHS = { confirm: "/api/subscribers/confirm", unsubscribe: "/api/subscribers/unsubscribe" };

/** A new confirmation token and the hash kept of it: the token itself is only in the mail. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(24).toString("base64url");
  return { token, hash: hashToken(token) };
}

/**
 * The unsubscribe token of one subscriber, for one post's message (articleId) or none (0): signed with the
 * site's secret, so it is never stored and every message of a subscriber carries a working one.
 */
export async function unsubscribeToken(em: EntityManager, subscriberId: number, articleId = 0): Promise<string> {
  const { secret } = await commentSettings(em);
  return `${subscriberId}.${articleId}.${keyedHash(secret, "newsletter-unsubscribe", `${subscriberId}:${articleId}`)}`;
}

export const badSubscriberLink = () =>
  badInput("This link is not valid or has expired. Copy the whole address from the e-mail, or subscribe again.", "token", { id: "subscriber.badLink" });

/** The subscriber and post an unsubscribe token names, if its signature holds. */
export async function readUnsubscribeToken(em: EntityManager, token: string): Promise<{ subscriberId: number; articleId: number }> {
  const [subscriberId, articleId, signature] = String(token ?? "").split(".");
  if (!/^\d{1,9}$/.test(subscriberId ?? "") || !/^\d{1,9}$/.test(articleId ?? "") || !signature) throw badSubscriberLink();
  const expected = (await unsubscribeToken(em, Number(subscriberId), Number(articleId))).split(".")[2];
  if (signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) throw badSubscriberLink();
  return { subscriberId: Number(subscriberId), articleId: Number(articleId) };
}
