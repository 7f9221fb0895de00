import { afterEach, describe, expect, it, vi } from "vitest";
import { renderHook } from "@testing-library/react";
import { SERVED_PAGE_ID } from "@shared/server-render";

/** useFormat as a page the server rendered in `timeZone` would use it (the served page is read once per load). */
async function formatsOfPageServedIn(timeZone: string) {
  const served = document.createElement("script");
  served.type = "application/json";
  served.id = SERVED_PAGE_ID;
  served.textContent = JSON.stringify({ data: {}, messages: {}, origin: "http://blog.test", status: 200, locale: "en", timeZone });
  document.body.append(served);
  vi.resetModules();
  const { useFormat } = await import("./format");
  return renderHook(() => useFormat()).result.current;
}

afterEach(() => document.getElementById(SERVED_PAGE_ID)?.remove());

// 11:10 UTC is already the next day at UTC+14; this test runs in UTC.
const PUBLISHED = "2025-08-03T11:10:00.000Z";

describe("dates on a page the server rendered", () => {
  it("are the site's days, in the zone the server named, wherever the reader is", async () => {
    const format = await formatsOfPageServedIn("Pacific/Kiritimati");
    expect(format.date(PUBLISHED)).toBe("Aug 4, 2025");
  });

  it("fall back to the reader's own zone when their browser does not know the site's", async () => {
    const format = await formatsOfPageServedIn("Nowhere/Unknown_Zone");
    expect(format.date(PUBLISHED)).toBe(new Intl.DateTimeFormat("en", { year: "numeric", month: "short", day: "numeric" }).format(new Date(PUBLISHED)));
  });
});
