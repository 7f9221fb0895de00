import { Router, type RequestHandler } from "express";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { SharedCaching } from "../http/shared-cache";
import { atomXml, FEED_SIZE, rssXml } from "./feeds";
import { latestShownArticles, shownArticleDates, tagsWithShownArticles } from "./published-content";
import { robotsTxt } from "./robots";
import { loadSiteContext, type SiteContext } from "./site-context";
import { sitemapXml } from "./sitemap";
import { languageOf, type Language } from "../kernel/language";
import { LOCALES } from "../shared/locales";
import { markPublicAnswer } from "../http/public-answer";

/** Feed readers poll often; five minutes of a feed kept in the reader costs a reader nothing. */
const FEED_BROWSER_SECONDS = 300;

type DocumentBuilder = (em: EntityManager, site: SiteContext) => Promise<string> | string;

/**
 * Feeds, sitemap and robots.txt. Readers and crawlers poll these, so browsers may keep them for a few
 * minutes, and shared caches as long as the configuration says (http/shared-cache.ts).
 * Each document depends only on the data (no clock in it), and Express answers with an ETag computed from
 * the body and a 304 on a matching If-None-Match: any write that changes what is published changes the ETag.
 */
export function feedRoutes(orm: MikroORM, caching: SharedCaching): Router {
  const published =
    (type: string, build: DocumentBuilder, language?: Language): RequestHandler =>
    async (req, res) => {
      const em = orm.em.fork();
      const body = await build(em, await loadSiteContext(em, req, language));
      markPublicAnswer(res);
      res.set("Cache-Control", caching.cacheControl(req, FEED_BROWSER_SECONDS)).type(type).send(body);
    };

  const router = Router();
  router.get("/rss.xml", published("application/rss+xml", async (em, site) => rssXml(await latestShownArticles(em, FEED_SIZE), site)));
  router.get("/atom.xml", published("application/atom+xml", async (em, site) => atomXml(await latestShownArticles(em, FEED_SIZE), site)));
  // Each language's feeds: its versions of the articles (the other language's where an article has no version in it).
  for (const locale of LOCALES) {
    const scope = { prefix: `/${locale}`, locale };
    const latest = (em: EntityManager) => latestShownArticles(em, FEED_SIZE, undefined, languageOf(locale));
    router.get(`/${locale}/rss.xml`, published("application/rss+xml", async (em, site) => rssXml(await latest(em), site, scope), languageOf(locale)));
    router.get(`/${locale}/atom.xml`, published("application/atom+xml", async (em, site) => atomXml(await latest(em), site, scope), languageOf(locale)));
  }
  router.get("/sitemap.xml", published("application/xml", async (em, site) => sitemapXml(await shownArticleDates(em), await tagsWithShownArticles(em), site)));
  router.get("/robots.txt", published("text/plain", (_em, site) => robotsTxt(site)));
  return router;
}
