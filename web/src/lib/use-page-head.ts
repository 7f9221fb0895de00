import { useEffect } from "react";
import { useSiteShell } from "./use-site-shell";
import { HEAD_META_KEYS, headElements, type ResolvedHead } from "@shared/page-head";
import type { SiteShellQuery } from "../gql/shell/graphql";
import { useServerRender } from "./server-render";
import { servedOrigin } from "./served-page";
import { useLocalePath } from "../i18n/i18n";
import { inLocale, LANGUAGE_TAG, LOCALES } from "@shared/locales";

/** What a public page says about itself to link previews and search engines (beyond title and description). */
export interface PageHead {
  /**
   * The page's site path and query as it is linked, e.g. "/detail?id=3": its canonical address, in the page's
   * language (/zh/detail?id=3 under /zh/).
   */
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
  /** schema.org data, given the canonical address and a way to make a site path absolute. */
  jsonLd?: (page: JsonLdContext) => Record<string, unknown>;
  /**
   * The page in each language (hreflang "zh-CN", "en", "x-default" → site path); by default the same path under
   * /zh/ and /en/, and unprefixed for x-default. An article in two languages names its versions instead.
   */
  alternates?: { hreflang: string; path: string }[];
  /** The owner's other identities as `rel="me"` links (the home and about pages, which carry the owner's h-card). */
  me?: string[];
}

/** What a page's JSON-LD is made with besides its own data. */
interface JsonLdContext {
  /** The page's canonical address. */
  url: string;
  absolute: (pathOrUrl: string) => string;
  /** Who writes the articles: the site's author, else its title. */
  author: string;
  siteName: string;
  siteDescription: string;
}

type Site = SiteShellQuery["siteInfo"] | undefined;

/** The head with every fallback applied: the page's own values, else the site's. */
export function resolveHead(page: PageHead, site: Site, origin: string): ResolvedHead {
  const { path, title, description, image, type = "website", published, modified, indexable = true, alternates, me } = page;
  const absolute = (url: string) => (url.startsWith("/") ? origin + url : url);
  const siteName = site?.title ?? "";
  const canonical = indexable ? origin + path : undefined;
  const picture = image ? absolute(image) : site?.logo ? absolute(site.logo) : undefined;
  const name = title ?? siteName;
  return {
    title: title && siteName && title !== siteName ? `${title} - ${siteName}` : title || siteName,
    name,
    siteName,
    description: description || site?.description || "",
    keywords: site?.keywords ?? "",
    canonical,
    type,
    image: picture,
    largeImage: Boolean(image) && type === "article",
    published,
    modified,
    alternates: indexable ? alternates?.map(({ hreflang, path: alternate }) => ({ hreflang, href: absolute(alternate) })) : undefined,
    me: me?.length ? me : undefined,
    jsonLd:
      canonical && page.jsonLd
        ? page.jsonLd({ url: canonical, absolute, author: site?.author || siteName, siteName, siteDescription: site?.description ?? "" })
        : undefined,
  };
}

/**
 * Gives the page its title, description, keywords, canonical link, Open Graph and Twitter tags and JSON-LD.
 * On the server the head is handed to the render, which writes it into the first HTML; in the browser it is
 * kept in step as the app navigates. Each page calls it (not the layout), so a page's own title is never
 * overwritten by the layout's effect, which runs later.
 */
export function usePageHead(own: PageHead) {
  const localePath = useLocalePath();
  const page = { ...own, path: localePath(own.path), alternates: own.alternates ?? sameInEachLanguage(own.path) };
  const { data } = useSiteShell();
  const server = useServerRender();
  const site = data?.siteInfo;
  if (server) server.head = resolveHead(page, site, server.origin);
  // The head as text: a page passes a new object (and jsonLd function) each render, the head changes rarely.
  const head = server ? "" : JSON.stringify(resolveHead(page, site, servedOrigin()));
  useEffect(() => {
    if (head) applyHead(JSON.parse(head) as ResolvedHead);
  }, [head]);
}

/** A page's own path under each language's prefix, and unprefixed as the default. */
function sameInEachLanguage(path: string): { hreflang: string; path: string }[] {
  return [...LOCALES.map((locale) => ({ hreflang: LANGUAGE_TAG[locale], path: inLocale(path, locale) })), { hreflang: "x-default", path: inLocale(path, undefined) }];
}

function applyHead(head: ResolvedHead) {
  if (head.title) document.title = head.title;
  const elements = headElements(head);
  for (const key of HEAD_META_KEYS) {
    const element = elements.find((candidate) => candidate.tag === "meta" && candidate.key === key);
    const attribute = /^(og|article):/.test(key) ? "property" : "name";
    setHeadTag(`meta[${attribute}="${key}"]`, () => withAttribute("meta", attribute, key), "content", element?.tag === "meta" ? element.content : undefined);
  }
  setHeadTag('link[rel="canonical"]', () => withAttribute("link", "rel", "canonical"), "href", head.canonical);
  for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang], link[rel="me"]')) old.remove();
  for (const element of elements) {
    if (element.tag !== "link" || element.rel === "canonical") continue;
    const link = withAttribute("link", "rel", element.rel);
    if (element.rel === "alternate") link.setAttribute("hreflang", element.hreflang);
    link.setAttribute("href", element.href);
    document.head.append(link);
  }
  const jsonLd = document.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"]');
  if (!head.jsonLd) jsonLd?.remove();
  else if (jsonLd) jsonLd.textContent = JSON.stringify(head.jsonLd);
  else document.head.append(Object.assign(withAttribute("script", "type", "application/ld+json"), { textContent: JSON.stringify(head.jsonLd) }));
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

function withAttribute(tag: string, attribute: string, value: string) {
  const element = document.createElement(tag);
  element.setAttribute(attribute, value);
  return element;
}
