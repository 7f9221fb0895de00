import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { startServerProcess, type ServerProcess } from "./server-process";
import { createServerDatabase } from "./test-database";

export interface ServersOnOneDatabase {
  /** Starts a server process on the shared database (made at the first start) with these settings. */
  start(env: Record<string, string>): Promise<ServerProcess>;
  /** A query on the shared database: the PostgreSQL one, or the embedded one through the running server's socket. */
  query<T>(sql: string): Promise<T[]>;
}

/**
 * Server processes that share one database, one after another or side by side, as a service manager restarts
 * them: a fresh copy of the suite's seeded database on PostgreSQL (TEST_DATABASE_URL), or a data folder for the
 * embedded one. After the file, every process still running is killed and the database removed.
 */
export function useServersOnOneDatabase(folderPrefix: string): ServersOnOneDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const running: ServerProcess[] = [];
  let database: Promise<{ url: string; drop(): Promise<void> } | undefined> | undefined;
  afterAll(async () => {
    for (const server of running) {
      if (server.exitCode() === null && server.child.signalCode === null) server.child.kill("SIGKILL");
      await server.exited;
    }
    await (await database)?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    async start(env) {
      // On PostgreSQL, a fresh copy of the suite's seeded database; on the embedded one, dataDir gets that copy.
      database ??= createServerDatabase(undefined, undefined, inject("seededDatabase").template);
      const server = await startServerProcess(dataDir, { databaseUrl: (await database)?.url, env });
      running.push(server);
      return server;
    },
    async query<T>(sql: string): Promise<T[]> {
      const connectionString = (await database)?.url ?? fs.readFileSync(path.join(dataDir, "server.socket"), "utf8").trim();
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        return (await client.query(sql)).rows as T[];
      } finally {
        await client.end();
      }
    },
  };
}
