import { localeOf } from "../kernel/language";
import { sanitizeArticleHtml } from "../kernel/sanitize-html";
import type { Article } from "../modules/article/article.entity";
import { articlePath } from "../modules/article/article-slug";
import { excerptFor } from "../modules/article/article.service";
import { withAbsoluteLinks } from "./absolute-links";
import { escapeUTF8 as escapeHtml } from "entities";
import { LANGUAGE_TAG, type Locale } from "../shared/locales";
import type { SiteContext } from "./site-context";
import { element, lines, textElement, xmlDocument, type XmlMarkup } from "./xml-writer";

/** How many of the newest shown articles the feeds carry. */
export const FEED_SIZE = 20;

const GENERATOR = "Quiet Notes";

/**
 * Which feed: the site's default language at /rss.xml, or one language's at /zh/rss.xml and /en/rss.xml,
 * whose links stay under that language's prefix.
 */
export interface FeedScope {
  /** "" for the unprefixed feed, else "/zh" or "/en". */
  prefix: string;
  locale: Locale;
}

const defaultScope = (site: SiteContext): FeedScope => ({ prefix: "", locale: site.locale });

/** What both formats say of one article: the same facts, written twice. */
interface FeedEntry {
  link: string;
  title: string;
  summary: string;
  /** Sanitised HTML with absolute links, so images and links work in a feed reader. */
  contentHtml: string;
  published: Date;
  updated: Date;
  /**
   * The language the article is written in. A feed in one language also carries the articles that have a version
   * in the other language only (as that language's pages list them, so its readers miss no post); each entry
   * says its own language, so a reader, a screen reader or a translation feature knows which it is.
   */
  language: string;
}

function entriesOf(articles: Article[], site: SiteContext, scope: FeedScope): FeedEntry[] {
  return articles.map((article) => ({
    link: site.absolute(scope.prefix + articlePath(article)),
    title: article.title,
    summary: excerptFor(article),
    contentHtml: withAbsoluteLinks(sanitizeArticleHtml(article.content), site),
    published: article.publishedAt ?? article.createTime,
    updated: article.updateTime,
    language: LANGUAGE_TAG[localeOf(article.language)],
  }));
}

/** From the data, never "now": the same data must give the same bytes, or the ETag would change on every request. */
function newestChange(articles: Article[]): Date {
  return new Date(Math.max(0, ...articles.map((article) => article.updateTime.getTime())));
}

/** RSS 2.0 with the content module for full bodies; titles are plain text, descriptions HTML. */
export function rssXml(articles: Article[], site: SiteContext, scope = defaultScope(site)): string {
  const { info } = site;
  const home = site.absolute(`${scope.prefix}/`);
  const logo = site.absolute(info.logo);
  const items = entriesOf(articles, site, scope).map((entry) =>
    element(
      "item",
      {},
      lines(
        [
          element("title", {}, entry.title),
          element("link", {}, entry.link),
          element("guid", { isPermaLink: "true" }, entry.link),
          element("pubDate", {}, entry.published.toUTCString()),
          entry.summary ? element("description", {}, escapeHtml(entry.summary)) : undefined,
          element("content:encoded", {}, entry.contentHtml),
          element("dc:creator", {}, site.author),
          element("dc:language", {}, entry.language),
        ],
        "      ",
      ),
    ),
  );
  const channel = element(
    "channel",
    {},
    lines(
      [
        element("title", {}, info.title),
        element("link", {}, home),
        element("description", {}, info.description || info.title),
        element("atom:link", { href: site.absolute(`${scope.prefix}/rss.xml`), rel: "self", type: "application/rss+xml" }),
        element("language", {}, LANGUAGE_TAG[scope.locale]),
        element("lastBuildDate", {}, newestChange(articles).toUTCString()),
        element("generator", {}, GENERATOR),
        textElement("copyright", info.copyright),
        logo ? element("image", {}, element("url", {}, logo), element("title", {}, info.title), element("link", {}, home)) : undefined,
        ...items,
      ],
      "    ",
    ),
  );
  const namespaces = {
    version: "2.0",
    "xmlns:atom": "http://www.w3.org/2005/Atom",
    "xmlns:content": "http://purl.org/rss/1.0/modules/content/",
    "xmlns:dc": "http://purl.org/dc/elements/1.1/",
  };
  return xmlDocument(element("rss", namespaces, lines([channel])));
}

/** Atom 1.0: titles and summaries as plain text, the body as HTML. */
export function atomXml(articles: Article[], site: SiteContext, scope = defaultScope(site)): string {
  const { info } = site;
  const home = site.absolute(`${scope.prefix}/`);
  const author = (): XmlMarkup =>
    element("author", {}, element("name", {}, site.author), info.email ? element("email", {}, info.email) : undefined, element("uri", {}, site.absolute("/about")));
  const entries = entriesOf(articles, site, scope).map((entry) =>
    element(
      "entry",
      { "xml:lang": entry.language },
      lines(
        [
          element("title", { type: "text" }, entry.title),
          element("id", {}, entry.link),
          element("link", { href: entry.link }),
          element("published", {}, entry.published.toISOString()),
          element("updated", {}, entry.updated.toISOString()),
          author(),
          entry.summary ? element("summary", { type: "text" }, entry.summary) : undefined,
          element("content", { type: "html" }, entry.contentHtml),
        ],
        "    ",
      ),
    ),
  );
  const logo = site.absolute(info.logo);
  const feed = element(
    "feed",
    { xmlns: "http://www.w3.org/2005/Atom", "xml:lang": LANGUAGE_TAG[scope.locale] },
    lines([
      element("id", {}, home),
      element("title", { type: "text" }, info.title),
      info.description ? element("subtitle", { type: "text" }, info.description) : undefined,
      element("updated", {}, newestChange(articles).toISOString()),
      element("link", { rel: "alternate", href: home }),
      element("link", { rel: "self", href: site.absolute(`${scope.prefix}/atom.xml`) }),
      element("link", { rel: "alternate", type: "application/rss+xml", href: site.absolute(`${scope.prefix}/rss.xml`) }),
      author(),
      element("generator", {}, GENERATOR),
      logo ? element("logo", {}, logo) : undefined,
      textElement("rights", info.copyright),
      ...entries,
    ]),
  );
  return xmlDocument(feed);
}
