import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { launchBrowserServer, startApp } from "./harness";
import { startServerPool } from "./server-pool";

declare module "vitest" {
  export interface ProvidedContext {
    /** A data folder whose embedded database the built server has migrated and seeded: each file's server starts on a copy. */
    seededDataDir: string;
    /** The address of the pool of servers started ahead of the files (server-pool.ts). */
    serverPool: string;
    /** The address of the Chromium the files connect to (launchBrowser). */
    browserServer: string;
  }
}

/**
 * Runs once before the browser suite: starts the built server on an empty data folder, which migrates the
 * database and writes the demo content and the administrator, and stops it. startApp then copies that folder
 * for each server it starts, instead of every file's server doing the same work again. Then starts the pool of
 * servers and the Chromium the files share.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "blog-e2e-seed-"));
  const app = await startApp({ DATA_DIR: folder });
  await app.stop();
  project.provide("seededDataDir", folder);
  // As many servers ready as files run at once.
  const pool = await startServerPool(project.config.maxWorkers, () => startApp({}, folder));
  project.provide("serverPool", pool.url);
  const browser = await launchBrowserServer();
  project.provide("browserServer", browser.wsEndpoint());
  return async () => {
    await browser.close();
    await pool.close();
    fs.rmSync(folder, { recursive: true, force: true });
  };
}
