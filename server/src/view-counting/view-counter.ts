import crypto from "node:crypto";
import { clientNetwork } from "../kernel/client-network";
import { SlidingWindowMemory } from "../kernel/sliding-window";
import { DailySalt } from "./daily-salt";
import { ExpiringSet } from "./expiring-set";

/**
 * When an article view or a home-page visit adds to its counter. A visitor is known by address and user
 * agent, hashed (with the page) under a salt that changes daily (daily-salt.ts): no cookie, and nothing
 * about the visitor is stored or kept in the clear.
 *
 * The memory bound: at most `maxRemembered` (visitor, page) pairs and `maxAddresses` address budgets at
 * once, about 9 MB of heap when both are full (view-counter.test.ts checks it stays under 16 MB). When
 * either is full, new views count nothing until entries expire: under a flood from very many addresses the
 * counters stop rising rather than the process growing.
 */
export const VIEW_COUNTING = {
  /** The same visitor's repeat of the same page counts again only after this long. */
  repeatAfterMs: 30 * 60_000,
  /** Counts one address (an IPv4 address or an IPv6 /64) may add in any window, all visitors and pages together. */
  perAddress: { perWindow: 30, windowMs: 10 * 60_000 },
  maxRemembered: 100_000,
  maxAddresses: 20_000,
};

/**
 * 96 bits: enough to tell a day's visitors apart. Written straight from the digest, the 16 characters are
 * one small flat string, which is most of an entry's memory.
 *
 * SHA-256 keyed by the secret salt put first, not an HMAC: the hashes never leave this process, so what HMAC
 * adds (no length extension of a published hash) protects nothing here, and Node's HMAC prepares its key on
 * every call, which made it eight times dearer (two per page view, about a third of a view's time).
 */
const shortHash = (salt: Buffer, text: string) => crypto.createHash("sha256").update(salt).update(text).digest().toString("base64url", 0, 12);

/**
 * Kept in each process's memory, not in the database: it decides on every page view, so it must not cost a
 * round trip, and losing it (a restart) costs only a few repeat views counted twice. With several server
 * processes, each keeps its own, so a visitor whose requests are spread over N processes may count up to N
 * times per half hour, and an address's budget is per process too.
 */
export class ViewCounter {
  private readonly salt = new DailySalt();
  private readonly recent = new ExpiringSet(VIEW_COUNTING.repeatAfterMs, VIEW_COUNTING.maxRemembered);
  private readonly addresses = new SlidingWindowMemory(VIEW_COUNTING.perAddress, VIEW_COUNTING.maxAddresses);

  /**
   * Whether this view of `page` ("home", "article:7" …) should be counted. No: the same visitor counted it
   * within the last half hour, or the address has used up its counts for now, or memory is at its bound.
   * The caller answers the visitor the same either way.
   */
  shouldCount(address: string, userAgent: string | undefined, page: string): boolean {
    const now = new Date();
    const { salt, madeAt, renewed } = this.salt.current(now);
    // Yesterday's hashes can never match again; dropping them at once frees their memory.
    if (renewed) {
      this.recent.clear();
      this.addresses.clear();
    }
    // Times are kept from the salt's making: under a day and a half hour, small enough for V8 to store
    // inline rather than as a number object per entry.
    const at = now.getTime() - madeAt;
    const visit = shortHash(salt, `${address}\n${(userAgent ?? "").slice(0, 512)}\n${page}`);
    if (this.recent.has(visit, at) || this.recent.isFull(at)) return false;
    if (!this.addresses.take(shortHash(salt, clientNetwork(address)), at)) return false;
    return this.recent.add(visit, at);
  }
}
