import type { EntityManager } from "@mikro-orm/postgresql";
import type { EntityDictionary } from "@mikro-orm/core";
import { badInput } from "../../kernel/errors";
import { tooLong } from "../../kernel/text-rules";
import { operation } from "../../kernel/operation";
import { PUBLIC } from "../../kernel/permissions";
import { checkPage } from "../../kernel/paging";
import { Article } from "../article/article.entity";
import { visibleToVisitorsSql } from "../article/article.service";
import { oneVisibleVersionSql } from "../article/article-versions";
import type { Language } from "../../kernel/language";
import type { SearchHit, SearchHitPage } from "./search-hit.type";
import { SEARCH_PAGE_MAX, SEARCH_QUERY_MAX_LENGTH, type SearchArgs } from "./search.inputs";
import { HEADLINE_FROM, HEADLINE_OPTIONS, HEADLINE_TO, highlighted, snippetOf } from "./search-snippet";
import { cjkTerms } from "./search-terms";

/** The query's words as a tsquery (the search migration's search_query), and its English words alone for ts_headline to mark. */
const TERMS = `search_terms as (
  select search_query(?) as query, plainto_tsquery('english', search_non_cjk(?)) as english,
    ?::text as hide, ?::text as stand_ins, ?::text as headline_options)`;

/**
 * Articles whose document matches, that visitors may see (the article module's own rule, read from the live
 * row), each article once: its version in `language` when it has one visitors may see (see oneVisibleVersion).
 */
const matches = (language: Language | null | undefined, now: Date) => `from search_terms t, article_search s join articles a on a.id = s.article_id
  where s.document @@ t.query and ${visibleToVisitorsSql("a", now)} and ${oneVisibleVersionSql("a", language, now)}`;

/**
 * A page of matches, best first: title matches (weight A) above the rest, then by rank, then newer first. The
 * marked texts are made for the page's rows only: ts_headline reads the whole text, which costs more than
 * the match itself.
 */
const pageSql = (matching: string) => `with ${TERMS},
page as (
  select a.id, a.published_at, ts_filter(s.document, '{a}') @@ t.query as in_title, ts_rank(s.document, t.query) as rank, count(*) over () as total
  ${matching}
  order by in_title desc, rank desc, a.published_at desc, a.id desc
  offset ? limit ?)
select a.*, page.total as search_total,
  ts_headline('english', translate(a.title, t.hide, t.stand_ins), t.english, t.headline_options) as search_title,
  ts_headline('english', translate(a.summary, t.hide, t.stand_ins), t.english, t.headline_options) as search_summary,
  ts_headline('english', translate(s.body_text, t.hide, t.stand_ins), t.english, t.headline_options) as search_body
from search_terms t, page join articles a on a.id = page.id join article_search s on s.article_id = page.id
order by page.in_title desc, page.rank desc, page.published_at desc, page.id desc`;

const countSql = (matching: string) => `with ${TERMS} select count(*)::int as total ${matching}`;

interface PageRow extends Record<string, unknown> {
  search_total: string | number;
  search_title: string;
  search_summary: string;
  search_body: string;
}

/** The query, trimmed, and the page, or BAD_USER_INPUT naming what is wrong. */
function checkedQuery({ query, offset, limit }: SearchArgs): string {
  const text = query.trim();
  if (text === "") throw badInput("query must not be blank: give a word to search for", "query", { id: "search.blank" });
  if (text.length > SEARCH_QUERY_MAX_LENGTH) throw tooLong("query", SEARCH_QUERY_MAX_LENGTH);
  checkPage({ offset, limit }, SEARCH_PAGE_MAX);
  return text;
}

/** Published articles matching the query, a page at a time, with their matches marked. */
export async function findMatches(em: EntityManager, args: SearchArgs): Promise<SearchHitPage> {
  const query = checkedQuery(args);
  const now = new Date();
  const terms = [query, query, HEADLINE_FROM, HEADLINE_TO, HEADLINE_OPTIONS];
  const connection = em.getConnection();
  const matching = matches(args.language, now);
  const rows: PageRow[] = await connection.execute(pageSql(matching), [...terms, args.offset, args.limit], "all", em.getTransactionContext());
  if (rows.length === 0) {
    // Past the last page no row carries the total; counting again is only needed then.
    const total = args.offset === 0 ? 0 : ((await connection.execute(countSql(matching), terms, "get")) as { total: number }).total;
    return { items: [], total };
  }
  const cjk = cjkTerms(query);
  const items = rows.map(({ search_total: _, search_title, search_summary, search_body, ...article }): SearchHit => ({
    article: em.map(Article, article as EntityDictionary<Article>),
    titleHighlighted: highlighted(search_title, cjk),
    snippet: snippetOf(search_body, search_summary, cjk),
  }));
  return { items, total: Number(rows[0].search_total) };
}

/** Finds published articles by their words, ranked. */
export const searchArticles = operation(PUBLIC, (ctx, args: SearchArgs) => findMatches(ctx.em, args));
