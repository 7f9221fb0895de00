#!/usr/bin/env node
// Lighthouse 12 in Debian's Chromium over the public pages, with its mobile and desktop presets: prints one
// table row per page and preset (performance, accessibility, best practices, SEO, CLS), then a table of what a
// first visit costs as this machine's Chromium makes it, with a cold cache and no throttling: requests, bytes
// transferred and time to idle (Lighthouse's time to interactive, observed: the end of the last long task before
// five seconds with no long task and at most two requests in flight). A benchmark, not a test.
//
//   npm run lighthouse          builds what changed, starts the built server on a throwaway embedded database
//                               with the demo content, and measures it
//   npm run lighthouse -- --custom-look
//                               the same with an owner's look set first: Inter for the body, Lora for headings,
//                               and a logo in the header
//   npm run lighthouse -- --runs=5
//                               each page and preset measured five times instead of three
//
// A single run's mobile performance score moves by several points from one run to the next on the same build
// (its blocking time is measured on this machine's CPU, then scaled): each page and preset is measured several
// times and the row gives the median run as Lighthouse itself picks it (computeMedianRun, the run closest to
// the median first paint and time to interactive, as its variability guide advises), with the lowest and
// highest performance scores of the runs beside it.
//
// The server runs with NODE_ENV=test and a fixed captcha answer only so that the script can sign in and give an
// article a tag, for a tag page to measure; the pages themselves are the same in production.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
// Lighthouse lives in a folder of its own with its own lock file, installed on the first run (and again when
// the lock file changes), so that the project's own install does not bring its 200 packages.
const tools = path.join(root, "tools/lighthouse");
const installed = path.join(tools, "node_modules/.package-lock.json");
if (!fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync(path.join(tools, "package-lock.json")).mtimeMs) {
  console.log("Installing Lighthouse into tools/lighthouse…");
  const npm = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: tools, stdio: "inherit" });
  if (npm.status !== 0) process.exit(1);
}
const { lighthouse, desktopConfig, chromeLauncher, computeMedianRun } = await import("../tools/lighthouse/index.mjs");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Checked before the server starts: Chrome's launcher fails outside any try when the browser is missing, which
// would leave the server running.
if (!fs.existsSync(CHROMIUM)) {
  console.error(`Lighthouse needs Chromium at ${CHROMIUM}: install Debian's chromium package, or set CHROMIUM_PATH to another browser.`);
  process.exit(1);
}
const ADMIN = { name: "admin", password: "lighthouse-password-1" };
const CAPTCHA = "lighthouse";
const CUSTOM_LOOK = process.argv.includes("--custom-look");
const RUNS_ARG = process.argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? "3";
if (!/^[1-9][0-9]?$/.test(RUNS_ARG)) {
  console.error(`--runs takes how many times to measure each page, from 1 to 99, not "${RUNS_ARG}".`);
  process.exit(1);
}
const RUNS = Number(RUNS_ARG);
/** The desktop preset with nothing throttled or simulated: the first visit's figures are what was observed. */
const firstVisitConfig = { ...desktopConfig, settings: { ...desktopConfig.settings, throttlingMethod: "provided", onlyCategories: ["performance"] } };

