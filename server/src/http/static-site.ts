import fs from "node:fs";
import path from "node:path";
import express, { type Express } from "express";
import type { MikroORM } from "@mikro-orm/postgresql";
import { seoRouter } from "../seo/seo.router";

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
}

const SANDBOX_PATH = /^\/sandbox(\/|$)/;

/**
 * Serves the built React site: hashed assets cached for a year, index.html always revalidated, and every
 * other GET answered with index.html so client-side routes work as deep links. The public pages, feeds,
 * sitemap and robots.txt come first, so neither a file in web/public nor the fallback can shadow them.
 */
export function mountStaticSite(app: Express, orm: MikroORM, options: StaticSiteOptions = {}): void {
  const distDir = options.distDir ?? WEB_DIST;
  const indexFile = options.indexFile ?? path.join(distDir, "index.html");
  app.use(
    "/assets",
    express.static(path.join(distDir, "assets"), { immutable: true, maxAge: "365d", index: false, fallthrough: false }),
  );
  app.use(seoRouter(orm, indexFile));
  app.use(express.static(distDir, { index: false, maxAge: "1h" }));
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
