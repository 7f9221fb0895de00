import type { EntityManager } from "@mikro-orm/postgresql";
import { raw, type FilterQuery } from "@mikro-orm/core";
import { Language } from "../../kernel/language";
import { Article } from "./article.entity";
import { visibleToVisitors, visibleToVisitorsSql } from "./article-visibility";

// An article's language versions are rows of their own, each with its own title, slug, body, state and
// revisions; a translation names the first version (translation_of), and the versions share tags, cover and
// column. These are the rules that tie the versions together.

/** The article a row is a version of, as SQL on the alias: the first version's id. */
const articleOfSql = (alias: string) => `coalesce(${alias}.translation_of, ${alias}.id)`;

/** The article a version belongs to: the first version's id. */
export const articleIdOf = (version: Pick<Article, "id" | "translationOf">): number => version.translationOf?.id ?? version.id;

/** The language asked for, else the site's default (read inside the statement, so it follows the setting at once). */
const languageSql = (language: Language | null | undefined) =>
  language ? `'${Language[language]}'::language` : `coalesce((select language from site_info order by id desc limit 1), 'EN')`;

/**
 * Each article once among the versions visitors may see: its version in `language` (the site's default
 * when none is given) when that one is visible, else its other version. Lists, feeds and the legacy reads
 * take their articles through this. A raw SQL fragment is spent by the statement it is used in: make it afresh
 * for each (findPage takes a function for that).
 */
export function oneVisibleVersion(language?: Language | null, now = new Date()): FilterQuery<Article> {
  return { [raw((alias: string) => oneVisibleVersionSql(alias, language, now))]: [] } as FilterQuery<Article>;
}

/**
 * oneVisibleVersion as SQL on the articles table aliased `alias`, with no parameters. Only rows of articles with
 * more than one version (`translated`, kept by triggers) need the question; the articles that have a visible
 * version in the language are one small set, built once per statement (a per-row probe cost a planner estimate
 * that had PostgreSQL compile the query for longer than it ran).
 */
export function oneVisibleVersionSql(alias: string, language?: Language | null, now = new Date()): string {
  return (
    `(${alias}.language = ${languageSql(language)} or not ${alias}.translated or ${articleOfSql(alias)} not in ` +
    `(select ${articleOfSql("t")} from articles t where t.translated and t.language = ${languageSql(language)} and ${visibleToVisitorsSql("t", now)}))`
  );
}

/** Each article once in the back-office's lists: its first version (the editor shows the others beside it). */
export const firstVersions = (): FilterQuery<Article> => ({ translationOf: null });

/** Every version of the article this one belongs to, this one included, Chinese first; only those visitors may see unless `includeHidden`. */
export async function versionsOf(em: EntityManager, version: Article, includeHidden: boolean): Promise<Article[]> {
  const id = articleIdOf(version);
  const versions: FilterQuery<Article> = { $or: [{ id }, { translationOf: id }] };
  return em.find(Article, includeHidden ? versions : { $and: [versions, visibleToVisitors()] }, { orderBy: { language: "asc" } });
}

/**
 * The version of `version`'s article in `language`, when there is one the caller may see; else `version`
 * itself (the page then says it is shown in the other language).
 */
export async function versionIn(em: EntityManager, version: Article, language: Language | null | undefined, includeHidden: boolean): Promise<Article> {
  if (!language || version.language === language) return version;
  return (await versionsOf(em, version, includeHidden)).find((other) => other.language === language) ?? version;
}

/** An article's versions other than `version`, for a change that all of them share. */
export async function otherVersions(em: EntityManager, version: Article): Promise<Article[]> {
  return (await versionsOf(em, version, true)).filter((other) => other.id !== version.id);
}

/**
 * Gives the other versions (read beforehand with otherVersions) the cover and column `version` has now, in
 * memory: the same flush writes them, so the versions never disagree (its tags: shareTags).
 */
export function shareWithVersions(version: Article, others: Article[]): void {
  for (const other of others) {
    other.cover = version.cover;
    other.column = version.column;
  }
}

/** Gives the other versions of an article the tags this one has now. */
export async function shareTags(em: EntityManager, version: Article): Promise<void> {
  const others = await otherVersions(em, version);
  const tags = version.tags.getItems();
  for (const other of others) {
    await other.tags.init();
    other.tags.set(tags);
  }
}
