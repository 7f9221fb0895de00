import { afterAll, vi } from "vitest";

/**
 * Lets a test move performance.now() forward by hand: the clock the read caches measure their staleness bound
 * and their TTL with, so a test passes those bounds at once instead of sleeping through them. Between moves it
 * runs on with real time; Date and timers are untouched. Call it at the top of a test file; it is undone after
 * the file's tests.
 */
export function usePerformanceClock(): { advance(ms: number): void } {
  let offset = 0;
  const real = performance.now.bind(performance);
  const spy = vi.spyOn(performance, "now").mockImplementation(() => real() + offset);
  afterAll(() => spy.mockRestore());
  return {
    advance(ms: number) {
      offset += ms;
    },
  };
}
