import type { EntityManager } from "@mikro-orm/postgresql";
import { clientNetwork } from "../../kernel/client-network";
import { apiError } from "../../kernel/errors";
import { sha256 } from "../../kernel/sha256";
import { slidingWindowWait, type SlidingWindow } from "../../kernel/sliding-window";
import { LimitedAction } from "./rate-limit.entity";

/**
 * How many times one address may do something in a sliding window: the one limiter for what visitors do
 * (guestbook messages, comments, comment removal requests). Sign-in throttling counts its failures in the same
 * table with the same rule, adding slow-downs and keys other than the address (auth/throttle.service.ts).
 *
 * Each action is a row of `limited_actions`, written in the transaction that saves the action, so an action
 * that fails after the check (a wrong captcha, a refused comment) counts for nothing. Every server process
 * counts the same rows, whether they share the embedded database or a PostgreSQL server.
 *
 * Not rate-limiter-flexible, though the design names it. Its PostgreSQL store takes a pooled connection of its
 * own for each call, so called inside the transaction that saves the action it waits for the one connection the
 * embedded database's pool has, which that transaction holds; it names its prepared statements, which on PGlite
 * live in the one session every connection shares ("prepared statement … already exists" once the pool opens a
 * second connection); its windows are fixed ones that open at the first action, letting up to twice the limit
 * through across a window's end; and it keeps no per-action record that could be withdrawn (an action that
 * turned out not to count) or age out one at a time.
 */
export interface AddressLimit extends SlidingWindow {
  /** What is limited, `<module>.<what>` ("comment.post"): each action counts only against its own limit. */
  readonly action: string;
  /**
   * The refusal: its words in English for clients that show the server's words as they are, and its id in the
   * site's `server` message catalogs (with the minutes to wait), which the site says in its reader's language.
   */
  readonly refusal: { id: string; message: (minutes: number) => string };
}

export interface AddressLimiter extends AddressLimit {
  /**
   * Refuses with HTTP 429, saying when to try again, when the address has no action left in the window. Writes
   * nothing: it goes before work that cannot be undone (a captcha spent), so that a refused visitor loses none.
   */
  check(em: EntityManager, ip: string, at?: number): Promise<void>;
  /**
   * Counts one action against the address, inside the transaction that saves it; refuses as `check` does when
   * the window is full. Actions of one address wait here for each other, so that several at once, on any number
   * of server processes, cannot all pass a check that each alone would pass.
   */
  take(tx: EntityManager, ip: string, at?: number): Promise<void>;
}

/** A limited action's row keeps the SHA-256 of what the limit is kept per, so no address or name is stored. */
const addressHashOf = (ip: string) => sha256(clientNetwork(ip));

/** The limit's refusal for a wait of `waitMs`: TOO_MANY_REQUESTS, answered with HTTP 429 and Retry-After. */
function tooMany(limit: AddressLimit, waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  // Apollo Server takes the status and the header from `extensions.http`; the formatted error does not carry them on.
  return apiError("TOO_MANY_REQUESTS", limit.refusal.message(minutes), {
    retryAfterSeconds: seconds,
    messageId: limit.refusal.id,
    messageValues: { minutes },
    http: { status: 429, headers: new Map([["retry-after", String(seconds)]]) },
  });
}

/** Throws the refusal when the actions in the window (oldest first) leave none for now. */
async function refuseWhenFull(em: EntityManager, limit: AddressLimit, keyHash: string, at: number): Promise<void> {
  const times = await em.find(
    LimitedAction,
    { action: limit.action, keyHash, at: { $gt: new Date(at - limit.windowMs) } },
    { fields: ["at"], orderBy: { at: "asc" } },
  );
  const wait = slidingWindowWait(limit, times.map((row) => row.at.getTime()), at);
  if (wait > 0) throw tooMany(limit, wait);
}

/** Declares a limit; `at` is the caller's clock (a module's own, which its tests move forward), now by default. */
export function addressLimiter(limit: AddressLimit): AddressLimiter {
  return {
    ...limit,
    async check(em, ip, at = Date.now()) {
      await refuseWhenFull(em, limit, addressHashOf(ip), at);
    },
    async take(tx, ip, at = Date.now()) {
      if (!tx.isInTransaction()) throw new Error(`The ${limit.action} limit counts an action in the transaction that saves it.`);
      const keyHash = addressHashOf(ip);
      // Held until the transaction ends, so the next action of this address counts this one.
      await tx.execute("select pg_advisory_xact_lock(hashtextextended(?, 0))", [`limited_actions:${limit.action}:${keyHash}`]);
      await refuseWhenFull(tx, limit, keyHash, at);
      await tx.insert(LimitedAction, { action: limit.action, keyHash, at: new Date(at) });
      // Actions past the window count for nothing. Rows another transaction is sweeping are left to it, so that
      // sweeps never wait for each other.
      await tx.execute(
        `delete from "limited_actions" where "id" in (select "id" from "limited_actions" where "action" = ? and "at" <= ? for update skip locked)`,
        [limit.action, new Date(at - limit.windowMs)],
      );
    },
  };
}
