/** The schemes the server's allow-list keeps in links; anything else would be stripped on save. */
const ALLOWED_PROTOCOLS = new Set(["https:", "http:", "mailto:"]);

/**
 * The address a link may point to, normalised, or null when it is not an https, http or mailto address.
 * "example.com/page" is read as https. Paths ("/about") and protocol-relative "//host" are refused rather
 * than guessed at, and so is anything that is not a URL at all.
 */
export function safeHref(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(text);
  if (!hasScheme && text.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return null;
  if (url.protocol === "mailto:" ? !url.pathname : !url.hostname) return null;
  return url.href;
}
