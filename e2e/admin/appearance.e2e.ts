import { describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { useBrowserApp } from "../browser-app";
import { openPage, waitForAdminData, waitForHydration, type RunningApp } from "../harness";
import { axeViolations } from "../axe";
import { chooseAdminLanguage, expectToast } from "./admin-helpers";
import { makePng } from "./test-image";

/**
 * The owner's look (issue 41): colours and fonts picked and previewed in the back-office, a text colour too faint
 * for its background refused with the ratio in both languages, and the saved look, fonts and logo on a signed-out
 * visitor's first HTML, without a layout shift; one click goes back to the look before.
 */
let app: RunningApp, page: Page, browser: Browser;
useBrowserApp((started) => ({ app, page, browser } = started), { signIn: "direct" });

const openAppearance = async (heading: string) => {
  await page.goto(`${app.url}/admin/appearance`);
  await page.getByRole("heading", { level: 2, name: heading }).waitFor();
  await waitForAdminData(page);
};

/** A colour picked in one theme's fieldset (found by its legend), as a person picking it would set it. */
const pick = (theme: string, label: string, colour: string) => page.locator("fieldset", { hasText: theme }).getByLabel(label, { exact: true }).fill(colour);

/** The home page as a signed-out visitor's browser first receives and draws it, and the layout shifts it saw. */
async function visitHome(scheme: "light" | "dark"): Promise<{ html: string; background: string; text: string; shift: number }> {
  const visitor = await openPage(browser, { width: 375 });
  try {
    await visitor.page.emulateMedia({ colorScheme: scheme });
    const answer = await visitor.page.goto(`${app.url}/`);
    const html = await answer!.text();
    await waitForHydration(visitor.page);
    // Shifts are counted once whatever could move the page has arrived: the fonts and the pictures.
    await visitor.page.waitForFunction(() => document.fonts.status === "loaded" && [...document.images].every((image) => image.complete));
    const looks = await visitor.page.evaluate(() => {
      // Every shift since the page began: a buffered observer's records, taken at once.
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: "layout-shift", buffered: true });
      const shifts = observer.takeRecords() as unknown as { value: number; hadRecentInput: boolean }[];
      observer.disconnect();
      const style = getComputedStyle(document.documentElement);
      return { background: style.backgroundColor, text: style.color, shift: shifts.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0) };
    });
    return { html, ...looks };
  } finally {
    await visitor.context.close();
  }
}

const home = async (path = "/") => (await fetch(`${app.url}${path}`)).text();

