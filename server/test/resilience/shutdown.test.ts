import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../server-process";
import { createServerDatabase } from "../test-database";

/**
 * SIGTERM and SIGINT stop the real server process gracefully: it stops accepting, lets requests in flight
 * finish, closes the database and exits 0, quickly. NODE_ENV is "development" (the default), as an owner runs
 * it: "test" would turn off Apollo's own signal handling, which is what once kept the stop waiting 10 s.
 */

/** Each test starts a server on a new database first, which takes seconds on a busy machine; only the stop is timed. */
const STARTS_AND_STOPS_MS = 120_000;

const dataDirs: string[] = [];
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) {
    if (server.exitCode() === null) server.child.kill("SIGKILL");
    await server.exited;
  }
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The server on the embedded database, or on a fresh database of the real server when TEST_DATABASE_URL is set. */
async function start(): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-shutdown-"));
  dataDirs.push(dataDir);
  const database = await createServerDatabase();
  const server = await startServerProcess(dataDir, { nodeEnv: "development", databaseUrl: database?.url });
  running.push(server);
  if (database) void server.exited.then(() => database.drop());
  return server;
}

/** Sends the signal and measures until the process has exited. */
async function stopWith(server: ServerProcess, signal: NodeJS.Signals): Promise<number> {
  const sent = performance.now();
  server.child.kill(signal);
  await server.exited;
  return performance.now() - sent;
}

/** A GET that keeps its connection open (keep-alive), as browsers and proxies do. */
function keepAliveGet(url: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode!));
    }).on("error", reject);
  });
}

describe("stopping the server", () => {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`on ${signal} when idle: exits 0 within 2 s, even with a keep-alive connection open`, async () => {
      const server = await start();
      const agent = new http.Agent({ keepAlive: true });
      expect(await keepAliveGet(`${server.url}/healthz`, agent)).toBe(200);
      expect((await server.gql(`{ siteInfo { title } }`)).data.siteInfo.title).toBeTruthy();
      const took = await stopWith(server, signal);
      agent.destroy();
      expect(server.exitCode(), server.output()).toBe(0);
      expect(took).toBeLessThan(2_000);
      expect(server.output()).toMatch(/Stopped in \d+ ms/);
    }, STARTS_AND_STOPS_MS);
  }

  it("lets a request in flight finish before it exits, and refuses new connections meanwhile", async () => {
    const server = await start();
    const body = JSON.stringify({ query: `{ siteInfo { title } }` });
    // The request's body arrives in two halves with the signal between them, so it is surely in flight.
    const request = http.request(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on("response", (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, text }));
      });
      request.on("error", reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopped = stopWith(server, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(server.exitCode()).toBeNull();
    request.end(body.slice(10));
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text).data.siteInfo.title).toBeTruthy();
    await stopped;
    expect(server.exitCode(), server.output()).toBe(0);
  }, STARTS_AND_STOPS_MS);
});
