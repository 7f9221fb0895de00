import { withoutLocale } from "./locales";

/**
 * A visitor's page. Each is at its path in the site's default language and under each language's prefix
 * (/zh/, /en/).
 */
export interface PublicPage {
  /** React Router's path without the leading slash; "" is the home page. */
  path: string;
  /** The page's module under web/src/features/ and the component it exports. */
  module: string;
  component: string;
  /**
   * Whether its unprefixed address sends a visitor who prefers the other language on to that language's
   * (server/src/http/first-visit-language.ts): the pages people reach from search and links. A preview link
   * and the sign-in page stay where they are.
   */
  followsLanguage: boolean;
  /** Drawn by the browser alone, never rendered on the server: the sign-in page, which nobody finds by search. */
  browserOnly?: boolean;
}

/** The one table of public pages: the web's router is built from it, and the server reads it. */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: "", module: "home/home-page", component: "HomePage", followsLanguage: true },
  { path: "detail", module: "article/article-page", component: "ArticlePage", followsLanguage: true },
  { path: "posts/:slug", module: "article/article-page", component: "ArticlePage", followsLanguage: true },
  { path: "preview/:token", module: "article/article-page", component: "ArticlePreviewPage", followsLanguage: false },
  { path: "tag/:slug", module: "tag/tag-page", component: "TagPage", followsLanguage: true },
  { path: "about", module: "about/about-page", component: "AboutPage", followsLanguage: true },
  { path: "guestbook", module: "guestbook/guestbook-page", component: "GuestbookPage", followsLanguage: true },
  { path: "search", module: "search/search-page", component: "SearchPage", followsLanguage: true },
  { path: "logup", module: "login/login-page", component: "LoginPage", followsLanguage: false, browserOnly: true },
];

/** The page at an address's path (no query), with or without its language prefix; undefined when none is. */
export function publicPageAt(path: string): PublicPage | undefined {
  const segments = withoutLocale(path).split("/").filter(Boolean);
  return PUBLIC_PAGES.find((page) => {
    const parts = page.path.split("/").filter(Boolean);
    return parts.length === segments.length && parts.every((part, i) => part.startsWith(":") || part === segments[i]);
  });
}
