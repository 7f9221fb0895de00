import { describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { openPage, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { expectToast, gqlData } from "./admin-helpers";

let app: RunningApp, browser: Browser, page: Page, context: BrowserContext, errors: string[];

useBrowserApp((started) => ({ app, browser, page, context, errors } = started), { signIn: "direct" });

interface LinkRow {
  id: number;
  sid: number;
  name: string;
  url: string;
  logo: string;
  isShow: boolean;
  isSelect: boolean;
}

const links = async () => (await gqlData<{ links: LinkRow[] }>(context, app.url, "{ links { id sid name url logo isShow isSelect } }")).links;
const linkNamed = async (name: string) => (await links()).find((link) => link.name === name);

/** The home page's friend links as a visitor sees them: name, address, target and rel of each. */
async function friendLinksOnHome(): Promise<{ name: string; href: string | null; target: string | null; rel: string | null }[]> {
  const visitor = await openPage(browser);
  await visitor.page.goto(`${app.url}/`);
  // The panel draws nothing until its query answers, and nothing at all without links: wait for every request.
  await visitor.page.waitForLoadState("networkidle");
  const panel = visitor.page.getByRole("region", { name: "Friend links" });
  const found = (await panel.count()) === 0 ? [] : await panel.getByRole("link").evaluateAll((anchors) =>
    anchors.map((a) => ({
      name: a.querySelector("span")?.textContent ?? "",
      href: a.getAttribute("href"),
      target: a.getAttribute("target"),
      rel: a.getAttribute("rel"),
    })),
  );
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();
  return found;
}

describe("linked management", () => {
  it("starts empty and says so", async () => {
    await page.goto(`${app.url}/linked`);
    await page.getByRole("heading", { level: 2, name: "Linked management" }).waitFor();
    await page.getByText("There are no friend links yet.").waitFor();
    expect(await friendLinksOnHome()).toEqual([]);
  });

  it("adds a link that the home page's side panel then shows, opening in a new tab", async () => {
    await page.getByRole("button", { name: "Add link" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a link" });
    await dialog.getByLabel("Name").fill("Friend's notes");
    await dialog.getByLabel("Address").fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: "Add link" }).click();
    await dialog.getByText("starting with http:// or https://").first().waitFor();
    await dialog.getByLabel("Address").fill("https://friend.example/notes");
    await dialog.getByLabel("Logo").fill("/logo.svg");
    await dialog.getByRole("button", { name: "Add link" }).click();
    await expectToast(page, "Link added.");
    await page.getByRole("cell", { name: "Friend's notes", exact: true }).waitFor();
    expect(await linkNamed("Friend's notes")).toMatchObject({ url: "https://friend.example/notes", logo: "/logo.svg", isShow: true });

    expect(await friendLinksOnHome()).toEqual([
      { name: "Friend's notes", href: "https://friend.example/notes", target: "_blank", rel: "noopener noreferrer" },
    ]);
  });

  it("edits a link's name and address in the form", async () => {
    await page.getByRole("button", { name: "edit Friend's notes" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit link" });
    expect(await dialog.getByLabel("Address").inputValue()).toBe("https://friend.example/notes");
    await dialog.getByLabel("Name").fill("Friend's journal");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Link saved.");
    await page.getByRole("cell", { name: "Friend's journal", exact: true }).waitFor();
    expect(await linkNamed("Friend's journal")).toMatchObject({ url: "https://friend.example/notes" });
  });

  it("orders by sid, hides with the switch and ticks rows; the home page follows", async () => {
    await page.getByRole("button", { name: "Add link" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a link" });
    await dialog.getByLabel("Name").fill("Second friend");
    await dialog.getByLabel("Address").fill("http://second.example/");
    await dialog.getByRole("button", { name: "Add link" }).click();
    await page.getByRole("cell", { name: "Second friend", exact: true }).waitFor();

    // Both start at sid 0; giving the journal 5 puts the second friend first.
    await page.getByRole("button", { name: /^Edit sort order of Friend's journal:/ }).click();
    const sid = page.getByRole("textbox", { name: "sort order of Friend's journal" });
    await sid.fill("5");
    await sid.press("Enter");
    await expect.poll(async () => (await linkNamed("Friend's journal"))?.sid).toBe(5);
    await expect.poll(() => page.locator("tbody tr").first().textContent()).toContain("Second friend");
    expect((await friendLinksOnHome()).map((link) => link.name)).toEqual(["Second friend", "Friend's journal"]);

    await page.getByRole("switch", { name: "show Second friend" }).click();
    await expect.poll(async () => (await linkNamed("Second friend"))?.isShow).toBe(false);
    expect((await friendLinksOnHome()).map((link) => link.name)).toEqual(["Friend's journal"]);
    // The select-all box ticks the rows on screen only, and saves nothing: web/src/features/admin/links/links-page.test.tsx.
  });

  it("leaves hidden links out of the home page for the signed-in owner too", async () => {
    await page.goto(`${app.url}/`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("region", { name: "Friend links" }).getByRole("link", { name: /Friend's journal/ }).waitFor();
    expect(await page.getByRole("region", { name: "Friend links" }).getByRole("link").count()).toBe(1);
  });

  it("deletes a link after asking", async () => {
    await page.goto(`${app.url}/linked`);
    await page.getByRole("button", { name: "delete Second friend" }).click();
    await page.getByRole("alertdialog", { name: "Delete link" }).getByRole("button", { name: "Cancel" }).click();
    expect(await linkNamed("Second friend")).toBeDefined();

    await page.getByRole("button", { name: "delete Second friend" }).click();
    await page.getByRole("alertdialog", { name: "Delete link" }).getByRole("button", { name: "Delete" }).click();
    await expect.poll(async () => (await links()).map((link) => link.name)).toEqual(["Friend's journal"]);
    await expect.poll(() => page.locator("tbody tr").count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
