/**
 * Keys remembered for a fixed time, never more than `maxEntries` at once. Every key lives equally long, so
 * the Map's insertion order is also expiry order, and expired keys are dropped from its front as it is used:
 * each call does constant work on average, and memory never grows past the cap.
 */
export class ExpiringSet {
  private readonly expiries = new Map<string, number>();

  constructor(
    private readonly lifetimeMs: number,
    readonly maxEntries: number,
  ) {}

  get size(): number {
    return this.expiries.size;
  }

  has(key: string, now: number): boolean {
    this.dropExpired(now);
    return this.expiries.has(key);
  }

  isFull(now: number): boolean {
    this.dropExpired(now);
    return this.expiries.size >= this.maxEntries;
  }

  /** Remembers `key` until `lifetimeMs` from now; false, remembering nothing, when full or already there. */
  add(key: string, now: number): boolean {
    if (this.has(key, now) || this.expiries.size >= this.maxEntries) return false;
    this.expiries.set(key, now + this.lifetimeMs);
    return true;
  }

  clear(): void {
    this.expiries.clear();
  }

  private dropExpired(now: number): void {
    for (const [key, expiry] of this.expiries) {
      if (expiry > now) return;
      this.expiries.delete(key);
    }
  }
}
