import path from "node:path";
import { DataloaderType, type Options } from "@mikro-orm/core";
import { Migrator } from "@mikro-orm/migrations";
import { PostgreSqlDriver } from "@mikro-orm/postgresql";
import { AuditActorSubscriber } from "../modules/audit/audit-actor.subscriber";
import { ormEntities } from "./entities";
import { migrationsInFolder } from "./migrations";

export interface OrmOptions {
  clientUrl: string;
  /** The embedded database runs one query at a time, so it gets a single pooled connection. */
  embedded: boolean;
  logSql?: boolean;
}

export async function buildOrmConfig({ clientUrl, embedded, logSql = false }: OrmOptions): Promise<Options<PostgreSqlDriver>> {
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities: await ormEntities(),
    extensions: [Migrator],
    // Names the request's user in each transaction, for the audit log's trigger.
    subscribers: [new AuditActorSubscriber()],
    // Batch reference loads (e.g. article.column) into one query per request instead of one per row.
    dataloader: DataloaderType.ALL,
    // The context forks an EntityManager per request; the global one must never be used by accident.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    pool: embedded ? { min: 0, max: 1 } : { min: 0, max: 10 },
    // Fail fast when the database is gone or overloaded: a request gets SERVICE_UNAVAILABLE within seconds
    // (see graphql/format-error.ts) instead of waiting a minute in the pool's queue.
    driverOptions: { acquireConnectionTimeout: 5_000, connection: { connectionTimeoutMillis: 3_000 } },
    debug: logSql ? ["query", "query-params"] : false,
    migrations: {
      migrationsList: await migrationsInFolder(),
      // Where `npm run migration:create -w server` writes new files; migrationsInFolder finds them there.
      path: path.join(__dirname, "migrations"),
      pathTs: path.join(__dirname, "migrations"),
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: "ts",
    },
    discovery: { warnWhenNoEntities: true },
  };
}
