/**
 * What a stored article body may contain: the one list that the server's sanitiser, the public page's
 * sanitiser and the back-office editor all read. The editor holds every element and attribute named here, so
 * a body that keeps to this list comes back from an edit as it went in.
 *
 * This file is imported by the server (CommonJS, compiled by tsc) and by the web app (ESM, bundled by Vite):
 * it must stay free of imports.
 */

/** Each element a body may hold, with the attributes it may carry. */
export const ARTICLE_ELEMENTS = {
  h1: [], h2: [], h3: [], h4: [], h5: [], h6: [],
  p: [], br: [], hr: [], blockquote: [],
  pre: ["class"], code: ["class"],
  ul: [], ol: ["start"], li: [],
  strong: [], b: [], em: [], i: [], u: [], s: [], del: [], sub: [], sup: [], mark: [], span: [],
  a: ["href", "title", "rel", "target"],
  img: ["src", "alt", "title", "width", "height", "loading", "srcset", "sizes"],
  figure: [], figcaption: [],
  table: [], thead: [], tbody: [], tr: [], th: ["colspan", "rowspan"], td: ["colspan", "rowspan"],
} as const satisfies Record<string, readonly string[]>;

export type ArticleElement = keyof typeof ARTICLE_ELEMENTS;

/** A class is kept only where it names a code block's language, the way highlighters and exporters write it. */
export const LANGUAGE_CLASS = /^language-[\w-]+$/;
export const ELEMENTS_WITH_LANGUAGE_CLASS = ["pre", "code"] as const satisfies readonly ArticleElement[];

/** Schemes a link may use; an address without a scheme (`/about`, `#notes`, `?id=1`, `page.html`) is a link on this site. */
export const LINK_SCHEMES = ["https", "http", "mailto"] as const;
/** Schemes an image may be fetched from; `data:` images are refused. */
export const IMAGE_SCHEMES = ["https", "http"] as const;

export function isArticleElement(name: string): name is ArticleElement {
  return Object.hasOwn(ARTICLE_ELEMENTS, name);
}

export function isAllowedAttribute(element: string, attribute: string): boolean {
  return isArticleElement(element) && (ARTICLE_ELEMENTS[element] as readonly string[]).includes(attribute);
}

/**
 * Whether an address may stay in a body: one with an allowed scheme, or one without a scheme that is not
 * protocol-relative (`//host`). Browsers ignore control characters, spaces and comments inside a URL, so they
 * are ignored here too before the scheme is read: `java\tscript:` is `javascript:`. This is the sanitiser's
 * own rule, so what the editor accepts the server keeps.
 */
export function isAllowedUrl(url: string, schemes: readonly string[]): boolean {
  // Browsers ignore control characters and spaces inside a URL, so "java\0script:" must count as javascript:.
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\x00-\x20]+/g, "").replace(/<!--[\s\S]*?-->/g, "");
  const scheme = /^([a-zA-Z][a-zA-Z0-9.+-]*):/.exec(cleaned)?.[1];
  if (scheme === undefined) return !/^[/\\]{2}/.test(cleaned);
  return schemes.includes(scheme.toLowerCase());
}

/** A target that opens another browsing context, which could otherwise reach back into the article's window. */
export function opensNewContext(target: string | undefined | null): boolean {
  return Boolean(target) && !["_self", "_parent", "_top"].includes(target!.trim().toLowerCase());
}

/**
 * The `rel` a link keeps: its own, with `noopener` added when it opens a new tab or window and does not say so
 * yet. The other words (`nofollow`, `noreferrer`, `ugc` …) are the author's and stay.
 */
export function relWithNoopener(rel: string | undefined | null, target: string | undefined | null): string | undefined {
  const words = (rel ?? "").split(/\s+/).filter(Boolean);
  if (!opensNewContext(target) || words.some((word) => word.toLowerCase() === "noopener")) return rel ?? undefined;
  return [...words, "noopener"].join(" ");
}
