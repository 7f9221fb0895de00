import v8 from "node:v8";
import vm from "node:vm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VIEW_COUNTING, ViewCounter } from "./view-counter";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0";
const NOON = new Date(2026, 10, 23, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOON);
});
afterEach(() => vi.useRealTimers());

const later = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

describe("ViewCounter", () => {
  it("counts a visitor's view of a page once per half hour", () => {
    const counter = new ViewCounter();
    expect(counter.shouldCount("203.0.113.1", BROWSER, "article:1")).toBe(true);
    for (let i = 0; i < 200; i++) expect(counter.shouldCount("203.0.113.1", BROWSER, "article:1")).toBe(false);
    later(VIEW_COUNTING.repeatAfterMs - 1000);
    expect(counter.shouldCount("203.0.113.1", BROWSER, "article:1")).toBe(false);
    later(1000);
    expect(counter.shouldCount("203.0.113.1", BROWSER, "article:1")).toBe(true);
  });

  it("tells visitors apart by address and browser, and pages apart", () => {
    const counter = new ViewCounter();
    expect(counter.shouldCount("203.0.113.1", BROWSER, "home")).toBe(true);
    expect(counter.shouldCount("203.0.113.1", BROWSER, "article:1")).toBe(true);
    expect(counter.shouldCount("203.0.113.1", "Another browser", "home")).toBe(true);
    expect(counter.shouldCount("203.0.113.2", BROWSER, "home")).toBe(true);
    expect(counter.shouldCount("203.0.113.2", undefined, "home")).toBe(true);
    expect(counter.shouldCount("203.0.113.2", undefined, "home")).toBe(false);
  });

  it(`counts at most ${VIEW_COUNTING.perAddress.perWindow} views per address in its window, however many browsers it claims`, () => {
    const counter = new ViewCounter();
    const counted = (address: string, n: number) =>
      Array.from({ length: n }, (_, i) => counter.shouldCount(address, `browser ${i} ${Date.now()}`, "home")).filter(Boolean).length;
    expect(counted("203.0.113.9", 10_000)).toBe(VIEW_COUNTING.perAddress.perWindow);
    // An IPv6 /64 is one address.
    expect(counted("2001:db8:1:2::1", 20) + counted("2001:db8:1:2::ffff", 20)).toBe(VIEW_COUNTING.perAddress.perWindow);
    expect(counted("203.0.113.10", 1)).toBe(1);
    later(VIEW_COUNTING.perAddress.windowMs);
    expect(counted("203.0.113.9", 100)).toBe(VIEW_COUNTING.perAddress.perWindow);
  });

  it("slides the address's window: counts free up as the oldest leave it, not all at once when a window ends", () => {
    const counter = new ViewCounter();
    const { perWindow, windowMs } = VIEW_COUNTING.perAddress;
    const counted = (n: number) =>
      Array.from({ length: n }, (_, i) => counter.shouldCount("203.0.113.20", `browser ${i} ${Date.now()}`, "home")).filter(Boolean).length;
    expect(counted(perWindow / 2)).toBe(perWindow / 2);
    later(windowMs / 2);
    expect(counted(perWindow)).toBe(perWindow / 2);
    // The first half has left the window; the second half is still in it, so only half the counts are free.
    later(windowMs / 2);
    expect(counted(perWindow)).toBe(perWindow / 2);
  });

  it("starts afresh with a new day's salt", () => {
    const counter = new ViewCounter();
    vi.setSystemTime(new Date(2026, 10, 23, 23, 59, 0));
    expect(counter.shouldCount("203.0.113.1", BROWSER, "home")).toBe(true);
    expect(counter.shouldCount("203.0.113.1", BROWSER, "home")).toBe(false);
    later(2 * 60_000);
    expect(counter.shouldCount("203.0.113.1", BROWSER, "home")).toBe(true);
  });

  it("holds a bounded number of entries in bounded memory, and counts nothing new while full", () => {
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;

    const counter = new ViewCounter();
    const perAddress = VIEW_COUNTING.maxRemembered / VIEW_COUNTING.maxAddresses;
    let counted = 0;
    // More addresses than the bound, each with a few visitors reading a long-numbered article.
    for (let a = 0; a < VIEW_COUNTING.maxAddresses + 5_000; a++) {
      const address = `10.${(a >> 16) & 255}.${(a >> 8) & 255}.${a & 255}`;
      for (let v = 0; v < perAddress; v++) if (counter.shouldCount(address, `${BROWSER} ${v}`, "article:2147483647")) counted++;
    }
    expect(counted).toBe(VIEW_COUNTING.maxRemembered);
    expect(counter.shouldCount("203.0.113.77", BROWSER, "home")).toBe(false);

    gc();
    const megabytes = (process.memoryUsage().heapUsed - before) / 2 ** 20;
    expect(megabytes).toBeLessThan(16);

    // Once the entries expire, counting resumes.
    later(VIEW_COUNTING.repeatAfterMs);
    expect(counter.shouldCount("203.0.113.77", BROWSER, "home")).toBe(true);
  });
});
