import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "./html-to-markdown";

describe("htmlToMarkdown", () => {
  it("writes headings, emphasis, links, lists, quotes and rules", async () => {
    const html =
      "<h2>Notes</h2><p>Some <strong>bold</strong>, <em>slanted</em> and <s>gone</s> words, a <a href=\"https://example.com/a\" title=\"There\">link</a> and <code>x &lt; y</code>.</p>" +
      "<ul><li>one</li><li>two</li></ul><ol start=\"3\"><li><p>three</p></li><li>four</li></ol><blockquote><p>Quoted.</p><p>Twice.</p></blockquote><hr>";
    expect(await htmlToMarkdown(html)).toBe(
      [
        "## Notes",
        "",
        'Some **bold**, *slanted* and ~~gone~~ words, a [link](https://example.com/a "There") and `x < y`.',
        "",
        "-   one\n-   two",
        "",
        "3.  three\n\n4.  four",
        "",
        "> Quoted.\n> \n> Twice.",
        "",
        "---",
        "",
      ].join("\n"),
    );
  });

  it("keeps Chinese text, escapes what would turn into syntax, and breaks lines", async () => {
    expect(await htmlToMarkdown("<p>吐司要烤到*金黄*<br>1. 不是列表 [注]</p>")).toBe("吐司要烤到\\*金黄\\*  \n1\\. 不是列表 \\[注\\]\n");
    expect(await htmlToMarkdown("<p>1. at the start</p>")).toBe("1\\. at the start\n");
  });

  it("writes images and figures with their captions, and code blocks with their language", async () => {
    const html =
      '<figure><img src="/uploads/ab/cd.webp" alt="A loaf" width="800" height="600"><figcaption>Fresh bread</figcaption></figure>' +
      '<pre><code class="language-ts">const a = `b`;\nif (a) {}\n</code></pre>';
    expect(await htmlToMarkdown(html)).toBe('![A loaf](/uploads/ab/cd.webp "Fresh bread")\n\n```ts\nconst a = `b`;\nif (a) {}\n```\n');
  });

  it("writes a simple table as a Markdown table and keeps one with merged cells as HTML", async () => {
    expect(await htmlToMarkdown("<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>x | y</td></tr></tbody></table>")).toBe(
      "| a   | b   |\n| --- | --- |\n| 1   | x \\| y |\n",
    );
    const merged = '<table><tbody><tr><td colspan="2">wide</td></tr></tbody></table>';
    expect(await htmlToMarkdown(merged)).toBe(`${merged}\n`);
  });

  it("keeps what Markdown cannot say as inline HTML", async () => {
    expect(await htmlToMarkdown("<p>H<sub>2</sub>O and <mark>this</mark></p>")).toBe("H<sub>2</sub>O and <mark>this</mark>\n");
  });
});
