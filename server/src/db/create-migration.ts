import "reflect-metadata";
import { MikroORM } from "@mikro-orm/postgresql";
import { startEmbeddedPostgres } from "./embedded";
import { buildOrmConfig } from "./orm.config";

/**
 * Writes a new migration for whatever the entities changed: applies the committed migrations to a
 * throwaway in-memory database, then diffs the entities against it.
 */
async function main() {
  const embedded = await startEmbeddedPostgres();
  const orm = await MikroORM.init(await buildOrmConfig({ clientUrl: embedded.url, embedded: true }));
  try {
    const migrator = orm.getMigrator();
    await migrator.up();
    // The name becomes part of a class name, so only word characters.
    const name = process.argv[2]?.replace(/\W+/g, "_");
    const result = await migrator.createMigration(undefined, false, false, name);
    console.log(result.diff.up.length ? `wrote ${result.fileName}` : "no changes: the entities match the migrations");
  } finally {
    await orm.close(true);
    await embedded.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
