import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { signIn: "graphql", users: ["viewer"] });

const gql = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });
const sql = (query: string, params: unknown[] = []): Promise<any[]> => server.orm.em.getConnection().execute(query, params);

const LINK = "label path external";
const SITE_MENUS = `query($language: Language) { siteMenus(language: $language) { header { ${LINK} children { ${LINK} children { label } } } footer { ${LINK} children { ${LINK} } } } }`;
const ITEM = "kind page articleId tagSlug url labelZh labelEn";
const MENUS = `{ menus { place items { ${ITEM} children { ${ITEM} children { kind } } } } }`;
const SAVE = `mutation($place: MenuPlace!, $items: [MenuItemInput!]!) { saveMenu(place: $place, items: $items) { place items { ${ITEM} children { ${ITEM} } } } }`;

const siteMenus = async (language?: string) => {
  const result = await server.gql(SITE_MENUS, { language });
  expect(result.errors).toBeUndefined();
  return result.data.siteMenus;
};
const save = (place: string, items: unknown[], as = token) => server.gql(SAVE, { place, items }, { token: as });
const page = (target: string, labelEn: string, labelZh = "") => ({ kind: "PAGE", page: target, labelEn, labelZh });

async function publishedArticle(title: string, language = "EN"): Promise<{ id: number; slug: string }> {
  const made = await gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id slug } }`, { input: { columnId: 2, title, language, content: "<p>Body</p>" } });
  expect(made.errors).toBeUndefined();
  expect((await gql(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id: made.data.createArticle.id })).errors).toBeUndefined();
  return made.data.createArticle;
}

let tagMade: { slug: string } | undefined;
/** A tag of the file's own (the demo content has none), made once. */
async function aTag(): Promise<{ slug: string }> {
  if (tagMade) return tagMade;
  const made = await gql(`mutation($input: CreateTagInput!) { createTag(input: $input) { slug } }`, { input: { name: "Bread and yeast" } });
  expect(made.errors).toBeUndefined();
  return (tagMade = made.data.createTag as { slug: string });
}

const DEFAULT_LINKS = (prefix: string, labels: string[]) => [
  { label: labels[0], path: `${prefix}/`, external: false, children: [] },
  { label: labels[1], path: `${prefix}/about`, external: false, children: [] },
  { label: labels[2], path: `${prefix}/guestbook`, external: false, children: [] },
];

describe("the site's menus", () => {
  it("start as the fixed links of before, in each language, in the first HTML of every page", async () => {
    expect(await siteMenus()).toEqual({ header: DEFAULT_LINKS("", ["Home", "About", "Guestbook"]), footer: DEFAULT_LINKS("", ["Home", "About", "Guestbook"]) });
    expect((await siteMenus("ZH")).header).toEqual(DEFAULT_LINKS("/zh", ["首页", "关于", "留言板"]));
    expect((await siteMenus("EN")).footer).toEqual(DEFAULT_LINKS("/en", ["Home", "About", "Guestbook"]));
    const html = await (await fetch(`${server.url}/zh/about`)).text();
    expect(html).toMatch(/<nav aria-label="主导航">.*href="\/zh\/guestbook"[^>]*>留言板<\/a>/s);
    expect(html).toMatch(/<a aria-current="page" class="active" href="\/zh\/about"[^>]*>关于<\/a>/);
  });

  it("are read and saved by administrators only", async () => {
    expect(errorCode(await server.gql(MENUS, {}, { token: viewer }))).toBe("FORBIDDEN");
    expect(errorCode(await server.gql(MENUS))).toBe("UNAUTHENTICATED");
    expect(errorCode(await save("HEADER", [page("HOME", "Home")], viewer))).toBe("FORBIDDEN");
    expect(errorCode(await server.gql(SAVE, { place: "HEADER", items: [] }))).toBe("UNAUTHENTICATED");
  });

  it("refuse a menu with a fault, naming the item in the reader's language, and keep the menu as it was", async () => {
    const tag = await aTag();
    const ok = page("ABOUT", "About");
    const refusals: [unknown[], string, string, string][] = [
      [[ok, { ...ok, labelEn: " ", labelZh: "" }], "items.1", "menus.labelMissing", "Menu item 2: write its label in at least one language."],
      [[{ ...ok, children: [ok, { ...ok, labelZh: "长".repeat(61) }] }], "items.0.children.1", "menus.labelTooLong", "Menu item 1.2 (“About”): a label can be at most 60 characters."],
      [[{ ...ok, children: [{ ...ok, labelEn: "Deep", children: [ok] }] }], "items.0.children.0", "menus.tooDeep", "Menu item 1.1 (“Deep”): an item under another cannot have items of its own; a menu has two levels."],
      [[{ kind: "ADDRESS", url: "javascript:alert(1)", labelEn: "Bad" }], "items.0", "menus.badAddress", "Menu item 1 (“Bad”): the address must start with http:// or https:// (at most 500 characters)."],
      [[{ kind: "ADDRESS", url: "ftp://example.com/", labelZh: "文件" }], "items.0", "menus.badAddress", "Menu item 1 (“文件”): the address must start with http:// or https:// (at most 500 characters)."],
      [[ok, { kind: "ARTICLE", articleId: 999999, labelEn: "Gone" }], "items.1", "menus.noArticle", "Menu item 2 (“Gone”): there is no article 999999."],
      [[{ kind: "TAG", tagSlug: `${tag.slug}-not`, labelEn: "Topic" }], "items.0", "menus.noTag", `Menu item 1 (“Topic”): there is no tag “${tag.slug}-not”.`],
      [[{ kind: "PAGE", labelEn: "Where" }], "items.0", "menus.noPage", "Menu item 1 (“Where”): pick the page it leads to."],
    ];
    for (const [items, field, messageId, message] of refusals) {
      const refused = await save("HEADER", items);
      expect(errorCode(refused), messageId).toBe("BAD_USER_INPUT");
      expect(refused.errors![0]!.message).toBe(message);
      expect(refused.errors![0]!.extensions).toMatchObject({ field, messageId });
    }
    const many = await save("FOOTER", [...Array.from({ length: 10 }, () => ({ ...ok, children: [ok, ok] })), ok]);
    expect(many.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", messageId: "menus.tooMany", messageValues: { max: 30, count: 31 } });
    // Chinese readers are told in Chinese: the client says the message by its id (i18n/server-message.ts).
    expect(many.errors![0]!.extensions!.messageValues).toEqual({ max: 30, count: 31 });

    expect(await sql(`select id from menus`)).toEqual([]);
    expect((await siteMenus()).header).toEqual(DEFAULT_LINKS("", ["Home", "About", "Guestbook"]));
  });

  it("resolve each item to where it leads in the page's language, following an article's permalink and leaving out what is gone", async () => {
    const english = await publishedArticle("Menus without code");
    const chinese = await gql(`mutation($id: Int!, $input: ArticleTranslationInput!) { addArticleTranslation(id: $id, language: ZH, input: $input) { id slug } }`, {
      id: english.id,
      input: { title: "不写代码的菜单", content: "<p>正文</p>" },
    });
    expect(chinese.errors).toBeUndefined();
    await gql(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id: chinese.data.addArticleTranslation.id });
    const hidden = await publishedArticle("Soon hidden");
    const tag = await aTag();

    const saved = await save("HEADER", [
      page("HOME", "Home", "首页"),
      {
        kind: "PAGE",
        page: "ABOUT",
        labelEn: "More",
        labelZh: "更多",
        children: [
          // Any version's id stands for the article; its first version's is kept.
          { kind: "ARTICLE", articleId: chinese.data.addArticleTranslation.id, labelEn: "  Menus   post ", labelZh: "" },
          { kind: "TAG", tagSlug: tag.slug, labelEn: "", labelZh: "话题" },
          { kind: "ADDRESS", url: "https://example.org/feed", labelEn: "Elsewhere", labelZh: "别处" },
          { kind: "ARTICLE", articleId: hidden.id, labelEn: "Hidden" },
        ],
      },
    ]);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveMenu.items[1].children[0]).toMatchObject({ kind: "ARTICLE", articleId: english.id, labelEn: "Menus post", labelZh: "" });
    expect((await gql(MENUS)).data.menus.map((menu: { place: string }) => menu.place)).toEqual(["HEADER", "FOOTER"]);

    await gql(`mutation($id: Int!) { unpublishArticle(id: $id) { id } }`, { id: hidden.id });
    const tagPath = `/tag/${encodeURIComponent(tag.slug)}`;
    const zhSlug = encodeURIComponent(chinese.data.addArticleTranslation.slug);
    expect((await siteMenus("ZH")).header).toEqual([
      { label: "首页", path: "/zh/", external: false, children: [] },
      {
        label: "更多",
        path: "/zh/about",
        external: false,
        children: [
          { label: "Menus post", path: `/zh/posts/${zhSlug}`, external: false, children: [] },
          { label: "话题", path: `/zh${tagPath}`, external: false, children: [] },
          { label: "别处", path: "https://example.org/feed", external: true, children: [] },
        ],
      },
    ]);
    expect((await siteMenus("EN")).header[1].children.map((link: { path: string }) => link.path)).toEqual([`/en/posts/${english.slug}`, `/en${tagPath}`, "https://example.org/feed"]);
    // The footer keeps its default; unprefixed pages speak the site's default language (English).
    expect((await siteMenus()).header[1].children[0]).toEqual({ label: "Menus post", path: `/posts/${english.slug}`, external: false, children: [] });

    // A new permalink is followed at once.
    const renamed = await gql(`mutation($id: Int!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { slug } }`, { id: english.id, input: { slug: "menus-renamed" } });
    expect(renamed.errors).toBeUndefined();
    expect((await siteMenus("EN")).header[1].children[0].path).toBe("/en/posts/menus-renamed");
  });

  it("reach visitors through the public cache once saved, and the save is in the audit log", async () => {
    const home = async () => (await fetch(`${server.url}/en/`)).text();
    // A page made before the save and kept by the answer cache: the save must replace it.
    expect(await home()).not.toContain("Cache-busting link");
    const before = Number((await sql(`select version from cache_version where id = 1`))[0].version);
    const saved = await save("FOOTER", [{ kind: "ADDRESS", url: "https://example.com/", labelEn: "Cache-busting link", labelZh: "缓存" }]);
    expect(saved.errors).toBeUndefined();
    expect(Number((await sql(`select version from cache_version where id = 1`))[0].version)).toBe(before + 1);
    await expect.poll(home, { timeout: 10_000 }).toMatch(/<a href="https:\/\/example.com\/" rel="noopener"[^>]*>Cache-busting link<\/a>/);

    const audit = await gql(`{ auditLog(table: "menus") { items { userName action rowId } } }`);
    expect(audit.data.auditLog.items).toContainEqual({ userName: "admin", action: "CREATE", rowId: "footer" });
  });
});
