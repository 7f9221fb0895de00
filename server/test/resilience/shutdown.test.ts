import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../server-process";
import { createServerDatabase } from "../test-database";
import { queryStoppedDatabase } from "../stopped-database";

/**
 * SIGTERM and SIGINT stop the real server process gracefully: it stops accepting, lets requests in flight
 * finish, closes the database and exits 0, quickly. NODE_ENV is "development" (the default), as an owner runs
 * it: "test" would turn off Apollo's own signal handling, which is what once kept the stop waiting 10 s.
 */

/** Each test starts a server on a new database first, which takes seconds on a busy machine; only the stop is timed. */
const STARTS_AND_STOPS_MS = 120_000;

const dataDirs: string[] = [];
const running: ServerProcess[] = [];
const databases: { drop(): Promise<void> }[] = [];
afterAll(async () => {
  for (const server of running) {
    if (server.exitCode() === null) server.child.kill("SIGKILL");
    await server.exited;
  }
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  for (const database of databases) await database.drop();
});

/** A query on the stopped server's database, opened again: its files, or the PostgreSQL database. */
type Reopen = <T>(query: string) => Promise<T[]>;

/** The server on the embedded database, or on a fresh database of the real server when TEST_DATABASE_URL is set. */
async function start(): Promise<ServerProcess & { reopen: Reopen }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-shutdown-"));
  dataDirs.push(dataDir);
  // A copy of the suite's seeded template database on PostgreSQL (global-setup.ts), as on the embedded one.
  const database = await createServerDatabase(undefined, undefined, inject("seededDatabase").template);
  const server = await startServerProcess(dataDir, { nodeEnv: "development", databaseUrl: database?.url });
  running.push(server);
  if (database) databases.push(database);
  const reopen: Reopen = (query) => queryStoppedDatabase(dataDir, database?.url, query);
  return Object.assign(server, { reopen });
}

/** Sends the signal and waits until the process has exited. */
async function stopWith(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  server.child.kill(signal);
  await server.exited;
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
    it(`on ${signal} when idle: writes the views and visits still in memory, and exits 0 at once, without waiting on a keep-alive connection left open`, async () => {
      const server = await start();
      const agent = new http.Agent({ keepAlive: true });
      expect(await keepAliveGet(`${server.url}/healthz`, agent)).toBe(200);
      const id = (await server.gql(`{ articles(limit: 1) { items { id } } }`)).data.articles.items[0].id;
      const [viewed, visited] = await Promise.all([
        server.gql(`mutation($id: Int!) { recordArticleView(id: $id) { hits } }`, { id }, { headers: { "user-agent": "Last/1" } }),
        server.gql(`mutation { recordVisit { today } }`, {}, { headers: { "user-agent": "Last/1" } }),
      ]);
      // The signal comes at once, well within the second before the next timed write.
      await stopWith(server, signal);
      agent.destroy();
      expect(server.exitCode(), server.output()).toBe(0);
      expect(server.output()).toMatch(/Stopped in \d+ ms/);
      // The idle connection was closed at once, not cut when the grace for requests in flight ran out.
      expect(server.output()).not.toMatch(/Requests still in flight/);
      const [article] = await server.reopen<{ hits: number; days: number }>(`select hits, (select sum(count)::int from article_view_days where article_id = ${Number(id)}) as days from articles where id = ${Number(id)}`);
      expect(article).toEqual({ hits: viewed.data.recordArticleView.hits, days: 1 });
      const [visits] = await server.reopen<{ count: number }>(`select sum(count)::int as count from site_visits`);
      expect(visits.count).toBe(visited.data.recordVisit.today);
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
    const connected = new Promise<void>((resolve) => request.once("socket", (socket) => socket.once("connect", () => resolve())));
    request.write(body.slice(0, 10));
    await connected;
    // A request answered after that connection was made shows the server has taken the connection in.
    await fetch(`${server.url}/healthz`);
    const stopped = stopWith(server, "SIGTERM");
    // Once the signal is taken, new connections are refused (waited for, not slept on).
    await expect.poll(() => fetch(`${server.url}/healthz`).then(() => "answered", () => "refused"), { timeout: 10_000, interval: 20 }).toBe("refused");
    expect(server.exitCode()).toBeNull();
    request.end(body.slice(10));
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text).data.siteInfo.title).toBeTruthy();
    await stopped;
    expect(server.exitCode(), server.output()).toBe(0);
    // The answered request's connection (kept alive by Node's agent) closed with its answer: no wait for the grace.
    expect(server.output()).not.toMatch(/Requests still in flight/);
  }, STARTS_AND_STOPS_MS);
});
