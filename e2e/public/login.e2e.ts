import { describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { ADMIN, CAPTCHA_TEXT, openPage, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";

let app: RunningApp, browser: Browser;

useBrowserApp((started) => ({ app, browser } = started));

const fields = (page: Page) => ({
  name: page.getByLabel("Account"),
  password: page.getByLabel("Password", { exact: true }),
  code: page.getByLabel("Captcha code"),
  submit: page.getByRole("button", { name: "Log in" }),
  captcha: page.locator(".captcha-button img"),
});

async function openLogin(page: Page) {
  await page.goto(`${app.url}/logup`);
  await fields(page).captcha.waitFor();
}

/** Submits and expects the given required-field message as a toast and on the given field. */
async function expectMessage(page: Page, message: string, label: "Account" | "Password" | "Captcha code") {
  await fields(page).submit.click();
  await page.getByTestId("toast").filter({ hasText: message }).first().waitFor();
  const field = page.getByLabel(label, { exact: true });
  expect(await field.getAttribute("aria-invalid")).toBe("true");
  expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
  expect(await page.locator('[aria-invalid="true"]').count()).toBe(1);
}

describe("login page", () => {
  it("asks for the first empty field in placement order", async () => {
    const { page, context, errors } = await openPage(browser);
    await openLogin(page);
    const { name, password, code } = fields(page);

    await expectMessage(page, "enter user name", "Account");
    await code.fill("abcd");
    await expectMessage(page, "enter user name", "Account");
    await name.fill("someone");
    await expectMessage(page, "enter password", "Password");
    await password.fill("secret-password");
    await code.fill("");
    await expectMessage(page, "enter captcha code", "Captcha code");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("scrolls to the empty field on a short screen", async () => {
    const { page, context, errors } = await openPage(browser, { width: 375, height: 300 });
    await openLogin(page);
    const { name, password } = fields(page);
    await name.fill("someone");
    await password.fill("secret-password");
    await page.evaluate(() => window.scrollTo(0, 0));
    await fields(page).submit.click();
    await expect
      .poll(() =>
        fields(page).code.evaluate((input) => {
          const box = input.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows and hides the password", async () => {
    const { page, context, errors } = await openPage(browser);
    await openLogin(page);
    const { password } = fields(page);
    expect(await password.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await password.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password" }).click();
    expect(await password.getAttribute("type")).toBe("password");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("draws a new captcha when the picture is clicked", async () => {
    const { page, context, errors } = await openPage(browser);
    await openLogin(page);
    const { captcha } = fields(page);
    const first = await captcha.getAttribute("src");
    expect(first).toMatch(/^data:image\/svg\+xml/);
    await page.getByRole("button", { name: /captcha picture/i }).click();
    await expect.poll(() => captcha.getAttribute("src")).not.toBe(first);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says the server's refusal in the page's language, its words loaded only when it arrives", async () => {
    const { page, context, errors } = await openPage(browser);
    const catalogs: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/server\.(en|zh)-/.test(request.url())) catalogs.push(new URL(request.url()).pathname);
    });
    await page.goto(`${app.url}/zh/logup`);
    await page.locator(".captcha-button img").waitFor();
    await page.getByLabel("账号").fill(ADMIN.name);
    await page.getByLabel("密码", { exact: true }).fill(ADMIN.password);
    await page.getByLabel("验证码", { exact: true }).fill("wrong");
    expect(catalogs).toEqual([]);
    await page.getByRole("button", { name: "登录" }).click();
    await page.getByTestId("toast").filter({ hasText: "验证码错误或已过期" }).first().waitFor();
    expect(catalogs).toEqual([expect.stringMatching(/\/server\.zh-/)]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reports a failed login, then signs in and lands in the back-office with the local flag", async () => {
    const { page, context, errors } = await openPage(browser);
    await openLogin(page);
    const { name, password, code, submit, captcha } = fields(page);

    await name.fill(ADMIN.name);
    await password.fill("not-the-password");
    await code.fill(CAPTCHA_TEXT);
    const firstCaptcha = await captcha.getAttribute("src");
    await submit.click();
    await page.getByTestId("toast").filter({ hasText: "Wrong user name or password." }).waitFor();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    expect(await code.inputValue()).toBe("");
    expect(await name.inputValue()).toBe(ADMIN.name);
    await expect.poll(() => captcha.getAttribute("src")).not.toBe(firstCaptcha);
    expect(await page.evaluate(() => localStorage.getItem("isLogin"))).not.toBe("1");

    await password.fill(ADMIN.password);
    await code.fill(CAPTCHA_TEXT);
    await submit.click();
    await page.waitForURL(`${app.url}/admin`);
    const stored = await page.evaluate(() => ({
      flag: localStorage.getItem("isLogin"),
      name: localStorage.getItem("userName"),
      token: localStorage.getItem("token"),
    }));
    expect(stored.flag).toBe("1");
    expect(stored.name).toBe(ADMIN.name);
    expect(stored.token).toMatch(/\S{16,}/);
    // The back-office is another page's work; this suite answers for everything up to the arrival there.
    expect(errors).toEqual([]);
    await context.close();
  });
});
