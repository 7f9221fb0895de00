import "./runtime/require-node";
import "./runtime/compile-cache";
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
  // A proxy in front (Varnish keeps idle backend connections for 60 s) may send a request on a connection just
  // as the server closes it for being idle, and gets a reset; outliving the proxy's idle time avoids the race.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, config.host, resolve);
    });
  } catch (error) {
    await database.close();
    const inUse = (error as NodeJS.ErrnoException).code === "EADDRINUSE";
    throw new Error(inUse ? `Port ${config.port} is already in use; set PORT to a free port.` : String(error), { cause: error });
  }
  const where = database.embedded ? `embedded PostgreSQL in ${config.dataDir}` : "PostgreSQL at DATABASE_URL";
  console.log(`Blog ready on http://localhost:${config.port} (${where}) in ${Date.now() - started} ms`);

  // Once stopping, a keep-alive connection closes as soon as its answer has gone, instead of staying open until
  // the grace for requests in flight runs out.
  let stopping = false;
  server.on("request", (_request, response: http.ServerResponse) => {
    response.once("finish", () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });

  stopOnSignals(async () => {
    // Stop accepting; requests already in flight finish, and keep-alive connections close once idle.
    stopping = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const stragglers = setTimeout(() => {
      console.log(`${STRAGGLERS_CUT} after ${GRACE_MS / 1000} s: closing them`);
      server.closeAllConnections();
    }, GRACE_MS).unref();
    await closed;
    clearTimeout(stragglers);
    await apollo.stop();
    await database.close();
  });
}

/** Longer than the idle time of the proxies and clients that keep connections to us (Varnish: 60 s). */
const KEEP_ALIVE_MS = 65_000;
/** How long requests in flight may take to finish before their connections are cut. */
const GRACE_MS = 5_000;
/** Printed when that grace ran out, so a stop that had to wait for it is seen (the shutdown tests look for it). */
const STRAGGLERS_CUT = "Requests still in flight";
/** Past this the process exits anyway, with code 1, so a stuck shutdown cannot keep a restart waiting. */
const FORCE_EXIT_MS = 10_000;
/**
 * Signals this soon after the first are the same request to stop, not a second one: Ctrl-C reaches every
 * process of the terminal's foreground group and npm passes it on to its child as well, and a service manager
 * may signal every process of its unit, so one stop arrives as a burst of two or more within milliseconds.
 */
const SAME_STOP_MS = 1_000;

/**
 * SIGTERM (a service manager, a container) and SIGINT (Ctrl-C) stop the server gracefully and exit 0.
 * A signal while stopping exits at once, unless it came in the same burst as the first (SAME_STOP_MS).
 */
function stopOnSignals(stop: () => Promise<void>): void {
  let stoppingSince: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      if (performance.now() - stoppingSince < SAME_STOP_MS) return;
      console.log(`${signal} again: exiting now`);
      process.exit(1);
    }
    stoppingSince = performance.now();
    console.log(`${signal}: stopping${signal === "SIGINT" ? " (Ctrl-C again after a second exits at once)" : ""}`);
    setTimeout(() => {
      console.error(`The server did not stop within ${FORCE_EXIT_MS / 1000} s; exiting anyway.`);
      process.exit(1);
    }, FORCE_EXIT_MS).unref();
    stop().then(
      () => {
        console.log(`Stopped in ${Math.round(performance.now() - stoppingSince!)} ms`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error("The server could not stop cleanly:", error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error("The server could not start:", error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
