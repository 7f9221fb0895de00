// What visitors may see, read through the article service so "shown" means the same as on the API.
import type { EntityManager } from "@mikro-orm/postgresql";
import { SortDirection } from "../kernel/paging";
import type { Language } from "../kernel/language";
import { Article } from "../modules/article/article.entity";
import { localeOf } from "../kernel/language";
import type { SitemapArticle } from "./sitemap";
import { ArticleSortField } from "../modules/article/article.inputs";
import { findArticles, visibleToVisitorsSql } from "../modules/article/article.service";

/**
 * The newest articles visitors may see, by publishing time, for the feeds and a tag's page (those with the
 * tag): each article once, in `language` when it has that version (the site's default without one).
 */
export async function latestShownArticles(em: EntityManager, count: number, tag?: string, language?: Language): Promise<Article[]> {
  const page = await findArticles(em, {
    language,
    offset: 0,
    limit: count,
    tag,
    includeHidden: false,
    orderBy: ArticleSortField.PUBLISHED_AT,
    direction: SortDirection.DESC,
  });
  return page.items;
}

/**
 * Every shown article version's slug, last change and language, for the sitemap. Plain rows, not entities: a
 * blog's every article as managed entities is tens of megabytes per request, and a crawler's burst of sitemap
 * requests before the first answer is cached would hold one such set each.
 */
export async function shownArticleDates(em: EntityManager): Promise<SitemapArticle[]> {
  const rows: { id: number; slug: string; update_time: Date | string; language: Language; translation_of: number | null }[] = await em
    .getConnection()
    .execute(`select a.id, a.slug, a.update_time, a.language, a.translation_of from articles a where ${visibleToVisitorsSql("a")} order by a.id`);
  return rows.map((row) => ({ slug: row.slug, updateTime: new Date(row.update_time), locale: localeOf(row.language), article: row.translation_of ?? row.id }));
}

/** The tags that have an article visitors may see: the tag pages worth a place in the sitemap. */
export function tagsWithShownArticles(em: EntityManager): Promise<{ slug: string }[]> {
  return em.getConnection().execute(
    `select slug from tags where exists (select 1 from article_tags join articles a on a.id = article_tags.article_id where article_tags.tag_id = tags.id and ${visibleToVisitorsSql("a")}) order by slug`,
  );
}

