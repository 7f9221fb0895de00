import { inLocale, isLocale, localeFromAcceptLanguage, localeInPath, type Locale } from "../shared/locales";
import { publicPageAt } from "../shared/public-pages";

/**
 * Whether a path (without its query) is a page an unprefixed address may send a visitor on from, in some
 * language (feeds, the sitemap and robots.txt have their own addresses per language, or none).
 */
export function isLanguagePage(path: string): boolean {
  return publicPageAt(path)?.followsLanguage === true;
}

/** What an unprefixed page's answer depends on besides its address: the header a proxy folds the choice into, and the cookie. */
export const LANGUAGE_VARY = "Accept-Language, Cookie";

/** The visitor's language: the one they picked with the switch, else their browser's first choice of ours. */
export function preferredLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale | undefined {
  const chosen = cookieHeader?.match(/(?:^|;\s*)lang=([a-z]+)/)?.[1];
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(acceptLanguage);
}

/**
 * Where a visitor who asks for an unprefixed page (which speaks the site's default language) is sent when
 * they prefer the other language: the same page and query under that language's prefix. Undefined when the
 * page stays: a prefixed address, no preference, or the site's own language preferred.
 */
export function firstVisitRedirect(url: string, preferred: Locale | undefined, siteLocale: Locale): string | undefined {
  const query = url.indexOf("?");
  const path = query < 0 ? url : url.slice(0, query);
  if (!preferred || preferred === siteLocale || localeInPath(path) || !isLanguagePage(path)) return undefined;
  return inLocale(path, preferred) + (query < 0 ? "" : url.slice(query));
}
