import { ARTICLE_ELEMENTS, relWithNoopener } from "@shared/article-markup";

/**
 * The server sanitises article HTML before storing it; the client does it again so that a bug or an old
 * row on the server can never run script in a visitor's browser. The same list as the server's
 * (server/src/shared/article-markup.ts); the server also checks each attribute against its element, this
 * only by name.
 */
const ELEMENTS = Object.keys(ARTICLE_ELEMENTS);
const ATTRIBUTES = [...new Set(Object.values(ARTICLE_ELEMENTS).flat())];

/** The browser's own HTML Sanitizer: `setHTML` always removes script, handlers and javascript: URLs. */
interface SanitizingElement extends Element {
  setHTML(html: string, options: { sanitizer: { elements: string[]; attributes: string[] } }): void;
}
const hasBuiltInSanitizer = (element: Element): element is SanitizingElement =>
  typeof (element as Partial<SanitizingElement>).setHTML === "function";

/**
 * Puts untrusted HTML into an element through a sanitizer: the browser's built-in one where there is one
 * (nothing to download), otherwise DOMPurify, fetched only then. Resolves once the content is in place.
 */
export async function setSanitizedHtml(element: Element, html: string): Promise<void> {
  if (hasBuiltInSanitizer(element)) {
    element.setHTML(html, { sanitizer: { elements: ELEMENTS, attributes: ATTRIBUTES } });
  } else {
    const { default: DOMPurify } = await import("dompurify");
    element.innerHTML = DOMPurify.sanitize(html, { ALLOWED_TAGS: ELEMENTS, ALLOWED_ATTR: ATTRIBUTES });
  }
  // Links that open a new tab must not hand the article's window to the page they open.
  element.querySelectorAll<HTMLAnchorElement>("a[target]").forEach((link) => {
    const rel = relWithNoopener(link.rel, link.target);
    if (rel !== undefined) link.rel = rel;
  });
}
