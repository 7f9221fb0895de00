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
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(inMemory ? undefined : config.dataDir);
  let orm: MikroORM | undefined;
  try {
    orm = await MikroORM.init(
      await buildOrmConfig({ clientUrl: config.databaseUrl ?? embedded!.url, embedded: !!embedded, logSql: config.logSql }),
    );
    await orm.getMigrator().up();
    await seedIfEmpty(orm.em.fork(), {
      adminName: config.adminName,
      adminPassword: config.adminPassword,
      announce,
    });
  } catch (error) {
    await orm?.close(true);
    await embedded?.stop();
    throw error;
  }
  const opened = orm;
  return {
    orm: opened,
    embedded,
    async close() {
      await opened.close(true);
      await embedded?.stop();
    },
  };
}
