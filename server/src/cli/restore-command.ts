import fs from "node:fs";
import { loadConfig } from "../config";
import { migrationsInFolder } from "../db/migrations";
import { uploadStorageOf } from "../uploads/upload-storage-of";
import { readBackup } from "../modules/backup/read-backup";
import { restoreBackup } from "../modules/backup/restore-backup";
import { CommandError, databaseToRestoreInto, fromWhereTyped, typedIn } from "./cli-database";

/**
 * `npm run restore -- FILE`: loads a backup into the empty database the server is configured with (DATABASE_URL,
 * or the embedded one in DATA_DIR) and its empty uploads folder. The whole archive is checked before the
 * database is opened; anything wrong is refused with a message and changes nothing.
 */
export async function restoreCommand(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const started = Date.now();
  const [file] = args.filter((arg) => !arg.startsWith("--"));
  if (!file) throw new CommandError("Name the backup to restore: npm run restore -- FILE");
  const path = fromWhereTyped(file, env);
  if (!fs.existsSync(path)) throw new CommandError(`There is no file ${path}.`);
  const backup = await readBackup(path);
  const config = loadConfig(env, typedIn(env));
  const database = await databaseToRestoreInto(config);
  try {
    const summary = await restoreBackup(backup, { orm: database.orm, uploads: uploadStorageOf(config), migrations: await migrationsInFolder() });
    const where = config.databaseUrl ? "the PostgreSQL at DATABASE_URL" : `the embedded database in ${config.dataDir}`;
    return (
      `Restored ${summary.rows} rows of ${summary.tables} tables and ${summary.uploads} uploaded files from ${path} (taken ${backup.manifest.createdAt}) ` +
      `into ${where} in ${Date.now() - started} ms. Start the server; everyone signs in with their old password.`
    );
  } finally {
    backup.close();
    await database.close();
  }
}
