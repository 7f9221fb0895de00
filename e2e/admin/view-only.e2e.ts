import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import type { Browser } from "playwright-core";
import { ADMIN, launchBrowser, openPage, startApp, type RunningApp } from "../harness";
import { expectToast, signInDirectly } from "./admin-helpers";

/**
 * The API has no way to create a user yet, so the view-only user is written straight into the embedded
 * database while no server holds it: start once to migrate and seed, stop, add the user, start again.
 */
async function startWithViewer(dataDir: string): Promise<RunningApp> {
  const seeded = await startApp({ DATA_DIR: dataDir });
  await seeded.stop();
  const db = await PGlite.create({ dataDir });
  try {
    await db.query(
      `insert into users (sid, name, password_hash, role, role_auth)
       select 2, 'viewer', password_hash, 'USER', 'VIEW' from users where name = $1`,
      [ADMIN.name],
    );
  } finally {
    await db.close();
  }
  return startApp({ DATA_DIR: dataDir });
}

let dataDir: string;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-e2e-viewer-"));
  app = await startWithViewer(dataDir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("a view-only user", () => {
  it("can look at every page but every writing control is disabled", async () => {
    const { page, context } = await openPage(browser);
    // Same password as the administrator: the row copied its hash.
    await signInDirectly(page, app.url, "viewer", ADMIN.password);

    await page.goto(`${app.url}/nav`);
    await page.getByRole("link", { name: "文章 Articles" }).waitFor();
    await expect.poll(() => page.getByRole("switch", { name: "show 文章 Articles" }).isDisabled()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "select 文章 Articles" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: /^Edit / }).count()).toBe(0);

    await page.goto(`${app.url}/navDetail?id=2`);
    await page.getByRole("heading", { level: 2, name: "文章 Articles" }).waitFor();
    await expect.poll(() => page.locator("tbody tr").count()).toBe(10);
    expect(await page.locator("tbody [role=switch]:enabled, tbody input:enabled").count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Edit / }).count()).toBe(0);
    // Paging only reads, so it stays available.
    expect(await page.getByRole("button", { name: "Page 2", exact: true }).isEnabled()).toBe(true);

    await page.goto(`${app.url}/seo`);
    await page.getByLabel("Site title").waitFor();
    expect(await page.getByLabel("Site title").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Save" }).isDisabled()).toBe(true);
    await context.close();
  });

  it("is told by the server's own message that the user list is for administrators", async () => {
    const { page, context } = await openPage(browser);
    await signInDirectly(page, app.url, "viewer", ADMIN.password);
    await page.goto(`${app.url}/role`);
    await expectToast(page, "Only an administrator can do that.");
    await context.close();
  });
});
