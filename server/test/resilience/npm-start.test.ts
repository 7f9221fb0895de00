import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { ADMIN, graphqlClient } from "../harness";
import { freePort } from "../free-port";
import { createServerDatabase } from "../test-database";
import { copySeededDataDir } from "../server-process";
import { queryStoppedDatabase } from "../stopped-database";

/**
 * The server stopped the way people stop it: Ctrl-C in the terminal that ran `npm start`, which sends SIGINT to
 * every process of the foreground group, and a service manager's stop, which sends SIGTERM to every process of
 * the unit. npm passes the signal on to its child as well, so the server gets it twice within milliseconds; the
 * stop must still be graceful (the views held in memory written) and npm must end with 0 and no error.
 * On the embedded database, or on a fresh database of the real server when TEST_DATABASE_URL is set.
 */

const ROOT = path.resolve(__dirname, "../../..");
/** The first `npm start` of a suite builds what changed (server and site): minutes on a busy machine. */
const FIRST_START_MS = 300_000;

interface NpmRun {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
  output(): string;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** `npm <args>` in a process group of its own (as a terminal or a service manager runs it); resolves once it serves. */
async function npm(args: string[], settings: Record<string, string>): Promise<NpmRun> {
  const port = await freePort();
  const child = spawn("npm", args, {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, NODE_ENV: "development", HOST: "127.0.0.1", PORT: String(port), ADMIN_NAME: ADMIN.name, ADMIN_PASSWORD: ADMIN.password, BACKUP_KEEP_DAYS: "0", ...settings },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGKILL");
    await exited;
  });
  await new Promise<void>((resolve, reject) => {
    const ready = () => output.includes("Blog ready on") && resolve();
    child.stdout!.on("data", ready);
    void exited.then(() => reject(new Error(`npm ${args.join(" ")} ended before the server was ready:\n${output}`)));
  });
  return { child, url: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/** The processes of a group: pid, resident memory in KiB, command line. */
function processGroup(pgid: number): { pid: number; rssKib: number; command: string }[] {
  return execFileSync("ps", ["-eo", "pid=,pgid=,rss=,args="], { encoding: "utf8" })
    .split("\n")
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && Number(match[2]) === pgid)
    .map((match) => ({ pid: Number(match[1]), rssKib: Number(match[3]), command: match[4] }));
}

/** Sends the signal to the whole group and waits until npm, the group's leader, has exited. */
async function signalGroup(run: NpmRun, signal: NodeJS.Signals): Promise<void> {
  process.kill(-run.child.pid!, signal);
  await run.exited;
}

/**
 * A clean stop: exit 0, no npm error, the server's own "Stopped" line, and no wait on the grace for requests in
 * flight (there were none). How long it takes is a figure for a quiet machine, not for a test on a busy one.
 */
function expectCleanStop(run: NpmRun): void {
  expect(run.child.exitCode, run.output()).toBe(0);
  expect(run.output()).not.toMatch(/npm error/);
  expect(run.output()).toMatch(/Stopped in \d+ ms/);
  expect(run.output()).not.toMatch(/Requests still in flight/);
  expect(processGroup(run.child.pid!), "nothing of the group is left running").toEqual([]);
}

/** Six visitors' views of the article, each answered; returns the hits each answer gave. */
async function sixViews(run: NpmRun, id: number): Promise<number[]> {
  const gql = graphqlClient(run.url);
  const answered: number[] = [];
  for (let visitor = 1; visitor <= 6; visitor++) {
    const view = await gql(`mutation($id: Int!) { recordArticleView(id: $id) { hits } }`, { id }, { headers: { "user-agent": `Reader/${visitor}` } });
    expect(view.errors).toBeUndefined();
    answered.push(view.data.recordArticleView.hits);
  }
  // Six visitors, six views counted, all still in memory when the signal comes (they are written once a second).
  expect(answered.at(-1)! - answered[0]).toBe(5);
  return answered;
}

describe("npm start, stopped as people stop it", () => {
  it("SIGINT, then SIGTERM, to the whole group: every answered view is written, npm ends with 0 and no error, and starts again without rebuilding", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-npm-start-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    // A copy of the suite's seeded database: what is tested is the stop and the start again; a first start's
    // migrating and seeding is database.test.ts's (and the browser suite's setup does it with the build).
    const database = await createServerDatabase(undefined, undefined, inject("seededDatabase").template);
    if (database) cleanups.push(() => database.drop());
    else copySeededDataDir(dataDir);
    const settings = { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? "" };

    // Ctrl-C in the terminal.
    const started = await npm(["start"], settings);
    // Once it serves, npm waits on the server itself: no shell and no second npm stay beside it.
    const group = processGroup(started.child.pid!);
    expect(group.map((each) => each.command), started.output()).toEqual([expect.stringMatching(/^npm start/), expect.stringMatching(/server\/dist\/main\.js$/)]);
    const id = (await graphqlClient(started.url)(`{ articles(limit: 1) { items { id } } }`)).data.articles.items[0].id as number;
    const beforeInterrupt = await sixViews(started, id);
    await signalGroup(started, "SIGINT");
    expectCleanStop(started);

    // A service manager's stop, after starting again on the same data: the build is current now, so npm start
    // serves it without rebuilding, with every view the first stop wrote.
    const again = await npm(["start"], settings);
    expect(again.output()).toContain("server: up to date, not rebuilt");
    expect(again.output()).toContain("web: up to date, not rebuilt");
    expect(again.output()).not.toContain("building");
    const article = await graphqlClient(again.url)(`query($id: Int!) { article(id: $id) { hits } }`, { id });
    expect(article.data.article.hits).toBe(beforeInterrupt.at(-1));
    const beforeTerminate = await sixViews(again, id);
    await signalGroup(again, "SIGTERM");
    expectCleanStop(again);
    // What the second stop wrote, read from the database itself rather than through a third start.
    const [row] = await queryStoppedDatabase<{ hits: number }>(dataDir, database?.url, `select hits from articles where id = ${Number(id)}`);
    expect(Number(row.hits)).toBe(beforeTerminate.at(-1));
  }, FIRST_START_MS);
});
