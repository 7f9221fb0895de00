import { articlePath } from "../modules/article/article-slug";
import { tagPath } from "../modules/tag/tag-path";
import type { SiteContext } from "./site-context";
import { escapeXml } from "./xml-text";

interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

/** The public pages, every shown article and the tags that have one; the home page changes whenever an article does. */
export function sitemapXml(articles: { slug: string; updateTime: Date }[], tags: { slug: string }[], site: SiteContext): string {
  const newest = articles.reduce<Date | undefined>((latest, { updateTime }) => (latest && latest > updateTime ? latest : updateTime), undefined);
  const entries: SitemapEntry[] = [
    { loc: site.absolute("/"), lastmod: newest },
    { loc: site.absolute("/about") },
    { loc: site.absolute("/guestbook") },
    ...articles.map((article) => ({ loc: site.absolute(articlePath(article)), lastmod: article.updateTime })),
    ...tags.map((tag) => ({ loc: site.absolute(tagPath(tag)) })),
  ];
  const urls = entries.map(({ loc, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("")}</urlset>\n`;
}
