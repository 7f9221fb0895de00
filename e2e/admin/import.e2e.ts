import path from "node:path";
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import type { RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { axeViolations } from "../axe";
import { gqlData } from "./admin-helpers";

let app: RunningApp, page: Page, context: BrowserContext, errors: string[];
// A server of its own: it imports whole blogs (articles, tags, comments) and switches the administrator's language.
useBrowserApp((started) => ({ app, page, context, errors } = started), { signIn: "direct", ownServer: true });

const WXR = path.resolve(__dirname, "../../server/test/fixtures/import/wordpress-export.xml");

describe("the import page", () => {
  it("imports a WordPress export: a progress bar while it runs, then the summary of what was imported and skipped, and why", async () => {
    await page.goto(`${app.url}/system`);
    await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Import" }).click();
    await page.getByRole("heading", { level: 2, name: "Import" }).waitFor();

    await page.getByLabel("Export file").setInputFiles(WXR);
    await page.getByLabel(/^Dry run/).uncheck();
    // The import of four posts is quick: a watcher notes that a progress bar was shown at all.
    await page.evaluate(() => {
      const seen = ((window as any).progressSeen = [] as string[]);
      new MutationObserver(() => {
        const bar = document.querySelector("progress");
        if (bar) seen.push(bar.getAttribute("aria-label") ?? "");
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByRole("button", { name: "Import", exact: true }).click();

    await page.getByRole("heading", { level: 3, name: "Import finished" }).waitFor();
    expect(await page.evaluate(() => (window as any).progressSeen.length)).toBeGreaterThan(0);
    expect(await page.locator("progress").count()).toBe(0);
    const counts = await page.getByRole("list", { name: "Counts" }).textContent();
    expect(counts).toContain("Imported: 4");
    expect(counts).toContain("Skipped: 4");
    expect(counts).toContain("Failed: 0");
    await expect.poll(() => page.getByRole("row", { name: /周末烤面包/ }).textContent(), { timeout: 10_000 }).toContain("Imported (published)");
    expect(await page.getByRole("row", { name: /关于我/ }).textContent()).toContain("a page, not a post");
    expect(await page.getByRole("row", { name: /Spring menu/ }).textContent()).toContain("Imported (scheduled)");
    expect(await page.getByText(/3 comments were not imported: only approved comments come over/).count()).toBe(1);

    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The same file again: nothing new, each post skipped as already imported.
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect.poll(async () => (await page.getByRole("list", { name: "Counts" }).textContent()) ?? "", { timeout: 10_000 }).toContain("Imported: 0");
    expect(await page.getByRole("row", { name: /周末烤面包/ }).textContent()).toContain("already imported");
    expect(errors).toEqual([]);
  });

  it("speaks a Chinese back-office's language: the server's refusal of a file, and the report's reasons and notes", async () => {
    await gqlData(context, app.url, "mutation { setMyLanguage(language: ZH) { id } }");
    await page.goto(`${app.url}/admin/import`);
    await page.getByRole("heading", { level: 2, name: "导入" }).waitFor();

    await page.getByLabel("导出文件").setInputFiles({ name: "posts.csv", mimeType: "text/csv", buffer: Buffer.from("title,body\nhello,world\n") });
    await page.getByRole("button", { name: "检查导入" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toMatch(/^这个文件既不是 WordPress 导出文件.*也不是 Ghost 导出文件/);

    // The file imported above, checked again: every post skipped as imported before, and why, in Chinese.
    await page.getByLabel("导出文件").setInputFiles(WXR);
    await page.getByRole("button", { name: "检查导入" }).click();
    await page.getByRole("heading", { level: 3, name: "试运行：未写入任何数据" }).waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(await page.getByRole("row", { name: /周末烤面包/ }).textContent()).toContain("以前已导入");
    expect(await page.getByRole("row", { name: /关于我/ }).textContent()).toContain("这是页面，不是文章");
    expect(await page.getByRole("row", { name: /2 × attachment/ }).textContent()).toContain("媒体库条目，不是文章");
    expect(await page.getByText("已跳过 3 条评论：只导入已批准的评论，不含待审、垃圾评论、pingback 和 trackback。").count()).toBe(1);
    expect(await page.getByText("没有提供上传文件：图片仍使用旧地址。").count()).toBe(1);
    expect(await page.getByText(/comments were not imported|already imported|a page, not a post/).count()).toBe(0);
    // The refusal's 400 is the browser's to log; nothing else went wrong.
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });
});
