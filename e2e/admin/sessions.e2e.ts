import { describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { openPage, signInThroughUi, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { axeViolations } from "../axe";
import { gqlData } from "./admin-helpers";

let app: RunningApp, browser: Browser;
useBrowserApp((started) => ({ app, browser } = started));

const PHONE_UA = "Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36";

describe("the sessions list", () => {
  it("shows where the user is signed in and signs another browser out", async () => {
    const phone = await openPage(browser, { width: 375, height: 800, userAgent: PHONE_UA });
    await signInThroughUi(phone.page, app.url);
    const desk = await openPage(browser);
    await signInThroughUi(desk.page, app.url);

    await desk.page.goto(`${app.url}/admin/security`);
    const panel = desk.page.getByRole("region", { name: "Where you are signed in" });
    await panel.getByText("Chrome on Android").waitFor();
    expect(await panel.getByText("this browser").count()).toBe(1);
    expect(await axeViolations(desk.page)).toEqual([]);

    await panel.getByRole("button", { name: /^Sign out Chrome on Android/ }).click();
    await desk.page.getByTestId("toast").filter({ hasText: "Chrome on Android is signed out." }).waitFor();
    await expect.poll(() => panel.getByText("Chrome on Android").count(), { timeout: 10_000 }).toBe(0);

    // The phone finds itself signed out at its next step.
    await phone.page.goto(`${app.url}/system`);
    await phone.page.waitForURL(/\/logup/);
    expect(desk.errors).toEqual([]);
    await phone.context.close();
    await desk.context.close();
  });

  it("names the browsers in the reader's language", async () => {
    const phone = await openPage(browser, { width: 375, height: 800, userAgent: PHONE_UA });
    await signInThroughUi(phone.page, app.url);
    const desk = await openPage(browser);
    await signInThroughUi(desk.page, app.url);
    await gqlData(desk.context, app.url, "mutation { setMyLanguage(language: ZH) { id } }");
    try {
      await desk.page.goto(`${app.url}/admin/security`);
      const panel = desk.page.getByRole("region", { name: "已登录的设备" });
      await panel.getByText("Android 上的 Chrome").waitFor();
      expect(await panel.getByText("Chrome on Android").count()).toBe(0);
      await panel.getByRole("button", { name: /^退出 Android 上的 Chrome（最近使用于/ }).waitFor();
      expect(desk.errors).toEqual([]);
    } finally {
      await gqlData(desk.context, app.url, "mutation { setMyLanguage(language: null) { id } }");
      await phone.context.close();
      await desk.context.close();
    }
  });
});
