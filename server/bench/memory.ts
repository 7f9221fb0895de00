import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomToken } from "../src/modules/auth/tokens";
import { freePort } from "../test/free-port";
import { load, type HttpCall } from "./load";

/** What the process holds, MiB, from process.memoryUsage() inside it. */
export interface MemoryBreakdown {
  rss: number;
  /** The JavaScript heap V8 has reserved (live objects and garbage not yet collected). */
  heapTotal: number;
  heapUsed: number;
  /** What of the heap is objects still in use: its used part after a full collection, which follows the reading. */
  liveHeap: number;
  /** Resident pages of files: the Node binary's code and data as they are paged in, shared libraries. */
  files: number;
  /** Resident pages of PGlite's WebAssembly memory (none on PostgreSQL). */
  wasm: number;
  /** The rest: memory the C allocator holds (Buffers, zlib's and native objects, pages it keeps after freeing), V8's code. */
  native: number;
}

export interface MemoryFigures {
  /** Resident memory once started and idle, MiB. */
  idleMiB: number;
  /** Resident memory after the load run, once idle again: what the process keeps. */
  afterLoadMiB: number;
  /** The most it held at any moment. */
  peakMiB: number;
  /** Requests the load run sent. */
  requests: number;
  idle: MemoryBreakdown;
  afterLoad: MemoryBreakdown;
}

const SERVER_DIR = path.resolve(__dirname, "..");
const SECONDS_PER_CALL_SET = 4;

/** The server as an owner runs it (`npm start`): compiled, NODE_ENV=production, one process. */
function buildServer(): void {
  execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.build.json"], { cwd: SERVER_DIR, stdio: "inherit" });
}

function statusMiB(pid: number, field: "VmRSS" | "VmHWM"): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith(`${field}:`));
  return Number(line?.match(/\d+/)?.[0] ?? NaN) / 1024;
}


const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

const PROBE = path.join(__dirname, "memory-probe.cjs");
/** How the production server is started (`npm start`, `npm run serve`): one place, which this reads. */
const SERVE_SCRIPT = path.resolve(__dirname, "../../scripts/serve.mjs");
interface ServeScript {
  SERVER_ENTRY: string;
  serverLaunch(): { nodeArgs: string[]; env: Record<string, string> };
}

/** What memory-probe.cjs writes: its readings at one moment, then the heap still in use after a full collection. */
interface ProbeReading {
  usage: NodeJS.MemoryUsage;
  /** Resident pages by kind, KiB. */
  residentKb: { files: number; wasm: number; anonymous: number };
  liveHeap: number;
}

/** Asks the probe inside the server for its memory by kind (see memory-probe.cjs). */
async function probe(pid: number, file: string): Promise<MemoryBreakdown> {
  fs.rmSync(file, { force: true });
  process.kill(pid, "SIGUSR2");
  for (let waited = 0; !fs.existsSync(file); waited += 20) {
    if (waited > 5_000) throw new Error("the memory probe did not answer");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
  const { usage, residentKb, liveHeap } = JSON.parse(fs.readFileSync(file, "utf8")) as ProbeReading;
  const mib = (bytes: number) => bytes / 2 ** 20;
  return {
    rss: mib(usage.rss),
    heapTotal: mib(usage.heapTotal),
    heapUsed: mib(usage.heapUsed),
    liveHeap: mib(liveHeap),
    files: residentKb.files / 1024,
    wasm: residentKb.wasm / 1024,
    native: residentKb.anonymous / 1024 - mib(usage.heapTotal),
  };
}

/**
 * Starts the production server on the bench's database (the embedded one's folder, or the PostgreSQL URL),
 * reads its resident memory idle, sends every call set at 20 connections, and reads it again.
 */
export async function measureServerMemory(database: { dataDir?: string; databaseUrl?: string }, callSets: HttpCall[][]): Promise<MemoryFigures> {
  buildServer();
  const port = await freePort();
  const probeFile = path.join(os.tmpdir(), `blog-memory-${process.pid}.json`);
  // Exactly as `npm start` runs it (scripts/serve.mjs: its heap limits and allocator settings), with the probe
  // and the collection it runs after each reading.
  const { serverLaunch, SERVER_ENTRY } = (await import(SERVE_SCRIPT)) as ServeScript;
  const launch = serverLaunch();
  const child = spawn(process.execPath, [...launch.nodeArgs, "--expose-gc", "-r", PROBE, SERVER_ENTRY], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...launch.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: database.dataDir ?? "",
      DATABASE_URL: database.databaseUrl ?? "",
      ADMIN_PASSWORD: randomToken(),
      CAPTCHA_TEST_TEXT: "",
      COMMENT_TEST_CHALLENGE_MAX: "",
      COOKIE_SECURE: "false",
      // What is measured is serving: the daily backup, which runs at start, would add its own work (each
      // table's rows held as bytes while the archive is written) to the idle figure.
      BACKUP_KEEP_DAYS: "0",
      MEMORY_PROBE_FILE: probeFile,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let tries = 0; ; tries++) {
      if (child.exitCode !== null) throw new Error("the production server exited while starting");
      if (tries > 600) throw new Error("the production server did not answer /healthz in 60 s");
      if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await settle();
    const idleMiB = statusMiB(child.pid!, "VmRSS");
    const idle = await probe(child.pid!, probeFile);
    let requests = 0;
    for (const calls of callSets) requests += (await load(url, calls, 20, SECONDS_PER_CALL_SET)).requests;
    await settle();
    const afterLoadMiB = statusMiB(child.pid!, "VmRSS");
    const afterLoad = await probe(child.pid!, probeFile);
    return { idleMiB, afterLoadMiB, peakMiB: statusMiB(child.pid!, "VmHWM"), requests, idle, afterLoad };
  } finally {
    child.kill("SIGTERM");
    await exited;
    fs.rmSync(probeFile, { force: true });
  }
}
