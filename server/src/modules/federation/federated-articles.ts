import type { EntityManager } from "@mikro-orm/postgresql";
import { visibleToVisitorsSql } from "../article/article-visibility";
import { federationSettings, followerCount } from "./federation-store";

/** How often each process compares what is public with what the followers were last sent, when content has changed since (onlyAfterContentChanges). */
export const FEDERATE_SWEEP_MS = 5_000;

/** Any fixed number: the sweep's transaction-scoped lock, so one process at a time decides what to send. */
const SWEEP_LOCK = 39_000_001;

/** One article's change to send: a Create, an Update or a Delete. */
export type ArticleChange = { articleId: number; kind: "create" | "update" | "delete" };

/** Sends the changes to the followers, as the blog at `origin` (Fedify's part: the app loads it only then). */
export interface ArticleChangeSender {
  sendArticleChanges(em: EntityManager, origin: string, changes: ArticleChange[]): Promise<void>;
}

/**
 * Sends what changed since the last sweep: an article that became public goes out as Create, one edited since
 * as Update, one unpublished or deleted as Delete (its object URL then answers 410). Found by comparing the
 * public articles with `federated_articles`, rather than by hooks in the article module, so a scheduled post
 * going public, an edit in any version and a deletion are all seen the same way, by whichever process looks
 * first. The rows are written before the activities are queued: a process dying in between loses that one
 * send rather than sending it twice. With federation off, or no follower yet, rows are kept but nothing is
 * sent (and Fedify is not needed, so not loaded): a new follower does not receive the back catalogue.
 */
export async function federateArticles(em: EntityManager, sender: ArticleChangeSender): Promise<ArticleChange[]> {
  // One statement while nothing changed; the lock and the writes only when something did.
  if ((await unsentArticleChanges(em)).length === 0) return [];
  const changes = await em.transactional(async (tx) => {
    const [{ locked }] = await tx.execute<{ locked: boolean }[]>(`select pg_try_advisory_xact_lock(?) as "locked"`, [SWEEP_LOCK]);
    if (!locked) return [];
    // Recorded in one statement however many changed: after an import of thousands of posts, a statement per
    // article kept the embedded database's one connection, and every request waiting for it, busy for as many
    // round trips.
    return tx.execute<ArticleChange[]>(
      `with "changes" as (${unsentChangesSql()}),
       "withdrawn" as (
         update "federated_articles" f set "state" = 'DELETED' from "changes" c where c."kind" = 'delete' and f."article_id" = c."articleId"
       ),
       "sent" as (
         insert into "federated_articles" ("article_id", "state", "sent_version")
         select "articleId", 'PUBLISHED', "version"::timestamptz from "changes" where "kind" <> 'delete'
         on conflict ("article_id") do update set "state" = 'PUBLISHED', "sent_version" = excluded."sent_version",
           "published_time" = case when "federated_articles"."state" = 'DELETED' then now() else "federated_articles"."published_time" end
       )
       select "articleId", "kind" from "changes" order by 1`,
    );
  });
  if (changes.length === 0) return changes;
  const settings = await federationSettings(em);
  if (!settings.enabled || !settings.origin || (await followerCount(em)) === 0) return changes;
  await sender.sendArticleChanges(em, settings.origin, changes);
  return changes;
}

/**
 * The articles whose public state differs from what was last sent: public and never sent (or withdrawn since),
 * public and edited since, or sent and no longer public. The version goes back as text: a Date would drop the
 * microseconds and the article would look edited again. Made for each statement: "public" is as of now.
 */
const unsentChangesSql = () => `with "public" as (
    select coalesce(a."translation_of", a."id") as "article_id", max(a."update_time") as "version"
    from "articles" a where ${visibleToVisitorsSql("a")} group by 1
  )
  select coalesce(p."article_id", f."article_id") as "articleId", p."version"::text as "version",
    case when p."article_id" is null then 'delete' when f."article_id" is null or f."state" = 'DELETED' then 'create' else 'update' end as "kind"
  from "public" p full join "federated_articles" f on f."article_id" = p."article_id"
  where (p."article_id" is null and f."state" = 'PUBLISHED')
     or (p."article_id" is not null and (f."article_id" is null or f."state" = 'DELETED' or p."version" > f."sent_version"))`;

/** What the next sweep would send, in the order of the articles' ids. */
export function unsentArticleChanges(em: EntityManager): Promise<(ArticleChange & { version: string | null })[]> {
  return em.execute(`${unsentChangesSql()} order by 1`);
}

/** Whether an article was federated and then withdrawn: its object URL answers 410 Gone. */
export async function isWithdrawn(em: EntityManager, articleId: number): Promise<boolean> {
  const rows = await em.execute<{ n: number }[]>(`select count(*)::int as "n" from "federated_articles" where "article_id" = ? and "state" = 'DELETED'`, [articleId]);
  return rows[0].n > 0;
}

/** The outbox's items: what was sent as published and is still up, newest first. */
export function publishedArticlesPage(em: EntityManager, offset: number, limit: number): Promise<{ articleId: number }[]> {
  return em.execute(`select "article_id" as "articleId" from "federated_articles" where "state" = 'PUBLISHED' order by "published_time" desc, "article_id" desc offset ? limit ?`, [offset, limit]);
}

export async function publishedArticleCount(em: EntityManager): Promise<number> {
  const rows = await em.execute<{ n: number }[]>(`select count(*)::int as "n" from "federated_articles" where "state" = 'PUBLISHED'`);
  return rows[0].n;
}
