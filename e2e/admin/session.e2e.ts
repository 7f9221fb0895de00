import { describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { openPage, signInThroughUi, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { expectToast, gql, signInDirectly } from "./admin-helpers";

let app: RunningApp, browser: Browser;

useBrowserApp((started) => ({ app, browser } = started));

describe("the admin guard and the session", () => {
  it("sends a visitor without the login flag to /logup with 'please log in first'", async () => {
    const { page, context, errors } = await openPage(browser);
    for (const path of ["/admin", "/seo", "/navDetail?id=2"]) {
      await page.goto(`${app.url}${path}`);
      await page.waitForURL(`${app.url}/logup`);
      await expectToast(page, "please log in first");
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("treats a flag other than '1' as logged out", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${app.url}/logup`);
    await page.evaluate(() => localStorage.setItem("isLogin", "0"));
    await page.goto(`${app.url}/system`);
    await page.waitForURL(`${app.url}/logup`);
    await expectToast(page, "please log in first");
    await context.close();
  });

  it("signs in through the login page and opens the console with the user's name", async () => {
    const { page, context, errors } = await openPage(browser);
    await signInThroughUi(page, app.url);
    await page.waitForURL(`${app.url}/system`);
    await page.getByRole("heading", { name: "admin centre" }).waitFor();
    await page.getByText("Hello, admin").waitFor();
    await page.getByText("system administrator").waitFor();
    await page.getByRole("rowheader", { name: "Upload size limit" }).waitFor();
    expect(await page.getByRole("row", { name: /Upload size limit/ }).textContent()).toContain("50M");
    expect(await page.getByRole("row", { name: /Machine uptime/ }).textContent()).toMatch(/minute|hour|day/);
    expect(await page.getByRole("row", { name: /Total memory/ }).textContent()).toMatch(/\d(\.\d)? (GB|MB)$/);
    expect(await page.getByRole("row", { name: /Database/ }).textContent()).toContain("PostgreSQL");
    // The server the browser talks to runs on the Node 24 that npm installs, not the machine's own Node.
    expect(await page.getByRole("row", { name: /Server software/ }).textContent()).toMatch(/Node\.js v24\./);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("goes to /logup when the session ends on the server in the middle of work", async () => {
    const { page, context } = await openPage(browser);
    await signInDirectly(page, app.url);
    await page.goto(`${app.url}/nav`);
    await page.getByRole("switch", { name: "show 文章 Articles" }).waitFor();

    // Another request with the same cookie ends the session; the page still believes it is signed in.
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const ended = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query: "mutation { logout }" }),
    });
    expect((await ended.json()).data.logout).toBe(true);

    await page.getByRole("switch", { name: "show 文章 Articles" }).click();
    await page.waitForURL(`${app.url}/logup`);
    await expectToast(page, "please log in first");
    expect(await page.evaluate(() => localStorage.getItem("isLogin"))).toBe("0");
    // Nothing was changed by the refused click.
    const check = await gql<{ column: { isShow: boolean } }>(context, app.url, "{ column(id: 2) { isShow } }");
    expect(check.data?.column.isShow).toBe(true);
    await context.close();
  });

  it("goes to /logup when the flag says signed in but the server has no session", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${app.url}/logup`);
    await page.evaluate(() => localStorage.setItem("isLogin", "1"));
    await page.goto(`${app.url}/system`);
    await page.waitForURL(`${app.url}/logup`);
    await expectToast(page, "please log in first");
    await context.close();
  });

  it("logs out: ends the session, sets the flag to 0 and goes to /logup after a moment", async () => {
    const { page, context, errors } = await openPage(browser);
    await signInDirectly(page, app.url);
    await page.goto(`${app.url}/system`);
    await page.getByText("Hello, admin").waitFor();

    await page.getByRole("button", { name: "Log out" }).click();
    await expectToast(page, "You are logged out.");
    // The goodbye shows on the admin page first, then the app moves on by itself.
    expect(page.url()).toBe(`${app.url}/system`);
    await page.waitForURL(`${app.url}/logup`);
    expect(await page.evaluate(() => localStorage.getItem("isLogin"))).toBe("0");
    const me = await gql<{ me: null }>(context, app.url, "{ me { id } }");
    expect(me.data?.me).toBeNull();
    // No "please log in first" on the way out: this was a chosen log out, not a refusal.
    expect(await page.getByTestId("toast").filter({ hasText: "please log in first" }).count()).toBe(0);

    await page.goto(`${app.url}/admin`);
    await page.waitForURL(`${app.url}/logup`);
    await expectToast(page, "please log in first");
    expect(errors).toEqual([]);
    await context.close();
  });
});
