import { describe, expect, it } from "vitest";
import { formatDateTime, formatMemory, formatUptime } from "./format";

describe("system info formatting", () => {
  it("says uptime in days, hours and minutes, leaving out empty parts", () => {
    expect(formatUptime(3 * 86400 + 4 * 3600 + 12 * 60 + 59)).toBe("3 days 4 hours 12 minutes");
    expect(formatUptime(86400 + 60)).toBe("1 day 1 minute");
    expect(formatUptime(3600)).toBe("1 hour");
    expect(formatUptime(42)).toBe("less than a minute");
  });

  it("says memory in GB from one gigabyte up and in MB below", () => {
    expect(formatMemory(16 * 1024 ** 3)).toBe("16.0 GB");
    expect(formatMemory(1.5 * 1024 ** 3)).toBe("1.5 GB");
    expect(formatMemory(512 * 1024 ** 2)).toBe("512 MB");
  });

  it("writes times as year-month-day hours:minutes:seconds in local time", () => {
    const local = new Date(2026, 10, 21, 8, 5, 3);
    expect(formatDateTime(local.toISOString())).toBe("2026-11-21 08:05:03");
    expect(formatDateTime("not a time")).toBe("not a time");
  });
});
