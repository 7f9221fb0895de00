// What a public page says about itself in the HTML head, worked out once by the page as it renders (on the
// server for the first HTML, in the browser as the app navigates) and written out by both from the same list.

/** A page's head with every fallback applied and every address absolute. */
export interface ResolvedHead {
  /** The document's title: "Page - Site", or the site's title alone. */
  title: string;
  /** The page's own name (an article's title), or the site's title. */
  name: string;
  siteName: string;
  description: string;
  keywords: string;
  /** Absolute canonical URL; a page without one (a preview, a 404) is marked noindex instead. */
  canonical?: string;
  type: "website" | "article" | "profile";
  /** Absolute URL of the page's picture for link previews. */
  image?: string;
  /** The picture is the page's own (an article's cover), worth a wide preview card. */
  largeImage: boolean;
  /** ISO times of an article. */
  published?: string;
  modified?: string;
  /** schema.org data for search engines. */
  jsonLd?: Record<string, unknown>;
  /** The same page in each language, absolute: hreflang ("zh-CN", "en", "x-default") → address. Indexable pages only. */
  alternates?: { hreflang: string; href: string }[];
  /** The owner's other identities (an e-mail address, profiles elsewhere), as `rel="me"` links. */
  me?: string[];
}

/** One element of the head that a page owns; the title and JSON-LD are written apart. */
export type HeadElement =
  | { tag: "meta"; attribute: "name" | "property"; key: string; content: string }
  | { tag: "link"; rel: "canonical"; href: string }
  | { tag: "link"; rel: "alternate"; hreflang: string; href: string }
  | { tag: "link"; rel: "me"; href: string };

/** Every `<meta>` and `<link>` a page owns, in the order they are written; absent values are left out. */
export function headElements(head: ResolvedHead): HeadElement[] {
  const elements: HeadElement[] = [];
  const meta = (key: string, content: string | undefined) => {
    if (content !== undefined) elements.push({ tag: "meta", attribute: /^(og|article):/.test(key) ? "property" : "name", key, content });
  };
  meta("description", head.description);
  meta("keywords", head.keywords);
  if (head.canonical) elements.push({ tag: "link", rel: "canonical", href: head.canonical });
  else meta("robots", "noindex");
  for (const { hreflang, href } of head.canonical ? (head.alternates ?? []) : []) elements.push({ tag: "link", rel: "alternate", hreflang, href });
  for (const href of head.me ?? []) elements.push({ tag: "link", rel: "me", href });
  meta("og:site_name", head.siteName);
  meta("og:type", head.type);
  meta("og:title", head.name);
  meta("og:description", head.description);
  meta("og:url", head.canonical);
  meta("og:image", head.image);
  meta("article:published_time", head.published);
  meta("article:modified_time", head.modified);
  meta("twitter:card", head.image && head.largeImage ? "summary_large_image" : "summary");
  meta("twitter:title", head.name);
  meta("twitter:description", head.description);
  meta("twitter:image", head.image);
  return elements;
}

/** The keys `headElements` may write: the client removes those a new page leaves out. */
export const HEAD_META_KEYS = [
  "description",
  "keywords",
  "robots",
  "og:site_name",
  "og:type",
  "og:title",
  "og:description",
  "og:url",
  "og:image",
  "article:published_time",
  "article:modified_time",
  "twitter:card",
  "twitter:title",
  "twitter:description",
  "twitter:image",
] as const;
