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
  /** Environment for the server, e.g. a test setting. */
  env?: Record<string, string>;
}

/**
 * One server and one browser connection for the whole test file, taken before its tests and given back after
 * them (closing the connection closes the file's contexts).
 * `use` receives them once started (a file assigns them to its own variables); a file's own beforeAll
 * hooks run after this one, so they can build on what it started.
 */
export function useBrowserApp(use: (started: BrowserApp) => void, options: BrowserAppOptions = {}): void {
  let started: Partial<BrowserApp> = {};
  beforeAll(async () => {
    // A server with settings of its own is started for the file; any other comes from the suite's pool.
    started.app = options.env ? await startApp(options.env) : await leaseApp();
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
    await started.app?.stop();
    started = {};
  });
}
