import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import type { RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { expectToast, gqlData } from "./admin-helpers";

let app: RunningApp, page: Page, context: BrowserContext;

useBrowserApp((started) => ({ app, page, context } = started), { signIn: "direct" });

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

  it("shows the server's message when it refuses a value, and keeps the saved one", async () => {
    await page.goto(`${app.url}/seo`);
    await page.getByLabel("E-mail").fill("not an address");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "email must be an e-mail address");
    const { siteInfo } = await gqlData<{ siteInfo: { email: string } }>(context, app.url, SITE_INFO);
    expect(siteInfo.email).toBe("lin@hills.example");
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
});
