import type { EntityManager } from "@mikro-orm/postgresql";
import { tooManyRequests } from "../../kernel/errors";
import { clientNetwork } from "../../kernel/client-network";
import { LoginFailure } from "./auth.entities";

/**
 * Sign-in throttling, shared by every server process through the database (a guesser's requests are spread
 * over all processes behind the load balancer, so a limit kept in one process's memory would not hold).
 *
 * Within a window, the first few failures of a key are free; after that each further attempt must wait twice
 * as long as the one before; past the limit the key is refused until its oldest failure leaves the window.
 * Nothing is permanent, so nobody is locked out for good.
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
 * together, plus at most `device.limit`
 * per browser known for the name, of which there are at most TRUSTED_DEVICES.perUser, each held only by a
 * browser that has signed in with the password. It holds under concurrency: an attempt is written down
 * before its password is checked and refused when the count including it is over the limit.
 *
 * Not rate-limiter-flexible, though the design names it: its PostgreSQL store cannot run on the embedded
 * database through our pool. It takes a pooled connection of its own for each call, so called from inside a
 * transaction (a limit checked with the write it guards) it waits for the one connection the embedded pool has,
 * which that transaction holds, until the pool times out; and it names its prepared statements, which on PGlite
 * live in the one session every connection shares, so once the pool opens a new connection its first call fails
 * with "prepared statement … already exists". Its model is also
 * not this one: a fixed window per key that opens at the first failure (up to twice the limit across a window's
 * end), no slow-down before the limit, and no per-failure record to withdraw or to age out one at a time.
 */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  address: { free: 10, limit: 30 },
  nameAtAddress: { free: 3, limit: 5 },
  name: { free: 5, limit: 10 },
  device: { free: 3, limit: 10 },
};

export interface ThrottleRule {
  free: number;
  limit: number;
}

export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
  /** The failures behind this key are the caller's own, and are forgotten once the caller signs in. */
  ownedByCaller: boolean;
  /** Added to the refusal when this key is what holds the attempt back. */
  hint?: string;
}

/** Keys are clipped so that they always fit the column, whatever a name's lower case turns into. */
const namePart = (name: string) => name.trim().toLowerCase().slice(0, 64);
export const nameKey = (name: string) => `name:${namePart(name)}`;
export const addressKey = (ip: string) => `ip:${clientNetwork(ip)}`;
export const nameAtAddressKey = (name: string, ip: string) => `name-at:${clientNetwork(ip)}|${namePart(name)}`;
export const deviceKey = (deviceTokenHash: string) => `device:${deviceTokenHash}`;

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
function waitFor(failures: Date[], rule: ThrottleRule, now: number): number {
  const count = failures.length;
  if (count >= rule.limit) {
    // Refused until enough failures age out of the window to drop below the limit.
    return failures[count - rule.limit].getTime() + THROTTLE.windowMs - now;
  }
  if (count >= rule.free) return failures[count - 1].getTime() + 1000 * 2 ** (count - rule.free) - now;
  return 0;
}

async function failuresInWindow(em: EntityManager, keys: ThrottleKey[], now: number): Promise<Map<string, Date[]>> {
  const rows = await em.find(
    LoginFailure,
    { key: { $in: keys.map((k) => k.key) }, at: { $gte: new Date(now - THROTTLE.windowMs) } },
    { orderBy: { at: "asc" }, fields: ["key", "at"] },
  );
  const byKey = new Map<string, Date[]>(keys.map((k) => [k.key, []]));
  for (const row of rows) byKey.get(row.key)!.push(row.at);
  return byKey;
}

/** Throws TOO_MANY_REQUESTS, saying when to try again, when any key must still wait. */
async function assertNoWait(em: EntityManager, keys: ThrottleKey[], now: number): Promise<void> {
  const failures = await failuresInWindow(em, keys, now);
  let longest = { wait: 0, hint: undefined as string | undefined };
  for (const key of keys) {
    const wait = waitFor(failures.get(key.key)!, key.rule, now);
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
  const values = keys.map(() => "(?, ?)").join(", ");
  // Failures older than the window are swept in the same statement; they no longer count for anything.
  const inserted: { id: string }[] = await em.getConnection().execute(
    `with swept as (delete from login_failures where at < ?) insert into login_failures (key, at) values ${values} returning id`,
    [new Date(now - THROTTLE.windowMs), ...keys.flatMap((k) => [k.key, at])],
  );
  const attempt = { keys, ids: inserted.map((row) => String(row.id)) };

  const counted = await failuresInWindow(em, keys, now);
  if (keys.some((key) => counted.get(key.key)!.length > key.rule.limit)) {
    await withdrawAttempt(em, attempt);
    await assertNoWait(em, keys, Date.now());
    throw tooManyRequests(waitMessage(1000), 1, waitSaid(1000));
  }
  return attempt;
}

/** The attempt turned out not to be a guess at the password (its captcha was wrong): it counts for nothing. */
export async function withdrawAttempt(em: EntityManager, attempt: PendingAttempt): Promise<void> {
  await em.nativeDelete(LoginFailure, { id: { $in: attempt.ids } });
}

/**
 * The password was right: the attempt was no failure, and the caller's own earlier failures (its browser,
 * or the name at its address) are forgotten. Failures against the address and the name as a whole stay:
 * they may be a stranger's, and forgetting them would hand a guesser a fresh budget.
 */
export async function acceptAttempt(em: EntityManager, attempt: PendingAttempt): Promise<void> {
  const own = attempt.keys.filter((k) => k.ownedByCaller).map((k) => k.key);
  await em.nativeDelete(LoginFailure, { $or: [{ id: { $in: attempt.ids } }, { key: { $in: own } }] });
}
