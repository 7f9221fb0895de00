import { describe, expect, it } from "vitest";
import { safeHref } from "./safe-href";

describe("safeHref", () => {
  it("keeps https, http and mailto addresses", () => {
    expect(safeHref("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(safeHref(" http://example.com ")).toBe("http://example.com/");
    expect(safeHref("mailto:me@example.com")).toBe("mailto:me@example.com");
  });

  it("takes a page of this site, a place in the article and a query as written", () => {
    expect(safeHref("/about")).toBe("/about");
    expect(safeHref(" /detail?id=1 ")).toBe("/detail?id=1");
    expect(safeHref("#notes")).toBe("#notes");
    expect(safeHref("?page=2")).toBe("?page=2");
  });

  it("reads an address without a scheme as https", () => {
    expect(safeHref("example.com/page")).toBe("https://example.com/page");
  });

  it("refuses script, data and other schemes, protocol-relative addresses and empty input", () => {
    for (const bad of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<b>x</b>",
      "ftp://example.com",
      "vbscript:x",
      "//evil.example",
      "/\\evil.example",
      "",
      "   ",
      "mailto:",
      "https://",
    ]) {
      expect(safeHref(bad), bad).toBeNull();
    }
  });
});
