import type { EntityManager } from "@mikro-orm/postgresql";
import { tooManyRequests } from "../../kernel/errors";
import { clientNetwork } from "../../kernel/client-network";
import { slidingWindowWait } from "../../kernel/sliding-window";
import { LimitedAction } from "../rate-limit/rate-limit.entity";
import { sha256 } from "../../kernel/sha256";

/**
 * Sign-in throttling. Each failure is a row of the rate limiter's `limited_actions` (modules/rate-limit), which
 * every server process shares, and past its limit a key waits by the same sliding-window rule. The throttle adds
 * slow-downs (after a key's first few failures each attempt waits twice as long as the one before), keys other
 * than the address, and an attempt written down before its slow password check, without holding a transaction
 * open, then withdrawn or forgotten once it proves no guess. Nothing is permanent: nobody is locked out for good.
 *
 * Which keys an attempt counts against depends on the browser (OWASP's "device cookies"):
 * - every attempt: its address, so one address cannot guess across many names;
 * - from a browser known for the name (it has signed in as that user before, trusted-device.service.ts):
 *   that browser only. Strangers' failures never reach it, so they cannot lock the owner out of it;
 * - from any other browser: the name at that address, and the name over all such browsers together.
 *   The last one bounds a guesser spread over many addresses; it can hold back the owner too, but only in a
 *   browser that has never signed in, and the message says that a known browser still gets in.
 *
 * The bound: failed guesses at one name in any window are at most `name.limit` from all unknown browsers
 * together, plus at most `device.limit` per browser known for the name (at most TRUSTED_DEVICES.perUser of them,
 * each earned by signing in with the password). It holds under concurrency: an attempt is written down before
 * its password is checked and refused when the count including it is over the limit.
 */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  address: { action: "sign-in.address", free: 10, limit: 30 },
  nameAtAddress: { action: "sign-in.name-at-address", free: 3, limit: 5 },
  name: { action: "sign-in.name", free: 5, limit: 10 },
  device: { action: "sign-in.device", free: 3, limit: 10 },
};

/** `limit` failures of a key in the window, the first `free` of them without a wait; counted as `action`. */
export interface ThrottleRule {
  action: string;
  free: number;
  limit: number;
}

/** The failures one key counts: its rule's action and the hash of what it is kept per (the row's columns). */
export interface FailureKey {
  action: string;
  keyHash: string;
}

export interface ThrottleKey {
  key: FailureKey;
  rule: ThrottleRule;
  /** The failures behind this key are the caller's own, and are forgotten once the caller signs in. */
  ownedByCaller: boolean;
  /** Added to the refusal when this key is what holds the attempt back. */
  hint?: string;
}

const namePart = (name: string) => name.trim().toLowerCase();
const failureKey = (rule: ThrottleRule, key: string): FailureKey => ({ action: rule.action, keyHash: sha256(key) });
export const nameKey = (name: string) => failureKey(THROTTLE.name, namePart(name));
export const addressKey = (ip: string) => failureKey(THROTTLE.address, clientNetwork(ip));
export const nameAtAddressKey = (name: string, ip: string) => failureKey(THROTTLE.nameAtAddress, `${clientNetwork(ip)}|${namePart(name)}`);
export const deviceKey = (deviceTokenHash: string) => failureKey(THROTTLE.device, deviceTokenHash);

const KNOWN_BROWSER_HINT = "A browser that has signed in with this name before can still sign in.";

/** What one attempt counts against; `knownDevice` is the token hash of a browser known for this name. */
export function throttleKeys(name: string, ip: string, knownDevice?: string): ThrottleKey[] {
  const address: ThrottleKey = { key: addressKey(ip), rule: THROTTLE.address, ownedByCaller: false };
  if (knownDevice) return [address, { key: deviceKey(knownDevice), rule: THROTTLE.device, ownedByCaller: true }];
  return [
    address,
    { key: nameAtAddressKey(name, ip), rule: THROTTLE.nameAtAddress, ownedByCaller: true },
    { key: nameKey(name), rule: THROTTLE.name, ownedByCaller: false, hint: KNOWN_BROWSER_HINT },
  ];
}

/** An attempt written down as a failure until it turns out to be right, or not a guess at all. */
export interface PendingAttempt {
  keys: ThrottleKey[];
  ids: string[];
}

function waitMessage(ms: number, hint?: string): string {
  const { amount, unit } = waitOf(ms);
  return `Too many failed sign-ins. Try again in ${amount} ${unit}.${hint ? ` ${hint}` : ""}`;
}

