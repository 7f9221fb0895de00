import { describe, expect, it } from "vitest";
import { isSlug, slugify, SLUG_MAX_LENGTH } from "./slug";

describe("slugs", () => {
  it("lower-cases and joins words with single hyphens", () => {
    expect(slugify("Notes on Node.js 24")).toBe("notes-on-node-js-24");
    expect(slugify("  --Hello,   World!--  ")).toBe("hello-world");
  });

  it("keeps letters of every script, so Chinese names stay readable", () => {
    expect(slugify("随笔 · 生活")).toBe("随笔-生活");
    expect(slugify("Ｒｅａｃｔ 笔记")).toBe("react-笔记");
  });

  it("gives nothing for a text without letters or digits, and stops at the length limit without a trailing hyphen", () => {
    expect(slugify("!!! ---")).toBe("");
    const long = slugify(`${"a".repeat(SLUG_MAX_LENGTH - 1)} b`);
    expect(long).toBe("a".repeat(SLUG_MAX_LENGTH - 1));
  });

  it("accepts only what slugify could give", () => {
    for (const good of ["react", "随笔", "node-24", "a-b-c"]) expect(isSlug(good), good).toBe(true);
    for (const bad of ["", "-a", "a-", "a--b", "A", "a b", "a/b", "a_b", "x".repeat(SLUG_MAX_LENGTH + 1)]) expect(isSlug(bad), bad).toBe(false);
  });
});
