#!/usr/bin/env node
// Runs the lint and import-cycle checks, then every suite — server (vitest, real HTTP on a real database), web
// components (vitest + jsdom) and the browser suite (headless Debian Chromium against the built app) — and ends
// with one line: "N passed, N failed".
//
//   npm test                     everything
//   npm test -- --server-only    only the server suite (CI runs it again with TEST_DATABASE_URL)
//
// Without /usr/bin/chromium the browser suite is skipped loudly; with REQUIRE_BROWSER_TESTS=1 (set by .ci/run)
// that counts as a failure instead.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const serverOnly = process.argv.includes("--server-only");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const totals = { passed: 0, failed: 0 };

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: process.env });
  return result.status === 0;
}

/** Runs one vitest suite and adds its counts; a suite that crashes before reporting counts as one failure. */
function vitest(label, cwd, extraArgs = []) {
  const report = path.join(os.tmpdir(), `blog-vitest-${label}-${process.pid}.json`);
  fs.rmSync(report, { force: true });
  console.log(`\n=== ${label} ===`);
  run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${report}`, ...extraArgs], cwd);
  if (!fs.existsSync(report)) {
    console.error(`${label}: the suite did not report (it crashed before finishing)`);
    totals.failed += 1;
    return;
  }
  const { numPassedTests, numFailedTests, numTotalTests, testResults } = JSON.parse(fs.readFileSync(report, "utf8"));
  fs.rmSync(report, { force: true });
  // A file that fails to load has no test results of its own; count it so it cannot pass silently.
  const brokenFiles = testResults.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length;
  totals.passed += numPassedTests;
  totals.failed += numFailedTests + brokenFiles;
  if (numTotalTests === 0) {
    console.error(`${label}: no test ran`);
    totals.failed += 1;
  }
}

/** A named yes/no check (lint, import cycles) counts as one test. */
function check(label, command, args) {
  console.log(`\n=== ${label} ===`);
  if (run(command, args, root)) totals.passed += 1;
  else {
    console.error(`${label} failed`);
    totals.failed += 1;
  }
}

if (!serverOnly) {
  check("lint (ESLint, typescript-eslint, the layer table)", "npx", ["eslint", "."]);
  check("import cycles", process.execPath, [path.join(root, "scripts/check-cycles.mjs")]);
}

vitest("server", path.join(root, "server"));

if (!serverOnly) {
  vitest("web", path.join(root, "web"));

  if (fs.existsSync(chromium)) {
    console.log("\n=== build (for the browser suite) ===");
    if (run("npm", ["run", "build"], root)) {
      vitest("browser", root, ["--config", "e2e/vitest.config.mts"]);
    } else {
      console.error("build failed: the browser suite cannot run");
      totals.failed += 1;
    }
  } else {
    const banner = "!".repeat(78);
    console.error(`\n${banner}\n  The BROWSER SUITE DID NOT RUN: ${chromium} is missing.\n  Install Debian's Chromium (apt-get install -y chromium) or set CHROMIUM_PATH.\n${banner}\n`);
    if (process.env.REQUIRE_BROWSER_TESTS === "1") totals.failed += 1;
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
