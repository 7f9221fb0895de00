import { Feed } from "feed";
import { sanitizeArticleHtml } from "../graphql/sanitize-html";
import type { Article } from "../modules/article/article.entity";
import { withAbsoluteLinks } from "./absolute-links";
import { escapeHtml } from "./escape";
import type { SiteContext } from "./site-context";
import { withoutInvalidXmlChars } from "./xml-text";

/** How many of the newest shown articles the feeds carry. */
export const FEED_SIZE = 20;

export const rssXml = (articles: Article[], site: SiteContext) =>
  withoutInvalidXmlChars(buildFeed(articles, site, (title) => title).rss2());

/** The feed library marks Atom entry titles type="html", so a plain-text title is written as HTML text. */
export const atomXml = (articles: Article[], site: SiteContext) =>
  withoutInvalidXmlChars(buildFeed(articles, site, escapeHtml).atom1());

/** The RSS and Atom documents share one model: the site as the channel, each article in full. */
function buildFeed(articles: Article[], site: SiteContext, itemTitle: (title: string) => string): Feed {
  const home = site.absolute("/");
  const author = { name: site.author, email: site.info.email || undefined, link: site.absolute("/about") };
  const feed = new Feed({
    id: home,
    link: home,
    title: site.info.title,
    description: site.info.description,
    copyright: site.info.copyright,
    image: site.absolute(site.info.logo) || undefined,
    // From the data, never "now": the same data must give the same bytes, or the ETag would change on every request.
    updated: newestChange(articles),
    author,
    feedLinks: { rss: site.absolute("/rss.xml"), atom: site.absolute("/atom.xml") },
  });
  for (const article of articles) {
    const link = site.absolute(`/detail?id=${article.id}`);
    feed.addItem({
      id: link,
      link,
      title: itemTitle(article.title),
      // Both formats read an item's summary as HTML; ours is plain text.
      description: article.summary ? escapeHtml(article.summary) : undefined,
      content: withAbsoluteLinks(sanitizeArticleHtml(article.content), site),
      published: article.createTime,
      date: article.updateTime,
      author: [author],
    });
  }
  return feed;
}

function newestChange(articles: Article[]): Date {
  return new Date(Math.max(0, ...articles.map((article) => article.updateTime.getTime())));
}
