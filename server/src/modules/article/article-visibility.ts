import type { FilterQuery } from "@mikro-orm/core";
import { inShownColumn, inShownColumnSql } from "../column/column.service";
import { Article, ArticleStatus } from "./article.entity";

/**
 * What a visitor may see, on every public surface (pages, GraphQL, the legacy /api reads, feeds, sitemap,
 * search): an article that is shown, not a draft, whose publishing time has come, and whose column is shown
 * (the column module's inShownColumn: hiding a column hides its articles). A scheduled one is public from its
 * publishedAt on, before the sweep marks it published. This and VISIBLE_TO_VISITORS_SQL are the one rule; a
 * single article is checked by asking the database with it (isVisibleToVisitors), never by a copy in code.
 */
export function visibleToVisitors(now = new Date()): FilterQuery<Article> {
  return { isShow: true, status: { $ne: ArticleStatus.DRAFT }, publishedAt: { $lte: now }, ...inShownColumn() };
}

/**
 * visibleToVisitors as SQL on the articles table's columns, of the table aliased `alias` (unqualified without
 * one), with the current time as its one parameter, or as the timestamp literal `at` when given.
 */
export function visibleToVisitorsSql(alias?: string, at?: Date): string {
  const a = alias ? `${alias}.` : "";
  const now = at ? `'${at.toISOString()}'::timestamptz` : "?";
  return `${a}is_show and ${a}status <> 'DRAFT' and ${a}published_at <= ${now} and ${inShownColumnSql(alias)}`;
}

/** visibleToVisitors as SQL on the articles table's columns (unqualified: for statements where only articles has them), with the current time as its one parameter. */
export const VISIBLE_TO_VISITORS_SQL = visibleToVisitorsSql();
