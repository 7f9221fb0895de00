import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import type { LegacyClient } from "../../../test/legacy-client";
import { useTestServer } from "../../../test/use-test-server";
import { Article } from "./article.entity";

let server: TestServer, token: string, api: LegacyClient;
useTestServer((started) => ({ server, token, api } = started), { signIn: "graphql" });

const gql = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });
const visitor = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables);
const VERSION = "id language slug title status";

async function published(mutation: string, variables: Record<string, unknown>, field: string): Promise<{ id: number; slug: string; language: string; title: string }> {
  const result = await gql(mutation, variables);
  expect(result.errors).toBeUndefined();
  const version = result.data[field];
  expect((await gql(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id: version.id })).errors).toBeUndefined();
  return version;
}
const newArticle = (title: string, language: string) =>
  published(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { ${VERSION} } }`, { input: { columnId: 2, title, language, content: "<p>Body</p>" } }, "createArticle");
const addTranslation = (id: number, language: string, input: Record<string, unknown>) =>
  gql(`mutation($id: Int!, $language: Language!, $input: ArticleTranslationInput!) { addArticleTranslation(id: $id, language: $language, input: $input) { ${VERSION} } }`, { id, language, input });
const homeIds = async (language?: string) => {
  const result = await visitor(`query($language: Language) { homeArticles(limit: 100, language: $language) { items { id } } }`, { language });
  expect(result.errors).toBeUndefined();
  return result.data.homeArticles.items.map((a: { id: number }) => a.id);
};

describe("an article in two languages", () => {
  it("is written in English first, then in Chinese as a draft of its own that visitors do not see until it is published", async () => {
    const english = await newArticle("Baking bread at home", "EN");
    expect(english.language).toBe("EN");
    const added = await addTranslation(english.id, "ZH", { title: "在家烤面包", summary: "面包", content: "<p>正文</p>" });
    expect(added.errors).toBeUndefined();
    const chinese = added.data.addArticleTranslation;
    expect(chinese).toMatchObject({ language: "ZH", slug: "在家烤面包", status: "DRAFT" });

    const versions = `query($id: Int!) { article(id: $id) { translations { ${VERSION} } } }`;
    expect((await gql(versions, { id: english.id })).data.article.translations.map((v: { language: string }) => v.language)).toEqual(["ZH", "EN"]);
    expect((await visitor(versions, { id: english.id })).data.article.translations.map((v: { language: string }) => v.language)).toEqual(["EN"]);
    // Asked for in Chinese before the Chinese version is out, a visitor gets the English one.
    expect((await visitor(`query($id: Int!) { article(id: $id, language: ZH) { id language } }`, { id: english.id })).data.article).toEqual({ id: english.id, language: "EN" });
    expect(await homeIds("ZH")).toContain(english.id);

    expect((await gql(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id: chinese.id })).errors).toBeUndefined();
    expect((await visitor(`query($id: Int!) { article(id: $id, language: ZH) { id language title } }`, { id: english.id })).data.article).toEqual({ id: chinese.id, language: "ZH", title: "在家烤面包" });
    expect((await visitor(`query($slug: String!) { article(slug: $slug, language: EN) { id } }`, { slug: chinese.slug })).data.article.id).toBe(english.id);

    // Search speaks one language at a time too: each article once, in the language asked for.
    const found = async (query: string, language: string) =>
      (await visitor(`query($q: String!, $language: Language) { search(query: $q, language: $language) { items { article { id } } } }`, { q: query, language })).data.search.items.map(
        (hit: { article: { id: number } }) => hit.article.id,
      );
    expect(await found("烤面包", "ZH")).toContain(chinese.id);
    expect(await found("baking bread", "EN")).toContain(english.id);
    expect(await found("baking bread", "ZH")).not.toContain(english.id);
  });

  it("is listed once, in the language asked for when it has that version, else in its other one", async () => {
    const english = await newArticle("Only in English", "EN");
    const both = await newArticle("Tea notes", "EN");
    const translated = (await addTranslation(both.id, "ZH", { title: "喝茶笔记" })).data.addArticleTranslation;
    await gql(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id: translated.id });

    const chinese = await homeIds("ZH");
    expect(chinese).toEqual(expect.arrayContaining([english.id, translated.id]));
    expect(chinese).not.toContain(both.id);
    const inEnglish = await homeIds("EN");
    expect(inEnglish).toEqual(expect.arrayContaining([english.id, both.id]));
    expect(inEnglish).not.toContain(translated.id);
    // Without a language: the site's default (English until its owner changes it), as the legacy list too.
    expect(await homeIds()).toEqual(inEnglish);
    const legacy = (await api.call("getArticle")).body.data.map((row: { id: number }) => row.id);
    expect(legacy).toContain(both.id);
    expect(legacy).not.toContain(translated.id);
    // The back-office lists each article once, by its first version.
    const admin = (await gql(`{ articles(limit: 100, includeHidden: true) { items { id } } }`)).data.articles.items.map((a: { id: number }) => a.id);
    expect(admin).toContain(both.id);
    expect(admin).not.toContain(translated.id);
  });

  it("keeps tags and cover the same on both versions", async () => {
    const english = await newArticle("Shared things", "EN");
    const chinese = (await addTranslation(english.id, "ZH", { title: "共同的东西" })).data.addArticleTranslation;
    const tag = (await gql(`mutation { createTag(input: { name: "Shared tag" }) { id } }`)).data.createTag;
    expect((await gql(`mutation($id: Int!, $tags: [Int!]!) { setArticleTags(id: $id, tagIds: $tags) { id } }`, { id: english.id, tags: [tag.id] })).errors).toBeUndefined();
    expect((await gql(`mutation($id: Int!) { updateArticle(id: $id, input: { cover: "/uploads/shared.png" }) { id } }`, { id: chinese.id })).errors).toBeUndefined();
    const read = `query($id: Int!) { article(id: $id) { cover tags { id } } }`;
    expect((await gql(read, { id: chinese.id })).data.article).toEqual({ cover: "/uploads/shared.png", tags: [{ id: tag.id }] });
    expect((await gql(read, { id: english.id })).data.article).toEqual({ cover: "/uploads/shared.png", tags: [{ id: tag.id }] });
  });

  it("refuses a second version in a language it has, and changes nothing", async () => {
    const english = await newArticle("One per language", "EN");
    const before = await server.em().count(Article);
    const again = await addTranslation(english.id, "EN", { title: "Another English one" });
    expect(errorCode(again)).toBe("BAD_USER_INPUT");
    expect(again.errors![0].message).toBe("This article already has an English version.");
    const chinese = (await addTranslation(english.id, "ZH", { title: "每种语言一个" })).data.addArticleTranslation;
    expect(errorCode(await addTranslation(chinese.id, "ZH", { title: "又一个" }))).toBe("BAD_USER_INPUT");
    expect(await server.em().count(Article)).toBe(before + 1);
  });

  it("tells every request but one that arrive together for the same language that the version exists", async () => {
    const english = await newArticle("Raced", "EN");
    const answers = await Promise.all(["一", "二", "三", "四"].map((n) => addTranslation(english.id, "ZH", { title: `同时${n}` })));
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.errors)) {
      expect(refused.errors![0].message).toBe("This article already has a Chinese version.");
      expect(refused.errors![0].extensions).toMatchObject({ messageId: "article.versionExists", messageValues: { language: "ZH" } });
    }
  });

  it("goes with its first version when that is deleted", async () => {
    const english = await newArticle("Short lived", "EN");
    const chinese = (await addTranslation(english.id, "ZH", { title: "短暂的" })).data.addArticleTranslation;
    expect((await gql(`mutation($id: Int!) { deleteArticle(id: $id) }`, { id: english.id })).errors).toBeUndefined();
    expect(await server.em().count(Article, { id: chinese.id })).toBe(0);
  });

  it("has a feed per language and its versions as each other's alternates in the sitemap", async () => {
    const english = await newArticle("Feeds in two languages", "EN");
    const chinese = (await addTranslation(english.id, "ZH", { title: "两种语言的订阅" })).data.addArticleTranslation;
    await gql(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id: chinese.id });
    const text = async (path: string) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      return response.text();
    };
    const zhRss = await text("/zh/rss.xml");
    expect(zhRss).toContain("<language>zh-CN</language>");
    expect(zhRss).toContain(`${server.url}/zh/posts/${encodeURIComponent(chinese.slug)}`);
    expect(zhRss).not.toContain(`/posts/${english.slug}<`);
    const enAtom = await text("/en/atom.xml");
    expect(enAtom).toContain('xml:lang="en"');
    expect(enAtom).toContain(`${server.url}/en/posts/${english.slug}`);
    expect(enAtom).not.toContain(encodeURIComponent(chinese.slug));

    const sitemap = await text("/sitemap.xml");
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = sitemap.split("\n").find((line) => line.includes(`<loc>${server.url}/posts/${english.slug}</loc>`))!;
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="zh-CN" href="${server.url}/posts/${encodeURIComponent(chinese.slug)}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${server.url}/posts/${english.slug}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${server.url}/posts/${english.slug}"/>`);
  });

  it("keeps an article that has one language only in the other language's feeds, marked with its own language", async () => {
    const englishOnly = await newArticle("Written in English only", "EN");
    const chineseOnly = await newArticle("只有中文", "ZH");
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_", isArray: (name) => name === "item" || name === "entry" });
    const feed = async (path: string) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      const body = await response.text();
      expect(XMLValidator.validate(body), path).toBe(true);
      return parser.parse(body);
    };
    const rssLanguageOf = (doc: any, title: string) => doc.rss.channel.item.find((item: any) => item.title === title)?.["dc:language"];
    const atomLanguageOf = (doc: any, title: string) => doc.feed.entry.find((entry: any) => entry.title["#text"] === title)?.["@_xml:lang"];

    const zhRss = await feed("/zh/rss.xml");
    expect(zhRss.rss.channel.language).toBe("zh-CN");
    expect(rssLanguageOf(zhRss, englishOnly.title)).toBe("en");
    expect(rssLanguageOf(zhRss, chineseOnly.title)).toBe("zh-CN");
    const zhAtom = await feed("/zh/atom.xml");
    expect(zhAtom.feed["@_xml:lang"]).toBe("zh-CN");
    expect(atomLanguageOf(zhAtom, englishOnly.title)).toBe("en");
    expect(atomLanguageOf(zhAtom, chineseOnly.title)).toBe("zh-CN");

    const enRss = await feed("/en/rss.xml");
    expect(rssLanguageOf(enRss, chineseOnly.title)).toBe("zh-CN");
    expect(rssLanguageOf(enRss, englishOnly.title)).toBe("en");
    const enAtom = await feed("/en/atom.xml");
    expect(atomLanguageOf(enAtom, chineseOnly.title)).toBe("zh-CN");
  });
});
