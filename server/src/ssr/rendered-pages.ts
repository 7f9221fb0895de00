import type { Request, RequestHandler, Response } from "express";
import type { GraphQLSchema } from "graphql";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { SharedCaching } from "../http/shared-cache";
import type { ContextFactory } from "../http/http-context";
import { firstVisitRedirect, isLanguagePage, LANGUAGE_VARY, preferredLocale } from "../http/first-visit-language";
import { languageOf } from "../kernel/language";
import { appearanceHead } from "../modules/appearance/appearance-head";
import { currentAppearance } from "../modules/appearance/appearance.service";
import { markPublicAnswer } from "../http/public-answer";
import { sanitizeArticleHtml } from "../kernel/sanitize-html";
import { jsonForScript } from "../seo/escape";
import type { IndexTemplate } from "../seo/index-template";
import { assetTags, headTags } from "../seo/page-head";
import { loadSiteContext } from "../seo/site-context";
import { LANGUAGE_TAG, localeInPath } from "../shared/locales";
import { SERVED_PAGE_ID } from "../shared/server-render";
import type { SiteRenderer, SiteRendererSource } from "./server-entry";
import { WEBMENTION_PATH } from "../shared/webmention-path";

export interface RenderedPagesDeps {
  orm: MikroORM;
  schema: GraphQLSchema;
  contextFor: ContextFactory;
  caching: SharedCaching;
  renderer: SiteRendererSource;
  template: () => Promise<IndexTemplate | undefined>;
}

/** The feeds a page links to: its language's under /zh/ and /en/, the site's default ones elsewhere. */
const feedPrefixOf = (path: string) => {
  const locale = localeInPath(path);
  return locale ? `/${locale}` : "";
};

/** Paths that are never a page. */
const SERVER_PATHS = /^\/(graphql|api|healthz|uploads|assets)(\/|$)/;

/** A render that takes longer than this is cut short: what is drawn by then is sent (spinners and all). */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * The public pages, rendered on the server: the page as the visitor will see it in the first HTML, its head,
 * its status (404 for an unknown address or a missing article, 301 to an article's permalink), and what the
 * browser needs to take over without asking again. The back-office, sign-in and the sandbox, and any path
 * while the site is not built, go on to the plain app.
 */
export function renderedPages(deps: RenderedPagesDeps): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || SERVER_PATHS.test(req.path)) return next();
    const renderer = await deps.renderer();
    const template = renderer && !renderer.entry.isClientRendered(req.path) ? await deps.template() : undefined;
    if (!renderer || !template) return next();
    try {
      await renderPage(deps, renderer, template, req, res);
    } catch (error) {
      // The page could not be drawn here; the browser draws it instead, and the error is the server's to log.
      console.error(`Rendering ${req.originalUrl} failed:`, error);
      if (!res.headersSent) res.status(500).set("Cache-Control", "no-store").type("html").send(template.render({ lang: LANGUAGE_TAG[localeInPath(req.path) ?? "en"], headTags: [], rootMarkup: "", bodyEnd: "" }));
    }
  };
}

async function renderPage(deps: RenderedPagesDeps, renderer: SiteRenderer, template: IndexTemplate, req: Request, res: Response) {
  const locale = localeInPath(req.path);
  const em = deps.orm.em.fork();
  const site = await loadSiteContext(em, req, locale ? languageOf(locale) : undefined);
  if (!locale && isLanguagePage(req.path)) {
    // An unprefixed page speaks the site's language, unless the visitor prefers the other: then it is theirs.
    res.vary(LANGUAGE_VARY);
    const movedTo = firstVisitRedirect(req.originalUrl, preferredLocale(req.headers.cookie, req.headers["accept-language"]), site.locale);
    if (movedTo) return res.set("Cache-Control", deps.caching.cacheControl(req)).redirect(302, movedTo);
  }
  const page = await renderer.entry.render({
    url: `http://localhost${req.originalUrl}`,
    schema: deps.schema,
    graphqlContext: () => deps.contextFor(req, res),
    origin: site.base,
    defaultLocale: site.locale,
    sanitizeArticleHtml,
    manifest: renderer.manifest,
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
  });
  // Shared caches may keep an anonymous visitor's page (a 404 and a move too): a change to the data or a new
  // build purges them (cache/shared-cache-purge.ts), or they expire within SHARED_CACHE_SECONDS.
  res.set("Cache-Control", deps.caching.cacheControl(req));
  markPublicAnswer(res);
  if (page.movedTo) return res.redirect(301, page.movedTo);
  const appearance = await currentAppearance(em);
  res.status(page.status).type("html");
  // Webmention discovery (W3C Recommendation §3.1.2): the header for senders that read no markup, the head's link for the rest.
  res.append("Link", `<${site.absolute(WEBMENTION_PATH)}>; rel="webmention"`);
  // A page without a canonical address (a preview, a 404) is kept out of search results, headers included.
  if (!page.head?.canonical) res.set("X-Robots-Tag", "noindex");
  res.send(
    template.render({
      lang: page.lang,
      headTags: [...headTags(page.head, site, feedPrefixOf(req.path)), ...assetTags(page.styles, page.scripts), ...appearanceHead(appearance)],
      rootMarkup: page.html,
      bodyEnd: `<script type="application/json" id="${SERVED_PAGE_ID}">${jsonForScript(page.served)}</script>`,
    }),
  );
}
