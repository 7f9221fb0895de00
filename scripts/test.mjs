#!/usr/bin/env node
// Runs the lint and import-cycle checks, then every suite — server (vitest, real HTTP on a real database), web
// components (vitest + jsdom) and the browser suite (Debian's Chromium headless shell against the built app) — and ends
// with one line: "N passed, N failed".
//
//   npm test                     everything
//   npm test -- --server-only    only the server suite
//   npm test -- --database-server
//                                only the server suite's files that a database server changes (CI runs them
//                                again with TEST_DATABASE_URL; see DATABASE_SERVER_FILES)
//
// Without /usr/bin/chromium-headless-shell the browser suite is skipped loudly; with REQUIRE_BROWSER_TESTS=1 (set by .ci/run)
// that counts as a failure instead.
//
// After each suite it prints the suite's time and its ten slowest files (from vitest's JSON report), and before
// the last line a table of every step's time, so a slowdown shows in the run that brings it, and every failed
// test by name ("FAILED: …"), so the end of a long log says what failed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const root = path.resolve(import.meta.dirname, "..");
const databaseServer = process.argv.includes("--database-server");
const serverOnly = databaseServer || process.argv.includes("--server-only");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
const totals = { passed: 0, failed: 0 };
/** Each step's name and seconds, printed together at the end. */
const times = [];
/** Each failed test ("suite: file > describe > test") and broken file, listed again before the last line. */
const failures = [];

/**
 * The server suite's files that run again on a PostgreSQL server (TEST_DATABASE_URL). The embedded database
 * is PostgreSQL itself (PGlite: the same parser, planner, types and SQL), so a query or a rule that holds on
 * it holds on a server; what a server changes is everything around the SQL: a pool of connections used at
 * once, several processes on one database, template databases, dumps and restores across the two, the job
 * queue's locking, and the server going away. These files test those; running every file twice tested the
 * same SQL twice. Any file can still be run on a server by hand: TEST_DATABASE_URL=… npx vitest run <file>.
 */
const DATABASE_SERVER_FILES = [
  "src/db/migrations/",
  "src/modules/backup/",
  "src/modules/import/import-command.test.ts",
  "src/modules/mail/",
  "src/modules/rate-limit/",
  "src/modules/search/",
  "src/modules/subscriber/newsletter.test.ts",
  "src/modules/subscriber/newsletter-pace.test.ts",
  "src/view-counting/",
  "test/statement-budget.test.ts",
  "test/resilience/concurrency.test.ts",
  "test/resilience/database-outage.test.ts",
  "test/resilience/job-after-kill.test.ts",
  "test/resilience/newsletter-after-kill.test.ts",
  "test/resilience/npm-start.test.ts",
  "test/resilience/shutdown.test.ts",
  "test/resilience/two-servers.test.ts",
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: process.env });
  return result.status === 0;
}

/** Runs a step and notes how long it took. */
function timed(label, step) {
  const start = performance.now();
  try {
    return step();
  } finally {
    times.push({ label, ms: performance.now() - start });
  }
}

/** The suite's ten slowest files, as vitest's JSON report timed them. */
function printSlowest(label, cwd, testResults) {
  const files = testResults
    .map((file) => ({ name: path.relative(cwd, file.name), ms: file.endTime - file.startTime }))
    .filter((file) => Number.isFinite(file.ms))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  if (files.length === 0) return;
  console.log(`\n${label}: the ten slowest files`);
  for (const file of files) console.log(`  ${seconds(file.ms).padStart(9)}  ${file.name}`);
}

/** Runs one vitest suite and adds its counts; a suite that crashes before reporting counts as one failure. */
function vitest(label, cwd, extraArgs = []) {
  const report = path.join(os.tmpdir(), `blog-vitest-${label}-${process.pid}.json`);
  fs.rmSync(report, { force: true });
  console.log(`\n=== ${label} ===`);
  const start = performance.now();
  run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${report}`, ...extraArgs], cwd);
  const ms = performance.now() - start;
  times.push({ label: `${label} suite`, ms });
  console.log(`\n${label} suite: ${seconds(ms)}`);
  if (!fs.existsSync(report)) {
    console.error(`${label}: the suite did not report (it crashed before finishing)`);
    failures.push(`${label}: the suite crashed before reporting`);
    totals.failed += 1;
    return;
  }
  const { numPassedTests, numFailedTests, numTotalTests, testResults } = JSON.parse(fs.readFileSync(report, "utf8"));
  fs.rmSync(report, { force: true });
  printSlowest(label, cwd, testResults);
  // A file that fails to load, or whose beforeAll/afterAll hook fails, fails without a failed test of its own
  // (its tests are reported skipped); count it so it cannot pass silently.
  const brokenFiles = testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  );
  for (const file of testResults) {
    const name = path.relative(cwd, file.name);
    for (const test of file.assertionResults) if (test.status === "failed") failures.push(`${label}: ${[name, ...test.ancestorTitles, test.title].join(" > ")}`);
  }
  for (const file of brokenFiles) failures.push(`${label}: ${path.relative(cwd, file.name)} (failed outside its tests: ${file.message ?? "a hook or the file's loading"})`);
  totals.passed += numPassedTests;
  totals.failed += numFailedTests + brokenFiles.length;
  if (numTotalTests === 0) {
    console.error(`${label}: no test ran`);
    failures.push(`${label}: no test ran`);
    totals.failed += 1;
  }
}

/** A named yes/no check (lint, import cycles) counts as one test. */
function check(label, command, args) {
  console.log(`\n=== ${label} ===`);
  if (timed(label, () => run(command, args, root))) totals.passed += 1;
  else {
    console.error(`${label} failed`);
    failures.push(label);
    totals.failed += 1;
  }
}

if (!serverOnly) {
  check("lint (ESLint, typescript-eslint, the layer table)", "npx", ["eslint", "."]);
  check("import cycles", process.execPath, [path.join(root, "scripts/check-cycles.mjs")]);
}

// The build comes first: the browser suite runs against it, and the server suite's `npm start` test then finds
// it up to date instead of building it in the middle of the suite.
let built = false;
if (!serverOnly) {
  console.log("\n=== build ===");
  built = timed("build", () => run("npm", ["run", "build"], root));
  if (!built) {
    console.error("build failed: the browser suite cannot run");
    failures.push("build");
    totals.failed += 1;
  }
}

vitest("server", path.join(root, "server"), databaseServer ? DATABASE_SERVER_FILES : []);

if (!serverOnly) {
  vitest("web", path.join(root, "web"));

  if (!fs.existsSync(chromium)) {
    const banner = "!".repeat(78);
    console.error(`\n${banner}\n  The BROWSER SUITE DID NOT RUN: ${chromium} is missing.\n  Install Debian's Chromium headless shell (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.\n${banner}\n`);
    if (process.env.REQUIRE_BROWSER_TESTS === "1") totals.failed += 1;
  } else if (built) {
    vitest("browser", root, ["--config", "e2e/vitest.config.mts"]);
  }
}

console.log("\n=== times ===");
for (const { label, ms } of times) console.log(`  ${seconds(ms).padStart(9)}  ${label}`);
console.log(`  ${seconds(performance.now()).padStart(9)}  in all`);

// The failures again, beside the count, where the end of a long log shows them.
if (failures.length > 0) {
  console.log("\n=== failed ===");
  for (const failure of failures) console.log(`FAILED: ${failure}`);
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
