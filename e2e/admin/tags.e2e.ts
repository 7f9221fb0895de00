import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import type { RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { expectToast, gqlData } from "./admin-helpers";

let app: RunningApp, page: Page, context: BrowserContext, errors: string[];

// A server of its own: it expects a blog with no tags.
useBrowserApp((started) => ({ app, page, context, errors } = started), { signIn: "direct", ownServer: true });

const tags = async () => (await gqlData<{ tags: { id: number; name: string; slug: string; description: string }[] }>(context, app.url, "{ tags { id name slug description } }")).tags;

describe("tags in the back-office", () => {
  it("is in the left nav after column management, and opens empty", async () => {
    await page.goto(`${app.url}/system`);
    const nav = page.getByRole("navigation", { name: "Back-office" });
    await nav.getByRole("link", { name: "Tags" }).waitFor();
    const labels = await nav.getByRole("link").allTextContents();
    expect(labels.indexOf("Tags")).toBe(labels.indexOf("Column management") + 1);
    await nav.getByRole("link", { name: "Tags" }).click();
    await page.getByRole("heading", { name: "Tags" }).waitFor();
    await page.getByText("There are no tags yet.").waitFor();
  });

  it("adds a tag whose permalink comes from its name, and shows the server's refusal beside the field", async () => {
    await page.getByRole("button", { name: "New tag" }).click();
    const dialog = page.getByRole("dialog", { name: "New tag" });
    await dialog.getByLabel(/Name/).fill("随笔 Essays");
    await dialog.getByRole("button", { name: "Add tag" }).click();
    await expectToast(page, "Tag added.");
    await expect.poll(async () => (await tags()).map((t) => t.slug)).toEqual(["随笔-essays"]);
    await page.getByRole("cell", { name: "/tag/随笔-essays" }).waitFor();

    await page.getByRole("button", { name: "New tag" }).click();
    await dialog.getByLabel(/Name/).fill("essays");
    await dialog.getByLabel(/Permalink/).fill("随笔-essays");
    await dialog.getByRole("button", { name: "Add tag" }).click();
    await expect.poll(() => dialog.getByLabel(/Permalink/).getAttribute("aria-invalid")).toBe("true");
    expect(await dialog.textContent()).toContain('already belongs to the tag "随笔 Essays"');
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await tags()).toHaveLength(1);
  });

  it("renames a tag without moving its permalink, then deletes it after asking", async () => {
    await page.getByRole("button", { name: "Edit 随笔 Essays" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit tag" });
    await dialog.getByLabel(/Name/).fill("Essays");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Tag saved.");
    await expect.poll(async () => (await tags())[0]).toMatchObject({ name: "Essays", slug: "随笔-essays" });

    await page.getByRole("button", { name: "Delete Essays" }).click();
    await page.getByRole("alertdialog", { name: "Delete this tag?" }).getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Tag deleted.");
    await expect.poll(async () => (await tags()).length).toBe(0);
    expect(errors).toEqual([]);
  });
});
