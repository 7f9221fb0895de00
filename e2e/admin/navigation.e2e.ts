import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { expectToast, userMenu } from "./admin-helpers";

let app: RunningApp, page: Page, errors: string[];

useBrowserApp((started) => ({ app, page, errors } = started), { signIn: "direct" });

const heading = (name: string) => page.getByRole("heading", { level: 2, name }).waitFor();
const remembered = () => page.evaluate(() => localStorage.getItem("adminNav"));
const nav = () => page.getByRole("navigation", { name: "Back-office" });

describe("the back-office navigation", () => {
  it("opens the console on the first visit to /admin", async () => {
    await page.goto(`${app.url}/admin`);
    await page.waitForURL(`${app.url}/system`);
    await heading("Console");
    expect(await remembered()).toBe("0|/system");
  });

  it("opens each of the five nav entries at its own path and lights it up", async () => {
    const entries = [
      { label: "Console", path: "/system", heading: "Console", index: 0 },
      { label: "Site info", path: "/seo", heading: "Site info", index: 1 },
      { label: "Column management", path: "/nav", heading: "Column management", index: 2 },
      { label: "Linked management", path: "/linked", heading: "Linked management", index: 3 },
      { label: "Message management", path: "/message", heading: "Message management", index: 4 },
    ];
    for (const entry of entries) {
      await nav().getByRole("link", { name: entry.label }).click();
      await page.waitForURL(`${app.url}${entry.path}`);
      await heading(entry.heading);
      expect(await nav().getByRole("link", { name: entry.label }).getAttribute("aria-current")).toBe("page");
      expect(await remembered()).toBe(`${entry.index}|${entry.path}`);
    }
  });

  it("reaches the backend users from the user menu", async () => {
    await userMenu(page).click();
    await page.getByRole("link", { name: "Backend users" }).click();
    await page.waitForURL(`${app.url}/role`);
    await heading("Backend users");
    await page.getByRole("cell", { name: "admin", exact: true }).waitFor();
    await page.getByRole("cell", { name: "Administrator" }).waitFor();
    await page.getByRole("cell", { name: "Edit and view" }).waitFor();
    expect(await remembered()).toBe("5|/role");
  });

  it("reopens the remembered entry when /admin loads again", async () => {
    await page.goto(`${app.url}/seo`);
    await heading("Site info");
    await page.goto(`${app.url}/admin`);
    await page.waitForURL(`${app.url}/seo`);
    await page.reload();
    await heading("Site info");
  });

  it("remembers the column on the content page, and falls back to it without ?id=", async () => {
    await page.goto(`${app.url}/nav`);
    await page.getByRole("link", { name: "名言 Classics" }).click();
    await page.waitForURL(`${app.url}/navDetail?id=3`);
    await heading("名言 Classics");
    // The content page keeps "Column management" lit.
    expect(await nav().getByRole("link", { name: "Column management" }).getAttribute("aria-current")).toBe("page");
    expect(await remembered()).toBe("2|/navDetail|3");

    await page.goto(`${app.url}/admin`);
    await page.waitForURL(`${app.url}/navDetail?id=3`);
    await heading("名言 Classics");

    await page.goto(`${app.url}/navDetail`);
    await heading("名言 Classics");

    await page.getByRole("link", { name: "← All columns" }).click();
    await page.waitForURL(`${app.url}/nav`);
  });

  it("forgets a remembered value it cannot read and opens the console", async () => {
    // Set from a page of the same origin that is not the app: an admin page being left could remember itself
    // over the value as it goes.
    await page.goto(`${app.url}/robots.txt`);
    await page.evaluate(() => localStorage.setItem("adminNav", "9|/nowhere"));
    await page.goto(`${app.url}/admin`);
    await page.waitForURL(`${app.url}/system`);
  });

  it("clears the client cache, reloads the page's data and says so", async () => {
    await page.goto(`${app.url}/nav`);
    await page.getByRole("link", { name: "文章 Articles" }).waitFor();
    const reloaded = page.waitForRequest((request) => request.url().endsWith("/graphql") && request.postData()?.includes("AdminColumns") === true);
    await page.getByRole("button", { name: "Clear cache" }).click();
    await reloaded;
    await expectToast(page, /Cache cleared/);
    await page.getByRole("link", { name: "文章 Articles" }).waitFor();
  });

  it("goes to the public home from the header", async () => {
    await page.getByRole("link", { name: "Front-end home" }).click();
    await page.waitForURL(`${app.url}/`);
    expect(errors).toEqual([]);
  });
});
