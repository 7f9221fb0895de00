import crypto from "node:crypto";

/**
 * A random salt that changes with the server's local day. It lives only in this process's memory, so the
 * hashes made with it cannot be linked back to an address, nor across days, by anyone with the database or
 * a log: visitors are told apart without being identified.
 */
export class DailySalt {
  private day = "";
  private salt = Buffer.alloc(0);
  private madeAt = 0;

  /** Today's salt, when it was made, and whether that was just now (a new day began since the last call). */
  current(now: Date): { salt: Buffer; madeAt: number; renewed: boolean } {
    const day = now.toDateString();
    const renewed = day !== this.day;
    if (renewed) {
      this.day = day;
      this.salt = crypto.randomBytes(32);
      this.madeAt = now.getTime();
    }
    return { salt: this.salt, madeAt: this.madeAt, renewed };
  }
}
