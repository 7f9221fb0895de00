#!/usr/bin/env node
// Runs the lint and import-cycle checks, then every suite — server (vitest, real HTTP on a real database), web
// components (vitest + jsdom) and the browser suite (Debian's Chromium headless shell against the built app) — and ends
// with one line: "N passed, N failed".
//
//   npm test                     everything
//   npm test -- --server-only    only the server suite
//   npm test -- --database-server
//                                only the server suite's files that a database server changes, on the
//                                PostgreSQL server TEST_DATABASE_URL names (see DATABASE_SERVER_FILES)
//   npm test -- --also-database-server=postgres://…
//                                everything, and those files again on that PostgreSQL server, beside the
//                                server suite (what CI runs)
//
// Without /usr/bin/chromium-headless-shell the browser suite is skipped loudly; with REQUIRE_BROWSER_TESTS=1 (set by .ci/run)
// that counts as a failure instead.
//
// After each suite it prints the suite's time and its ten slowest files (from vitest's JSON report), and before
// the last line a table of every step's time, so a slowdown shows in the run that brings it, and every failed
// test by name ("FAILED: …"), so the end of a long log says what failed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const root = path.resolve(import.meta.dirname, "..");
const databaseServer = process.argv.includes("--database-server");
const serverOnly = databaseServer || process.argv.includes("--server-only");
/** A PostgreSQL server to run DATABASE_SERVER_FILES on as well (--also-database-server=URL). */
const alsoDatabaseServer = process.argv.find((arg) => arg.startsWith("--also-database-server="))?.slice("--also-database-server=".length);
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
 * npm-start.test.ts is not among them: what it adds to shutdown.test.ts is npm's process group and signals, the
 * same on either database; the stop's writes through a server's pool are shutdown.test.ts's.
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
  "test/resilience/shutdown.test.ts",
  "test/resilience/two-servers.test.ts",
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The suites' temporary files (each file's copy of the seeded database, backups, uploads, browser profiles) go
 * in one folder for the run, in memory where /dev/shm has room, and the folder is removed when the run ends.
 * The suites copy gigabytes of database files, which on a disk cost writes and the kernel's work for them (the
 * server suite used about 10% less CPU), and a file a test leaves behind goes with the folder instead of
 * staying in /tmp.
 */
const IN_MEMORY = "/dev/shm";
const IN_MEMORY_ROOM = 4 * 1024 ** 3;
function roomIn(folder) {
  try {
    fs.accessSync(folder, fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync(folder);
    return bavail * bsize;
  } catch {
    return 0;
  }
}
const testTmp = fs.mkdtempSync(path.join(roomIn(IN_MEMORY) >= IN_MEMORY_ROOM ? IN_MEMORY : os.tmpdir(), "blog-tests-"));
process.env.TMPDIR = testTmp;
const removeTestTmp = () => fs.rmSync(testTmp, { recursive: true, force: true, maxRetries: 3 });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    removeTestTmp();
    process.exit(1);
  });
}

/**
 * Runs a command; resolves to whether it ended with 0. A command run beside others (`beside`) keeps its output
 * and prints it whole, under `label`, when it ends, so outputs do not interleave.
 */
async function run(label, command, args, { cwd = root, env = process.env, beside = false } = {}) {
  const child = spawn(command, args, { cwd, env, stdio: beside ? ["ignore", "pipe", "pipe"] : "inherit" });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  const code = await new Promise((resolve) => child.once("close", resolve));
  if (beside && output.length > 0) {
    console.log(`\n=== ${label}: its output ===`);
    process.stdout.write(Buffer.concat(output));
  }
  return code === 0;
}

