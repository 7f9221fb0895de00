import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import type { RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { gqlData } from "./admin-helpers";

let app: RunningApp, page: Page, context: BrowserContext, errors: string[];

// A server of its own: it edits a seeded sentence and reads the audit log from its start.
useBrowserApp((started) => ({ app, page, context, errors } = started), { signIn: "direct", ownServer: true });

const rows = () => page.locator(".audit-table tbody tr");

describe("the audit log page", () => {
  it("lists a change made in the back-office, with who, what and the fields before and after", async () => {
    await page.goto(`${app.url}/admin/tags`);
    await page.getByRole("button", { name: "New tag" }).click();
    await page.getByRole("dialog").getByLabel("Name").fill("Logged");
    await page.getByRole("dialog").getByRole("button", { name: "Add tag" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Audit log" }).click();
    await page.getByRole("heading", { level: 2, name: "Audit log" }).waitFor();
    const newest = rows().first();
    await expect.poll(() => newest.textContent(), { timeout: 10_000 }).toContain("Tags");
    const text = (await newest.textContent()) ?? "";
    expect(text).toContain("admin");
    expect(text).toContain("Added");
    expect(text).toContain("Logged");
    expect(text).toContain("graphql");
  });

  it("filters by what was changed and how, keeping the filters in the address", async () => {
    // A change of another kind, so the filter has something to leave out.
    await gqlData(context, app.url, `mutation { updateDailySentence(id: 1, input: { en: "A logged sentence." }) { id } }`);
    await page.goto(`${app.url}/admin/audit`);
    await rows().first().waitFor();
    await page.getByLabel("What").selectOption("tags");
    await page.waitForURL(/table=tags/);
    await expect.poll(async () => (await rows().allTextContents()).every((row) => row.includes("Tags")), { timeout: 10_000 }).toBe(true);
    expect(await rows().count()).toBeGreaterThan(0);

    await page.getByLabel("Change").selectOption("DELETE");
    await page.waitForURL(/action=delete/);
    await page.getByText("No change matches these filters.").waitFor();

    await page.reload();
    expect(await page.getByLabel("What").inputValue()).toBe("tags");
    expect(await page.getByLabel("Change").inputValue()).toBe("DELETE");
    expect(errors).toEqual([]);
  });
});
