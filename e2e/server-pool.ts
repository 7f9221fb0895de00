import http from "node:http";
import type { AddressInfo } from "node:net";
import type { RunningApp } from "./harness";

/**
 * Servers started before the test files ask for them. Starting the built server on a copy of the seeded data
 * folder takes a few seconds of CPU, which each file used to spend before its first test; the pool starts the
 * next ones while the current files run, so a file takes a server that is already listening. Each server has a
 * database of its own and serves one worker's files (browser-app.ts) or one file that asked for its own; it is
 * stopped when handed back, or when the suite ends.
 *
 * The pool lives in the suite's global setup (one process), and the files, each in its own worker process, talk
 * to it over loopback HTTP: POST /lease answers a server's address and data folder, POST /release (the address
 * as the body) stops it.
 */
export interface ServerPool {
  url: string;
  close(): Promise<void>;
}

export async function startServerPool(size: number, start: () => Promise<RunningApp>): Promise<ServerPool> {
  const warm: Promise<RunningApp>[] = [];
  const leased = new Map<string, RunningApp>();
  const stopping = new Set<Promise<void>>();

  const startOne = () => {
    const app = start();
    app.catch(() => {}); // reported to the file that leases it
    warm.push(app);
  };
  for (let i = 0; i < size; i++) startOne();

  const stop = (app: RunningApp) => {
    const done = app.stop().finally(() => stopping.delete(done));
    stopping.add(done);
  };

  const server = http.createServer(async (request, response) => {
    const body = await new Promise<string>((resolve) => {
      let text = "";
      request.on("data", (chunk) => (text += chunk)).on("end", () => resolve(text));
    });
    try {
      if (request.method === "POST" && request.url === "/lease") {
        if (warm.length === 0) startOne();
        const next = warm.shift()!;
        startOne(); // the replacement starts while this file runs
        const app = await next;
        leased.set(app.url, app);
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ url: app.url, dataDir: app.dataDir }));
      } else if (request.method === "POST" && request.url === "/release") {
        const app = leased.get(body);
        leased.delete(body);
        if (app) stop(app);
        response.writeHead(app ? 204 : 404).end();
      } else {
        response.writeHead(404).end();
      }
    } catch (error) {
      response.writeHead(500, { "content-type": "text/plain" }).end(error instanceof Error ? error.message : String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      const idle = await Promise.allSettled(warm.splice(0));
      for (const result of idle) if (result.status === "fulfilled") stop(result.value);
      for (const app of leased.values()) stop(app);
      leased.clear();
      await Promise.allSettled([...stopping]);
    },
  };
}
