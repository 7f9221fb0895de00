import fs from "node:fs";
import path from "node:path";
import type { Express, RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import type { GraphQLSchema } from "graphql";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { ContextFactory } from "./http-context";
import type { SharedCaching } from "./shared-cache";
import { indexTemplateFile } from "../seo/index-template";
import { seoRouter } from "../seo/seo.router";
import { renderedPages } from "../ssr/rendered-pages";
import { currentAppearance } from "../modules/appearance/appearance.service";
import { faviconIco } from "../modules/appearance/favicon";
import { CUSTOM_CSS_PATH, customCssHash } from "../modules/appearance/custom-css";
import { FONT_FILE_PATH, fontFileOf } from "../modules/appearance/fonts";
import type { SiteRendererSource } from "../ssr/server-entry";

/** Where `npm run build -w web` puts the site. */
export const WEB_DIST = path.resolve(__dirname, "../../../web/dist");

/** Paths the single-page app must not swallow. */
const SERVER_PATHS = /^\/(graphql|api|healthz|uploads)(\/|$)/;

export interface StaticSiteOptions {
  /** The page template; web/dist/index.html by default. Tests pass web/index.html, which needs no build. */
  indexFile?: string;
  /** Whether /sandbox is served (the SANDBOX setting; off in production by default). */
  sandbox?: boolean;
  /** What renders the pages: the live build's server entry (app.ts), or the sources (tests). */
  renderer: SiteRendererSource;
  /** The build folder web/dist points at now ("" before the first build): site-build.ts. */
  build: () => string;
}

/** What rendering the public pages on the server takes: the API's schema and its request context. */
export interface PageRendering {
  schema: GraphQLSchema;
  contextFor: ContextFactory;
  /** What shared caches may keep of the pages and feeds. */
  caching: SharedCaching;
}

const SANDBOX_PATH = /^\/sandbox(\/|$)/;

/**
 * Files of the live build, in `folder`. The build wrote each script, style and image compressed beside it (at the
 * highest brotli and gzip levels for what the public pages load: web/vite.config.ts) wherever that is smaller, and
 * the browser gets the best of those it accepts, as it is; a file without them is compressed on the way out
 * (app.ts). express-static-gzip lists those files when it is made, so it is made again for each build the
 * server switches to.
 */
function buildFiles(build: () => string, folder: string, serveStatic: expressStaticGzip.ExpressStaticGzipOptions["serveStatic"]): RequestHandler {
  let served: { build: string; handler: RequestHandler } | undefined;
  return (req, res, next) => {
    const current = build();
    if (served?.build !== current) {
      const handler = expressStaticGzip(path.join(current || WEB_DIST, folder), { enableBrotli: true, orderPreference: ["br", "gzip"], index: false, serveStatic });
      served = { build: current, handler };
    }
    served.handler(req, res, next);
  };
}

/**
 * Serves the built React site: hashed assets cached for a year; feeds, sitemap and robots.txt before any file
 * in web/public can shadow them; the public pages rendered on the server; and every other GET (the
 * back-office, sign-in, the sandbox) answered with index.html, always revalidated, for the browser to render.
 */
export function mountStaticSite(app: Express, orm: MikroORM, rendering: PageRendering, options: StaticSiteOptions): void {
  const indexFile = options.indexFile ?? path.join(WEB_DIST, "index.html");
  const { renderer } = options;
  // A file's name changes with its content, so the name is its validator: no ETag or Last-Modified.
  app.use("/assets", buildFiles(options.build, "assets", { immutable: true, maxAge: "365d", index: false, fallthrough: false, etag: false, lastModified: false }));
  app.use(seoRouter(orm, rendering.caching));
  // Browsers, feed readers and bookmarks ask for /favicon.ico whatever the page's icon link says: they get the
  // site's icon, the owner's if one was made. Not permanent (302, kept an hour), so a different icon later reaches them.
  app.get("/favicon.ico", async (_req, res, next) => {
    try {
      const { favicon } = await currentAppearance(orm.em.fork());
      res.set("Cache-Control", "public, max-age=3600").redirect(302, favicon ? faviconIco(favicon) : "/logo.svg");
    } catch (error) {
      next(error);
    }
  });
  // The owner's custom CSS, named by its content: a year's immutable caching, since a change makes a new name.
  // A name that is not the current CSS's is gone (404), so no old rules are served under a new look.
  app.get(CUSTOM_CSS_PATH, async (req, res, next) => {
    try {
      const { customCss } = await currentAppearance(orm.em.fork());
      if (!customCss || customCssHash(customCss) !== CUSTOM_CSS_PATH.exec(req.path)![1]) {
        res.status(404).type("text/plain").send("This custom CSS is not the site's current one.");
        return;
      }
      res.set({ "Cache-Control": "public, max-age=31536000, immutable", "X-Content-Type-Options": "nosniff" }).type("text/css").send(customCss);
    } catch (error) {
      next(error);
    }
  });
  // The fonts an owner can pick, from their packages: a version in the name, so a year's immutable caching.
  app.get(FONT_FILE_PATH, (req, res, next) => {
    const file = fontFileOf(req.path);
    if (!file) {
      res.status(404).type("text/plain").send("No such font.");
      return;
    }
    res.sendFile(file, { immutable: true, maxAge: "365d", headers: { "Content-Type": "font/woff2" } }, (error) => error && next(error));
  });
  // Dot folders of a build (.ssr, the server's entry; .vite, the manifest) are the server's, never served.
  app.use(buildFiles(options.build, "", { index: false, maxAge: "1h", dotfiles: "ignore" }));
  app.use(renderedPages({ orm, ...rendering, renderer, template: indexTemplateFile(indexFile) }));
  app.get(/.*/, (req, res, next) => {
    if (SERVER_PATHS.test(req.path)) return next();
    if (options.sandbox === false && SANDBOX_PATH.test(req.path)) {
      res.status(404).type("text/plain").send("The GraphQL sandbox is turned off on this server (SANDBOX=false).");
      return;
    }
    if (!fs.existsSync(indexFile)) {
      res.status(503).type("text/plain").send("The web site has not been built yet: run `npm run build`.");
      return;
    }
    res.set("Cache-Control", "no-cache");
    res.sendFile(indexFile);
  });
}
