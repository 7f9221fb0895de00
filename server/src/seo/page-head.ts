import { escapeHtml, jsonForScript } from "./escape";
import type { SiteContext } from "./site-context";

/** What one page says about itself in the HTML head. */
export interface PageHead {
  /** The page's own name, e.g. an article's title; the document title adds the site's. */
  name: string;
  description: string;
  keywords: string;
  /** Absolute canonical URL; pages without one (not found) are marked noindex instead. */
  canonical?: string;
  type: "website" | "article" | "profile";
  /** Absolute image URL for link previews. */
  image?: string;
  /** The image is the page's own picture (an article's cover), worth a wide preview card. */
  largeImage?: boolean;
  published?: Date;
  modified?: Date;
  /** schema.org data for search engines. */
  jsonLd?: Record<string, unknown>;
}

/** The same "Page - Site" form the React app's useDocumentMeta uses, so the title does not change on mount. */
function documentTitle(name: string, site: SiteContext): string {
  const siteTitle = site.info.title;
  return name && siteTitle && name !== siteTitle ? `${name} - ${siteTitle}` : name || siteTitle;
}

const meta = (attribute: "name" | "property", key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

export function headTags(head: PageHead, site: SiteContext): string[] {
  const tags = [
    `<title>${escapeHtml(documentTitle(head.name, site))}</title>`,
    meta("name", "description", head.description),
    meta("name", "keywords", head.keywords),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : meta("name", "robots", "noindex"),
    meta("property", "og:site_name", site.info.title),
    meta("property", "og:type", head.type),
    meta("property", "og:title", head.name),
    meta("property", "og:description", head.description),
  ];
  if (head.canonical) tags.push(meta("property", "og:url", head.canonical));
  if (head.image) tags.push(meta("property", "og:image", head.image));
  if (head.published) tags.push(meta("property", "article:published_time", head.published.toISOString()));
  if (head.modified) tags.push(meta("property", "article:modified_time", head.modified.toISOString()));
  tags.push(meta("name", "twitter:card", head.image && head.largeImage ? "summary_large_image" : "summary"));
  tags.push(meta("name", "twitter:title", head.name));
  tags.push(meta("name", "twitter:description", head.description));
  if (head.image) tags.push(meta("name", "twitter:image", head.image));
  tags.push(feedLink("application/rss+xml", `${site.info.title} (RSS)`, site.absolute("/rss.xml")));
  tags.push(feedLink("application/atom+xml", `${site.info.title} (Atom)`, site.absolute("/atom.xml")));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags;
}

const feedLink = (type: string, title: string, href: string) =>
  `<link rel="alternate" type="${type}" title="${escapeHtml(title)}" href="${escapeHtml(href)}" />`;
