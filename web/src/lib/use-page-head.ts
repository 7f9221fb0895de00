import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import { SiteShellDocument } from "../gql/shell/graphql";

/** What a public page says about itself to link previews and search engines (beyond title and description). */
export interface PageHead {
  /** The page's path and query as it is linked, e.g. "/detail?id=3": its canonical address. */
  path: string;
  /** The page's own name, e.g. an article's title; the site's title when omitted. */
  title?: string;
  /** Falls back to the site's description when omitted or empty. */
  description?: string;
  /** The page's own picture (an article's cover); the site logo when omitted. */
  image?: string;
  type?: "website" | "article" | "profile";
  /** ISO times of an article. */
  published?: string;
  modified?: string;
  /** False for a not-found page: no canonical address, and noindex. */
  indexable?: boolean;
}

let served: { canonical: string | null; origin: string } | undefined;

/**
 * The canonical address the server wrote into the first HTML, read before this hook first changes it. Its
 * origin is the site's configured URL, which the client does not otherwise know.
 */
function servedHead() {
  if (!served) {
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null;
    served = { canonical, origin: canonical ? new URL(canonical).origin : window.location.origin };
  }
  return served;
}

/** Sets a head element's attribute, creating the element when missing; undefined removes the element. */
function setHeadTag(selector: string, create: () => HTMLElement, attribute: string, value: string | undefined) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (value === undefined) return element?.remove();
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

const withAttribute = (tag: string, attribute: string, value: string) => {
  const element = document.createElement(tag);
  element.setAttribute(attribute, value);
  return element;
};

function setMeta(key: string, value: string | undefined) {
  const attribute = /^(og|article):/.test(key) ? "property" : "name";
  setHeadTag(`meta[${attribute}="${key}"]`, () => withAttribute("meta", attribute, key), "content", value);
}

/**
 * Keeps the title, description, keywords, canonical link, Open Graph and Twitter tags in step with the page
 * as the app navigates; the server writes the same tags into the first HTML (server/src/seo). JSON-LD
 * describes only the page the server sent, so it is removed once another page shows. Each page calls it
 * (not the layout), so a page's own title is never overwritten by the layout's effect, which runs later.
 */
export function usePageHead(page: PageHead) {
  const { data } = useQuery(SiteShellDocument);
  const site = data?.siteInfo;
  const { path, title, description, image, type = "website", published, modified, indexable = true } = page;

  useEffect(() => {
    const { canonical: servedCanonical, origin } = servedHead();
    const absolute = (url: string | undefined) => (url?.startsWith("/") ? origin + url : url || undefined);
    const canonical = indexable ? origin + path : null;
    const name = title ?? site?.title;
    const text = description || site?.description;
    const picture = absolute(image) ?? absolute(site?.logo);
    const siteTitle = site?.title ?? "";

    document.title = title && siteTitle ? `${title} - ${siteTitle}` : title || siteTitle || document.title;
    setMeta("description", text);
    setMeta("keywords", site?.keywords);

    setHeadTag('link[rel="canonical"]', () => withAttribute("link", "rel", "canonical"), "href", canonical ?? undefined);
    setMeta("robots", indexable ? undefined : "noindex");
    setMeta("og:site_name", site?.title);
    setMeta("og:type", type);
    setMeta("og:title", name);
    setMeta("og:description", text);
    setMeta("og:url", canonical ?? undefined);
    setMeta("og:image", picture);
    setMeta("article:published_time", published);
    setMeta("article:modified_time", modified);
    setMeta("twitter:card", image && type === "article" ? "summary_large_image" : "summary");
    setMeta("twitter:title", name);
    setMeta("twitter:description", text);
    setMeta("twitter:image", picture);
    if (canonical !== servedCanonical) {
      document.head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove());
    }
  }, [path, title, description, image, type, published, modified, indexable, site]);
}
