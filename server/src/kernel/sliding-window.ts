/**
 * The one rule of every limit on what visitors do: at most `perWindow` actions of a key in any `windowMs`, a
 * window that slides (a fixed window opening at the first action would let twice the limit through across its
 * end). The database limiter (modules/rate-limit/), the sign-in throttle and the view counter's per-address
 * counts all decide with it.
 */
export interface SlidingWindow {
  readonly perWindow: number;
  readonly windowMs: number;
}

/**
 * How long until the key may act again, given the times of its actions still inside the window, oldest first:
 * 0 when it may now. It is free again when enough of them have left the window to bring the count under the limit.
 */
export function slidingWindowWait(window: SlidingWindow, times: readonly number[], now: number): number {
  if (times.length < window.perWindow) return 0;
  return times[times.length - window.perWindow] + window.windowMs - now;
}

/**
 * The rule kept in one process's memory, for at most `maxKeys` keys at once. For the view counter, which asks
 * on every page view and so must not cost a database round trip. Past `maxKeys` a new key is refused rather
 * than an old one forgotten (what lru-cache would do): forgetting would hand a flood of addresses fresh counts,
 * where refusing keeps both the counters and the memory bounded.
 *
 * A key moves to the Map's end at each action, so the Map's order is the order in which keys go idle (their
 * newest action leaves the window), and idle keys are dropped from its front as it is used.
 */
export class SlidingWindowMemory {
  private readonly actions = new Map<string, number[]>();

  constructor(
    private readonly window: SlidingWindow,
    readonly maxKeys: number,
  ) {}

  get size(): number {
    return this.actions.size;
  }

  /** Counts one action of the key at `now`; false, counting nothing, when the rule or `maxKeys` refuses it. */
  take(key: string, now: number): boolean {
    this.dropIdle(now);
    const kept = this.actions.get(key);
    if (!kept && this.actions.size >= this.maxKeys) return false;
    const times = (kept ?? []).filter((at) => at > now - this.window.windowMs);
    if (slidingWindowWait(this.window, times, now) > 0) return false;
    times.push(now);
    this.actions.delete(key);
    this.actions.set(key, times);
    return true;
  }

  clear(): void {
    this.actions.clear();
  }

  private dropIdle(now: number): void {
    for (const [key, times] of this.actions) {
      if (times[times.length - 1] > now - this.window.windowMs) return;
      this.actions.delete(key);
    }
  }
}
