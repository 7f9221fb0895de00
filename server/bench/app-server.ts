import "reflect-metadata";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/database";
import { countStatements } from "../src/db/statement-counter";
import { serveParent } from "./child";

export interface AppReady {
  /** The server as it runs: public reads cached. */
  cachedUrl: string;
  /** The same app on the same database and pool with the cache off, to show what the cache saves. */
  uncachedUrl: string;
  databaseUrl: string;
  poolSize: number;
  /** The cache's settings, as the environment set them. */
  cache: string;
}

/**
 * Requests both servers took and answers their handlers finished (sent or not: a client that gave up does
 * not stop the work), so that statements divide by what the app did and the bench can wait for it to be idle.
 */
const requests = { taken: 0, answered: 0 };

async function listen(app: http.RequestListener): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer((req, res) => {
    requests.taken++;
    const end = res.end;
    res.end = function (this: http.ServerResponse, ...args: unknown[]) {
      requests.answered++;
      res.end = end;
      return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
    } as http.ServerResponse["end"];
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The app under test, in its own process: configured from the environment exactly as main.ts does. */
async function main() {
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  const statements = countStatements(database.orm);
  const cachedApp = await createApp({ orm: database.orm, config });
  const cached = await listen(cachedApp.handler);
  const uncached = await listen((await createApp({ orm: database.orm, config: { ...config, publicCacheMb: 0 } })).handler);

  const ready: AppReady = {
    cachedUrl: cached.url,
    uncachedUrl: uncached.url,
    databaseUrl: config.databaseUrl ?? database.embedded!.url,
    poolSize: database.orm.config.get("pool")?.max ?? 1,
    cache: `${config.publicCacheMb} MB, staleness bound ${config.publicCacheStaleMs} ms, TTL ${config.publicCacheTtlMs} ms`,
  };
  // The cache's version checks run on a connection of their own; they are statements too.
  serveParent(ready, {
    work: () => ({ statements: statements.count + cachedApp.versionChecks(), answered: requests.answered, busy: requests.taken - requests.answered }),
  });
  process.on("SIGTERM", async () => {
    cached.server.closeAllConnections();
    uncached.server.closeAllConnections();
    await database.close();
    process.exit(0);
  });
}

main().catch((error) => {
  console.error("bench app server:", error);
  process.exit(1);
});
