/**
 * The server sanitises article HTML before storing it; the client does it again so that a bug or an old
 * row on the server can never run script in a visitor's browser. The same allow-list as the server's.
 */
const ELEMENTS = [
  "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code", "ul", "ol", "li",
  "strong", "b", "em", "i", "u", "s", "del", "sub", "sup", "mark", "a", "img", "figure", "figcaption",
  "table", "thead", "tbody", "tr", "th", "td", "span",
];
const ATTRIBUTES = [
  "href", "title", "rel", "target", "src", "alt", "width", "height", "loading", "srcset", "sizes", "class",
  "colspan", "rowspan", "start",
];

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
  element.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]').forEach((link) => (link.rel = "noopener noreferrer"));
}
