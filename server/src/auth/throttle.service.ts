import type { EntityManager } from "@mikro-orm/postgresql";
import { tooManyRequests } from "../graphql/errors";
import { LoginFailure } from "./auth.entities";

/**
 * Sign-in throttling, shared by every server process through the database.
 * Within a window, the first few failures are free; after that each further attempt must wait twice as
 * long as the one before; past the limit the key is refused until its oldest failure leaves the window.
 * Nothing is permanent, so an administrator is never locked out for good.
 */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  name: { free: 3, limit: 10 },
  address: { free: 10, limit: 30 },
};

export const nameKey = (name: string) => `name:${name.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

function waitMessage(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `Too many failed sign-ins. Try again in ${seconds} seconds.`;
  return `Too many failed sign-ins. Try again in ${Math.ceil(seconds / 60)} minutes.`;
}

async function waitFor(em: EntityManager, key: string, rule: { free: number; limit: number }, now: number) {
  const since = new Date(now - THROTTLE.windowMs);
  const failures = await em.find(LoginFailure, { key, at: { $gte: since } }, { orderBy: { at: "asc" }, fields: ["at"] });
  const count = failures.length;
  if (count >= rule.limit) {
    // Refused until enough failures age out of the window to drop below the limit.
    const releasing = failures[count - rule.limit];
    return releasing.at.getTime() + THROTTLE.windowMs - now;
  }
  if (count >= rule.free) {
    const delay = 1000 * 2 ** (count - rule.free);
    return failures[count - 1].at.getTime() + delay - now;
  }
  return 0;
}

/** Throws TOO_MANY_REQUESTS, saying when to try again, before any password is hashed. */
export async function assertNotThrottled(em: EntityManager, name: string, ip: string): Promise<void> {
  const now = Date.now();
  const wait = Math.max(
    await waitFor(em, nameKey(name), THROTTLE.name, now),
    await waitFor(em, addressKey(ip), THROTTLE.address, now),
  );
  if (wait > 0) throw tooManyRequests(waitMessage(wait), Math.ceil(wait / 1000));
}

export async function recordFailure(em: EntityManager, name: string, ip: string): Promise<void> {
  const at = new Date();
  await em.insertMany(LoginFailure, [
    { key: nameKey(name), at },
    { key: addressKey(ip), at },
  ]);
  await em.nativeDelete(LoginFailure, { at: { $lt: new Date(at.getTime() - THROTTLE.windowMs) } });
}

export async function clearFailures(em: EntityManager, name: string): Promise<void> {
  await em.nativeDelete(LoginFailure, { key: nameKey(name) });
}
