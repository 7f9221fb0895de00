import { describe, expect, it } from "vitest";
import { safeHref } from "./safe-href";

describe("safeHref", () => {
  it("keeps https, http and mailto addresses", () => {
    expect(safeHref("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(safeHref(" http://example.com ")).toBe("http://example.com/");
    expect(safeHref("mailto:me@example.com")).toBe("mailto:me@example.com");
  });

  it("reads an address without a scheme as https", () => {
    expect(safeHref("example.com/page")).toBe("https://example.com/page");
  });

  it("refuses script, data and other schemes, paths and empty input", () => {
    for (const bad of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,<b>x</b>",
      "ftp://example.com",
      "vbscript:x",
      "/about",
      "//evil.example",
      "",
      "   ",
      "mailto:",
      "https://",
    ]) {
      expect(safeHref(bad), bad).toBeNull();
    }
  });
});
