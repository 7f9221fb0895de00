import { describe, expect, it } from "vitest";
import { diffText, readableText } from "./text-diff";

describe("diffText", () => {
  it("marks the words added and removed, and keeps the rest", () => {
    expect(diffText("The quick brown fox jumps.", "The slow brown fox jumps high.")).toEqual([
      { text: "The ", change: "same" },
      { text: "quick", change: "removed" },
      { text: "slow", change: "added" },
      { text: " brown fox jumps", change: "same" },
      { text: " high", change: "added" },
      { text: ".", change: "same" },
    ]);
  });

  it("compares Chinese by its words, not as one run", () => {
    const parts = diffText("今天天气很好。", "今天天气不好。");
    expect(parts[0]).toEqual({ text: "今天天气", change: "same" });
    expect(parts.filter((part) => part.change !== "same").map((part) => part.text).join("")).not.toContain("今天");
  });

  it("finds nothing to mark in equal texts", () => {
    expect(diffText("Same words.", "Same words.")).toEqual([{ text: "Same words.", change: "same" }]);
  });
});

describe("readableText", () => {
  it("reads a body one block a line, images by their description", () => {
    const html = `<h2>Title</h2><p>One <strong>two</strong>.</p><figure><img src="/u/a.webp" alt="A red door"><figcaption>Caption</figcaption></figure><ul><li>first</li><li>second</li></ul>`;
    expect(readableText(html)).toBe("Title\nOne two.\n[image: A red door]\nCaption\nfirst\nsecond");
  });
});
