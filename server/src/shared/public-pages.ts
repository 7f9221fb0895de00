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
  /**
   * The groups of interface messages the page shows beyond every page's own (SHELL_MESSAGES): the first part of
   * their ids ("comments" for "comments.reply"). A page the server renders carries only these and the shell's;
   * the rest arrive before the browser draws a page of its own (web/src/i18n/i18n.tsx).
   * web/src/i18n/page-messages.test.ts checks each page's code against them.
   */
  messages: readonly string[];
}

/**
 * The message groups of what every public page shows: the header (its search box and language switch), the
 * footer (its subscribe form), the not-found and loading states, and the common words.
 */
export const SHELL_MESSAGES: readonly string[] = ["common", "language", "nav", "notFound", "page", "routeError", "searchBox", "subscribe"];

const ARTICLE_MESSAGES = ["article", "comments"];

/** The one table of public pages: the web's router is built from it, and the server reads it. */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: "", module: "home/home-page", component: "HomePage", followsLanguage: true, messages: ["home"] },
  { path: "detail", module: "article/article-page", component: "ArticlePage", followsLanguage: true, messages: ARTICLE_MESSAGES },
  { path: "posts/:slug", module: "article/article-page", component: "ArticlePage", followsLanguage: true, messages: ARTICLE_MESSAGES },
  { path: "preview/:token", module: "article/article-page", component: "ArticlePreviewPage", followsLanguage: false, messages: ARTICLE_MESSAGES },
  { path: "tag/:slug", module: "tag/tag-page", component: "TagPage", followsLanguage: true, messages: ["tag"] },
  { path: "about", module: "about/about-page", component: "AboutPage", followsLanguage: true, messages: ["about"] },
  { path: "guestbook", module: "guestbook/guestbook-page", component: "GuestbookPage", followsLanguage: true, messages: ["guestbook"] },
  { path: "search", module: "search/search-page", component: "SearchPage", followsLanguage: true, messages: ["search"] },
  { path: "logup", module: "login/login-page", component: "LoginPage", followsLanguage: false, browserOnly: true, messages: [] },
];

/** The page at an address's path (no query), with or without its language prefix; undefined when none is. */
export function publicPageAt(path: string): PublicPage | undefined {
  const segments = withoutLocale(path).split("/").filter(Boolean);
  return PUBLIC_PAGES.find((page) => {
    const parts = page.path.split("/").filter(Boolean);
    return parts.length === segments.length && parts.every((part, i) => part.startsWith(":") || part === segments[i]);
  });
}
