import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { CAPTCHA_TEXT, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { chooseAdminLanguage, gqlData, openAdminPage } from "./admin-helpers";

let app: RunningApp, page: Page, context: BrowserContext, errors: string[];

// A server of its own: it leaves the administrator's back-office in Chinese.
useBrowserApp((started) => ({ app, page, context, errors } = started), { signIn: "direct", ownServer: true });

/**
 * Latin words the Chinese interface may keep: names of formats, products and protocols, and each language's
 * own name in the language select.
 */
const LATIN_ALLOWED = new Set(
  [
    "SEO", "URL", "RSS", "GraphQL", "English", "HTML", "JSON", "ZIP", "CSV", "SMTP", "README", "Markdown", "Hexo", "Hugo", "WordPress", "Ghost",
    "PNG", "JPEG", "WebP", "GIF", "UTC", "http", "https", "mailto", "txt", "xml", "json", "zip",
    "Google", "Microsoft", "Authenticator", "Password", "Aegis", "Ctrl", "Shift", "Alt", "Webmention", "CSS", "Mastodon", "Note", "Article",
    // The fonts an owner can pick, by their names.
    "Inter", "IBM", "Plex", "Sans", "Source", "Serif", "Merriweather", "Lora",
  ].map((word) => word.toLowerCase()),
);

/** Each language's own name in the language selects: the one Chinese word the English interface shows. */
const CJK_ALLOWED = ["中文"];

/**
 * Every piece of interface text on the page: text nodes (visually hidden ones too, which screen readers read)
 * and the names and hints in attributes, leaving out what the page shows of the blog's data: table cells,
 * code, the editor's body and form values. The skip link is the public pages' shared control (lib/ui), which
 * the public site's translation covers.
 */
async function interfaceTexts(): Promise<string[]> {
  return page.evaluate(() => {
    const DATA = ".skip-link, td, code, pre, kbd, textarea, .rich-text-content, .dashboard-list a, .dashboard-excerpt, .user-name, .user-avatar, .console-greeting strong";
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template") || parent.closest(DATA)) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")) {
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** The blog's own words: its Latin words, lower-cased, and all of its text to find CJK runs in. */
type ContentWords = { latin: Set<string>; cjk: string };

/** The blog's own words (its data as the JSON export holds it, the server's facts, the signed-in browsers' product names). */
async function contentWords(): Promise<ContentWords> {
  const exported = await (await context.request.get(`${app.url}/api/export/blog.json`)).text();
  const facts = await gqlData(context, app.url, "{ systemInfo { platform arch server ip rootDir databaseVersion utcTime } mySessions { browser address } me { name } }");
  const all = `${exported} ${JSON.stringify(facts)}`;
  return { latin: new Set((all.match(/[A-Za-z]+/g) ?? []).map((word) => word.toLowerCase())), cjk: all };
}

/** Paths and addresses ("/logo.png", "wp-content/uploads", "https://…") are names, not words of a language. */
const withoutPaths = (text: string) => text.replace(/[^\s，。、；：（）“”]*\/[^\s，。、；：（）“”]*/g, " ");

/** The interface texts that still speak the other language. */
async function foreignTexts(language: "zh" | "en", content: ContentWords): Promise<string[]> {
  const texts = await interfaceTexts();
  if (language === "zh") {
    return texts.filter((text) =>
      (withoutPaths(text).match(/[A-Za-z]{3,}/g) ?? []).some((word) => !LATIN_ALLOWED.has(word.toLowerCase()) && !content.latin.has(word.toLowerCase())),
    );
  }
  return texts.filter((text) => (text.match(/[\u3400-\u9fff]+/g) ?? []).some((run) => !CJK_ALLOWED.includes(run) && !content.cjk.includes(run)));
}

/** Waits until the page and its parts have loaded: its frame is not busy and nothing says "loading". */
async function settled(): Promise<void> {
  await page.locator('.admin-page[aria-busy="false"]').first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll(".request-loading, .admin-page[aria-busy='true']").length === 0);
}

/** The pages of the left nav and the user menu, and a column's content and the editor reached from them. */
async function adminPaths(): Promise<string[]> {
  const links = await page.locator("#admin-nav a, .user-menu-list a").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
  return [...new Set([...links, "/navDetail?id=1", "/articleEdit"])];
}

async function walk(language: "zh" | "en", heading: string): Promise<void> {
  await page.goto(`${app.url}/system`);
  await page.getByRole("heading", { level: 2, name: heading }).waitFor();
  // The administrator-only entries join the nav once the user's role has come.
  await page.locator('#admin-nav a[href="/admin/appearance"]').waitFor();
  await settled();
  const content = await contentWords();
  expect({ path: "/system", foreign: await foreignTexts(language, content) }).toEqual({ path: "/system", foreign: [] });
  for (const path of (await adminPaths()).filter((path) => path !== "/system")) {
    await openAdminPage(page, app.url, path);
    await settled();
    expect({ path, foreign: await foreignTexts(language, content) }).toEqual({ path, foreign: [] });
  }
}

describe("the back-office in each user's language", () => {
  it("switches to Chinese from the user menu at once, and keeps it after a reload", async () => {
    await page.goto(`${app.url}/system`);
    await page.getByRole("heading", { level: 2, name: "Console" }).waitFor();
    await chooseAdminLanguage(page, "Language", "ZH");
    await page.getByRole("heading", { level: 2, name: "控制台" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("zh-CN");
    await page.reload();
    await page.getByRole("heading", { level: 2, name: "控制台" }).waitFor();
    await page.getByRole("navigation", { name: "后台" }).getByRole("link", { name: "网站信息" }).waitFor();
  });

  it("shows no English interface text on any page in Chinese", async () => {
    await walk("zh", "控制台");
  });

  it("says the server's refusal of a field in Chinese too", async () => {
    await page.goto(`${app.url}/seo`);
    const email = page.getByLabel("电子邮箱");
    await email.fill("不是地址");
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await expect.poll(() => email.getAttribute("aria-invalid"), { timeout: 10_000 }).toBe("true");
    const errorId = (await email.getAttribute("aria-describedby"))!.split(" ")[0];
    expect(await page.locator(`#${errorId}`).textContent()).toBe("邮箱格式不对：应为电子邮件地址");
  });

  it("switches back to English, and shows no Chinese interface text on any page", async () => {
    await page.goto(`${app.url}/system`);
    await page.getByRole("heading", { level: 2, name: "控制台" }).waitFor();
    await chooseAdminLanguage(page, "语言", "EN");
    await page.getByRole("heading", { level: 2, name: "Console" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { level: 2, name: "Console" }).waitFor();
    await walk("en", "Console");
  });

  it("follows the site's default language again when the choice is cleared", async () => {
    await page.goto(`${app.url}/system`);
    await chooseAdminLanguage(page, "Language", "");
    await page.reload();
    await page.getByRole("heading", { level: 2, name: "Console" }).waitFor();
    const { me } = await gqlData<{ me: { language: string | null } }>(context, app.url, "{ me { language } }");
    expect(me.language).toBeNull();
    expect(errors).toEqual([]);
  });

  it("logs out to the sign-in page in the language the back-office spoke", async () => {
    await gqlData(context, app.url, "mutation { setMyLanguage(language: ZH) { id } }");
    await page.goto(`${app.url}/system`);
    await page.getByRole("button", { name: "退出登录" }).click();
    await page.waitForURL(`${app.url}/zh/logup`);
    await page.getByRole("heading", { level: 1, name: "登录" }).waitFor();
    await page.getByLabel("账号").waitFor();
    // The server's refusal comes in the page's language too.
    await page.getByLabel("账号").fill("admin");
    await page.getByLabel("密码", { exact: true }).fill("not-the-password-1");
    await page.getByLabel("验证码", { exact: true }).fill(CAPTCHA_TEXT);
    // The form refuses to send before its captcha's picture (and id) has come.
    await page.locator(".captcha-row img").waitFor();
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await page.getByText("用户名或密码错误。").waitFor();
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });
});
