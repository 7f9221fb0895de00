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
  rows: Row[];
  ratios: Ratio[];
  coldStatements: { operation: string; statements: number }[];
  scaling: { articles: number; cached: number; uncached: number }[];
  memory: MemoryFigures;
  targets: Target[];
  notes: string[];
}

/** One database's run: "embedded" or "PostgreSQL", what it ran on, and its figures. */
export interface DatabaseResults {
  label: string;
  database: string;
  results: Results;
}

export function machineFacts(databases: string[]): string[] {
  const cpus = os.cpus();
  return [
    `CPU: ${cpus[0]?.model.trim() ?? "unknown"}, ${cpus.length} cores (${os.availableParallelism()} usable)`,
    `Memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB; ${os.type()} ${os.release()} ${os.arch()}; Node ${process.version}`,
    ...databases.map((database) => `Database: ${database}`),
    "Load generator, servers and database on the same machine, over loopback.",
  ];
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const whole = (value: number) => Math.round(value).toLocaleString("en-US");
const times = (value: number) => `${value.toFixed(2)}×`;

/** The runs' values of one thing side by side, one cell per database. */
const each = <T>(runs: DatabaseResults[], cell: (results: Results) => T) => runs.map((run) => cell(run.results));

export function renderMarkdown(machine: string[], runs: DatabaseResults[], when: Date, seconds: number): string {
  const labels = runs.map((run) => run.label);
  const [first] = runs;
  // Every run measures the same scenarios in the same order, so rows, ratios and targets line up by position.
  const rowsOf = (i: number) => runs.map((run) => ({ label: run.label, row: run.results.rows[i] }));
  const lines = [
    "# Benchmark results",
    "",
    `\`npm run bench\`, ${when.toISOString().slice(0, 16).replace("T", " ")} UTC, ${Math.round(seconds)} s in all, on ${labels.join(" and ")}. Numbers from one run on:`,
    "",
    ...machine.map((fact) => `- ${fact}`),
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
    "stretches each, alternating), so that other work on the machine weighs on them alike; the databases ran one",
    "after the other. Latencies in milliseconds; errors are failed connections, timeouts and non-2xx answers;",
    "SQL/req is the app's statements (the cache's version checks included) per answer, at 20 connections.",
    "",
    "| scenario | server | database | req/s (1) | p50 (1) | p99 (1) | req/s (20) | p50 (20) | p99 (20) | errors | SQL/req | KB/answer |",
    "|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...first.results.rows.flatMap((_, i) =>
      rowsOf(i).map(
        ({ label, row: r }) =>
          `| ${r.name}${r.note ? ` (${r.note})` : ""} | ${r.server} | ${label} | ${whole(r.c1.rps)} | ${ms(r.c1.p50)} | ${ms(r.c1.p99)} | ${whole(r.c20.rps)} | ${ms(r.c20.p50)} | ${ms(r.c20.p99)} | ${r.c1.errors + r.c20.errors} | ${r.statements === undefined ? "–" : r.statements.toFixed(3)} | ${(r.c20.bytesPerRequest / 1024).toFixed(1)} |`,
      ),
    ),
    "",
    "## Ratios",
    "",
    `| ratio | ${labels.map((l) => `${l}, 1 connection | ${l}, 20 connections`).join(" | ")} | target |`,
    `|---|${labels.map(() => "--:|--:|").join("")}--:|`,
    ...first.results.ratios.map(
      (r, i) => `| ${r.name} | ${each(runs, (results) => `${times(results.ratios[i].c1)} | ${times(results.ratios[i].c20)}`).join(" | ")} | ${r.target ? `≥ ${r.target}×` : "–"} |`,
    ),
    "",
    "## SQL statements per request, cache off (what a miss costs)",
    "",
    `| operation | ${labels.join(" | ")} |`,
    `|---|${labels.map(() => "--:|").join("")}`,
    ...first.results.coldStatements.map((c, i) => `| ${c.operation} | ${each(runs, (results) => results.coldStatements[i].statements).join(" | ")} |`),
    "",
    "## Home articles query p50 by number of articles (1 connection)",
    "",
    `| articles | ${labels.map((l) => `${l}: with the cache (ms) | ${l}: cache off (ms)`).join(" | ")} |`,
    `|--:|${labels.map(() => "--:|--:|").join("")}`,
    ...first.results.scaling.map((s, i) => `| ${whole(s.articles)} | ${each(runs, (results) => `${ms(results.scaling[i].cached)} | ${ms(results.scaling[i].uncached)}`).join(" | ")} |`),
    "",
    "## Memory of the production server",
    "",
    "`node dist/main.js` with NODE_ENV=production on the same data, alone, the daily backup off: resident memory (VmRSS) once idle, then",
    `after a load run at 20 connections (${runs.map((run) => `${whole(run.results.memory.requests)} requests on ${run.label}`).join(", ")}: home reads, article pages,`,
    "visits, pages and feeds, every article list) and two seconds of rest; the peak is VmHWM. Each reading is followed by a full",
    "garbage collection (the server runs with --expose-gc for it), which says how much of the heap is still in use.",
    "",
    "| database | | resident (MiB) | JavaScript heap, reserved / used / in use after a full collection | PGlite's WebAssembly memory | outside the heap: native allocations, buffers, V8's code | files (the Node binary, libraries) |",
    "|---|---|--:|--:|--:|--:|--:|",
    ...runs.flatMap(({ label, results: { memory } }) => [
      ...(
        [
          ["idle", memory.idleMiB, memory.idle],
          ["after the load run", memory.afterLoadMiB, memory.afterLoad],
        ] as const
      ).map(
        ([when, rss, m]) =>
          `| ${label} | ${when} | ${rss.toFixed(0)} | ${m.heapTotal.toFixed(0)} / ${m.heapUsed.toFixed(0)} / ${m.liveHeap.toFixed(0)} | ${m.wasm.toFixed(0)} | ${m.native.toFixed(0)} | ${m.files.toFixed(0)} |`,
      ),
      `| ${label} | peak (VmHWM) | ${memory.peakMiB.toFixed(0)} | | | | |`,
    ]),
    "",
    "## Targets",
    "",
    `| target | ${labels.join(" | ")} |`,
    `|---|${labels.map(() => "---|").join("")}`,
    ...first.results.targets.map((t, i) => `| ${t.name} | ${each(runs, (results) => status(results.targets[i])).join(" | ")} |`),
    "",
    ...runs.flatMap(({ label, results }) => (results.notes.length ? [`## Notes: ${label}`, "", ...results.notes.map((n) => `- ${n}`), ""] : [])),
  ];
  return lines.join("\n");
}

const status = (t: Target) => `${t.met ? "met" : "**not met**"}: ${t.figures}`;
