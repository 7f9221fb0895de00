import { MikroORM } from "@mikro-orm/postgresql";
import type { Config } from "../config";
import { buildOrmConfig } from "./orm.config";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded";
import { seedIfEmpty } from "./seed/seed";

export interface Database {
  orm: MikroORM;
  /** Present when the server runs on its own embedded PGlite. */
  embedded?: EmbeddedPostgres;
  close(): Promise<void>;
}

type DatabaseConfig = Pick<Config, "databaseUrl" | "dataDir" | "adminName" | "adminPassword" | "logSql">;

/** Connects (starting the embedded database when no DATABASE_URL is set), migrates, and seeds an empty database. */
export async function openDatabase(
  config: DatabaseConfig,
  { inMemory = false, announce }: { inMemory?: boolean; announce?: (message: string) => void } = {},
): Promise<Database> {
  const database = await connectDatabase(config, { inMemory });
  try {
    await database.orm.getMigrator().up();
    await seedIfEmpty(database.orm.em.fork(), {
      adminName: config.adminName,
      adminPassword: config.adminPassword,
      announce,
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * Connects (starting the embedded database when no DATABASE_URL is set) and leaves the schema and the rows as
 * they are: for backing up and restoring, which must not migrate or seed on their own.
 */
export async function connectDatabase(config: Pick<Config, "databaseUrl" | "dataDir" | "logSql">, { inMemory = false } = {}): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(inMemory ? undefined : config.dataDir);
  try {
    return await attachDatabase(config.databaseUrl ?? embedded!.url, { embedded, logSql: config.logSql });
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/**
 * Connects to the database at `url` as it is. `embedded` is the PGlite this process started, stopped on close;
 * `sharedEmbedded` marks another process's PGlite (its socket), which runs one query at a time like ours.
 */
export async function attachDatabase(
  url: string,
  { embedded, sharedEmbedded = false, logSql = false }: { embedded?: EmbeddedPostgres; sharedEmbedded?: boolean; logSql?: boolean },
): Promise<Database> {
  const orm = await MikroORM.init(await buildOrmConfig({ clientUrl: url, embedded: !!embedded || sharedEmbedded, logSql }));
  return {
    orm,
    embedded,
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}
