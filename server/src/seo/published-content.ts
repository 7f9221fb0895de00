// What visitors may see, read through the article service so "shown" means the same as on the API.
import type { EntityManager } from "@mikro-orm/postgresql";
import { SortDirection } from "../kernel/paging";
import type { Language } from "../kernel/language";
import { codeOf } from "../kernel/errors";
import { Article } from "../modules/article/article.entity";
import { Tag } from "../modules/tag/tag.entity";
import { localeOf } from "../kernel/language";
import { articleIdOf } from "../modules/article/article-versions";
import type { SitemapArticle } from "./sitemap";
import { ArticleSortField } from "../modules/article/article.inputs";
import { findArticle, findArticleBySlug, findArticles, visibleToVisitors, visibleToVisitorsSql } from "../modules/article/article.service";

/** What a find gives, or null when the article is not one visitors may see (the page is then a 404). */
async function orNull(find: Promise<Article>): Promise<Article | null> {
  try {
    return await find;
  } catch (error) {
    if (codeOf(error) === "NOT_FOUND") return null;
    throw error;
  }
}

/** The shown article with this id, or null. */
export function findShownArticle(em: EntityManager, id: number): Promise<Article | null> {
  return orNull(findArticle(em, id, false));
}

/** The shown article with this slug or a former one, or null. */
export function findShownArticleBySlug(em: EntityManager, slug: string): Promise<Article | null> {
  return orNull(findArticleBySlug(em, slug, false));
}

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

/** The tag with this slug, or null. */
export function findTag(em: EntityManager, slug: string): Promise<Tag | null> {
  return em.findOne(Tag, { slug });
}

/** Every shown article version's slug, last change and language, for the sitemap; the bodies are not loaded. */
export async function shownArticleDates(em: EntityManager): Promise<SitemapArticle[]> {
  const versions = await em.find(Article, visibleToVisitors(), { fields: ["id", "slug", "updateTime", "language", "translationOf"], orderBy: { id: "asc" } });
  return versions.map((version) => ({ slug: version.slug, updateTime: version.updateTime, locale: localeOf(version.language), article: articleIdOf(version) }));
}

/** The tags that have an article visitors may see: the tag pages worth a place in the sitemap. */
export function tagsWithShownArticles(em: EntityManager): Promise<{ slug: string }[]> {
  return em.getConnection().execute(
    `select slug from tags where exists (select 1 from article_tags join articles a on a.id = article_tags.article_id where article_tags.tag_id = tags.id and ${visibleToVisitorsSql("a")}) order by slug`,
  );
}

