import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";

let app: RunningApp, page: Page, errors: string[];
useBrowserApp((started) => ({ app, page, errors } = started), { signIn: "direct" });

async function downloadFrom(link: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: link }).click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

describe("the export page", () => {
  it("downloads the Markdown ZIP and the JSON from the back-office", async () => {
    await page.goto(`${app.url}/system`);
    await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Export" }).click();
    await page.getByRole("heading", { level: 2, name: "Export" }).waitFor();

    const zip = await downloadFrom("Download the Markdown ZIP");
    expect(zip.name).toMatch(/^quiet-notes-markdown-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(zip.bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(zip.bytes.includes(Buffer.from("content/posts/"))).toBe(true);

    const json = await downloadFrom("Download the JSON");
    expect(json.name).toMatch(/^quiet-notes-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(json.bytes.toString("utf8")).tables.articles.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it("downloads a backup", async () => {
    await page.goto(`${app.url}/admin/export`);
    await page.getByRole("heading", { level: 2, name: "Export" }).waitFor();
    const backup = await downloadFrom("Download a backup");
    expect(backup.name).toMatch(/^quiet-notes-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(backup.bytes.subarray(30, 30 + "manifest.json".length).toString()).toBe("manifest.json");
    expect(errors).toEqual([]);
  });
});
