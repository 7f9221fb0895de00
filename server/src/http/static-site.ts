import fs from "node:fs";
import path from "node:path";
import express, { type Express } from "express";
import type { GraphQLSchema } from "graphql";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { ContextFactory } from "./http-context";
import type { SharedCaching } from "./shared-cache";
import { indexTemplateFile } from "../seo/index-template";
import { seoRouter } from "../seo/seo.router";
import { renderedPages } from "../ssr/rendered-pages";
import type { SiteRendererSource } from "../ssr/server-entry";

/** Where `npm run build -w web` puts the site. */
export const WEB_DIST = path.resolve(__dirname, "../../../web/dist");

/** Paths the single-page app must not swallow. */
const SERVER_PATHS = /^\/(graphql|api|healthz|uploads)(\/|$)/;

export interface StaticSiteOptions {
  /** The built site; web/dist by default. */
  distDir?: string;
  /** The page template; `distDir/index.html` by default. Tests pass web/index.html, which needs no build. */
  indexFile?: string;
  /** Whether /sandbox is served (the SANDBOX setting; off in production by default). */
  sandbox?: boolean;
  /** What renders the pages: the live build's server entry (app.ts), or the sources (tests). */
  renderer: SiteRendererSource;
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
 * Serves the built React site: hashed assets cached for a year; feeds, sitemap and robots.txt before any file
 * in web/public can shadow them; the public pages rendered on the server; and every other GET (the
 * back-office, sign-in, the sandbox) answered with index.html, always revalidated, for the browser to render.
 */
export function mountStaticSite(app: Express, orm: MikroORM, rendering: PageRendering, options: StaticSiteOptions): void {
  const distDir = options.distDir ?? WEB_DIST;
  const indexFile = options.indexFile ?? path.join(distDir, "index.html");
  const { renderer } = options;
  app.use(
    "/assets",
    express.static(path.join(distDir, "assets"), { immutable: true, maxAge: "365d", index: false, fallthrough: false }),
  );
  app.use(seoRouter(orm, rendering.caching));
  // Browsers, feed readers and bookmarks ask for /favicon.ico whatever the page's icon link says: they get the
  // site's icon. Not permanent (302, kept an hour), so a different icon later reaches them.
  app.get("/favicon.ico", (_req, res) => {
    res.set("Cache-Control", "public, max-age=3600").redirect(302, "/logo.svg");
  });
  // Dot folders of a build (.ssr, the server's entry; .vite, the manifest) are the server's, never served.
  app.use(express.static(distDir, { index: false, maxAge: "1h", dotfiles: "ignore" }));
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