/** The wait in seconds, or in minutes from a minute and a half on. */
function waitOf(ms: number): { amount: number; unit: "seconds" | "minutes" } {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 90 ? { amount: seconds, unit: "seconds" } : { amount: Math.ceil(seconds / 60), unit: "minutes" };
}

/** What a wait says, for the site to say it in its reader's language (a hint, when there is one, stays in English). */
const waitSaid = (ms: number, hint?: string) => (hint ? undefined : { id: "signIn.wait", values: waitOf(ms) });

/** How long a key with these failures (oldest first, all inside the window) must wait before its next attempt. */
function waitFor(failures: number[], rule: ThrottleRule, now: number): number {
  const count = failures.length;
  if (count >= rule.limit) return slidingWindowWait({ perWindow: rule.limit, windowMs: THROTTLE.windowMs }, failures, now);
  if (count >= rule.free) return failures[count - 1] + 1000 * 2 ** (count - rule.free) - now;
  return 0;
}

const mapKey = ({ action, keyHash }: FailureKey) => `${action}:${keyHash}`;

/** The times of each key's failures inside the window, oldest first. */
async function failuresInWindow(em: EntityManager, keys: ThrottleKey[], now: number): Promise<Map<string, number[]>> {
  const rows = await em.find(
    LimitedAction,
    { $or: keys.map((k) => k.key), at: { $gte: new Date(now - THROTTLE.windowMs) } },
    { orderBy: { at: "asc" }, fields: ["action", "keyHash", "at"] },
  );
  const byKey = new Map<string, number[]>(keys.map((k) => [mapKey(k.key), []]));
  for (const row of rows) byKey.get(mapKey(row))!.push(row.at.getTime());
  return byKey;
}

/** Throws TOO_MANY_REQUESTS, saying when to try again, when any key must still wait. */
async function assertNoWait(em: EntityManager, keys: ThrottleKey[], now: number): Promise<void> {
  const failures = await failuresInWindow(em, keys, now);
  let longest = { wait: 0, hint: undefined as string | undefined };
  for (const key of keys) {
    const wait = waitFor(failures.get(mapKey(key.key))!, key.rule, now);
    if (wait > longest.wait) longest = { wait, hint: key.hint };
  }
  if (longest.wait > 0) throw tooManyRequests(waitMessage(longest.wait, longest.hint), Math.ceil(longest.wait / 1000), waitSaid(longest.wait, longest.hint));
}

/**
 * Checks the keys and writes the attempt down against each of them, before any captcha or password is
 * looked at. Refused attempts write nothing. Concurrent attempts that all passed the first check are
 * caught by counting again after the write: each sees at least every attempt written before its own.
 */
export async function beginAttempt(em: EntityManager, keys: ThrottleKey[]): Promise<PendingAttempt> {
  const now = Date.now();
  await assertNoWait(em, keys, now);

  const at = new Date(now);
  const values = keys.map(() => "(?, ?, ?)").join(", ");
  // Failures older than the window are swept in the same statement; they no longer count for anything.
  const inserted: { id: string }[] = await em.getConnection().execute(
    `with swept as (delete from limited_actions where action like 'sign-in.%' and at < ?)
     insert into limited_actions (action, key_hash, at) values ${values} returning id`,
    [new Date(now - THROTTLE.windowMs), ...keys.flatMap((k) => [k.key.action, k.key.keyHash, at])],
  );
  const attempt = { keys, ids: inserted.map((row) => String(row.id)) };

  const counted = await failuresInWindow(em, keys, now);
  if (keys.some((key) => counted.get(mapKey(key.key))!.length > key.rule.limit)) {
    await withdrawAttempt(em, attempt);
    await assertNoWait(em, keys, Date.now());
    throw tooManyRequests(waitMessage(1000), 1, waitSaid(1000));
  }
  return attempt;
}

/** The attempt turned out not to be a guess at the password (its captcha was wrong): it counts for nothing. */
export async function withdrawAttempt(em: EntityManager, attempt: PendingAttempt): Promise<void> {
  await em.nativeDelete(LimitedAction, { id: { $in: attempt.ids } });
}

/**
 * The password was right: the attempt was no failure, and the caller's own earlier failures (its browser,
 * or the name at its address) are forgotten. Failures against the address and the name as a whole stay:
 * they may be a stranger's, and forgetting them would hand a guesser a fresh budget.
 */
export async function acceptAttempt(em: EntityManager, attempt: PendingAttempt): Promise<void> {
  const own = attempt.keys.filter((k) => k.ownedByCaller).map((k) => k.key);
  await em.nativeDelete(LimitedAction, { $or: [{ id: { $in: attempt.ids } }, ...own] });
}
