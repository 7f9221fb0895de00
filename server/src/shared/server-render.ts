// What the server and the site's server entry (web/src/entry-server.tsx, built into the site's build) agree
// on: the server hands a request over, the entry answers the rendered page.
import type { Locale } from "./locales";
import type { ResolvedHead } from "./page-head";

/** One chunk of the site's build, as Vite's manifest (.vite/manifest.json) describes it. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  /** The chunk's name in the build (site-chunks.ts names the one every public page loads). */
  name?: string;
}

export type BuildManifest = Record<string, ManifestChunk>;

/** What the browser needs to hydrate a rendered page, sent as JSON beside it. */
export interface ServedPage {
  /** Apollo's cache as the server's render left it (its `extract()`): restored in the browser, the page shows itself without a request. */
  data: Record<string, unknown>;
  /** The interface's compiled messages (web/src/i18n/catalogs/public.*.json) of each language the page was rendered in. */
  messages: Partial<Record<Locale, Record<string, unknown>>>;
  /** The site's address (its configured URL, else the one the visitor came to), for absolute links. */
  origin: string;
  /** The HTTP status it was sent with: a 404's page shows "not found" while it hydrates, as the server drew it. */
  status: number;
  /** The language it was rendered in, which the browser hydrates in. */
  locale: Locale;
  /**
   * The site's time zone (the server's, where its owner lives; IANA name): the page's dates are shown in it, in
   * the browser as on the server, so a reader elsewhere sees the same day the server drew and hydration agrees.
   */
  timeZone: string;
}

/** The id of the `<script type="application/json">` that carries the ServedPage: data, so the CSP lets it be. */
export const SERVED_PAGE_ID = "served-page";

export interface RenderRequest {
  /** The request's URL; only its path and query matter. */
  url: string;
  /** The API's GraphQL schema (a graphql GraphQLSchema; typed loosely here, as this file depends on nothing). */
  schema: unknown;
  /** The GraphQL context of this request (its session, if any), made afresh for each operation. */
  graphqlContext: () => Promise<object>;
  /** The site's address for absolute links. */
  origin: string;
  /** The site's default language: unprefixed paths speak it. */
  defaultLocale: Locale;
  sanitizeArticleHtml(html: string): string;
  manifest: BuildManifest;
  /** Stops the render loop; what is rendered by then is sent. */
  signal?: AbortSignal;
}

export interface RenderedPage {
  status: number;
  /** A site path the page has moved to, answered 301. */
  movedTo?: string;
  head?: ResolvedHead;
  /** The page's language as a BCP 47 tag, for `<html lang>`. */
  lang: string;
  /** The markup inside `<div id="root">`. */
  html: string;
  served: ServedPage;
  /** Style sheets the page needs at its first paint, and its scripts to fetch at once: "/assets/…". */
  styles: string[];
  scripts: string[];
}

/** What the built server entry exports. */
export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderedPage>;
  /** Whether the path is one the browser renders alone (the back-office, sign-in, the sandbox). */
  isClientRendered(path: string): boolean;
}
