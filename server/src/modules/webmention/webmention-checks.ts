import type { EntityManager } from "@mikro-orm/postgresql";
import { visibleToVisitorsSql } from "../article/article-visibility";

/**
 * Records every article as announced as it stands now, without sending anything: run when the owner turns
 * sending on, so that what was published before (the demo content among it) leaves other sites alone, and
 * only what is published, changed or unpublished from then on is announced (webmention.send.ts).
 */
export async function markArticlesAnnounced(em: EntityManager): Promise<void> {
  const visible = visibleToVisitorsSql("a");
  await em.execute(
    `insert into webmention_checks (article_id, article_update_time, was_visible) select a.id, a.update_time, (${visible}) from articles a
     on conflict (article_id) do update set article_update_time = excluded.article_update_time, was_visible = excluded.was_visible`,
  );
}
