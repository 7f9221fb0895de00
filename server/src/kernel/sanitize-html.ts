import sanitizeHtml from "sanitize-html";
import {
  ARTICLE_ELEMENTS,
  ELEMENTS_WITH_LANGUAGE_CLASS,
  IMAGE_SCHEMES,
  LANGUAGE_CLASS,
  LINK_SCHEMES,
  isAllowedUrl,
  relWithNoopener,
} from "../shared/article-markup";

/**
 * The rules for stored article HTML, from the list in ../shared/article-markup.ts, which the public page and
 * the editor read too. Besides keeping to the list, the sanitiser:
 * - removes comments, and every element and attribute outside the list, keeping the text of removed elements
 *   (but not of script, style and the like);
 * - keeps a class only when it names a code language (`language-ts`);
 * - turns a link without an allowed address into a `span` holding its text, and drops an image without one;
 * - adds `noopener` to the `rel` of a link that opens a new tab, keeping the words it had;
 * - writes `srcset` in its canonical form (`a.webp 480w, b.webp 1600w`).
 * Everything else, including `javascript:`/`data:` addresses, scripts, handlers, iframes and styles, is removed.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: Object.keys(ARTICLE_ELEMENTS),
  allowedAttributes: Object.fromEntries(
    Object.entries(ARTICLE_ELEMENTS)
      .filter(([, attributes]) => attributes.length > 0)
      .map(([element, attributes]) => [element, [...attributes]]),
  ),
  allowedClasses: Object.fromEntries(ELEMENTS_WITH_LANGUAGE_CLASS.map((element) => [element, [LANGUAGE_CLASS]])),
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A span, not the bare text: sanitize-html 2.18 mismatches closing tags when a renamed element is then dropped.
    a: (tagName, attribs) => {
      if (!attribs.href || !isAllowedUrl(attribs.href, LINK_SCHEMES)) return { tagName: "span", attribs: {} };
      const rel = relWithNoopener(attribs.rel, attribs.target);
      return { tagName, attribs: rel === undefined ? attribs : { ...attribs, rel } };
    },
  },
  // Runs once the attributes are filtered, so an image whose address was refused has no src left.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** What a reader's comment may hold once rendered from its Markdown: text structure and links, nothing else. */
export const COMMENT_ELEMENTS = ["p", "br", "blockquote", "pre", "code", "ul", "ol", "li", "em", "strong", "a"] as const;

/** Every comment link says the site does not vouch for it (`nofollow ugc`) and gives the target no handle on the page (`noopener`). */
export const COMMENT_LINK_REL = "nofollow ugc noopener";

/**
 * The rules for a reader's comment: the short list above; `ol` keeps its `start`, a link its address when the
 * shared rule allows it (as for articles) and always the rel above, whatever the input said; a link without an
 * allowed address becomes a `span` of its text. Everything else (scripts, styles, handlers, images, frames) is
 * removed.
 */
const COMMENT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...COMMENT_ELEMENTS, "span"],
  allowedAttributes: { a: ["href", "rel"], ol: ["start"] },
  allowedSchemes: [...LINK_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      if (!attribs.href || !isAllowedUrl(attribs.href, LINK_SCHEMES)) return { tagName: "span", attribs: {} };
      return { tagName, attribs: { href: attribs.href, rel: COMMENT_LINK_REL } };
    },
  },
};

export function sanitizeCommentHtml(html: string): string {
  return sanitizeHtml(html, COMMENT_OPTIONS);
}
