import { beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { gqlData, signInDirectly } from "../admin/admin-helpers";
import { useBrowserApp } from "../browser-app";
import { openPage, waitForHydration, type RunningApp } from "../harness";

let app: RunningApp, browser: Browser;

useBrowserApp((started) => ({ app, browser } = started));

/**
 * What the site's owner and visitors wrote, in whatever language they wrote it: the interface around it is
 * what must speak the page's language.
 */
const USER_CONTENT = [
  ".site-title",
  ".footer-legal",
  ".sentence",
  ".owner-note",
  ".friend-links a",
  ".article-item h3 a",
  ".article-summary",
  ".article-header h1",
  ".article-subtitle",
  ".article-content",
  ".article-neighbour-title",
  ".tag-link",
  ".tag-heading h1",
  ".tag-description",
  ".resume",
  "canvas.poster",
  ".guestbook-author",
  ".guestbook-text",
  ".search-result h2",
  ".search-snippet",
  "input[name=q]",
];

/** Words an interface may show in the other language: the switch names the other language in its own. */
const ALLOWED = { zh: ["English", "RSS", "Atom"], en: ["中文"] };

/** Latin words of 3+ letters on a Chinese page, Han characters on an English one. */
const FOREIGN = { zh: String.raw`[A-Za-z]{3,}`, en: String.raw`[\u3400-\u9fff\uf900-\ufaff]+` };

/**
 * The interface's words in the wrong language: visible text and aria-label, title, placeholder and alt outside
 * the user-content regions, with `own` (the site's title, the query typed) taken out of the text first.
 */
function foreignWords(page: Page, locale: "zh" | "en", own: string[]): Promise<string[]> {
  return page.evaluate(
    ({ selectors, pattern, allowed, own }) => {
      const inUserContent = (element: Element) => selectors.some((selector) => element.closest(selector));
      const found = new Set<string>();
      const check = (text: string, where: string) => {
        let rest = text;
        for (const part of own) if (part) rest = rest.split(part).join(" ");
        for (const word of rest.match(new RegExp(pattern, "g")) ?? []) if (!allowed.includes(word)) found.add(`${word} (${where})`);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest("script, style, noscript") || inUserContent(parent)) continue;
        check(node.textContent ?? "", `text in <${parent.tagName.toLowerCase()} class="${parent.className}">`);
      }
      for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
        if (inUserContent(element)) continue;
        for (const name of ["aria-label", "title", "placeholder", "alt"]) {
          const value = element.getAttribute(name);
          if (value) check(value, `${name} of <${element.tagName.toLowerCase()} class="${element.className}">`);
        }
      }
      return [...found];
    },
    { selectors: USER_CONTENT, pattern: FOREIGN[locale], allowed: ALLOWED[locale], own },
  );
}

/** The site paths of the links on the page that stay on the site, except the language switch's. */
function internalLinks(page: Page): Promise<string[]> {
  return page.locator("a[href^='/']:not(.language-switch)").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

const SEARCH = "西湖";
let article: { slug: string; title: string };
let pages: { name: string; path: string; h1?: string }[];

beforeAll(async () => {
  // A tag on an article, so there is a tag page to read (the demo data has none).
  const owner = await openPage(browser);
  // The home page's first article, as a visitor sees the list (signed in, the list has hidden ones too).
  const { homeArticles } = await gqlData<{ homeArticles: { items: { id: number; slug: string; title: string }[] } }>(
    owner.context,
    app.url,
    "{ homeArticles(limit: 1) { items { id slug title } } }",
  );
  const [first] = homeArticles.items;
  await signInDirectly(owner.page, app.url);
  const { createTag } = await gqlData<{ createTag: { id: number; slug: string } }>(
    owner.context,
    app.url,
    'mutation { createTag(input: { name: "Notes", slug: "notes", description: "Short notes, written down before they are forgotten." }) { id slug } }',
  );
  await gqlData(owner.context, app.url, "mutation($id: Int!, $tags: [Int!]!) { setArticleTags(id: $id, tagIds: $tags) { id } }", { id: first.id, tags: [createTag.id] });
  await owner.context.close();
  article = first;
  pages = [
    { name: "home", path: "/" },
    { name: "article", path: `/posts/${encodeURIComponent(first.slug)}`, h1: first.title },
    { name: "tag", path: `/tag/${createTag.slug}`, h1: "Notes" },
    { name: "about", path: "/about" },
    { name: "guestbook", path: "/guestbook" },
    { name: "search", path: `/search?q=${encodeURIComponent(SEARCH)}` },
    { name: "not found", path: "/no-such-page" },
  ];
});

describe.each([
  { locale: "zh" as const, lang: "zh-CN" },
  { locale: "en" as const, lang: "en" },
])("every public page under /$locale/", ({ locale, lang }) => {
  it(`is in ${lang}: <html lang>, the interface's words, and links that keep the language`, async () => {
    const { page, context, errors } = await openPage(browser);
    for (const { name, path, h1 } of pages) {
      const url = `${app.url}/${locale}${path}`;
      // The server's page names its language, before any script runs.
      expect((await page.request.get(url)).ok() || name === "not found", name).toBe(true);
      expect(await (await page.request.get(url)).text(), name).toMatch(new RegExp(`<html lang="${lang}"`));

      await page.goto(url);
      await waitForHydration(page);
      if (h1) await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { message: name }).toBe(h1);
      expect(await page.evaluate(() => document.documentElement.lang), name).toBe(lang);
      const siteTitle = (await page.locator(".site-title").textContent()) ?? "";
      expect(await foreignWords(page, locale, [siteTitle, SEARCH]), `${name}: ${url}`).toEqual([]);
      expect((await internalLinks(page)).filter((href) => !href.startsWith(`/${locale}/`)), `${name}: links`).toEqual([]);
      expect(await page.locator("form[role=search]").first().getAttribute("action"), name).toBe(`/${locale}/search`);
    }
    // A page not found is a 404 (its resource error in the console is the point of it).
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await context.close();
  });
});