describe("the owner's look", () => {
  it("refuses a text colour under 4.5:1 on its background, with the ratio, in English and Chinese", async () => {
    await openAppearance("Appearance");
    const preview = page.getByTestId("appearance-preview-light");
    await pick("Light theme", "Background", "#ffffff");
    await pick("Light theme", "Text", "#999999");
    // The preview follows the picks before anything is saved.
    await expect.poll(() => preview.evaluate((element) => getComputedStyle(element).color)).toBe("rgb(153, 153, 153)");
    await page.getByRole("button", { name: "Save the look" }).click();
    const error = page.getByRole("alert").filter({ hasText: "2.84:1" });
    await error.waitFor();
    expect(await error.textContent()).toBe("The light theme's text has a contrast of 2.84:1 against its background; it needs at least 4.5:1.");
    expect(await page.locator("fieldset", { hasText: "Light theme" }).getByLabel("Text", { exact: true }).getAttribute("aria-invalid")).toBe("true");

    await chooseAdminLanguage(page, "Language", "ZH");
    await openAppearance("外观");
    await pick("浅色主题", "背景色", "#ffffff");
    await pick("浅色主题", "文字颜色", "#999999");
    await page.getByRole("button", { name: "保存外观" }).click();
    const chinese = page.getByRole("alert").filter({ hasText: "2.84:1" });
    await chinese.waitFor();
    expect(await chinese.textContent()).toBe("浅色主题的文字与背景的对比度是 2.84:1，至少需要 4.5:1。");
    await chooseAdminLanguage(page, "语言", "EN");

    // Nothing was saved: visitors still get the built-in look.
    expect(await home()).toContain("--color-bg:light-dark(#f6f7f9,#12171c)");
  });

  it("shows the saved colours and reading width on a signed-out visitor's first HTML, in both languages and schemes, with no layout shift", async () => {
    await openAppearance("Appearance");
    await pick("Light theme", "Background", "#fffdf8");
    await pick("Light theme", "Text", "#1a1a2e");
    await pick("Light theme", "Accent (links)", "#8b1e3f");
    await pick("Dark theme", "Background", "#101820");
    await pick("Dark theme", "Text", "#f2efe9");
    await page.getByLabel("Reading column width (px)").fill("720");
    await page.getByRole("button", { name: "Save the look" }).click();
    await expectToast(page, "Saved: visitors now see the new look.");

    await expect.poll(() => home(), { timeout: 10_000 }).toContain("--color-bg:light-dark(#fffdf8,#101820)");
    for (const path of ["/", "/zh/", "/en/about"]) {
      expect(await home(path)).toContain("<style>html:root{--color-accent:light-dark(#8b1e3f,#79bde6);--color-bg:light-dark(#fffdf8,#101820);--color-text:light-dark(#1a1a2e,#f2efe9);--reading-width:720px}</style>");
    }
    const light = await visitHome("light");
    expect(light).toMatchObject({ background: "rgb(255, 253, 248)", text: "rgb(26, 26, 46)", shift: 0 });
    expect(light.html).toContain("--color-bg:light-dark(#fffdf8,#101820)");
    const dark = await visitHome("dark");
    expect(dark).toMatchObject({ background: "rgb(16, 24, 32)", text: "rgb(242, 239, 233)", shift: 0 });
  });

  it("goes back to the previous saved look in one click", async () => {
    await openAppearance("Appearance");
    await page.getByRole("button", { name: "Back to the previous saved look" }).click();
    await expectToast(page, "The previous look is back.");
    // The form holds the look now saved again: the built-in one, saved before the test's.
    await expect.poll(() => page.locator("fieldset", { hasText: "Light theme" }).getByLabel("Background", { exact: true }).inputValue()).toBe("#f6f7f9");
    await expect.poll(() => home(), { timeout: 10_000 }).toContain("--color-bg:light-dark(#f6f7f9,#12171c)");
    expect(await visitHome("light")).toMatchObject({ background: "rgb(246, 247, 249)", shift: 0 });
  });

  it("makes the site's icon from an upload, named in a visitor's first HTML, and goes back to the built-in one", async () => {
    await openAppearance("Appearance");
    await page.getByLabel("Upload an icon").setInputFiles({ name: "icon.png", mimeType: "image/png", buffer: await makePng(600, 600) });
    await expectToast(page, "The new icon is saved.");
    const preview = page.getByRole("img", { name: "The site's icon" });
    await preview.waitFor();
    const icon = (await preview.getAttribute("src"))!.replace(/-192\.png$/, ".ico");
    await expect.poll(() => home(), { timeout: 10_000 }).toContain(`<link rel="icon" href="${icon}" sizes="48x48" />`);
    const { html } = await visitHome("light");
    expect(html).toContain(`<link rel="apple-touch-icon" href="${icon.replace(/\.ico$/, "-180.png")}" />`);
    const served = await fetch(`${app.url}${icon}`);
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/vnd.microsoft.icon"]);

    await page.getByRole("button", { name: "Use the built-in icon" }).click();
    await expectToast(page, "The built-in icon is back.");
    await expect.poll(() => home(), { timeout: 10_000 }).toContain('<link rel="icon" type="image/svg+xml" href="/logo.svg" />');
  });

  it("draws the chosen fonts and the logo from a visitor's first HTML, fonts served from this site, without a layout shift", async () => {
    await openAppearance("Appearance");
    const preview = page.getByTestId("appearance-preview-light");
    await page.getByLabel("Body font").selectOption({ label: "Inter" });
    await page.getByLabel("Heading font").selectOption({ label: "Lora" });
    // The preview draws the picked fonts before anything is saved, in the font itself once it has arrived.
    expect(await preview.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Inter"?,/);
    expect(await preview.locator(".appearance-preview-heading").evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Lora"?,/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter"') && [...document.fonts].some((face) => face.family.replace(/"/g, "") === "Inter" && face.status === "loaded"))).toBe(true);
    expect(await home()).not.toContain("/fonts/");
    await page.getByRole("button", { name: "Save the look" }).click();
    await expectToast(page, "Saved: visitors now see the new look.");

    await page.getByLabel("Upload a logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await makePng(600, 200) });
    await expectToast(page, "The logo is saved: the header shows it in place of the site's name.");
    const logo = (await page.getByRole("img", { name: "The site's logo" }).getAttribute("src"))!;

    await expect.poll(() => home(), { timeout: 10_000 }).toContain('rel="preload"');
    const title = ((await (await fetch(`${app.url}/graphql?query=${encodeURIComponent("{ siteInfo { title } }")}`, { headers: { "apollo-require-preflight": "true" } })).json()) as { data: { siteInfo: { title: string } } }).data.siteInfo.title;
    const visit = await visitHome("light");
    const font = /<link rel="preload" href="(\/fonts\/inter-latin-[\d.]+\.woff2)" as="font" type="font\/woff2" crossorigin \/>/.exec(visit.html)?.[1];
    expect(font).toBeDefined();
    expect(visit.html).toContain(`font-display:optional;src:url(${font}) format("woff2")`);
    expect(visit.html).toContain('--font-heading:"Lora","Lora Fallback","PingFang SC"');
    expect(visit.html).toContain(`<img class="site-logo" src="${logo}" alt="${title}" width="120" height="40"`);
    expect(visit.shift).toBe(0);

    const served = await fetch(`${app.url}${font}`);
    expect([served.status, served.headers.get("content-type"), served.headers.get("cache-control")]).toEqual([200, "font/woff2", "public, max-age=31536000, immutable"]);

    // Back to the built-in fonts and no logo, so the pooled server's other tests see the site's own look.
    await page.getByLabel("Body font").selectOption({ value: "system" });
    await page.getByLabel("Heading font").selectOption({ value: "system" });
    await page.getByRole("button", { name: "Save the look" }).click();
    await expectToast(page, "Saved: visitors now see the new look.");
    await page.getByRole("button", { name: "Remove the logo" }).click();
    await expectToast(page, "The logo is removed: the header shows the site's name again.");
    await expect.poll(() => home(), { timeout: 10_000 }).not.toMatch(/\/fonts\/|site-logo/);
  });

  it("has no axe violations on the appearance page", async () => {
    await openAppearance("Appearance");
    expect(await axeViolations(page)).toEqual([]);
  });
});