/** Runs a step and notes how long it took. */
async function timed(label, step) {
  const start = performance.now();
  try {
    return await step();
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

/**
 * Runs one vitest suite and adds its counts; a suite that crashes before reporting counts as one failure. A suite
 * run beside another (`beside` names it) keeps its output and prints it whole when it ends, so the two do not
 * interleave.
 */
async function vitest(label, cwd, extraArgs = [], { env = process.env, beside = false } = {}) {
  const report = path.join(os.tmpdir(), `blog-vitest-${label.replaceAll(" ", "-")}-${process.pid}.json`);
  fs.rmSync(report, { force: true });
  console.log(beside ? `\n=== ${label} (beside ${beside}: its output follows when it ends) ===` : `\n=== ${label} ===`);
  const start = performance.now();
  const ended = await run(label, "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${report}`, ...extraArgs], { cwd, env, beside });
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
    for (const test of file.assertionResults) {
      if (test.status !== "failed") continue;
      // The error's first lines go with the name: a failure seen once in CI can then be read from the log's end.
      const reason = (test.failureMessages?.[0] ?? "").split("\n").slice(0, 4).map((line) => `\n    ${line}`).join("");
      failures.push(`${label}: ${[name, ...test.ancestorTitles, test.title].join(" > ")}${reason}`);
    }
  }
  for (const file of brokenFiles) failures.push(`${label}: ${path.relative(cwd, file.name)} (failed outside its tests: ${file.message ?? "a hook or the file's loading"})`);
  totals.passed += numPassedTests;
  totals.failed += numFailedTests + brokenFiles.length;
  // An error thrown outside any test (vitest's "Unhandled Errors") fails the run without failing a test.
  if (!ended && numTotalTests > 0 && numFailedTests === 0 && brokenFiles.length === 0) {
    console.error(`${label}: vitest ended with errors outside the tests (its "Unhandled Errors" above)`);
    failures.push(`${label}: errors outside the tests (vitest's "Unhandled Errors")`);
    totals.failed += 1;
  }
  if (numTotalTests === 0) {
    console.error(`${label}: no test ran`);
    failures.push(`${label}: no test ran`);
    totals.failed += 1;
  }
}

/** A named yes/no check (the build, the lint, the import cycles) counts as one test. */
async function check(label, command, args, { beside = false } = {}) {
  if (!beside) console.log(`\n=== ${label} ===`);
  if (await timed(label, () => run(label, command, args, { beside }))) {
    totals.passed += 1;
    return true;
  }
  console.error(`${label} failed`);
  failures.push(label);
  totals.failed += 1;
  return false;
}

// The build comes before the suites: the browser suite runs against it, and the server suite's `npm start` test
// then finds it up to date instead of building it in the middle of the suite. The lint and the import-cycle check
// (one thread each) run beside it, on the CPU its two compilers leave between them.
let built = false;
if (!serverOnly) {
  [built] = await Promise.all([
    check("build", "npm", ["run", "build"]),
    check("lint (ESLint, typescript-eslint, the layer table)", "npx", ["eslint", "."], { beside: true }),
    check("import cycles", process.execPath, [path.join(root, "scripts/check-cycles.mjs")], { beside: true }),
  ]);
  if (!built) console.error("build failed: the browser suite cannot run");
}

const serverDir = path.join(root, "server");
// The PostgreSQL pass runs beside the server suite: the server suite leaves about a tenth of the two cores idle
// (files that wait on processes they start), and the PostgreSQL pass mostly waits on its server and its leases.
await Promise.all([
  vitest("server", serverDir, databaseServer ? DATABASE_SERVER_FILES : []),
  alsoDatabaseServer &&
    vitest("server on PostgreSQL", serverDir, DATABASE_SERVER_FILES, { beside: "the server suite", env: { ...process.env, TEST_DATABASE_URL: alsoDatabaseServer } }),
]);

if (!serverOnly) {
  let browserSuite;
  if (!fs.existsSync(chromium)) {
    const banner = "!".repeat(78);
    console.error(`\n${banner}\n  The BROWSER SUITE DID NOT RUN: ${chromium} is missing.\n  Install Debian's Chromium headless shell (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.\n${banner}\n`);
    if (process.env.REQUIRE_BROWSER_TESTS === "1") totals.failed += 1;
  } else if (built) {
    browserSuite = vitest("browser", root, ["--config", "e2e/vitest.config.mts"]);
  }
  // The browser suite keeps most of the machine busy (its files wait on their servers and on Chromium); the web
  // components run beside it in the rest.
  await Promise.all([browserSuite, vitest("web", path.join(root, "web"), [], { beside: browserSuite && "the browser suite" })]);
}

console.log("\n=== times ===");
for (const { label, ms } of times) console.log(`  ${seconds(ms).padStart(9)}  ${label}`);
console.log(`  ${seconds(performance.now()).padStart(9)}  in all`);

// The failures again, beside the count, where the end of a long log shows them.
if (failures.length > 0) {
  console.log("\n=== failed ===");
  for (const failure of failures) console.log(`FAILED: ${failure}`);
}

removeTestTmp();
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
