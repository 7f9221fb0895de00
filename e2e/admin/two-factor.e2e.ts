import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { ADMIN, CAPTCHA_TEXT, openPage, signInThroughUi, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { axeViolations } from "../axe";
import { userMenu } from "./admin-helpers";


let app: RunningApp, browser: Browser;
// A server of its own: it turns on two-factor sign-in for the administrator.
useBrowserApp((started) => ({ app, browser } = started), { ownServer: true });

/** What the enrolment showed: the key as text and the recovery codes, for the sign-ins after it. */
let secret = "";
let recoveryCodes: string[] = [];

/** The code an authenticator app shows `steps` time steps from now. */
const codeAt = (steps: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** The password step of the login page; answers once the code step is shown. */
async function passwordStep(page: Page) {
  await page.goto(`${app.url}/logup`);
  await page.getByLabel("Account").fill(ADMIN.name);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByLabel("Captcha code").fill(CAPTCHA_TEXT);
  // The form refuses to send before its captcha's picture (and id) has come: on a busy machine a click can beat it.
  await page.locator(".captcha-row img").waitFor();
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByRole("heading", { name: "Two-factor sign-in", level: 1 }).waitFor();
  expect(await page.getByText("Enter the 6-digit code from your authenticator app, or a recovery code.").count()).toBe(1);
}

async function enterCode(page: Page, code: string) {
  const field = page.getByLabel("Authentication code");
  expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
  await field.fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL(/\/(admin|system)(\?|$)/);
  // Signed in: the back-office shows its first page (the user menu folds behind "Menu" on a phone).
  await page.locator(".admin-page h2").first().waitFor();
}

describe("two-factor sign-in", () => {
  it("is set up from the user menu: QR code and key, the app's code, then ten recovery codes to keep", async () => {
    const { page, context, errors } = await openPage(browser);
    await signInThroughUi(page, app.url);
    await userMenu(page).click();
    await page.getByRole("link", { name: "Two-factor sign-in" }).click();
    await page.waitForURL(`${app.url}/admin/security`);
    await page.getByRole("heading", { name: "Two-factor sign-in is off" }).waitFor();

    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const qr = page.getByRole("img", { name: /QR code for adding this account to an authenticator app/ });
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    secret = (await page.locator(".two-factor-secret").innerText()).replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel("Code from the app").fill("000000");
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await page.getByText(/That code does not match/).waitFor();

    await page.getByLabel("Code from the app").fill(await codeAt(0));
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    const list = page.getByRole("list", { name: "Recovery codes" });
    await list.waitFor();
    recoveryCodes = (await list.getByRole("listitem").allInnerTexts()).map((text) => text.trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(await axeViolations(page)).toEqual([]);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download as .txt" }).click()]);
    expect(download.suggestedFilename()).toBe(`recovery-codes-${ADMIN.name}.txt`);
    const saved = await download.createReadStream().then(async (stream) => {
      let text = "";
      for await (const chunk of stream) text += chunk;
      return text;
    });
    for (const code of recoveryCodes) expect(saved).toContain(code);

    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByRole("heading", { name: "Two-factor sign-in is on" }).waitFor();
    expect(await page.getByText("10 recovery codes are left.").count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks for the app's code after the password, and signs in with it", async () => {
    expect(secret).not.toBe("");
    const { page, context, errors } = await openPage(browser, { width: 375, height: 740 });
    await passwordStep(page);
    expect(await axeViolations(page)).toEqual([]);
    // A wrong code is refused beside the field, and the form stays.
    await page.getByLabel("Authentication code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText(/That code is wrong or already used/).first().waitFor();
    // Enrolment used the current step's code, which is never accepted twice: the app's next one is.
    await enterCode(page, await codeAt(1));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("signs in with a recovery code instead, once", async () => {
    expect(recoveryCodes).toHaveLength(10);
    const { page, context, errors } = await openPage(browser);
    await passwordStep(page);
    await enterCode(page, recoveryCodes[0]);

    await page.goto(`${app.url}/admin/security`);
    await page.getByRole("heading", { name: "Two-factor sign-in is on" }).waitFor();
    await expect.poll(() => page.getByText("9 recovery codes are left.").count(), { timeout: 10_000 }).toBe(1);
    // Its two dialogs, as axe sees them over the page.
    for (const name of ["New recovery codes", "Turn off"]) {
      await page.getByRole("button", { name, exact: true }).click();
      await page.locator("dialog[open]").waitFor();
      expect(await axeViolations(page), name).toEqual([]);
      await page.keyboard.press("Escape");
      await page.locator("dialog[open]").waitFor({ state: "detached" });
    }
    expect(errors).toEqual([]);
    await context.close();

    const again = await openPage(browser);
    await passwordStep(again.page);
    await again.page.getByLabel("Authentication code").fill(recoveryCodes[0]);
    await again.page.getByRole("button", { name: "Verify" }).click();
    await again.page.getByText(/That code is wrong or already used/).first().waitFor();
    await again.context.close();
  });
});
