import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { Accept } from "@fedify/vocab";
import { startFediversePeer, type FediversePeer } from "../../server/test/fediverse-peer";
import { useBrowserApp } from "../browser-app";
import { waitForAdminData, type RunningApp } from "../harness";
import { axeViolations } from "../axe";
import { expectToast, gqlData } from "./admin-helpers";

/**
 * The fediverse page with a real follower: a second fediverse server on this machine follows the blog, the page
 * shows it in Chinese, and in English its server is blocked and the list empties.
 */
let app: RunningApp, page: Page;
useBrowserApp((started) => ({ app, page } = started), { signIn: "direct", env: { FEDERATION_TEST_PRIVATE_ADDRESSES: "true" } });

let peer: FediversePeer;
beforeAll(async () => {
  peer = await startFediversePeer();
  await peer.follow(`${app.url}/ap/actors/blog`);
  await peer.waitFor((activity): activity is Accept => activity instanceof Accept);
});
afterAll(() => peer?.close());

const peerHost = () => new URL(peer.url).host;

async function open(language: "ZH" | "EN", heading: string): Promise<void> {
  await gqlData(page.context(), app.url, "mutation($language: Language) { setMyLanguage(language: $language) { id } }", { language });
  await page.goto(`${app.url}/admin/fediverse`);
  await page.getByRole("heading", { level: 2, name: heading }).waitFor();
  await waitForAdminData(page);
}

describe("the fediverse page", () => {
  it("shows the handle and the follower in Chinese, the username locked, with no axe violations", async () => {
    await open("ZH", "联邦宇宙");
    await page.getByText(`@blog@${new URL(app.url).host}`, { exact: true }).waitFor();
    const row = page.getByRole("row").filter({ hasText: `@reader@${peerHost()}` });
    await row.getByRole("cell", { name: "A reader" }).waitFor();
    await page.getByRole("heading", { level: 3, name: "关注者（1）" }).waitFor();
    expect(await page.getByLabel("用户名", { exact: true }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("blocks the follower's server in English: the list empties and the block is listed with Unblock", async () => {
    await open("EN", "Fediverse");
    await page.getByRole("button", { name: `Block the server ${peerHost()}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Block the server ${peerHost()}?` });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Block" }).click();
    await expectToast(page, `${peerHost()} is blocked.`);
    await page.getByText("Nobody follows the blog yet.").waitFor();
    await page.getByRole("heading", { level: 3, name: "Followers (0)" }).waitFor();
    await page.getByRole("button", { name: `Unblock ${peerHost()}` }).waitFor();

    const notes = page.getByRole("switch", { name: "Send articles as Notes" });
    await notes.click();
    await expect.poll(() => notes.getAttribute("aria-checked")).toBe("true");
    await expectToast(page, "Articles go out as Notes from now on.");
  });
});
