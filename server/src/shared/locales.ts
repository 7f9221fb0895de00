// The site's languages as its addresses name them, shared by the server (feeds, redirects, <html lang>) and
// the site (routes, links, the language switch). Dependency-free, as everything in shared/ is.

export const LOCALES = ["en", "zh"] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The BCP 47 tag of each locale: `<html lang>`, hreflang, `Intl` formats. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: "en", zh: "zh-CN" };

/** Each locale's name in its own language, as a language switch shows it. */
export const LOCALE_NAME: Record<Locale, string> = { en: "English", zh: "中文" };

/** The other language of a bilingual site. */
export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "zh" : "en");

const PREFIX = /^\/(en|zh)(?=\/|$)/;

/** The locale a site path names by its first segment (/zh/…, /en/…), or undefined for an unprefixed path. */
export function localeInPath(path: string): Locale | undefined {
  return PREFIX.exec(path)?.[1] as Locale | undefined;
}

/** The path without its locale prefix: "/zh/about" → "/about", "/en" → "/". */
export function withoutLocale(path: string): string {
  return path.replace(PREFIX, "") || "/";
}

/** A site path ("/about", "/") in a locale: "/zh/about", "/zh/"; unchanged when `locale` is undefined. */
export function inLocale(path: string, locale: Locale | undefined): string {
  const bare = withoutLocale(path);
  return locale ? `/${locale}${bare}` : bare;
}

/**
 * The visitor's preferred locale from an Accept-Language header ("zh-CN,zh;q=0.9,en;q=0.8"), by quality and
 * then order; undefined when it names neither language.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.split("-")[0], quality: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map(({ language }) => language).find(isLocale);
}
