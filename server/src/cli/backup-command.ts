import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { loadConfig } from "../config";
import { uploadStorageOf } from "../uploads/upload-storage-of";
import { localDay } from "../kernel/local-day";
import { takeBackup } from "../modules/backup/take-backup";
import { CommandError, databaseToBackUp, fromWhereTyped, typedIn } from "./cli-database";

/** The archive's path: --out FILE, or quiet-notes-YYYY-MM-DD.zip, from where the command was typed. */
function outFile(args: string[], env: NodeJS.ProcessEnv): string {
  const at = args.indexOf("--out");
  if (at === -1) return fromWhereTyped(`quiet-notes-${localDay()}.zip`, env);
  const file = args[at + 1];
  if (!file || file.startsWith("--")) throw new CommandError("--out needs a file name: npm run backup -- --out FILE");
  return fromWhereTyped(file, env);
}

const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * `npm run backup [-- --out FILE]`: the whole blog, from the database the server is configured with, as one
 * archive (quiet-notes-YYYY-MM-DD.zip where npm was started, unless --out names another). Works while the
 * server runs. The file holds password hashes and two-factor secrets: it is written readable by its owner only.
 * Answers the line that says what it holds and where it went.
 */
export async function backupCommand(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const started = Date.now();
  const out = outFile(args, env);
  const config = loadConfig(env, typedIn(env));
  const database = await databaseToBackUp(config);
  try {
    const { archive, manifest } = await takeBackup(database.orm.em.fork(), uploadStorageOf(config));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const temp = `${out}.${process.pid}.tmp`;
    try {
      await pipeline(archive, fs.createWriteStream(temp, { mode: 0o600 }));
      fs.renameSync(temp, out);
    } finally {
      fs.rmSync(temp, { force: true });
    }
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    const images = Object.keys(manifest.uploads).length;
    return (
      `Backed up ${rows} rows of ${Object.keys(manifest.tables).length} tables and ${images} uploaded files to ${out} ` +
      `(${sizeOf(fs.statSync(out).size)}, ${Date.now() - started} ms). It holds password hashes: keep it safe.`
    );
  } finally {
    await database.close();
  }
}
