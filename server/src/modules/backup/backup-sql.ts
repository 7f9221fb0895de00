import type { EntityManager } from "@mikro-orm/postgresql";

/** A query inside one transaction, with `?` placeholders: each call of a backup or a restore goes through it. */
export type Sql = <T = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<T[]>;

export function sqlIn(tx: EntityManager): Sql {
  return (query, params = []) => tx.getConnection().execute(query, params, "all", tx.getTransactionContext());
}

/** A quoted identifier; names come from the database's own catalog, this keeps odd ones intact. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
