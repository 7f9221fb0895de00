import crypto from "node:crypto";
import type { Request } from "express";
import { setCookie, type CookieExchange } from "../auth/cookies";
import { keyedHash } from "./comment-secret";

/**
 * The browser a comment was written in: a cookie listing the ids of the comments it wrote, signed with the
 * comment secret so no one can add another's. It lets its author see a comment that waits for approval, and
 * change or delete it for a while (EDIT_WINDOW_MS), from that browser only. HttpOnly and SameSite=Lax (auth/cookies.ts).
 */
export const AUTHOR_COOKIE = "blog_comments";
/** Long enough to see a waiting comment through moderation. */
const COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60_000;
/** The newest ones only: the cookie stays small whoever posts a lot. */
const MAX_IDS = 30;
/** How long after posting its author may change or delete a comment. */
export const EDIT_WINDOW_MS = 15 * 60_000;

const signatureOf = (secret: string, ids: string) => keyedHash(secret, "author-cookie", ids);

/** The comment ids this browser wrote, when the cookie is there and its signature holds; none otherwise. */
export function authoredIds(req: Request, secret: string): number[] {
  const value = req.cookies?.[AUTHOR_COOKIE];
  if (typeof value !== "string") return [];
  const match = /^([\d-]{1,400})\.([0-9a-f]{64})$/.exec(value);
  if (!match) return [];
  const expected = Buffer.from(signatureOf(secret, match[1]));
  const given = Buffer.from(match[2]);
  if (!crypto.timingSafeEqual(expected, given)) return [];
  return match[1].split("-").map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** Adds a comment to the browser's list. */
export function rememberAuthored(exchange: CookieExchange, secret: string, id: number): void {
  const ids = [...authoredIds(exchange.req, secret).filter((known) => known !== id), id].slice(-MAX_IDS).join("-");
  setCookie(exchange, AUTHOR_COOKIE, `${ids}.${signatureOf(secret, ids)}`, COOKIE_MAX_AGE_MS);
}
