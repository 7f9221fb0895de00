import DOMPurify from "dompurify";

/**
 * The server sanitises article HTML before storing it; the client does it again so that a bug or an old
 * row on the server can never run script in a visitor's browser.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

// Links that open a new tab must not hand the article's window to the page they open.
DOMPurify.addHook("afterSanitizeAttributes", (node) => {
  if (node instanceof HTMLAnchorElement && node.target === "_blank") node.rel = "noopener noreferrer";
});
