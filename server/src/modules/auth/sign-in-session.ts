import type { EntityManager } from "@mikro-orm/postgresql";
import type { RequestContext } from "../../kernel/request-context";
import type { User } from "../user/user.entity";
import { DEVICE_COOKIE, SESSION_COOKIE } from "./cookies";
import { createSession, type SessionClient, type SessionPolicy } from "./session.service";
import { acceptAttempt, type PendingAttempt } from "./throttle.service";
import { TRUSTED_DEVICES, rememberDevice } from "./trusted-device.service";

export interface OpenedSession {
  token: string;
  /** The known-browser token for the cookie. */
  deviceToken: string;
}

/**
 * The end of every successful sign-in, with or without a second factor: the attempt was no failure, the
 * browser becomes (or stays) known for the user, and a session starts. `knownDeviceToken` is the browser's
 * token when it is already known for this user.
 */
export async function openSession(
  em: EntityManager,
  user: User,
  pending: PendingAttempt,
  knownDeviceToken: string | undefined,
  policy: SessionPolicy,
  client: SessionClient = {},
): Promise<OpenedSession> {
  await acceptAttempt(em, pending);
  const deviceToken = await rememberDevice(em, user, knownDeviceToken);
  const token = await createSession(em, user, policy, client);
  return { token, deviceToken };
}

/** Sets the session cookie and the known-browser cookie, and treats the rest of the request as signed in. */
export function setSignInCookies(ctx: RequestContext, user: User, session: OpenedSession): void {
  ctx.cookies.set(SESSION_COOKIE, session.token, ctx.config.sessionMaxHours * 3_600_000);
  // Kept after logout on purpose: it says this browser has signed in before, not who is signed in now.
  ctx.cookies.set(DEVICE_COOKIE, session.deviceToken, TRUSTED_DEVICES.lifetimeMs, "strict");
  ctx.user = user;
}
