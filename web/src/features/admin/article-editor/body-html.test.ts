import { describe, expect, it } from "vitest";
import { htmlMeaning } from "@shared/html-meaning";
import { ARTICLE_BODIES, storedForm } from "../../../../../server/test/article-bodies";
import { openBody, storedHtml } from "./body-html";
import { BODY_SCHEMA } from "./editor-extensions";

const meaning = (html: string) => htmlMeaning(new DOMParser().parseFromString(html, "text/html").body);

/** Opens a body and saves it straight away, as the editor does when nothing is touched. */
function roundTrip(html: string) {
  const opened = openBody(html, BODY_SCHEMA);
  const doc = opened.content === "" ? BODY_SCHEMA.topNodeType.createAndFill()! : BODY_SCHEMA.nodeFromJSON(opened.content);
  return { html: storedHtml(doc, BODY_SCHEMA), held: opened.held };
}

describe("opening a body in the editor and saving it untouched", () => {
  it.each(ARTICLE_BODIES)("$name: comes back as stored", (body) => {
    const { html, held } = roundTrip(storedForm(body));
    expect(meaning(html)).toEqual(meaning(storedForm(body)));
    expect(held).toHaveLength(body.held ?? 0);
  });
});

describe("the parts of a body the editor keeps as they are", () => {
  it("are the top-level parts it would change, each kept whole and named by its words", () => {
    const body = `<p>Kept <b>as</b> text.</p><pre><code>let <strong>x</strong> = 1;</code></pre><ul><li>one</li><ul><li>inside</li></ul></ul>`;
    const { html, held } = roundTrip(body);
    expect(held.map(({ element, text }) => ({ element, text }))).toEqual([
      { element: "pre", text: "let x = 1;" },
      { element: "ul", text: "one inside" },
    ]);
    expect(meaning(html)).toEqual(meaning(body));
  });

  it("include markup outside the list in an old body, kept for the server to judge", () => {
    const body = `<p>Intro</p><div class="video"><iframe src="https://video.example/v"></iframe></div>loose <font>text</font> <b>after</b>`;
    const { html, held } = roundTrip(body);
    expect(held.map(({ element }) => element)).toEqual(["div", "font"]);
    expect(meaning(html)).toEqual(meaning(body));
  });
});

describe("bare paragraphs", () => {
  it("are unwrapped alone, and stay paragraphs when the author split one in two", () => {
    const opened = openBody("<blockquote>one</blockquote>", BODY_SCHEMA);
    const doc = BODY_SCHEMA.nodeFromJSON(opened.content as Record<string, unknown>);
    expect(storedHtml(doc, BODY_SCHEMA)).toBe("<blockquote>one</blockquote>");
    const quote = doc.firstChild!;
    const split = doc.type.create(null, [quote.type.create(null, [quote.firstChild!, quote.firstChild!.copy(quote.firstChild!.content)])]);
    expect(storedHtml(split, BODY_SCHEMA)).toBe("<blockquote><p>one</p><p>one</p></blockquote>");
  });
});
