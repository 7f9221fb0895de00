import { raw, type FilterQuery } from "@mikro-orm/core";
import { inShownColumnSql } from "../column/column.service";
import type { Article } from "./article.entity";

/**
 * What a visitor may see, on every public surface (pages, GraphQL, the legacy /api reads, feeds, sitemap,
 * search): an article that is shown, not a draft, whose publishing time has come, and whose column is shown
 * (the column module's inShownColumnSql: hiding a column hides its articles). A scheduled one is public from
 * its publishedAt on, before the sweep marks it published. Written once, as SQL on the articles table aliased
 * `alias`, with `now` as a literal; statements written by hand use it as it is, and the ORM through
 * visibleToVisitors. A single article is checked by asking the database with it (isVisibleToVisitors), never
 * by a copy in code.
 */
export function visibleToVisitorsSql(alias: string, now = new Date()): string {
  return `${alias}.is_show and ${alias}.status <> 'DRAFT' and ${alias}.published_at <= '${now.toISOString()}'::timestamptz and ${inShownColumnSql(alias)}`;
}

/**
 * visibleToVisitorsSql as an ORM condition. A raw SQL fragment is spent by the statement it is used in: make it
 * afresh for each (findPage takes a function for that).
 */
export function visibleToVisitors(now = new Date()): FilterQuery<Article> {
  return { [raw((alias: string) => visibleToVisitorsSql(alias, now))]: [] } as FilterQuery<Article>;
}
