import { getSchema } from "@tiptap/core";
import { StarterKit } from "@tiptap/starter-kit";
import { ArticleImage } from "./article-image";
import { ArticleLink } from "./article-link";
import { Figcaption, Figure } from "./figure-nodes";
import { Highlight, KeptBold, KeptCode, KeptItalic, KeptStrike, PlainSpan, Subscript, Superscript } from "./formatting-marks";
import { HeldHtmlBlock } from "./held-html-block";
import { TABLE_NODES } from "./table-nodes";
import { ArticleCodeBlock, ArticleHeading, ArticleOrderedList, ArticleParagraph } from "./text-blocks";

/**
 * What the body can hold: every element and attribute of the shared list (@shared/article-markup), each
 * given back as it was written, plus held HTML for what cannot be edited. The toolbar offers fewer than the
 * editor holds. No empty paragraph is added after a last table, figure or code block: the body would change
 * without the author doing anything, and the arrow keys already reach the place after them.
 */
export const EDITOR_EXTENSIONS = [
  StarterKit.configure({
    paragraph: false,
    heading: false,
    orderedList: false,
    codeBlock: false,
    bold: false,
    italic: false,
    strike: false,
    code: false,
    link: false,
    trailingNode: false,
  }),
  ArticleParagraph,
  ArticleHeading,
  ArticleOrderedList,
  ArticleCodeBlock,
  KeptBold,
  KeptItalic,
  KeptStrike,
  KeptCode,
  Subscript,
  Superscript,
  Highlight,
  PlainSpan,
  ArticleLink,
  ArticleImage,
  Figure,
  Figcaption,
  ...TABLE_NODES,
  HeldHtmlBlock,
];

/** The editor's schema, for reading a body before the editor exists. */
export const BODY_SCHEMA = getSchema(EDITOR_EXTENSIONS);

/** How wide an article image is drawn: the full width on phones, the article column (≤ 800 px) elsewhere. */
export const ARTICLE_IMAGE_SIZES = "(max-width: 880px) 100vw, 800px";
