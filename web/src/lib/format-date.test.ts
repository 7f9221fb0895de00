import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./format-date";

describe("date formatting", () => {
  it("writes dates as year-month-day in local time, and nothing for a bad time", () => {
    expect(formatDate(new Date(2024, 2, 2, 23, 59).toISOString())).toBe("2024-03-02");
    expect(formatDate("not a time")).toBe("");
  });

  it("writes times as year-month-day hours:minutes:seconds in local time", () => {
    const local = new Date(2026, 10, 21, 8, 5, 3);
    expect(formatDateTime(local.toISOString())).toBe("2026-11-21 08:05:03");
    expect(formatDateTime("not a time")).toBe("not a time");
  });
});
