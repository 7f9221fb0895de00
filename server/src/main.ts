import "reflect-metadata";
import http from "node:http";
import { ConfigError, loadConfig } from "./config";
import { createApp } from "./app";
import { openDatabase } from "./db/database";

async function main(): Promise<void> {
  const started = Date.now();
  // npm runs workspace scripts inside server/; relative paths such as DATA_DIR are meant from where npm was started.
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const database = await openDatabase(config, { announce: (message) => console.log(`\n${message}\n`) });
  const { handler, apollo } = await createApp({ orm: database.orm, config });
  const server = http.createServer(handler);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, config.host, resolve);
    });
  } catch (error) {
    await database.close();
    const inUse = (error as NodeJS.ErrnoException).code === "EADDRINUSE";
    throw new Error(inUse ? `Port ${config.port} is already in use; set PORT to a free port.` : String(error));
  }
  const where = database.embedded ? `embedded PostgreSQL in ${config.dataDir}` : "PostgreSQL at DATABASE_URL";
  console.log(`Blog ready on http://localhost:${config.port} (${where}) in ${Date.now() - started} ms`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await apollo.stop();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error("The server could not start:", error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
