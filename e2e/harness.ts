import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from "playwright-core";
import { inject } from "vitest";
import { COMMENT_CHALLENGE_MAX } from "../server/test/credentials";
import { SHORT_LIVED_PROCESS_FLAGS } from "../server/test/short-lived-process";

export const ROOT = path.resolve(import.meta.dirname, "..");
/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Blink and V8 as /usr/bin/chromium
 * without the full browser around them, as Playwright runs headless by default. A first visit to `/` in a new
 * context took 1.0 s of Chromium's CPU there and 0.3 s here, which is most of the browser suite's work.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
export const ADMIN = { name: "admin", password: "admin-password-123" };
/** Every captcha's answer while the server runs with CAPTCHA_TEST_TEXT (tests only). */
export const CAPTCHA_TEXT = "test";

/**
 * The flags design.md §6 asks for: no sandbox as root, and no background traffic on a closed network. And V8's
 * baseline compilers only (--max-opt=1: the interpreter and Sparkplug): a test's page lives seconds, so the
 * optimising compilers' background work never pays back. Loading four public pages, or the sandbox and two
 * pages, in fresh contexts took 11% less of Chromium's CPU with it (measured side by side, two runs each).
 */
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--js-flags=--max-opt=1",
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningApp {
  url: string;
  dataDir: string;
  /** Stops the server gracefully and removes its data folder, unless the caller named it (DATA_DIR). */
  stop(): Promise<void>;
}

/** A server this process started itself, whose output it holds. */
export interface StartedApp extends RunningApp {
  /** Everything the server printed, for diagnosing a failure. */
  output(): string;
}

/** Files of a data folder that belong to the server process that held it, not to the data. */
const PROCESS_FILES = new Set(["server.lock", "server.socket"]);

/** What the suite's global setup provides, when called from a test file (undefined in the global setup itself). */
function provided<K extends "seededDataDir" | "serverPool" | "browserServer">(key: K): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/**
 * Starts the built server (server/dist + web/dist, made by `npm run build`) on a fresh embedded database
 * in a temporary folder, and waits until /healthz answers. The fresh database is a copy of the one the
 * suite's global setup seeded, unless the caller names its own DATA_DIR or DATABASE_URL.
 */
export async function startApp(
  env: Record<string, string> = {},
  seededFolder = provided("seededDataDir"),
): Promise<StartedApp> {
  const main = path.join(ROOT, "server/dist/main.js");
  if (!fs.existsSync(main) || !fs.existsSync(path.join(ROOT, "web/dist/index.html"))) {
    throw new Error("The app is not built: run `npm run build` first.");
  }
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), "blog-e2e-"));
  const seeded = env.DATA_DIR || env.DATABASE_URL ? undefined : seededFolder;
  if (seeded) fs.cpSync(seeded, dataDir, { recursive: true, filter: (source) => !PROCESS_FILES.has(path.basename(source)) });
  const port = await freePort();
  let output = "";
  // A test's server lives for one file: it runs as the tests' other short-lived processes do.
  const child: ChildProcess = spawn(process.execPath, [...SHORT_LIVED_PROCESS_FLAGS, main], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_NAME: ADMIN.name,
      ADMIN_PASSWORD: ADMIN.password,
      CAPTCHA_TEST_TEXT: CAPTCHA_TEXT,
      COMMENT_TEST_CHALLENGE_MAX: COMMENT_CHALLENGE_MAX,
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  let stopping = false;
  // A server that dies under a test leaves only "connection refused" behind: its own last words go to the log.
  child.once("exit", (code, signal) => {
    if (!stopping) process.stderr.write(`\nThe server at ${url} exited (${signal ?? code}) before the tests stopped it. What it printed:\n${output}\n`);
  });

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not become healthy in 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      stopping = true;
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server as startApp() with no settings of its own starts it, taken from the suite's pool (server-pool.ts),
 * which started it ahead of time; stop() hands it back to be stopped.
 */
export async function leaseApp(): Promise<RunningApp> {
  const pool = provided("serverPool");
  if (!pool) return startApp();
  const answer = await fetch(`${pool}/lease`, { method: "POST" });
  if (!answer.ok) throw new Error(`No server from the suite's pool: ${await answer.text()}`);
  const { url, dataDir } = (await answer.json()) as { url: string; dataDir: string };
  return {
    url,
    dataDir,
    async stop() {
      await fetch(`${pool}/release`, { method: "POST", body: url });
    },
  };
}

/**
 * Chromium for a test file. In the suite, every file connects to the one Chromium its global setup started
 * (a browser costs about as much CPU to start as a file's first page load); each file still works in contexts of
 * its own, which share no cookies, storage or cache, and closing its connection closes them.
 */
export function launchBrowser(): Promise<Browser> {
  const shared = provided("browserServer");
  return shared ? chromium.connect(shared) : chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** The Chromium the suite's files share (see launchBrowser). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** A page that records uncaught errors and console errors, so a test can assert there were none. */
/**
 * Keeps the text of every toast a page shows (window.__shownToasts), for expectToast: a toast is on screen for
 * three seconds, and on a machine this busy a browser can miss that between two of its checks while the page
 * is still working after the change the toast reports.
 */
function recordToasts(): void {
  const shown: string[] = [];
  Object.assign(window, { __shownToasts: shown });
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const toast of [node, ...node.querySelectorAll("[data-testid=toast]")]) if (toast.matches("[data-testid=toast]")) shown.push(toast.textContent ?? "");
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number; userAgent?: string; timezoneId?: string } = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    userAgent: options.userAgent,
    timezoneId: options.timezoneId,
  });
  await context.addInitScript(recordToasts);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    // A failed resource's message does not name it; its location does.
    if (message.type() === "error") errors.push(`console: ${message.text()}${message.location().url ? ` (${message.location().url})` : ""}`);
  });
  return { page, context, errors };
}

/** Signs in through the real login page and waits for the back-office. */
export async function signInThroughUi(page: Page, baseUrl: string, name = ADMIN.name, password = ADMIN.password): Promise<void> {
  await page.goto(`${baseUrl}/logup`);
  await page.getByLabel(/account|user name/i).fill(name);
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByLabel(/captcha code/i).fill(CAPTCHA_TEXT);
  // The form refuses to send before its captcha's picture (and id) has come.
  await page.locator(".captcha-row img").waitFor();
  await page.getByRole("button", { name: /log ?in|sign ?in/i }).click();
  await page.waitForURL(/\/(admin|system|seo|nav|navDetail|role|linked|message)(\?|$)/);
}

/**
 * Waits until a page the server rendered has hydrated (`<html data-hydrated>`): its markup is then the
 * browser's own and answers clicks, and nothing more is on its way unless something is clicked.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Waits until a back-office page has its data: its frame drops aria-busy once no request of the page is out. */
export async function waitForAdminData(page: Page): Promise<void> {
  await page.locator('section.admin-page[aria-busy="false"]').waitFor({ state: "attached" });
}
