import { describe, expect, it } from "vitest";
import { appendPage } from "./append-page";

const page = (ids: number[], total: number) => ({ total, items: ids.map((id) => ({ id, title: `Article ${id}` })) });

describe("appendPage", () => {
  it("appends a further page to the list shown, with the newest total", () => {
    const joined = appendPage(page([1, 2, 3], 7), page([4, 5, 6], 8));
    expect(joined.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(joined.total).toBe(8);
  });

  it("keeps a row that slipped into the next page where it was first seen", () => {
    const joined = appendPage(page([1, 2, 3], 6), page([3, 4, 5], 6));
    expect(joined.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