describe("following links under /zh/", () => {
  it("stays in Chinese from the home page to an article, its tag, the guestbook and a search", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${app.url}/zh/`);
    await page.locator(".article-item h3 a", { hasText: article.title }).click();
    await page.waitForURL(`${app.url}/zh/posts/${encodeURIComponent(article.slug)}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(article.title);
    expect(await page.locator(".article-byline").textContent()).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);

    await page.locator(".article-header .tag-link", { hasText: "Notes" }).click();
    await page.waitForURL(`${app.url}/zh/tag/notes`);
    await expect.poll(() => page.locator(".tag-count").textContent()).toBe("1 篇文章");

    await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "留言板" }).click();
    await page.waitForURL(`${app.url}/zh/guestbook`);
    // The address changes as the router starts the move; the page follows when its code and data are in.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("留言板");

    const box = page.getByRole("search", { name: "站内搜索" });
    await box.getByRole("searchbox").fill(SEARCH);
    await box.getByRole("button", { name: "搜索" }).click();
    await page.waitForURL(`${app.url}/zh/search?q=${encodeURIComponent(SEARCH)}`);
    await expect.poll(() => page.locator(".search-count").textContent()).toMatch(/^共有 \d+ 篇文章与“西湖”匹配。$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("has a language switch that leads from an article to the same article in the other language and back", async () => {
    const { page, context, errors } = await openPage(browser);
    const path = `/posts/${encodeURIComponent(article.slug)}`;
    await page.goto(`${app.url}/zh${path}`);
    await page.locator(".language-switch").click();
    await page.waitForURL(`${app.url}/en${path}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(article.title);
    expect(await page.locator(".back-link").textContent()).toBe("← Back to home");

    await page.locator(".language-switch").click();
    await page.waitForURL(`${app.url}/zh${path}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("zh-CN");
    expect(await page.locator(".back-link").textContent()).toBe("← 返回首页");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("an article in two languages", () => {
  /** Writes and publishes an article, and its Chinese version when `chinese` is given. */
  async function written(english: string, chinese?: string): Promise<{ en: string; zh?: string }> {
    const owner = await openPage(browser);
    await signInDirectly(owner.page, app.url);
    const publish = (id: number) => gqlData(owner.context, app.url, "mutation($id: Int!) { publishArticle(id: $id) { id } }", { id });
    const { createArticle } = await gqlData<{ createArticle: { id: number; slug: string } }>(
      owner.context,
      app.url,
      "mutation($input: CreateArticleInput!) { createArticle(input: $input) { id slug } }",
      { input: { columnId: 2, title: english, language: "EN", content: "<p>Written in English.</p>" } },
    );
    await publish(createArticle.id);
    let zh: string | undefined;
    if (chinese) {
      const { addArticleTranslation } = await gqlData<{ addArticleTranslation: { id: number; slug: string } }>(
        owner.context,
        app.url,
        "mutation($id: Int!, $input: ArticleTranslationInput!) { addArticleTranslation(id: $id, language: ZH, input: $input) { id slug } }",
        { id: createArticle.id, input: { title: chinese, content: "<p>用中文写的。</p>" } },
      );
      await publish(addArticleTranslation.id);
      zh = addArticleTranslation.slug;
    }
    await owner.context.close();
    return { en: createArticle.slug, zh };
  }

  it("shows each language its own version, switches between them on the same article, and names both as alternates", async () => {
    const slugs = await written("A walk in two languages", "两种语言的散步");
    const { page, context, errors } = await openPage(browser);
    // The English version's address under /zh/ moves to the Chinese version.
    await page.goto(`${app.url}/zh/posts/${slugs.en}`);
    await page.waitForURL(`${app.url}/zh/posts/${encodeURIComponent(slugs.zh!)}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("两种语言的散步");
    expect(await page.locator(".article-language-notice").count()).toBe(0);
    const alternates = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`));
    expect(alternates).toEqual([`zh-CN ${app.url}/posts/${encodeURIComponent(slugs.zh!)}`, `en ${app.url}/posts/${slugs.en}`, `x-default ${app.url}/posts/${slugs.en}`]);

    await page.locator(".language-switch").click();
    await page.waitForURL(`${app.url}/en/posts/${slugs.en}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("A walk in two languages");
    await page.locator(".language-switch").click();
    await page.waitForURL(`${app.url}/zh/posts/${encodeURIComponent(slugs.zh!)}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("两种语言的散步");
    // Each language's home page lists the article once, in its own language.
    await page.goto(`${app.url}/en/`);
    expect(await page.locator(".article-item h3 a", { hasText: "A walk in two languages" }).count()).toBe(1);
    expect(await page.locator(".article-item h3 a", { hasText: "两种语言的散步" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows an English-only article on a Chinese page with a notice", async () => {
    const slugs = await written("Only ever in English");
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${app.url}/zh/posts/${slugs.en}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Only ever in English");
    expect(await page.locator(".article-language-notice").textContent()).toBe("这篇文章还没有中文版，以下是英文版。");
    expect(errors).toEqual([]);
    await context.close();
  });
});
