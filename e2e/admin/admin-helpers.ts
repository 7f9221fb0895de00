import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { ADMIN, CAPTCHA_TEXT } from "../harness";

/**
 * Sends one GraphQL operation through the browser context's own cookie jar, so it acts as the signed-in
 * browser does. Returns the parsed answer; a test that expects success uses `data`.
 */
export async function gql<T = Record<string, unknown>>(
  context: BrowserContext,
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const response = await context.request.post(`${url}/graphql`, { data: { query, variables } });
  return response.json();
}

/** Like gql, but fails the test on any error and returns the data. */
export async function gqlData<T = Record<string, unknown>>(
  context: BrowserContext,
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await gql<T>(context, url, query, variables);
  if (answer.errors?.length || !answer.data) throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/**
 * Signs in without the login page: the session cookie lands in the context, and the page gets the local
 * flags the login page would have written (the admin guard reads them).
 */
export async function signInDirectly(page: Page, url: string, name = ADMIN.name, password = ADMIN.password): Promise<void> {
  const context = page.context();
  const { captcha } = await gqlData<{ captcha: { id: string } }>(context, url, "{ captcha { id } }");
  const { login } = await gqlData<{ login: { name: string; token: string } }>(
    context,
    url,
    "mutation($name: String!, $password: String!, $captcha: String!, $captchaId: String) { login(name: $name, password: $password, captcha: $captcha, captchaId: $captchaId) { name token } }",
    { name, password, captcha: CAPTCHA_TEXT, captchaId: captcha.id },
  );
  if (!page.url().startsWith(url)) await page.goto(`${url}/logup`);
  await page.evaluate(({ name, token }) => {
    localStorage.setItem("isLogin", "1");
    localStorage.setItem("userName", name);
    localStorage.setItem("token", token);
  }, login);
}

/**
 * Waits until the page has shown a toast with this text since the toast the previous call found: openPage's
 * recorder keeps every toast's text, so one shown and gone between two checks still counts. In a page opened
 * without the recorder, a toast on screen counts.
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const pattern = typeof text === "string" ? { source: text, flags: "", literal: true } : { source: text.source, flags: text.flags, literal: false };
  const found = () =>
    page
      .evaluate(({ source, flags, literal }) => {
        const matches = (toast: string) => (literal ? toast.includes(source) : new RegExp(source, flags).test(toast));
        const shown = (window as unknown as { __shownToasts?: string[] }).__shownToasts;
        if (!shown) return [...document.querySelectorAll("[data-testid=toast]")].some((toast) => matches(toast.textContent ?? ""));
        const index = shown.findIndex(matches);
        // It and what came before it are spent: a later call needs a toast shown after this one.
        if (index >= 0) shown.splice(0, index + 1);
        return index >= 0;
      }, pattern)
      // A page between two documents answers nothing for a moment.
      .catch(() => false);
  await expect.poll(found, { timeout: 30_000 }).toBe(true);
}

/** The header's user menu button: its name is "User menu for" and the visible user name. */
export const userMenu = (page: Page) => page.locator("summary", { hasText: "User menu for" });

/**
 * Returns once every request the page has started so far has been seen by the test's request listeners: it
 * starts one more from the page and waits for that one, as the browser reports requests in the order they
 * start. A test that proves a click sent nothing checks its count after this, rather than after a pause.
 */
export async function requestsSeen(page: Page): Promise<void> {
  const marker = `/healthz?seen=${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => fetch(url).then((answer) => answer.text()), marker);
  await seen;
}

/**
 * Opens a back-office page. When the back-office is already loaded in `page`, it goes there as its own links do
 * (the router follows a new history entry) instead of loading the app again, which costs the browser far more;
 * the page shown before is marked, so what is waited for is the new page's frame. Otherwise it loads the
 * address, as it does for another address of the page shown (`/navDetail?id=2` after `?id=1`), whose frame the
 * router keeps.
 */
export async function openAdminPage(page: Page, baseUrl: string, path: string): Promise<void> {
  const target = new URL(path, baseUrl);
  const current = new URL(page.url());
  const loaded = current.origin === target.origin && (await page.locator(".admin-page").count()) > 0;
  if (!loaded || current.pathname === target.pathname) {
    await page.goto(target.href);
    return;
  }
  await page.evaluate((to) => {
    for (const frame of document.querySelectorAll(".admin-page")) frame.setAttribute("data-left", "");
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, target.pathname + target.search);
  await page.locator(".admin-page:not([data-left])").first().waitFor({ state: "attached" });
  await page.waitForFunction(() => document.querySelectorAll(".admin-page[data-left]").length === 0);
}

/**
 * Chooses the back-office's language in the user menu (found by `label`, in the language on screen) and waits
 * until the server has saved it: the select shows the choice again, enabled. A page left or reloaded before
 * that would cancel the save, and the next page would open in the old language.
 */
export async function chooseAdminLanguage(page: Page, label: string, option: "ZH" | "EN" | ""): Promise<void> {
  await page.locator(".user-menu summary").click();
  await page.getByLabel(label).selectOption({ value: option });
  await page.waitForFunction((chosen) => {
    const select = document.querySelector<HTMLSelectElement>(".user-menu-language select");
    return select !== null && !select.disabled && select.value === chosen;
  }, option);
}
