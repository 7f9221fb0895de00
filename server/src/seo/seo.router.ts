import { Router } from "express";
import type { MikroORM } from "@mikro-orm/postgresql";
import { feedRoutes } from "./feeds.routes";
import { pageRoutes } from "./pages.routes";

/** Everything issue 9 serves for search engines and feed readers; mount it before the SPA fallback. */
export function seoRouter(orm: MikroORM, indexFile: string): Router {
  return Router().use(feedRoutes(orm), pageRoutes(orm, indexFile));
}
