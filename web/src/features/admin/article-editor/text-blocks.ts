import { textblockTypeInputRule } from "@tiptap/core";
import { CodeBlock } from "@tiptap/extension-code-block";
import { Heading } from "@tiptap/extension-heading";
import { OrderedList } from "@tiptap/extension-ordered-list";
import { Paragraph } from "@tiptap/extension-paragraph";
import { BARE_PARAGRAPH } from "./bare-paragraphs";

/**
 * A paragraph may be "bare": text that sat directly in a list item, a quote, a table cell, a figure or the body,
 * without a `<p>`. The editor needs a paragraph to hold text; a bare one is given back without its `<p>`.
 */
export const ArticleParagraph = Paragraph.extend({
  addAttributes() {
    return {
      bare: {
        default: false,
        parseHTML: (element) => element.hasAttribute(BARE_PARAGRAPH),
        renderHTML: ({ bare }) => (bare ? { [BARE_PARAGRAPH]: "" } : {}),
      },
    };
  },
});

/**
 * Every heading level is held, so a body written with H1 or H4 keeps them; the toolbar offers H2 and H3, and
 * "## " to "###### " make headings as you type. No shortcut makes an H1: the article's title is the page's H1.
 */
export const ArticleHeading = Heading.extend({
  addKeyboardShortcuts() {
    const { "Mod-Alt-1": _h1, ...others } = this.parent?.() ?? {};
    return others;
  },
  addInputRules() {
    return [2, 3, 4, 5, 6].map((level) =>
      textblockTypeInputRule({ find: new RegExp(`^(#{2,${level}})\\s$`), type: this.type, getAttributes: { level } }),
    );
  },
}).configure({ levels: [1, 2, 3, 4, 5, 6] });

/** A numbered list keeps its start as written, even `start="1"`. */
export const ArticleOrderedList = OrderedList.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      start: { default: 1, parseHTML: (element) => element.getAttribute("start") ?? 1 },
    };
  },
});

/**
 * A code block keeps its language, the language class on its `pre` (as some highlighters write it), and
 * whether its text sat in a `<code>` at all.
 */
export const ArticleCodeBlock = CodeBlock.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      preClass: { default: null, parseHTML: (element) => element.getAttribute("class"), rendered: false },
      inCode: { default: true, parseHTML: (element) => element.firstElementChild?.nodeName === "CODE", rendered: false },
    };
  },
  renderHTML({ node }) {
    const { language, preClass, inCode } = node.attrs as { language: string | null; preClass: string | null; inCode: boolean };
    const pre = { class: preClass };
    if (!inCode) return ["pre", pre, 0];
    return ["pre", pre, ["code", { class: language ? `${this.options.languageClassPrefix}${language}` : null }, 0]];
  },
});
