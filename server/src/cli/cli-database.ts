import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config";
import { attachDatabase, connectDatabase, type Database } from "../db/database";
import { DataDirInUse, runningServerUrl } from "../db/embedded";

/** A refusal the command prints as it is, without a stack trace. */
export class CommandError extends Error {}

/**
 * The database the server is configured with, for reading: DATABASE_URL's, or the embedded one in DATA_DIR,
 * through the running server's socket when a server holds it (its files admit one process at a time).
 */
export async function databaseToBackUp(config: Config): Promise<Database> {
  if (config.databaseUrl) return connectDatabase(config);
  const running = runningServerUrl(config.dataDir);
  if (running?.url) return attachDatabase(running.url, { sharedEmbedded: true, logSql: config.logSql });
  if (running) {
    throw new CommandError(
      `The server (pid ${running.pid}) holds the embedded database in ${config.dataDir} but did not record where it listens. ` +
        "Restart it with this version, or stop it, then run the backup again.",
    );
  }
  if (!fs.existsSync(path.join(config.dataDir, "PG_VERSION"))) {
    throw new CommandError(`There is no embedded database in ${config.dataDir}. Set DATA_DIR to the server's data folder, or DATABASE_URL to its PostgreSQL.`);
  }
  return connectDatabase(config);
}

/** The database to restore into: never an embedded one a running server holds. */
export async function databaseToRestoreInto(config: Config): Promise<Database> {
  const refuse = (pid: number) =>
    new CommandError(`The server (pid ${pid}) is running on the embedded database in ${config.dataDir}. Stop it first, or restore into a new DATA_DIR.`);
  if (!config.databaseUrl) {
    const running = runningServerUrl(config.dataDir);
    if (running) throw refuse(running.pid);
  }
  try {
    return await connectDatabase(config);
  } catch (error) {
    if (error instanceof DataDirInUse) throw refuse(error.pid);
    throw error;
  }
}

/** The folder the command was typed in: npm runs the script inside server/, and says where it was started. */
export const typedIn = (env: NodeJS.ProcessEnv) => env.INIT_CWD ?? process.cwd();

/** Where a path given on the command line points: from where the person typed it. */
export const fromWhereTyped = (file: string, env: NodeJS.ProcessEnv) => path.resolve(typedIn(env), file);

/**
 * Runs a command as its process: what it answers is printed and exits 0; a refusal or a bad setting is one line
 * on stderr and exit code 1, a failure too, with its message.
 */
export function runCommand(command: (args: string[], env: NodeJS.ProcessEnv) => Promise<string>): void {
  command(process.argv.slice(2), process.env).then(
    (summary) => {
      console.log(summary);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
