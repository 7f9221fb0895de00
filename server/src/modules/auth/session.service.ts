import type { EntityManager } from "@mikro-orm/postgresql";
import { operation } from "../../kernel/operation";
import { PUBLIC } from "../../kernel/permissions";
import { User } from "../user/user.entity";
import { SESSION_COOKIE } from "./cookies";
import { Session } from "./auth.entities";
import { hashToken, randomToken } from "./tokens";

export interface SessionPolicy {
  sessionIdleMinutes: number;
  sessionMaxHours: number;
}

/** How stale lastSeenAt may get before a request refreshes it; saves a write on most requests. */
const TOUCH_AFTER_MS = 60_000;

/** Where a session is used from, shown in the user's list of sessions. */
export interface SessionClient {
  userAgent?: string;
  address?: string;
}

const USER_AGENT_MAX = 300;
const ADDRESS_MAX = 64;

export async function createSession(em: EntityManager, user: User, policy: SessionPolicy, client: SessionClient = {}): Promise<string> {
  const token = randomToken();
  const now = new Date();
  em.create(Session, {
    tokenHash: hashToken(token),
    user,
    createdAt: now,
    lastSeenAt: now,
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    address: client.address?.slice(0, ADDRESS_MAX) ?? null,
    expiresAt: new Date(now.getTime() + policy.sessionMaxHours * 3_600_000),
  });
  await em.flush();
  // Housekeeping: expired sessions are never valid again, so drop them as new ones are made.
  await em.nativeDelete(Session, { expiresAt: { $lt: now } });
  return token;
}

export interface ActiveSession {
  user: User;
  tokenHash: string;
}

/** The signed-in user for a token, or null when the token is unknown, idle too long, or past its end. */
export async function resolveSession(
  em: EntityManager,
  token: string,
  policy: SessionPolicy,
  address?: string,
): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const session = await em.findOne(Session, { tokenHash }, { populate: ["user"] });
  if (!session) return null;
  const now = Date.now();
  const idleLimit = session.lastSeenAt.getTime() + policy.sessionIdleMinutes * 60_000;
  if (session.expiresAt.getTime() <= now || idleLimit <= now) {
    await em.nativeDelete(Session, { tokenHash });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await em.nativeUpdate(Session, { tokenHash }, { lastSeenAt: new Date(now), ...(address ? { address: address.slice(0, ADDRESS_MAX) } : {}) });
  }
  return { user: session.user.getEntity(), tokenHash };
}

export async function endSession(em: EntityManager, tokenHash: string): Promise<void> {
  await em.nativeDelete(Session, { tokenHash });
}

export async function endSessionsOf(em: EntityManager, userId: number): Promise<void> {
  await em.nativeDelete(Session, { user: userId });
}

/** Ends the caller's session on the server and clears the cookie; true when there was a session to end. */
export const signOut = operation(PUBLIC, async (ctx) => {
  ctx.cookies.clear(SESSION_COOKIE);
  if (!ctx.sessionTokenHash) return false;
  await endSession(ctx.em, ctx.sessionTokenHash);
  ctx.user = null;
  ctx.sessionTokenHash = undefined;
  return true;
});
