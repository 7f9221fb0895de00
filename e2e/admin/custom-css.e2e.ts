import { describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { useBrowserApp } from "../browser-app";
import { openPage, waitForAdminData, waitForHydration, type RunningApp } from "../harness";
import { chooseAdminLanguage, expectToast } from "./admin-helpers";

/**
 * The owner's custom CSS (issue 41): CSS that imports another file is refused with the line that does it, in
 * English and Chinese, and nothing is saved; CSS that passes reaches a signed-out visitor's page as its own
 * stylesheet, under the strict CSP.
 */
let app: RunningApp, page: Page, browser: Browser;
useBrowserApp((started) => ({ app, page, browser } = started), { signIn: "direct" });

const openAppearance = async (heading: string) => {
  await page.goto(`${app.url}/admin/appearance`);
  await page.getByRole("heading", { level: 2, name: heading }).waitFor();
  await waitForAdminData(page);
};

const home = async () => (await fetch(`${app.url}/`)).text();
const IMPORTING = "body { margin: 0; }\n\n@import url(/elsewhere.css);\n";

describe("the owner's custom CSS", () => {
  it("refuses CSS with @import, naming its line, in English and Chinese, and saves nothing", async () => {
    await openAppearance("Appearance");
    await page.getByLabel("Custom CSS").fill(IMPORTING);
    await page.getByRole("button", { name: "Save the CSS" }).click();
    const error = page.getByRole("alert").filter({ hasText: "line 3" });
    await error.waitFor();
    expect(await error.textContent()).toBe("Custom CSS line 3: @import is not allowed; put the rules themselves here.");
    expect(await page.getByLabel("Custom CSS").getAttribute("aria-invalid")).toBe("true");

    await chooseAdminLanguage(page, "Language", "ZH");
    await openAppearance("外观");
    await page.getByLabel("自定义 CSS").fill(IMPORTING);
    await page.getByRole("button", { name: "保存 CSS" }).click();
    const chinese = page.getByRole("alert").filter({ hasText: "第 3 行" });
    await chinese.waitFor();
    expect(await chinese.textContent()).toBe("自定义 CSS 第 3 行：不允许使用 @import，请把规则直接写在这里。");
    await chooseAdminLanguage(page, "语言", "EN");

    expect(await home()).not.toContain("/custom-");
  });

  it("applies CSS that passes to a signed-out visitor's page, served from this site under the strict CSP", async () => {
    await openAppearance("Appearance");
    await page.getByLabel("Custom CSS").fill("body {\n  border-top: 7px solid #8b1e3f;\n}\n");
    await page.getByRole("button", { name: "Save the CSS" }).click();
    await expectToast(page, "Saved: visitors now get the new CSS.");
    await expect.poll(() => home(), { timeout: 10_000 }).toMatch(/<link rel="stylesheet" href="\/custom-[0-9a-f]{16}\.css" \/>/);

    const visitor = await openPage(browser, { width: 375 });
    try {
      const answer = await visitor.page.goto(`${app.url}/zh/`);
      expect(await answer!.text()).toMatch(/\/custom-[0-9a-f]{16}\.css/);
      await waitForHydration(visitor.page);
      const border = await visitor.page.evaluate(() => {
        const style = getComputedStyle(document.body);
        return `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`;
      });
      expect(border).toBe("7px solid rgb(139, 30, 63)");
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }

    // Back to none, so the pooled server's other tests see the site's own look.
    await page.getByLabel("Custom CSS").fill("");
    await page.getByRole("button", { name: "Save the CSS" }).click();
    await expectToast(page, "Saved: visitors now get the new CSS.");
    await expect.poll(() => home(), { timeout: 10_000 }).not.toContain("/custom-");
  });
});
