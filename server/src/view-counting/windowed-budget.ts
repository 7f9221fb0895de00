/**
 * At most `perWindow` uses per key in a window of `windowMs` that opens with the key's first use, for at
 * most `maxKeys` keys at once. A key enters the Map when its window opens and leaves when it closes, so the
 * Map's insertion order is also closing order and closed windows are dropped from its front as it is used.
 * Not rate-limiter-flexible's memory store: it keeps every key (with a timer each) until its window ends and
 * has no bound on how many, where this refuses new keys past `maxKeys` to keep the counter's memory bounded.
 */
export class WindowedBudget {
  private readonly windows = new Map<string, { closesAt: number; used: number }>();

  constructor(
    private readonly perWindow: number,
    private readonly windowMs: number,
    readonly maxKeys: number,
  ) {}

  get size(): number {
    return this.windows.size;
  }

  /**
   * Uses one of the key's allowance; false when it has none left in its window, or when a new key would go
   * past `maxKeys` (refusing is what keeps memory bounded when very many keys show up at once).
   */
  take(key: string, now: number): boolean {
    this.dropClosed(now);
    const window = this.windows.get(key);
    if (!window) {
      if (this.windows.size >= this.maxKeys) return false;
      this.windows.set(key, { closesAt: now + this.windowMs, used: 1 });
      return true;
    }
    if (window.used >= this.perWindow) return false;
    window.used += 1;
    return true;
  }

  clear(): void {
    this.windows.clear();
  }

  private dropClosed(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.closesAt > now) return;
      this.windows.delete(key);
    }
  }
}
