import { LINK_SCHEMES, isAllowedUrl } from "@shared/article-markup";

/**
 * The address a link may point to, or null when the list does not allow it. A page of this site (`/about`),
 * a place in the article (`#notes`) or a query (`?page=2`) is taken as written; "example.com/page" is read as
 * https; an https, http or mailto address is normalised. Protocol-relative "//host" and other schemes are
 * refused rather than guessed at.
 */
export function safeHref(input: string): string | null {
  const text = input.trim();
  if (!text || !isAllowedUrl(text, LINK_SCHEMES)) return null;
  if (/^[/#?]/.test(text)) return text;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol === "mailto:" ? !url.pathname : !url.hostname) return null;
  return url.href;
}
