import { beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { CAPTCHA_TEXT, openPage, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { expectToast, gqlData, signInDirectly, userMenu } from "./admin-helpers";

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

const HINT = /View only: ask an administrator for edit rights/;

describe("a view-only user", () => {
  it("is told once, above every page, that they can look but not change", async () => {
    const { page, context } = await openPage(browser);
    await signInDirectly(page, app.url, VIEWER.name, VIEWER.password);
    for (const path of ["/system", "/nav", "/message"]) {
      await page.goto(`${app.url}${path}`);
      const banner = page.getByRole("note", { name: "View only" });
      await banner.waitFor();
      expect(await banner.textContent()).toContain("You can look at everything here but not change it. Ask an administrator for edit rights.");
    }
    await context.close();
  });

  it("can look at every page; write buttons are gone and the disabled controls say why", async () => {
    const { page, context } = await openPage(browser);
    await signInDirectly(page, app.url, VIEWER.name, VIEWER.password);

    await page.goto(`${app.url}/nav`);
    await page.getByRole("link", { name: "文章 Articles" }).waitFor();
    const articlesSwitch = page.getByRole("switch", { name: "show 文章 Articles" });
    await expect.poll(() => articlesSwitch.isDisabled(), { timeout: 10_000 }).toBe(true);
    expect(await articlesSwitch.getAttribute("title")).toMatch(HINT);
    expect(await page.getByRole("checkbox", { name: "select 文章 Articles" }).isDisabled()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "select 文章 Articles" }).getAttribute("title")).toMatch(HINT);
    expect(await page.getByRole("combobox", { name: "what 文章 Articles holds" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: /^(Edit|Rename|Delete) / }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "New column" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "New post" }).count()).toBe(0);

    await page.goto(`${app.url}/navDetail?id=2`);
    await page.getByRole("heading", { level: 2, name: "文章 Articles" }).waitFor();
    await expect.poll(() => page.locator("tbody tr").count(), { timeout: 10_000 }).toBe(10);
    expect(await page.locator("tbody [role=switch]:enabled, tbody input:enabled").count()).toBe(0);
    // The switches stay, disabled and saying why; no other button or link is left in the rows.
    expect(await page.locator("tbody button:not([role=switch]), tbody a").count()).toBe(0);
    expect(await page.locator("tbody [role=switch]").first().getAttribute("title")).toMatch(HINT);
    expect(await page.getByRole("link", { name: "New article" }).count()).toBe(0);
    expect(await page.getByRole("group", { name: "Ticked articles" }).count()).toBe(0);
    // Reading stays available: filters and paging.
    expect(await page.getByRole("searchbox", { name: "Search titles" }).isEnabled()).toBe(true);
    await page.getByRole("button", { name: "Page 2", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("page"), { timeout: 10_000 }).toBe("2");

    await page.goto(`${app.url}/seo`);
    await page.getByLabel("Site title").waitFor();
    expect(await page.getByLabel("Site title").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Save" }).isDisabled()).toBe(true);
    await context.close();
  });

  it("sees no e-mail column for visitors' messages", async () => {
    const { page, context } = await openPage(browser);
    // A visitor leaves a message with an e-mail address, which only administrators are sent.
    const { captcha } = await gqlData<{ captcha: { id: string } }>(context, app.url, "{ captcha { id } }");
    await gqlData(context, app.url, "mutation($input: PostMessageInput!) { postMessage(input: $input) { id } }", {
      input: { name: "Visitor", email: "visitor@example.org", text: "Hello there", captcha: CAPTCHA_TEXT, captchaId: captcha.id },
    });
    await signInDirectly(page, app.url, VIEWER.name, VIEWER.password);
    await page.goto(`${app.url}/message`);
    await page.locator("tbody tr").first().waitFor();
    expect(await page.locator(".message-email").count()).toBe(0);
    expect(await page.getByText(/@/).count()).toBe(0);
    expect(await page.getByRole("columnheader").allTextContents()).toEqual(["From", "Message and reply", "Approved"]);
    await context.close();
  });

  it("has no way to the administrators' users page in the menus, and opened directly it says so, with a way back", async () => {
    const { page, context } = await openPage(browser);
    await signInDirectly(page, app.url, VIEWER.name, VIEWER.password);
    await page.goto(`${app.url}/system`);
    await userMenu(page).click();
    await page.getByRole("button", { name: "Change my password" }).waitFor();
    expect(await page.getByRole("link", { name: "Backend users" }).count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Back-office" }).getByRole("link").allTextContents()).not.toContain("Backend users");

    await page.goto(`${app.url}/role`);
    await page.getByText("This page is for administrators.").waitFor();
    expect(await page.getByText("Only an administrator can do that.").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Try again" }).count()).toBe(0);

    // Clearing the cache here reloads what the page shows and says so once.
    await page.getByRole("button", { name: "Clear cache" }).click();
    await expectToast(page, "Cache cleared");
    expect(await page.getByTestId("toast").count()).toBe(1);

    await page.getByRole("link", { name: "Back to the console" }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe("/system");
    await context.close();
  });

  it("an administrator still finds the users page in the user menu", async () => {
    const { page, context } = await openPage(browser);
    await signInDirectly(page, app.url);
    await page.goto(`${app.url}/system`);
    await userMenu(page).click();
    await page.getByRole("link", { name: "Backend users" }).click();
    await page.getByRole("heading", { level: 2, name: "Backend users" }).waitFor();
    await page.getByRole("cell", { name: VIEWER.name, exact: true }).waitFor();
    await context.close();
  });
});
