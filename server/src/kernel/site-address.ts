/**
 * The address the demo content gives the site before its owner sets a real one. It is a placeholder: shown to
 * visitors or put in a canonical link it would send them to their own machine.
 */
export const PLACEHOLDER_SITE_URL = "http://localhost:4000";

/**
 * The site's address, without a trailing slash: site info's URL when it is a real absolute http(s) address,
 * else the origin the request came to (site info may be empty, a bare path, or still the placeholder).
 */
export function siteAddress(configuredUrl: string | undefined, requestOrigin: string): string {
  const url = configuredUrl?.trim() ?? "";
  const configured = /^https?:\/\//i.test(url) && url.replace(/\/+$/, "") !== PLACEHOLDER_SITE_URL;
  return configured ? url.replace(/\/+$/, "") : requestOrigin;
}
