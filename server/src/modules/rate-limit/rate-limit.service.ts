import crypto from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { clientNetwork } from "../../kernel/client-network";
import { apiError } from "../../kernel/errors";
import { AddressAction } from "./rate-limit.entity";

/**
 * How many times one address may do something in a sliding window: the one limiter for what visitors do
 * (guestbook messages, comments, comment removal requests). Sign-in throttling is another model, with slow-downs
 * and per-name keys (auth/throttle.service.ts).
 *
 * Each action is a row of `address_actions`, written in the transaction that saves the action, so an action
 * that fails after the check (a wrong captcha, a refused comment) counts for nothing. Every server process
 * counts the same rows, whether they share the embedded database or a PostgreSQL server.
 *
 * Not rate-limiter-flexible, though the design names it, for the reasons throttle.service.ts gives: its
 * PostgreSQL store takes a pooled connection of its own for each call, so called inside the transaction that
 * saves the action it waits for the one connection the embedded database's pool has, which that transaction
 * holds; it names its prepared statements, which on PGlite live in the one session every connection shares;
 * and its windows are fixed ones that open at the first action, letting up to twice the limit through across a
 * window's end, where these limits are sliding windows.
 */
export interface AddressLimit {
  /** What is limited, `<module>.<what>` ("comment.post"): each action counts only against its own limit. */
  readonly action: string;
  /** How many actions an address may take within any `windowMs`. */
  readonly perWindow: number;
  readonly windowMs: number;
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

const addressHashOf = (ip: string) => crypto.createHash("sha256").update(clientNetwork(ip)).digest("hex");

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
async function refuseWhenFull(em: EntityManager, limit: AddressLimit, addressHash: string, at: number): Promise<void> {
  const times = await em.find(
    AddressAction,
    { action: limit.action, addressHash, at: { $gt: new Date(at - limit.windowMs) } },
    { fields: ["at"], orderBy: { at: "asc" } },
  );
  if (times.length < limit.perWindow) return;
  // Free again when enough of them have left the window to bring the count under the limit.
  throw tooMany(limit, times[times.length - limit.perWindow].at.getTime() + limit.windowMs - at);
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
      const addressHash = addressHashOf(ip);
      // Held until the transaction ends, so the next action of this address counts this one.
      await tx.execute("select pg_advisory_xact_lock(hashtextextended(?, 0))", [`address_actions:${limit.action}:${addressHash}`]);
      await refuseWhenFull(tx, limit, addressHash, at);
      await tx.insert(AddressAction, { action: limit.action, addressHash, at: new Date(at) });
      // Actions past the window count for nothing. Rows another transaction is sweeping are left to it, so that
      // sweeps never wait for each other.
      await tx.execute(
        `delete from "address_actions" where "id" in (select "id" from "address_actions" where "action" = ? and "at" <= ? for update skip locked)`,
        [limit.action, new Date(at - limit.windowMs)],
      );
    },
  };
}
