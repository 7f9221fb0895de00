import { articlePath } from "../modules/article/article-slug";
import { tagPath } from "../modules/tag/tag-path";
import { LANGUAGE_TAG, type Locale } from "../shared/locales";
import type { SiteContext } from "./site-context";
import { escapeXml } from "./xml-text";

/** One shown version of an article: its address, last change, language, and the article it belongs to. */
export interface SitemapArticle {
  slug: string;
  updateTime: Date;
  locale: Locale;
  /** The article's id (its first version's): the versions with the same one are each other's alternates. */
  article: number;
}

interface SitemapEntry {
  loc: string;
  lastmod?: Date;
  /** The same content in other languages: hreflang → address, x-default included. */
  alternates?: [string, string][];
}

/** An article's versions as each other's alternates, when it has more than one; x-default is the site's language's. */
function alternatesOf(versions: SitemapArticle[], site: SiteContext): [string, string][] | undefined {
  if (versions.length < 2) return undefined;
  const fallback = versions.find((version) => version.locale === site.locale) ?? versions[0];
  return [
    ...versions.map((version): [string, string] => [LANGUAGE_TAG[version.locale], site.absolute(articlePath(version))]),
    ["x-default", site.absolute(articlePath(fallback))],
  ];
}

/**
 * The public pages, every shown article version and the tags that have one; the home page changes whenever an
 * article does. An article written in two languages lists each version with the other as an alternate
 * (xhtml:link hreflang), as search engines ask for.
 */
export function sitemapXml(articles: SitemapArticle[], tags: { slug: string }[], site: SiteContext): string {
  const newest = articles.reduce<Date | undefined>((latest, { updateTime }) => (latest && latest > updateTime ? latest : updateTime), undefined);
  const versionsOf = new Map<number, SitemapArticle[]>();
  for (const version of articles) versionsOf.set(version.article, [...(versionsOf.get(version.article) ?? []), version]);
  const entries: SitemapEntry[] = [
    { loc: site.absolute("/"), lastmod: newest },
    { loc: site.absolute("/about") },
    { loc: site.absolute("/guestbook") },
    ...articles.map((article) => ({
      loc: site.absolute(articlePath(article)),
      lastmod: article.updateTime,
      alternates: alternatesOf(versionsOf.get(article.article) ?? [], site),
    })),
    ...tags.map((tag) => ({ loc: site.absolute(tagPath(tag)) })),
  ];
  const urls = entries.map(({ loc, lastmod, alternates }) => {
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
    const links = (alternates ?? []).map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`).join("");
    return `  <url><loc>${escapeXml(loc)}</loc>${modified}${links}</url>\n`;
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${urls.join("")}</urlset>\n`
  );
}
