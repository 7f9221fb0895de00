import { inject } from "vitest";
import { startTestServer, type TestServer } from "./harness";
import { createServerDatabase } from "./test-database";
import { startTcpProxy } from "./tcp-proxy";

export interface SwitchableServer {
  server: TestServer;
  /** The database goes away while the server keeps running. */
  down(): Promise<void>;
  /** The database is back. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A test server whose database the test can take away: the embedded one stops listening (pause), or, on
 * the PostgreSQL of TEST_DATABASE_URL, a proxy between the app and the server cuts every connection.
 */
export async function startSwitchableServer(env: Record<string, string> = {}): Promise<SwitchableServer> {
  // On PostgreSQL, a copy of the suite's seeded template database (global-setup.ts), as startTestServer makes.
  const database = await createServerDatabase(undefined, undefined, inject("seededDatabase").template);
  if (!database) {
    const server = await startTestServer(env);
    return { server, down: () => server.database.embedded!.pause(), up: () => server.database.embedded!.resume(), close: () => server.close() };
  }
  const target = new URL(database.url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const through = new URL(database.url);
  through.host = `127.0.0.1:${proxy.port}`;
  const server = await startTestServer({ ...env, DATABASE_URL: through.toString() });
  return {
    server,
    down: () => proxy.stop(),
    up: () => proxy.start(),
    async close() {
      await server.close();
      await proxy.stop();
      await database.drop();
    },
  };
}
