import { headElements, type ResolvedHead } from "../shared/page-head";
// escapeUTF8 is safe in element text and in quoted attribute values alike, so callers need not know which.
import { escapeUTF8 as escapeHtml } from "entities";
import { jsonForScript } from "./escape";
import type { SiteContext } from "./site-context";
import { WEBMENTION_PATH } from "../shared/webmention-path";

/**
 * The head a page rendered for itself (see web/src/lib/use-page-head.ts), written out as tags, with the
 * site's feed links. A page that gave none (it failed to render) gets the site's title alone.
 */
export function headTags(head: ResolvedHead | undefined, site: SiteContext, feedPrefix = ""): string[] {
  const tags = [`<title>${escapeHtml(head?.title ?? site.info.title)}</title>`];
  for (const element of head ? headElements(head) : []) {
    tags.push(
      element.tag === "meta"
        ? `<meta ${element.attribute}="${element.key}" content="${escapeHtml(element.content)}" />`
        : `<link rel="${element.rel}"${element.rel === "alternate" ? ` hreflang="${escapeHtml(element.hreflang)}"` : ""} href="${escapeHtml(element.href)}" />`,
    );
  }
  tags.push(`<link rel="webmention" href="${escapeHtml(site.absolute(WEBMENTION_PATH))}" />`);
  tags.push(feedLink("application/rss+xml", `${site.info.title} (RSS)`, site.absolute(`${feedPrefix}/rss.xml`)));
  tags.push(feedLink("application/atom+xml", `${site.info.title} (Atom)`, site.absolute(`${feedPrefix}/atom.xml`)));
  if (head?.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags;
}

/** A rendered page's own style sheets and scripts (the entry's are in index.html already). */
export function assetTags(styles: string[], scripts: string[]): string[] {
  return [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  ];
}

const feedLink = (type: string, title: string, href: string) =>
  `<link rel="alternate" type="${type}" title="${escapeHtml(title)}" href="${escapeHtml(href)}" />`;
