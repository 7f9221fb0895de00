import type { EntityManager } from "@mikro-orm/postgresql";
import { Article } from "../article/article.entity";
import type { ArticleViews, DayCount } from "./dashboard.type";

/**
 * Each of `days` (YYYY-MM-DD, oldest first) with its article views and home visits. The days come from the
 * caller rather than from the rows, so a day nobody visited is there too, with zeros. What is written only:
 * the counts still in memory (at most about a second's, see view-counting/count-batcher.ts) show at the next read.
 */
export async function countsByDay(em: EntityManager, days: readonly string[]): Promise<DayCount[]> {
  const rows: { day: string; views: number; visits: number }[] = await em.getConnection().execute(
    `select to_char(day, 'YYYY-MM-DD') as day, sum(views)::int as views, sum(visits)::int as visits from (
       select day, count as views, 0 as visits from article_view_days where day between ? and ?
       union all
       select day, 0, count from site_visits where day between ? and ?
     ) counts group by day`,
    [days[0], days.at(-1), days[0], days.at(-1)],
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => ({ day, views: byDay.get(day)?.views ?? 0, visits: byDay.get(day)?.visits ?? 0 }));
}

/**
 * The articles with the most views from `firstDay` on, most first (the older article first on a tie). Views
 * are only ever counted for articles visitors can see, but one hidden or unpublished since then is still
 * listed: the dashboard is the owner's, and the owner sees every article in the back office.
 */
export async function mostViewed(em: EntityManager, firstDay: string, limit: number): Promise<ArticleViews[]> {
  const rows: { article_id: number; views: number }[] = await em.getConnection().execute(
    `select article_id, sum(count)::int as views from article_view_days where day >= ?
     group by article_id order by views desc, article_id limit ?`,
    [firstDay, limit],
  );
  if (rows.length === 0) return [];
  const articles = new Map((await em.find(Article, { id: { $in: rows.map((row) => row.article_id) } })).map((a) => [a.id, a]));
  // A row's article always exists (its days go with it), but a delete may land between the two statements.
  return rows.filter((row) => articles.has(row.article_id)).map((row) => ({ article: articles.get(row.article_id)!, views: row.views }));
}
