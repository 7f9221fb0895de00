import { Router } from "express";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { SharedCaching } from "../http/shared-cache";
import { feedRoutes } from "./feeds.routes";

/** What is served for search engines and feed readers besides the pages: feeds, sitemap, robots.txt. */
export function seoRouter(orm: MikroORM, caching: SharedCaching): Router {
  return Router().use(feedRoutes(orm, caching));
}
