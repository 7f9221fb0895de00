import type { EntityManager } from "@mikro-orm/postgresql";
import type { User } from "../user/user.entity";
import { TrustedDevice } from "./auth.entities";
import { hashToken, randomToken } from "./tokens";

/**
 * Browsers known for a user: each successful sign-in leaves a long-lived cookie with a random token, and the
 * database keeps its SHA-256 (in the database, like sessions, so every server process knows every browser).
 * A known browser is throttled on its own failures only (throttle.service.ts), which is what keeps a
 * stranger from locking the owner out by failing at the owner's name.
 */
export const TRUSTED_DEVICES = {
  /** A browser stays known this long after its last sign-in. */
  lifetimeMs: 180 * 24 * 3_600_000,
  /** Browsers kept per user, the least recently used forgotten first; also caps the per-browser budgets of a name. */
  perUser: 10,
};

/** The token hash of the browser behind `token`, when that browser is known for the user called `name`. */
export async function knownDeviceFor(em: EntityManager, token: string | undefined, name: string): Promise<string | undefined> {
  if (!token) return undefined;
  const tokenHash = hashToken(token);
  const device = await em.findOne(TrustedDevice, { tokenHash, expiresAt: { $gt: new Date() }, user: { name } }, { fields: ["tokenHash"] });
  return device ? tokenHash : undefined;
}

/**
 * After a successful sign-in: a browser that was already known stays known for another lifetime and keeps
 * its token; any other browser becomes known with a new token. Answers the token for the cookie.
 */
export async function rememberDevice(em: EntityManager, user: User, knownToken: string | undefined): Promise<string> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + TRUSTED_DEVICES.lifetimeMs);
  if (knownToken) {
    await em.nativeUpdate(TrustedDevice, { tokenHash: hashToken(knownToken) }, { lastUsedAt: now, expiresAt });
    return knownToken;
  }
  const token = randomToken();
  await em.insert(TrustedDevice, { tokenHash: hashToken(token), user: user.id, createdAt: now, lastUsedAt: now, expiresAt });
  // Housekeeping as browsers are added: expired ones, and this user's beyond the most recently used few.
  await em.getConnection().execute(
    `delete from trusted_devices where expires_at <= ? or token_hash in (
       select token_hash from trusted_devices where user_id = ? order by last_used_at desc, created_at desc offset ?)`,
    [now, user.id, TRUSTED_DEVICES.perUser],
  );
  return token;
}

/**
 * After a password change: the user's other browsers are no longer known, so one that signed in with a leaked
 * password keeps no budget of its own for guessing the new one.
 */
export async function forgetDevicesOf(em: EntityManager, userId: number, keepToken?: string): Promise<void> {
  const keep = keepToken ? { tokenHash: { $ne: hashToken(keepToken) } } : {};
  await em.nativeDelete(TrustedDevice, { user: userId, ...keep });
}