if (spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-lighthouse-"));
const server = spawn(process.execPath, [path.join(root, "server/dist/main.js")], {
  cwd: root,
  env: { ...process.env, NODE_ENV: "test", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", ADMIN_NAME: ADMIN.name, ADMIN_PASSWORD: ADMIN.password, CAPTCHA_TEST_TEXT: CAPTCHA },
  stdio: ["ignore", "ignore", "inherit"],
});
let chrome;
try {
  await waitForHealth();
  const pages = await pagesToMeasure();
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  const rows = [];
  const firstVisits = [];
  for (const [name, pagePath] of pages) {
    await fetch(url + pagePath); // the server renders it once; Lighthouse measures what visitors then get
    for (const [preset, config] of [["mobile", undefined], ["desktop", desktopConfig]]) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const { lhr } = await lighthouse(url + pagePath, { port: chrome.port, output: "json", logLevel: "error" }, config);
        if (lhr.runtimeError) console.error(`${name} (${preset}), run ${run + 1}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        else runs.push(lhr);
      }
      if (runs.length === 0) {
        rows.push(`| ${name} | ${preset} | no run finished (above) |||||`);
        continue;
      }
      const lhr = computeMedianRun(runs);
      const score = (result, category) => Math.round((result.categories[category]?.score ?? 0) * 100);
      const performances = runs.map((run) => score(run, "performance"));
      const spread = runs.length > 1 ? ` (${Math.min(...performances)}–${Math.max(...performances)})` : "";
      const cls = lhr.audits["cumulative-layout-shift"].numericValue;
      rows.push(`| ${name} | ${preset} | ${score(lhr, "performance")}${spread} | ${score(lhr, "accessibility")} | ${score(lhr, "best-practices")} | ${score(lhr, "seo")} | ${cls.toFixed(3)} |`);
      const failing = Object.values(lhr.categories).flatMap((category) =>
        category.id === "performance" ? [] : category.auditRefs.filter((ref) => lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1 && ref.weight > 0).map((ref) => ref.id),
      );
      if (failing.length) console.error(`${name} (${preset}): ${failing.join(", ")}`);
      if (process.env.LIGHTHOUSE_DETAILS) {
        const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "speed-index", "render-blocking-resources"];
        console.error(`${name} (${preset}): ${metrics.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? "-"}`).join("; ")}`);
        // Where the main thread's time went, and its long tasks: what the blocking time is made of.
        const ms = (value) => `${Math.round(value)} ms`;
        const work = lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [];
        console.error(`  main thread: ${work.map((item) => `${item.groupLabel} ${ms(item.duration)}`).join(", ")}`);
        const tasks = lhr.audits["long-tasks"]?.details?.items ?? [];
        console.error(`  long tasks: ${tasks.map((task) => `${ms(task.duration)} at ${ms(task.startTime)} (${String(task.url).split("/").pop() || "page"})`).join(", ") || "none"}`);
      }
    }
    firstVisits.push(`| ${name} | ${await firstVisit(url + pagePath)} |`);
  }
  console.log(`\nThe median of ${RUNS} run${RUNS > 1 ? "s" : ""} per page and preset; in brackets, the lowest and highest performance score.`);
  console.log("\n| page | preset | performance | accessibility | best practices | SEO | CLS |\n|---|---|---|---|---|---|---|");
  console.log(rows.join("\n"));
  console.log(`\nA first visit, cold cache, no throttling (desktop): the median of ${RUNS} run${RUNS > 1 ? "s" : ""} of each figure.`);
  console.log("\n| page | requests | transferred | time to idle |\n|---|--:|--:|--:|");
  console.log(firstVisits.join("\n"));
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Requests, KiB transferred (headers included) and time to idle of a first visit, each the median of the runs. */
async function firstVisit(pageUrl) {
  const requests = [];
  const kib = [];
  const idle = [];
  for (let run = 0; run < RUNS; run++) {
    const { lhr } = await lighthouse(pageUrl, { port: chrome.port, output: "json", logLevel: "error" }, firstVisitConfig);
    if (lhr.runtimeError) {
      console.error(`${pageUrl} (first visit), run ${run + 1}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      continue;
    }
    // What went over the network: not data: URLs, nor the icon Chromium takes from its memory cache (0 bytes).
    const fetched = lhr.audits["network-requests"].details.items.filter((item) => /^https?:/.test(item.url) && item.transferSize > 0);
    requests.push(fetched.length);
    kib.push(fetched.reduce((sum, item) => sum + item.transferSize, 0) / 1024);
    idle.push(lhr.audits.interactive.numericValue / 1000);
  }
  if (idle.length === 0) return "no run finished (above) | |";
  return `${median(requests)} | ${median(kib).toFixed(1)} KiB | ${median(idle).toFixed(2)} s`;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The pages the issue names: home, an article, about, guestbook, a tag page and a search. */
async function pagesToMeasure() {
  const { homeArticles } = await gql("{ homeArticles(limit: 1) { items { id slug } } }");
  const [article] = homeArticles.items;
  const token = await signIn();
  if (CUSTOM_LOOK) await setCustomLook(token);
  const { createTag } = await gql(`mutation { createTag(input: { name: "Measured" }) { id slug } }`, {}, token);
  await gql(`mutation($id: Int!, $tagIds: [Int!]!) { setArticleTags(id: $id, tagIds: $tagIds) { id } }`, { id: article.id, tagIds: [createTag.id] }, token);
  return [
    ["/", "/"],
    ["an article", `/posts/${encodeURIComponent(article.slug)}`],
    ["/about", "/about"],
    ["/guestbook", "/guestbook"],
    ["a tag page", `/tag/${createTag.slug}`],
    ["/search?q=index", "/search?q=index"],
  ];
}

/** Fonts from the site's list and a logo, as an owner would set them on the appearance page. */
async function setCustomLook(token) {
  const { appearance } = await gql("{ appearance { look { lightAccent lightBackground lightText darkAccent darkBackground darkText readingWidth } } }", {}, token);
  await gql("mutation($input: LookInput!) { updateAppearance(input: $input) { look { bodyFont } } }", { input: { ...appearance.look, bodyFont: "inter", headingFont: "lora" } }, token);
  const sharp = (await import("sharp")).default;
  const png = await sharp({ create: { width: 600, height: 200, channels: 3, background: "#2d6a8f" } }).png().toBuffer();
  const { FormData, Blob } = globalThis; // Node's own, as fetch is
  const form = new FormData();
  form.append("file", new Blob([png], { type: "image/png" }), "logo.png");
  const upload = await (await fetch(`${url}/api/upload`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form })).json();
  if (upload.status !== 1) throw new Error(`The logo was not uploaded: ${JSON.stringify(upload)}`);
  await gql("mutation($image: String) { setLogo(image: $image) { logo { url } } }", { image: upload.data.url }, token);
}

async function signIn() {
  const { captcha } = await gql("{ captcha { id } }");
  const { login } = await gql(
    "mutation($name: String!, $password: String!, $captcha: String!, $captchaId: String) { login(name: $name, password: $password, captcha: $captcha, captchaId: $captchaId) { token } }",
    { ...ADMIN, captcha: CAPTCHA, captchaId: captcha.id },
  );
  return login.token;
}

async function gql(query, variables = {}, token) {
  const headers = { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const answer = await (await fetch(`${url}/graphql`, { method: "POST", headers, body: JSON.stringify({ query, variables }) })).json();
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error("the server stopped while starting");
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not become healthy in 30 s");
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
