import { beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { openPage, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { expectToast, gqlData, signInDirectly } from "./admin-helpers";

const VIEWER = { name: "viewer", password: "viewer-password-456" };

let app: RunningApp, browser: Browser;

useBrowserApp((started) => ({ app, browser } = started));

beforeAll(async () => {
  await createViewer();
});

/** The administrator creates the view-only user through the API, as the users page does. */
async function createViewer(): Promise<void> {
  const { page, context } = await openPage(browser);
  await signInDirectly(page, app.url);
  await gqlData(context, app.url, "mutation($input: CreateUserInput!) { createUser(input: $input) { id } }", {
    input: { ...VIEWER, role: "USER", roleAuth: "VIEW" },
  });
  await context.close();
}

describe("a view-only user", () => {
  it("can look at every page but every writing control is disabled", async () => {
    const { page, context } = await openPage(browser);
    await signInDirectly(page, app.url, VIEWER.name, VIEWER.password);

    await page.goto(`${app.url}/nav`);
    await page.getByRole("link", { name: "文章 Articles" }).waitFor();
    await expect.poll(() => page.getByRole("switch", { name: "show 文章 Articles" }).isDisabled()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "select 文章 Articles" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: /^Edit / }).count()).toBe(0);
    expect(await page.getByRole("combobox", { name: "what 文章 Articles holds" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Delete 文章 Articles" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "New column" }).count()).toBe(0);

    await page.goto(`${app.url}/navDetail?id=2`);
    await page.getByRole("heading", { level: 2, name: "文章 Articles" }).waitFor();
    await expect.poll(() => page.locator("tbody tr").count()).toBe(10);
    expect(await page.locator("tbody [role=switch]:enabled, tbody input:enabled").count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Edit / }).count()).toBe(0);
    expect(await page.locator("tbody button:enabled, tbody a").count()).toBe(0);
    expect(await page.getByRole("link", { name: "New article" }).count()).toBe(0);
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
    await signInDirectly(page, app.url, VIEWER.name, VIEWER.password);
    await page.goto(`${app.url}/role`);
    await expectToast(page, "Only an administrator can do that.");
    await context.close();
  });
});
