import type { EntityManager } from "@mikro-orm/postgresql";
import type { Article } from "../article/article.entity";
import { CommentKind, CommentState } from "./comment.entity";

interface Batch {
  threads: Set<number>;
  answer: Promise<Map<number, number>>;
}

/** The batch being gathered for each request's EntityManager: GraphQL resolves a list's fields in one tick. */
const gathering = new WeakMap<EntityManager, Batch>();

/** The thread an article's comments belong to: its first version, which both language versions share. */
export const threadOf = (article: Pick<Article, "id" | "translationOf">) => article.translationOf?.id ?? article.id;

/**
 * How many approved comments an article's thread holds, as its thread shows them: likes and reposts from other
 * sites are faces beside the thread, not comments in it. The articles of one list asked in the same tick are
 * counted together, in one statement, rather than one statement per article.
 */
export function approvedCount(em: EntityManager, article: Pick<Article, "id" | "translationOf">): Promise<number> {
  const thread = threadOf(article);
  let batch = gathering.get(em);
  if (!batch) {
    const threads = new Set<number>();
    const answer = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      gathering.delete(em);
      const rows: { thread_id: number; count: number }[] = await em.execute(
        `select "thread_id", count(*)::int as "count" from "comments" where "state" = ? and "kind" not in (?) and "thread_id" in (?) group by "thread_id"`,
        [CommentState.APPROVED, [CommentKind.LIKE, CommentKind.REPOST], [...threads]],
      );
      return new Map(rows.map((row) => [row.thread_id, row.count]));
    });
    batch = { threads, answer };
    gathering.set(em, batch);
  }
  batch.threads.add(thread);
  return batch.answer.then((counts) => counts.get(thread) ?? 0);
}
