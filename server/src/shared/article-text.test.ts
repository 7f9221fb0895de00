import { describe, expect, it } from "vitest";
import { bodyText, excerptOf, readingMinutes, wordCount } from "./article-text";

describe("article text", () => {
  it("reads the text of a body: blocks apart, tags gone, entities decoded", () => {
    expect(bodyText("<h2>Tom &amp; Jerry</h2><p>Cats&nbsp;&lt;3 <a href='x'>mice</a>.</p><ul><li>one</li><li>two&#x21;</li></ul>")).toBe(
      "Tom & Jerry Cats <3 mice. one two!",
    );
    expect(bodyText("<p>a<br>b</p><pre><code>x = 1</code></pre>")).toBe("a b x = 1");
  });

  it("counts English words and each Chinese character, and gives reading minutes", () => {
    expect(wordCount("It's a well-known fact: 24 cats.")).toBe(6);
    expect(wordCount("静思录 is quiet")).toBe(5);
    expect(readingMinutes("word ".repeat(460))).toBe(2);
    expect(readingMinutes("字".repeat(1200))).toBe(3);
    expect(readingMinutes("")).toBe(1);
  });

  it("cuts an excerpt after a word, or anywhere in Chinese, and marks the cut", () => {
    const english = "The path round the lake ".repeat(10).trim();
    const cut = excerptOf(english);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(161);
    expect(english.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.slice(0, -1).endsWith(" ")).toBe(false);
    expect(excerptOf("湖".repeat(200))).toBe(`${"湖".repeat(160)}…`);
    expect(excerptOf("Short enough.")).toBe("Short enough.");
  });
});
