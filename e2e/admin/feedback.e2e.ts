import { describe, expect, it } from "vitest";
import type { BrowserContext, Page, Route } from "playwright-core";
import type { RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { expectToast, gqlData } from "./admin-helpers";

let app: RunningApp, page: Page, context: BrowserContext;
// A server of its own: it reorders seeded columns and articles, and counts pages of them.
useBrowserApp((started) => ({ app, page, context } = started), { signIn: "direct", ownServer: true });

/** The GraphQL operation a request carries, by the name the web app gives it. */
const operationOf = (route: Route): string | undefined => {
  try {
    return (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
  } catch {
    return undefined;
  }
};

/** Holds back the server's answer to one operation until `release` is called. */
async function holdOperation(name: string): Promise<{ release(): void; held: Promise<void> }> {
  let release!: () => void;
  let seen!: () => void;
  const held = new Promise<void>((resolve) => (seen = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/graphql", async (route) => {
    if (operationOf(route) !== name) return route.fallback();
    seen();
    await gate;
    await route.continue();
  });
  return { release, held };
}

const classics = () => page.getByRole("switch", { name: "show 名言 Classics" });

describe("feedback on back-office changes", () => {
  it("flips a switch before the server answers, then confirms the save", async () => {
    await page.goto(`${app.url}/nav`);
    await expect.poll(() => classics().getAttribute("aria-checked"), { timeout: 10_000 }).toBe("true");
    const { release, held } = await holdOperation("AdminSetColumnShown");
    try {
      await classics().click();
      await held;
      // The server has not answered yet, and the switch already shows the change.
      expect(await classics().getAttribute("aria-checked")).toBe("false");
      expect(await page.getByTestId("toast").count()).toBe(0);
    } finally {
      release();
    }
    await expectToast(page, "“名言 Classics” hidden.");
    expect(await classics().getAttribute("aria-checked")).toBe("false");
    await page.unroute("**/graphql");

    // And the server really has it: a fresh page shows it hidden; show it again for the next tests.
    await page.reload();
    await expect.poll(() => classics().getAttribute("aria-checked"), { timeout: 10_000 }).toBe("false");
    await classics().click();
    await expectToast(page, "“名言 Classics” shown.");
  });

  it("rolls a switch back with a message when the server refuses", async () => {
    await page.goto(`${app.url}/nav`);
    await expect.poll(() => classics().getAttribute("aria-checked"), { timeout: 10_000 }).toBe("true");
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/graphql", async (route) => {
      if (operationOf(route) !== "AdminSetColumnShown") return route.fallback();
      await gate;
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ data: null, errors: [{ message: "no permission", extensions: { code: "FORBIDDEN" } }] }),
      });
    });
    await classics().click();
    expect(await classics().getAttribute("aria-checked")).toBe("false");
    release();
    await expectToast(page, "Could not hide “名言 Classics”: no permission");
    await expect.poll(() => classics().getAttribute("aria-checked"), { timeout: 10_000 }).toBe("true");
    await page.unroute("**/graphql");

    // The server never heard of it: the column is still shown.
    const { columns } = await gqlData<{ columns: { name: string; isShow: boolean }[] }>(context, app.url, "{ columns { name isShow } }");
    expect(columns.find((column) => column.name === "名言 Classics")?.isShow).toBe(true);
  });

  it("confirms a tick", async () => {
    await page.goto(`${app.url}/nav`);
    await page.getByRole("checkbox", { name: "select 名言 Classics" }).click();
    await expectToast(page, "“名言 Classics” ticked.");
    await page.getByRole("checkbox", { name: "select 名言 Classics" }).click();
    await expectToast(page, "“名言 Classics” unticked.");
  });

  it("tells where a row went when its new sort order moves it to another page, and goes there", async () => {
    await page.goto(`${app.url}/navDetail?id=2`);
    const firstTitle = (await page.locator(".content-table tbody tr .article-title").first().textContent())!.trim();
    await page.getByRole("button", { name: new RegExp(`^Edit sort order of ${escape(firstTitle)}`) }).click();
    const field = page.getByRole("textbox", { name: `sort order of ${firstTitle}` });
    await field.fill("999");
    await field.press("Enter");

    const toast = page.getByTestId("toast").filter({ hasText: `“${firstTitle}” moved to page 2.` });
    await toast.waitFor();
    // The row has left the first page.
    await expect.poll(() => page.locator(".content-table tbody tr .article-title").allTextContents(), { timeout: 10_000 }).not.toContain(firstTitle);
    await toast.getByRole("button", { name: "Go there" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("page"), { timeout: 10_000 }).toBe("2");
    const moved = page.locator(".content-table tbody tr", { hasText: firstTitle });
    await expect.poll(() => moved.getAttribute("class"), { timeout: 10_000 }).toContain("row-moved");
    expect(await moved.isVisible()).toBe(true);
  });

  it("marks a row that stays on its page where it now stands", async () => {
    await page.goto(`${app.url}/nav`);
    await page.getByRole("button", { name: /^Edit sort order of 名言 Classics/ }).click();
    const field = page.getByRole("textbox", { name: "sort order of 名言 Classics" });
    await field.fill("0");
    await field.press("Enter");
    await expectToast(page, "Sort order of “名言 Classics” saved.");
    const row = page.locator("tbody tr", { hasText: "名言 Classics" });
    await expect.poll(() => row.getAttribute("class"), { timeout: 10_000 }).toContain("row-moved");
    await expect.poll(() => page.locator("tbody tr").first().textContent(), { timeout: 10_000 }).toContain("名言 Classics");
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
