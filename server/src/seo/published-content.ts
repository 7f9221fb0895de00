// What visitors may see, read through the article service so "shown" means the same as on the API.
import type { EntityManager } from "@mikro-orm/postgresql";
import { SortDirection } from "../kernel/paging";
import { codeOf } from "../kernel/errors";
import { Article } from "../modules/article/article.entity";
import { ArticleSortField } from "../modules/article/article.inputs";
import { findArticle, findArticles, visibleToVisitors } from "../modules/article/article.service";

/** The shown article with this id, or null when it is hidden or missing (the page is then a 404). */
export async function findShownArticle(em: EntityManager, id: number): Promise<Article | null> {
  try {
    return await findArticle(em, id, false);
  } catch (error) {
    if (codeOf(error) === "NOT_FOUND") return null;
    throw error;
  }
}

/** The newest articles visitors may see, by publishing time, for the feeds. */
export async function latestShownArticles(em: EntityManager, count: number): Promise<Article[]> {
  const page = await findArticles(em, {
    offset: 0,
    limit: count,
    includeHidden: false,
    orderBy: ArticleSortField.PUBLISHED_AT,
    direction: SortDirection.DESC,
  });
  return page.items;
}

/** Every shown article's id and last change, for the sitemap; the bodies are not loaded. */
export function shownArticleDates(em: EntityManager) {
  return em.find(Article, visibleToVisitors(), { fields: ["id", "updateTime"], orderBy: { id: "asc" } });
}
