import { afterAll, beforeAll } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { signInDirectly } from "./admin/admin-helpers";
import { launchBrowser, leaseApp, openPage, signInThroughUi, startApp, type RunningApp } from "./harness";

/** What a browser test file runs against. `page`, `context` and `errors` exist when a page was asked for. */
export interface BrowserApp {
  app: RunningApp;
  browser: Browser;
  page: Page;
  context: BrowserContext;
  errors: string[];
}

interface BrowserAppOptions {
  /** Opens a page signed in as the administrator: "direct" through the API, "ui" through the sign-in form. */
  signIn?: "direct" | "ui";
  /** Environment for the server, e.g. a test setting; the file then gets a server of its own. */
  env?: Record<string, string>;
  /**
   * A server of the file's own, for a file that changes what the others' pages show or how they sign in
   * (site-wide settings, the administrator's account, the sign-in throttle) or that needs the seeded content
   * exactly as seeded.
   */
  ownServer?: boolean;
}

/**
 * The server the files of this worker share, one after another (a worker runs one file at a time): leased from
 * the suite's pool by the first file that asks, and stopped by the pool when the suite ends. Starting a server
 * costs about 4 s of CPU; files on it add what they need under names of their own and assert on what they added.
 */
let workerApp: Promise<RunningApp> | undefined;

/**
 * A server and one browser connection for the whole test file: the worker's shared server, or one of the file's
 * own (see the options), and a connection given back after the file's tests (closing it closes their contexts).
 * `use` receives them once started (a file assigns them to its own variables); a file's own beforeAll
 * hooks run after this one, so they can build on what it started.
 */
export function useBrowserApp(use: (started: BrowserApp) => void, options: BrowserAppOptions = {}): void {
  let started: Partial<BrowserApp> = {};
  const ownServer = options.env !== undefined || options.ownServer === true;
  beforeAll(async () => {
    if (options.env) started.app = await startApp(options.env);
    else started.app = await (ownServer ? leaseApp() : (workerApp ??= leaseApp()));
    started.browser = await launchBrowser();
    if (options.signIn) {
      Object.assign(started, await openPage(started.browser));
      if (options.signIn === "ui") await signInThroughUi(started.page!, started.app.url);
      else await signInDirectly(started.page!, started.app.url);
    }
    use(started as BrowserApp);
  });
  afterAll(async () => {
    await started.context?.close();
    await started.browser?.close();
    if (ownServer) await started.app?.stop();
    started = {};
  });
}
