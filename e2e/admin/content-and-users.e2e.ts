import { describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { ADMIN, openPage, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { expectToast, gql, gqlData, signInDirectly } from "./admin-helpers";

let app: RunningApp, browser: Browser, page: Page, context: BrowserContext;

// A server of its own: it changes the administrator's own row and counts administrators.
useBrowserApp((started) => ({ app, browser, page, context } = started), { signIn: "direct", ownServer: true });

const dialog = (name: string) => page.getByRole("dialog", { name });

/** Answers "Delete" in the confirmation that every delete asks first. */
async function confirmDelete(title: string) {
  const question = page.getByRole("alertdialog", { name: title });
  await question.getByRole("button", { name: "Delete" }).click();
  await question.waitFor({ state: "detached" });
}

const sentences = async () =>
  (
    await gqlData<{ dailySentences: { items: { id: number; cn: string; en: string }[] } }>(
      context,
      app.url,
      "{ dailySentences(columnId: 1, includeHidden: true, limit: 100) { items { id cn en } } }",
    )
  ).dailySentences.items;

const columns = async () =>
  (
    await gqlData<{ columns: { id: number; name: string; kind: string }[] }>(
      context,
      app.url,
      "{ columns(includeHidden: true) { id name kind } }",
    )
  ).columns;

const users = async () =>
  (
    await gqlData<{ users: { items: { id: number; name: string; role: string; roleAuth: string }[] } }>(
      context,
      app.url,
      "{ users { items { id name role roleAuth } } }",
    )
  ).users.items;

describe("daily sentences", () => {
  it("adds a sentence once both languages are given", async () => {
    await page.goto(`${app.url}/navDetail?id=1`);
    await page.getByRole("button", { name: "New sentence" }).click();
    const form = dialog("New sentence");
    await form.getByRole("textbox", { name: "Chinese" }).fill("学而时习之");
    await form.getByRole("button", { name: "Add sentence" }).click();
    await form.getByText("Enter the sentence in English.").waitFor();

    await form.getByRole("textbox", { name: "English" }).fill("Learn, and practise what you learn.");
    await form.getByRole("button", { name: "Add sentence" }).click();
    await expectToast(page, "Sentence added.");
    await form.waitFor({ state: "detached" });
    await page.getByRole("button", { name: /^Edit English text of sentence \d+: Learn, and practise/ }).waitFor();
    expect((await sentences()).some((s) => s.cn === "学而时习之")).toBe(true);
  });

  it("deletes it after a confirmation", async () => {
    const added = (await sentences()).find((s) => s.cn === "学而时习之")!;
    await page.getByRole("button", { name: `Delete sentence ${added.id}` }).click();
    await confirmDelete("Delete this sentence?");
    await expectToast(page, "Sentence deleted.");
    await page.getByRole("button", { name: `Delete sentence ${added.id}` }).waitFor({ state: "detached" });
    expect((await sentences()).some((s) => s.id === added.id)).toBe(false);
  });
});

describe("columns", () => {
  const kindOf = (name: string): Locator => page.getByRole("combobox", { name: `what ${name} holds` });

  it("creates a column with a name and a kind, and renames it", async () => {
    await page.goto(`${app.url}/nav`);
    await page.getByRole("button", { name: "New column" }).click();
    const form = dialog("New column");
    await form.getByRole("textbox", { name: "Name" }).fill("Travel notes");
    await form.getByRole("combobox", { name: "Holds" }).selectOption("ARTICLES");
    await form.getByRole("button", { name: "Create column" }).click();
    await expectToast(page, "Column created.");
    await page.getByRole("link", { name: "Travel notes" }).waitFor();

    await page.getByRole("button", { name: "Rename Travel notes" }).click();
    const rename = dialog("Rename the column");
    expect(await rename.getByRole("textbox", { name: "Name" }).inputValue()).toBe("Travel notes");
    await rename.getByRole("textbox", { name: "Name" }).fill("Travel");
    await rename.getByRole("button", { name: "Rename" }).click();
    await expectToast(page, "Column renamed.");
    await page.getByRole("link", { name: "Travel", exact: true }).waitFor();
    expect((await columns()).find((c) => c.name === "Travel")?.kind).toBe("ARTICLES");
  });

  it("changes the kind of an empty column, and says why a column with content cannot change", async () => {
    await kindOf("Travel").selectOption("DAILY_SENTENCES");
    await expect.poll(async () => (await columns()).find((c) => c.name === "Travel")?.kind).toBe("DAILY_SENTENCES");

    await kindOf("文章 Articles").selectOption("DAILY_SENTENCES");
    await expectToast(page, /still holds \d+ articles; it can change kind only when empty/);
    await expect.poll(() => kindOf("文章 Articles").inputValue()).toBe("ARTICLES");
    expect((await columns()).find((c) => c.id === 2)?.kind).toBe("ARTICLES");
  });

  it("refuses to delete a column that holds content, with the server's message", async () => {
    await page.getByRole("button", { name: "Delete 文章 Articles" }).click();
    await confirmDelete("Delete this column?");
    await expectToast(page, /still holds \d+ articles; move or delete them first/);
    expect(await page.getByRole("link", { name: "文章 Articles" }).isVisible()).toBe(true);
  });

  it("deletes an empty column", async () => {
    await page.getByRole("button", { name: "Delete Travel" }).click();
    await confirmDelete("Delete this column?");
    await expectToast(page, "Column deleted.");
    await page.getByRole("link", { name: "Travel", exact: true }).waitFor({ state: "detached" });
    expect((await columns()).some((c) => c.name === "Travel")).toBe(false);
  });
});

describe("backend users", () => {
  const NEW_USER = { name: "editor2", password: "first-password-1" };
  const admin = async () =>
    (await gqlData<{ users: { items: { name: string; sid: number; isShow: boolean; isSelect: boolean }[] } }>(
      context,
      app.url,
      "{ users { items { name sid isShow isSelect } } }",
    )).users.items.find((u) => u.name === "admin")!;

  it("lists the users with role and rights labels", async () => {
    await page.goto(`${app.url}/role`);
    const row = page.getByRole("row", { name: /admin/ });
    await row.waitFor();
    expect(await row.textContent()).toContain("Administrator");
    expect(await row.textContent()).toContain("Edit and view");
  });

  // The select-all box of the same table (AdminTable) ticks rows on screen only and saves nothing:
  // web/src/features/admin/links/links-page.test.tsx.
  it("edits the sid, the show switch and the row checkbox, each reaching the server", async () => {
    await page.getByRole("button", { name: /^Edit sort order of admin:/ }).click();
    const sid = page.getByRole("textbox", { name: "sort order of admin" });
    await sid.fill("8");
    await sid.press("Enter");
    await expect.poll(async () => (await admin()).sid).toBe(8);
    await page.getByRole("button", { name: /^Edit sort order of admin: 8$/ }).waitFor();

    await page.getByRole("switch", { name: "show admin" }).click();
    await expect.poll(async () => (await admin()).isShow).toBe(false);
    await page.getByRole("switch", { name: "show admin" }).click();
    await expect.poll(async () => (await admin()).isShow).toBe(true);

    await page.getByRole("checkbox", { name: "select admin" }).click();
    await expect.poll(async () => (await admin()).isSelect).toBe(true);
  });

  it("creates a user, checking the password's length and letting it be shown", async () => {
    await page.goto(`${app.url}/role`);
    await page.getByRole("button", { name: "New user" }).click();
    const form = dialog("New user");
    await form.getByRole("textbox", { name: "Sign-in name" }).fill(NEW_USER.name);
    const password = form.getByLabel(/^Password/);
    await password.fill("too-short");
    await form.getByRole("button", { name: "Create user" }).click();
    await form.getByText("The password needs at least 10 characters.").waitFor();

    await password.fill(NEW_USER.password);
    expect(await password.getAttribute("type")).toBe("password");
    await form.getByRole("button", { name: "Show password" }).click();
    expect(await password.getAttribute("type")).toBe("text");
    await form.getByRole("combobox", { name: "Role" }).selectOption("USER");
    await form.getByRole("combobox", { name: "Rights" }).selectOption("VIEW");
    await form.getByRole("button", { name: "Create user" }).click();
    await expectToast(page, "User created.");
    await page.getByRole("combobox", { name: "role of editor2" }).waitFor();
    expect((await users()).find((u) => u.name === NEW_USER.name)).toMatchObject({ role: "USER", roleAuth: "VIEW" });
  });

  it("keeps the last administrator one: the role springs back and the server says why", async () => {
    await page.getByRole("combobox", { name: "role of admin" }).selectOption("USER");
    await expectToast(page, "This is the last administrator with edit rights; make another user one first.");
    await expect.poll(() => page.getByRole("combobox", { name: "role of admin" }).inputValue()).toBe("ADMIN");
  });

  it("changes another user's role and rights", async () => {
    await page.getByRole("combobox", { name: "role of editor2" }).selectOption("ADMIN");
    await expect.poll(async () => (await users()).find((u) => u.name === NEW_USER.name)?.role).toBe("ADMIN");
    await page.getByRole("combobox", { name: "rights of editor2" }).selectOption("EDIT");
    await expect.poll(async () => (await users()).find((u) => u.name === NEW_USER.name)?.roleAuth).toBe("EDIT");
  });

  it("sets another user's password without the current one, and it works for signing in", async () => {
    await page.getByRole("button", { name: "Password of editor2" }).click();
    const form = dialog("New password for editor2");
    expect(await form.getByLabel(/^Current password/).count()).toBe(0);
    await form.getByLabel(/^New password/).fill("second-password-2");
    await form.getByRole("button", { name: "Change password" }).click();
    await expectToast(page, "Password changed for editor2.");

    const other = await openPage(browser);
    await signInDirectly(other.page, app.url, NEW_USER.name, "second-password-2");
    const me = await gqlData<{ me: { name: string } }>(other.context, app.url, "{ me { name } }");
    expect(me.me.name).toBe(NEW_USER.name);
    await other.context.close();
  });

  it("asks for the current password to change one's own, and shows the server's refusal beside it", async () => {
    await page.getByRole("button", { name: "Change my password" }).click();
    const form = dialog("Change your password");
    await form.getByLabel(/^Current password/).fill("not-my-password");
    await form.getByLabel(/^New password/).fill("third-password-3");
    await form.getByRole("button", { name: "Change password" }).click();
    await form.getByText("The current password is wrong.").waitFor();
    await form.getByRole("button", { name: "Cancel" }).click();
    await form.waitFor({ state: "detached" });
    // The administrator's password is unchanged.
    const check = await gql(context, app.url, "{ me { name } }");
    expect(check.errors).toBeUndefined();
  });

  it("refuses to delete the signed-in user", async () => {
    await page.getByRole("button", { name: `Delete ${ADMIN.name}` }).click();
    await confirmDelete("Delete this user?");
    await expectToast(page, "You cannot delete yourself while signed in.");
    expect(await page.getByRole("combobox", { name: "role of admin" }).isVisible()).toBe(true);
  });

  it("deletes another user after a confirmation", async () => {
    await page.getByRole("button", { name: "Delete editor2" }).click();
    await confirmDelete("Delete this user?");
    await expectToast(page, "User deleted.");
    await page.getByRole("combobox", { name: "role of editor2" }).waitFor({ state: "detached" });
    expect((await users()).some((u) => u.name === NEW_USER.name)).toBe(false);
  });
});
