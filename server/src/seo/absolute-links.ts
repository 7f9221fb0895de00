import sanitizeHtml from "sanitize-html";
import type { SiteContext } from "./site-context";

/**
 * Makes site-relative link and image addresses ("/uploads/a.png") absolute. A feed reader shows the body
 * away from this site, where such addresses would point nowhere. Expects HTML that has already been
 * through the article allow-list, so this pass keeps every tag and attribute as it is.
 */
export function withAbsoluteLinks(html: string, site: SiteContext): string {
  const absolute = (attribute: string) => (tagName: string, attribs: sanitizeHtml.Attributes) => ({
    tagName,
    attribs: attribs[attribute] ? { ...attribs, [attribute]: site.absolute(attribs[attribute]) } : attribs,
  });
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // The allow-list already ran; without this flag "every tag" would log a warning about script and style.
    allowVulnerableTags: true,
    transformTags: { a: absolute("href"), img: absolute("src") },
  });
}
