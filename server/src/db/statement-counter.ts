import type { MikroORM } from "@mikro-orm/postgresql";

export interface StatementCounter {
  /** SQL statements sent since the counter started, transaction control (begin, commit) included. */
  readonly count: number;
  stop(): void;
}

/**
 * Counts what the ORM sends to the database, from knex's query event, without logging anything. The bench
 * reports statements per request with it, and tests use it to pin the cost of an operation (no N+1).
 */
export function countStatements(orm: MikroORM): StatementCounter {
  const knex = orm.em.getConnection().getKnex();
  let count = 0;
  const listener = () => {
    count++;
  };
  knex.on("query", listener);
  return {
    get count() {
      return count;
    },
    stop: () => void knex.off("query", listener),
  };
}
