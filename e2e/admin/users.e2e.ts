import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import type { RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { gqlData } from "./admin-helpers";

let app: RunningApp, page: Page, context: BrowserContext;

useBrowserApp((started) => ({ app, page, context } = started), { signIn: "direct" });

const admin = async () =>
  (await gqlData<{ users: { items: { name: string; sid: number; isShow: boolean; isSelect: boolean }[] } }>(
    context,
    app.url,
    "{ users { items { name sid isShow isSelect } } }",
  )).users.items.find((u) => u.name === "admin")!;

describe("backend users", () => {
  it("lists the users with role and rights labels", async () => {
    await page.goto(`${app.url}/role`);
    const row = page.getByRole("row", { name: /admin/ });
    await row.waitFor();
    expect(await row.textContent()).toContain("Administrator");
    expect(await row.textContent()).toContain("Edit and view");
  });

  // The select-all box of the same table (AdminTable) ticks rows on screen only and saves nothing:
  // web/src/features/admin/links/links-page.test.tsx.
  it("edits the sid, the show switch and the row checkbox, each reaching the server", async () => {
    await page.getByRole("button", { name: /^Edit sort order of admin:/ }).click();
    const sid = page.getByRole("textbox", { name: "sort order of admin" });
    await sid.fill("8");
    await sid.press("Enter");
    await expect.poll(async () => (await admin()).sid).toBe(8);
    await page.getByRole("button", { name: /^Edit sort order of admin: 8$/ }).waitFor();

    await page.getByRole("switch", { name: "show admin" }).click();
    await expect.poll(async () => (await admin()).isShow).toBe(false);
    await page.getByRole("switch", { name: "show admin" }).click();
    await expect.poll(async () => (await admin()).isShow).toBe(true);

    await page.getByRole("checkbox", { name: "select admin" }).click();
    await expect.poll(async () => (await admin()).isSelect).toBe(true);
  });
});
