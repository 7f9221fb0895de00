import { Router, type Request, type RequestHandler } from "express";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import { articleMarkup, notFoundMarkup, tagMarkup } from "./article-markup";
import { indexTemplateFile } from "./index-template";
import { headTags, type PageHead } from "./page-head";
import { aboutHead, articleHead, guestbookHead, homeHead, notFoundHead, previewHead, tagHead } from "./page-heads";
import { currentOwnerProfile } from "../modules/owner-profile/owner-profile.service";
import { findShownArticle, findShownArticleBySlug, findTag, latestShownArticles } from "./published-content";
import { tagsOf } from "../modules/article/article-tags";
import { previewedArticle } from "../modules/article/article-preview";
import type { Article } from "../modules/article/article.entity";
import { articlePath } from "../modules/article/article-slug";
import { loadSiteContext, type SiteContext } from "./site-context";

interface Page {
  /** Somewhere else the page now lives: answered 301 with this site path. */
  movedTo?: string;
  status?: number;
  head: PageHead;
  rootMarkup?: string;
}

type PageBuilder = (em: EntityManager, site: SiteContext, req: Request) => Promise<Page>;

/** Largest id PostgreSQL's integer column holds; a longer number cannot name an article. */
const MAX_ID = 2_147_483_647;

/**
 * The public pages, answered with index.html whose head already describes the page. The React app then
 * loads as usual; only what the first HTML says differs from the plain SPA fallback.
 */
export function pageRoutes(orm: MikroORM, indexFile: string): Router {
  const template = indexTemplateFile(indexFile);
  const page =
    (build: PageBuilder): RequestHandler =>
    async (req, res, next) => {
      const index = await template();
      // Not built yet: the SPA fallback answers with the explanation.
      if (!index) return next();
      const em = orm.em.fork();
      const site = await loadSiteContext(em, req);
      const { movedTo, status = 200, head, rootMarkup = "" } = await build(em, site, req);
      if (movedTo) return res.redirect(301, movedTo);
      // no-cache, as for the plain index.html: the page names the current asset bundle and data.
      res.status(status).set("Cache-Control", "no-cache").type("html");
      // A page without a canonical address (a preview, a 404) is kept out of search results, headers included.
      if (!head.canonical) res.set("X-Robots-Tag", "noindex");
      res.send(index.render({ headTags: headTags(head, site), rootMarkup }));
    };

  const router = Router();
  router.get("/", page(async (_em, site) => ({ head: homeHead(site) })));
  router.get("/detail", page(async (em, site, req) => {
    const id = articleId(req.query.id);
    return articlePage(em, id === null ? null : await findShownArticle(em, id), site);
  }));
  router.get("/posts/:slug", page(async (em, site, req) => {
    const article = await findShownArticleBySlug(em, req.params.slug as string);
    // A former slug: the visitor, and search engines, go on to the permalink.
    if (article && article.slug !== req.params.slug) return { movedTo: articlePath(article), head: articleHead(article, site) };
    return articlePage(em, article, site);
  }));
  router.get("/preview/:token", page(async (em, site, req) => {
    const article = await previewedArticle(em, req.params.token as string);
    if (!article) return { status: 404, head: notFoundHead("Preview not found", site), rootMarkup: notFoundMarkup("This preview link has expired or does not exist.") };
    return { head: previewHead(article, site), rootMarkup: articleMarkup(article, await tagsOf(article)) };
  }));
  router.get("/tag/:slug", page(async (em, site, req) => {
    const tag = await findTag(em, req.params.slug as string);
    if (!tag) return { status: 404, head: notFoundHead("Tag not found", site), rootMarkup: notFoundMarkup("Tag not found") };
    return { head: tagHead(tag, site), rootMarkup: tagMarkup(tag, await latestShownArticles(em, TAG_PAGE_SIZE, tag.slug)) };
  }));
  router.get("/about", page(async (em, site) => ({ head: aboutHead(await currentOwnerProfile(em), site) })));
  router.get("/guestbook", page(async (_em, site) => ({ head: guestbookHead(site) })));
  return router;
}

/** The first page of a tag's articles, as the site's lists show it. */
const TAG_PAGE_SIZE = 10;

async function articlePage(em: EntityManager, article: Article | null, site: SiteContext): Promise<Page> {
  if (!article) {
    return { status: 404, head: notFoundHead("Article not found", site), rootMarkup: notFoundMarkup("Article not found") };
  }
  return { head: articleHead(article, site), rootMarkup: articleMarkup(article, await tagsOf(article)) };
}

/** The id from `?id=`, read as strictly as the React page reads it, or null. */
function articleId(raw: unknown): number | null {
  if (typeof raw !== "string" || !/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id >= 1 && id <= MAX_ID ? id : null;
}
