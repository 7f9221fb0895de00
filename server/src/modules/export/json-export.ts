import { IsolationLevel } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";

/**
 * The tables a JSON export holds, in an order that loads without breaking a foreign key: the blog's content,
 * settings, history and counters. Sign-in state (sessions, captchas, the throttle, second factors) is not the
 * blog's and stays out; so do password hashes, which an export to another platform has no use for, and the
 * comment rules with their secret. Comments come without their salted hashes.
 */
const TABLES = [
  "site_info",
  "home_info",
  "owner_profile",
  "users",
  "columns",
  "tags",
  "articles",
  "article_tags",
  "article_former_slugs",
  "article_revisions",
  "comments",
  "subscribers",
  "daily_sentences",
  "links",
  "messages",
  "site_visits",
  "article_view_days",
] as const;

/** Columns that mean nothing elsewhere or are secret: password hashes, and comments' salted hashes (the salt stays here). */
const LEFT_OUT: Partial<Record<(typeof TABLES)[number], readonly string[]>> = { users: ["password_hash"], comments: ["ip_hash", "email_hash"], subscribers: ["confirm_token_hash"] };

export interface JsonExport {
  format: "quiet-notes-export";
  version: 1;
  exportedAt: string;
  tables: Record<string, Record<string, unknown>[]>;
}

/** Every row of the blog's tables, as the database holds them, read in one transaction so they agree. */
export async function jsonExport(em: EntityManager): Promise<JsonExport> {
  const tables: Record<string, Record<string, unknown>[]> = {};
  // One snapshot for all the reads: a write between two of them cannot leave a tag pointing at nothing.
  await em.transactional(async (tx) => {
    for (const table of TABLES) {
      const rows: Record<string, unknown>[] = await tx.getConnection().execute(`select * from "${table}" order by 1`, [], "all", tx.getTransactionContext());
      for (const column of LEFT_OUT[table] ?? []) for (const row of rows) delete row[column];
      tables[table] = rows;
    }
  }, { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
  return { format: "quiet-notes-export", version: 1, exportedAt: new Date().toISOString(), tables };
}
