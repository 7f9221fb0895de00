import os from "node:os";
import type { MemoryFigures } from "./memory";
import type { Measured } from "./load";

export interface Row {
  name: string;
  /** What answers: the floor, the hand-written baseline, or the app. */
  server: string;
  c1: Measured;
  c20: Measured;
  /** SQL statements per request while measured at 20 connections (the app only). */
  statements?: number;
  note?: string;
}

export interface Ratio {
  name: string;
  c1: number;
  c20: number;
  target: number;
}

export interface Target {
  name: string;
  met: boolean;
  figures: string;
}

export interface Results {
  machine: string[];
  rows: Row[];
  ratios: Ratio[];
  coldStatements: { operation: string; statements: number }[];
  scaling: { articles: number; cached: number; uncached: number }[];
  memory: MemoryFigures;
  targets: Target[];
  notes: string[];
}

export function machineFacts(database: string): string[] {
  const cpus = os.cpus();
  return [
    `CPU: ${cpus[0]?.model.trim() ?? "unknown"}, ${cpus.length} cores (${os.availableParallelism()} usable)`,
    `Memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB; ${os.type()} ${os.release()} ${os.arch()}`,
    `Node ${process.version}; database: ${database}`,
    "Load generator, servers and database on the same machine, over loopback.",
  ];
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const whole = (value: number) => Math.round(value).toLocaleString("en-US");
const times = (value: number) => `${value.toFixed(2)}×`;

export function renderMarkdown(results: Results, when: Date, seconds: number): string {
  const lines = [
    "# Benchmark results",
    "",
    `\`npm run bench\`, ${when.toISOString().slice(0, 16).replace("T", " ")} UTC, ${Math.round(seconds)} s in all. Numbers from one run on:`,
    "",
    ...results.machine.map((fact) => `- ${fact}`),
    "",
    "## Throughput and latency",
    "",
    "The home reads are the three queries the home page sends (SiteShell, HomeSentences, HomeArticles), built by",
    "Apollo Client from the site's own .graphql files. The reference answers them from memory with the app's",
    "answers byte for byte, headers included; the bare baseline is node:http + pg running one SQL statement per",
    "query on the same database with the same pool size, answering the same JSON. Data: 10 000 articles (a",
    "tenth hidden, about 3 KB of body each) and 10 000 sentences.",
    "",
    "Each row after a warm-up, at 1 connection, then 20. Rows compared with each other ran in turns (three",
    "stretches each, alternating), so that other work on the machine weighs on them alike. Latencies in",
    "milliseconds; errors are failed connections, timeouts and non-2xx answers; SQL/req is the app's statements",
    "(the cache's version checks included) per answer, at 20 connections.",
    "",
    "| scenario | server | req/s (1) | p50 (1) | p99 (1) | req/s (20) | p50 (20) | p99 (20) | errors | SQL/req | KB/answer |",
    "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...results.rows.map(
      (r) =>
        `| ${r.name}${r.note ? ` (${r.note})` : ""} | ${r.server} | ${whole(r.c1.rps)} | ${ms(r.c1.p50)} | ${ms(r.c1.p99)} | ${whole(r.c20.rps)} | ${ms(r.c20.p50)} | ${ms(r.c20.p99)} | ${r.c1.errors + r.c20.errors} | ${r.statements === undefined ? "–" : r.statements.toFixed(3)} | ${(r.c20.bytesPerRequest / 1024).toFixed(1)} |`,
    ),
    "",
    "## Ratios",
    "",
    "| ratio | 1 connection | 20 connections | target |",
    "|---|--:|--:|--:|",
    ...results.ratios.map((r) => `| ${r.name} | ${times(r.c1)} | ${times(r.c20)} | ${r.target ? `≥ ${r.target}×` : "–"} |`),
    "",
    "## SQL statements per request, cache off (what a miss costs)",
    "",
    "| operation | statements |",
    "|---|--:|",
    ...results.coldStatements.map((c) => `| ${c.operation} | ${c.statements} |`),
    "",
    "## Home articles query p50 by number of articles (1 connection)",
    "",
    "| articles | p50 with the cache (ms) | p50 with the cache off (ms) |",
    "|--:|--:|--:|",
    ...results.scaling.map((s) => `| ${whole(s.articles)} | ${ms(s.cached)} | ${ms(s.uncached)} |`),
    "",
    "## Memory of the production server",
    "",
    "`node dist/main.js` with NODE_ENV=production on the same data, alone: resident memory (VmRSS) once idle, then",
    `after ${whole(results.memory.requests)} requests at 20 connections (home reads, article pages, visits, pages and feeds, every`,
    "article list) and two seconds of rest; the peak is VmHWM.",
    "",
    "| | resident (MiB) | JavaScript heap, reserved / used | outside the heap (PGlite's memory, buffers) | the rest (code, native libraries) |",
    "|---|--:|--:|--:|--:|",
    ...(
      [
        ["idle", results.memory.idleMiB, results.memory.idle],
        ["after the load run", results.memory.afterLoadMiB, results.memory.afterLoad],
      ] as const
    ).map(
      ([when, rss, m]) =>
        `| ${when} | ${rss.toFixed(0)} | ${m.heapTotal.toFixed(0)} / ${m.heapUsed.toFixed(0)} | ${m.external.toFixed(0)} | ${(m.rss - m.heapTotal - m.external).toFixed(0)} |`,
    ),
    `| peak (VmHWM) | ${results.memory.peakMiB.toFixed(0)} | | | |`,
    "",
    "## Targets",
    "",
    "| target | status | figures |",
    "|---|---|---|",
    ...results.targets.map((t) => `| ${t.name} | ${t.met ? "met" : "**not met**"} | ${t.figures} |`),
    "",
    ...(results.notes.length ? ["## Notes", "", ...results.notes.map((n) => `- ${n}`), ""] : []),
  ];
  return lines.join("\n");
}
