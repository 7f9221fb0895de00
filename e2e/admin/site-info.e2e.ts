import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import type { RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { expectToast, gqlData, signInDirectly } from "./admin-helpers";

let app: RunningApp, page: Page, context: BrowserContext;

// A server of its own: it changes the site's title and details every page shows.
useBrowserApp((started) => ({ app, page, context } = started), { signIn: "direct", ownServer: true });

const SITE_INFO = "{ siteInfo { id title logo url description keywords author copyright record email } }";

const changes = {
  "Site title": "Notes from the hills",
  "Site URL": "https://hills.example/",
  Logo: "/uploads/hills.png",
  Description: "Walks, books and code.",
  Keywords: "walks,books,code",
  Author: "Lin",
  Copyright: "2018-2026",
  "Filing number": "ICP 2026-0042",
  "E-mail": "lin@hills.example",
};

describe("site info", () => {
  it("shows every field with its current value, labelled and marked required", async () => {
    const { siteInfo } = await gqlData<{ siteInfo: Record<string, string> }>(context, app.url, SITE_INFO);
    await page.goto(`${app.url}/seo`);
    await page.getByLabel("Site title").waitFor();
    expect(await page.getByLabel("Site title").inputValue()).toBe(siteInfo.title);
    expect(await page.getByLabel("Filing number").inputValue()).toBe(siteInfo.record);
    for (const label of Object.keys(changes)) {
      expect(await page.getByLabel(label).getAttribute("aria-required")).toBe("true");
    }
    expect(await page.locator(".form-required").count()).toBe(Object.keys(changes).length);
  });

  it("saves the form, says so, and the API and a reload read the new values back", async () => {
    await page.goto(`${app.url}/seo`);
    for (const [label, value] of Object.entries(changes)) await page.getByLabel(label).fill(value);
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Site info saved.");

    const { siteInfo } = await gqlData<{ siteInfo: Record<string, string> }>(context, app.url, SITE_INFO);
    expect(siteInfo).toMatchObject({
      title: "Notes from the hills",
      url: "https://hills.example/",
      logo: "/uploads/hills.png",
      description: "Walks, books and code.",
      keywords: "walks,books,code",
      author: "Lin",
      copyright: "2018-2026",
      record: "ICP 2026-0042",
      email: "lin@hills.example",
    });

    await page.reload();
    await page.getByLabel("Site title").waitFor();
    for (const [label, value] of Object.entries(changes)) expect(await page.getByLabel(label).inputValue()).toBe(value);
  });

  it("marks a refused value on its field with the server's reason, and keeps the saved one", async () => {
    await page.goto(`${app.url}/seo`);
    await page.getByLabel("E-mail").fill("not an address");
    await page.getByRole("button", { name: "Save" }).click();
    const email = page.getByLabel("E-mail");
    await expect.poll(() => email.getAttribute("aria-invalid"), { timeout: 10_000 }).toBe("true");
    const errorId = (await email.getAttribute("aria-describedby"))!.split(" ")[0];
    expect(await page.locator(`#${errorId}`).textContent()).toContain("email must be an e-mail address");
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true);
    // No toast for it: the message is where the value is.
    expect(await page.locator(".toast", { hasText: "e-mail address" }).count()).toBe(0);
    const { siteInfo } = await gqlData<{ siteInfo: { email: string } }>(context, app.url, SITE_INFO);
    expect(siteInfo.email).toBe("lin@hills.example");
  });

  it("asks before leaving with unsaved changes, and stays when told to", async () => {
    await page.goto(`${app.url}/seo`);
    await page.getByLabel("Site title").waitFor();
    await page.getByLabel("Site title").fill("Half-typed title");
    await page.getByRole("link", { name: /Column management/ }).first().click();
    const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(page.url()).toBe(`${app.url}/seo`);
    expect(await page.getByLabel("Site title").inputValue()).toBe("Half-typed title");
    // Typed back to the saved value, there is nothing to lose: leaving asks nothing.
    await page.getByLabel("Site title").fill("Notes from the hills");
    await page.getByRole("link", { name: /Column management/ }).first().click();
    // The address changes once the columns page's code has arrived; polled, as the load event is long past.
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${app.url}/nav`);
    expect(await page.getByRole("alertdialog").count()).toBe(0);
  });

  it("shows a new title on the public pages reached from the back-office, which read the old one before", async () => {
    await page.goto(`${app.url}/`);
    const before = (await page.locator(".site-title").textContent()) ?? "";
    // Into the back-office without a reload, as a link would go: the public pages' answers are still held.
    await page.evaluate(() => {
      window.history.pushState(null, "", "/seo");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.getByLabel("Site title").waitFor();
    await page.getByLabel("Site title").fill(`${before} again`);
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Site info saved.");
    await page.getByRole("link", { name: "Front-end home" }).click();
    await expect.poll(() => page.locator(".site-title").textContent(), { timeout: 10_000 }).toBe(`${before} again`);
  });

  it("sends the whole app to /logup when the session has ended before saving", async () => {
    await page.goto(`${app.url}/seo`);
    await page.getByLabel("Site title").waitFor();
    await gqlData(context, app.url, "mutation { logout }");
    await page.getByLabel("Site title").fill("Never saved");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(`${app.url}/logup`);
    await expectToast(page, "please log in first");
  });

  it("keeps the site's name, summary and home page note per language, shown by that language's pages", async () => {
    // The test before this one ended the session.
    await signInDirectly(page, app.url);
    await page.goto(`${app.url}/seo`);
    const chinese = page.getByRole("form", { name: "Chinese" });
    await chinese.getByLabel("Name").fill("山间笔记");
    await chinese.getByLabel("Home page note").fill("写给山里的朋友。");
    await chinese.getByRole("button", { name: "Update the Chinese texts" }).click();
    await expectToast(page, "Chinese texts saved.");

    const { siteInfo } = await gqlData<{ siteInfo: { title: string } }>(context, app.url, "{ siteInfo { title } }");
    await page.goto(`${app.url}/zh/`);
    await expect.poll(() => page.locator(".site-title").textContent()).toBe("山间笔记");
    expect(await page.locator(".owner-note").textContent()).toBe("写给山里的朋友。");
    expect(await page.title()).toContain("山间笔记");
    await page.goto(`${app.url}/en/`);
    await expect.poll(() => page.locator(".site-title").textContent()).toBe(siteInfo.title);
  });
});
