// The public pages read as IndieWeb readers and Webmention receivers read them: microformats2 (h-entry,
// h-feed, h-card, rel="me") in the first HTML the server renders, parsed by microformats-parser, in both
// languages.
import { mf2 } from "microformats-parser";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../test/harness";
import { useTestServer } from "../../test/use-test-server";

// The parser's result types, which its package does not export by name.
type ParsedDocument = ReturnType<typeof mf2>;
type MicroformatRoot = ParsedDocument["items"][number];
type MicroformatProperty = MicroformatRoot["properties"][string][number];

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql" });

interface Version {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  updateTime: string;
}
const VERSION = "id slug title excerpt publishedAt updateTime";

async function query<T = any>(text: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await server.gql<T>(text, variables, { token });
  if (answer.errors?.length || !answer.data) throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** A page's microformats, its relative addresses resolved against the address it was fetched from. */
async function microformats(path: string): Promise<ParsedDocument> {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  expect(response.status, path).toBe(200);
  return mf2(await response.text(), { baseUrl: `${server.url}${path}`, experimental: { lang: true } });
}

const itemsOf = (parsed: ParsedDocument, type: string) => parsed.items.filter((item) => item.type?.includes(type));
const only = (parsed: ParsedDocument, type: string): MicroformatRoot => {
  const items = itemsOf(parsed, type);
  expect(items, `one ${type}`).toHaveLength(1);
  return items[0];
};
const nested = (value: MicroformatProperty | undefined) => value as MicroformatRoot;
const text = (values: MicroformatProperty[] | undefined) => values?.map((value) => (typeof value === "string" ? value : "value" in value ? value.value : value));

const permalink = (prefix: string, slug: string) => `${server.url}${prefix}/posts/${encodeURIComponent(slug)}`;

let english: Version, chinese: Version, englishOnly: Version;
let site: { title: string; author: string; email: string };
let tag: { id: number; name: string; slug: string };

beforeAll(async () => {
  ({ siteInfo: site } = await query("{ siteInfo { title author email } }"));
  ({ createTag: tag } = await query(`mutation($input: CreateTagInput!) { createTag(input: $input) { id name slug } }`, {
    input: { name: "Sourdough", slug: "sourdough", description: "Bread that takes its time." },
  }));
  const publish = async (id: number): Promise<Version> =>
    (await query<{ publishArticle: Version }>(`mutation($id: Int!) { publishArticle(id: $id) { ${VERSION} } }`, { id })).publishArticle;
  const create = async (input: Record<string, unknown>) =>
    (await query<{ createArticle: Version }>(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, ...input } }))
      .createArticle.id;

  const englishId = await create({ title: "Starter notes", language: "EN", summary: "Feeding a starter every day.", content: "<p>Flour and <em>water</em>.</p>" });
  const { addArticleTranslation } = await query(
    `mutation($id: Int!, $input: ArticleTranslationInput!) { addArticleTranslation(id: $id, language: ZH, input: $input) { id } }`,
    { id: englishId, input: { title: "酵头笔记", summary: "每天喂酵头。", content: "<p>面粉和<em>水</em>。</p>" } },
  );
  for (const id of [englishId, addArticleTranslation.id]) await query(`mutation($id: Int!, $tags: [Int!]!) { setArticleTags(id: $id, tagIds: $tags) { id } }`, { id, tags: [tag.id] });
  english = await publish(englishId);
  chinese = await publish(addArticleTranslation.id);
  englishOnly = await publish(await create({ title: "Crumb shots", language: "EN", content: "<p>Holes, mostly.</p>" }));
});

/** Every field of an article's h-entry, as the page in `prefix` shows the version `version`. */
function expectArticleEntry(entry: MicroformatRoot, version: Version, { prefix, lang, body }: { prefix: string; lang: string; body: string }) {
  const { properties } = entry;
  expect(properties.name).toEqual([version.title]);
  expect(properties.summary).toEqual([version.excerpt]);
  expect(version.excerpt).not.toBe("");
  expect(properties.published).toEqual([version.publishedAt]);
  expect(properties.updated).toEqual([version.updateTime]);
  expect(properties.url).toEqual([permalink(prefix, version.slug)]);
  expect(properties.category).toEqual([tag.name]);
  const [content] = properties.content as { html: string; value: string; lang?: string }[];
  expect(content.html).toContain(body);
  expect(content.lang).toBe(lang);
  const author = nested(properties.author?.[0]);
  expect(author.type).toEqual(["h-card"]);
  expect(author.properties.name).toEqual([site.author]);
  expect(author.properties.url).toEqual([`${server.url}/`]);
  expect(entry.lang).toBe(lang);
}

describe("an article page", () => {
  it("is an h-entry with every field, in English", async () => {
    const parsed = await microformats(`/en/posts/${encodeURIComponent(english.slug)}`);
    expectArticleEntry(only(parsed, "h-entry"), english, { prefix: "/en", lang: "en", body: "Flour and <em>water</em>." });
  });

  it("is an h-entry with every field, in Chinese", async () => {
    const parsed = await microformats(`/zh/posts/${encodeURIComponent(chinese.slug)}`);
    expectArticleEntry(only(parsed, "h-entry"), chinese, { prefix: "/zh", lang: "zh-CN", body: "面粉和<em>水</em>。" });
  });

  it("says the article's own language when the page's language has no version of it", async () => {
    const parsed = await microformats(`/zh/posts/${encodeURIComponent(englishOnly.slug)}`);
    const entry = only(parsed, "h-entry");
    expect(entry.lang).toBe("en");
    expect(entry.properties.name).toEqual(["Crumb shots"]);
    expect(entry.properties.url).toEqual([permalink("/zh", englishOnly.slug)]);
  });
});

describe("a list of articles", () => {
  /** A feed's entries each have a name, an address, a publishing time and a summary; the one for `version` is there. */
  function expectFeedOf(feed: MicroformatRoot, version: Version, prefix: string) {
    const entries = feed.children ?? [];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.type).toEqual(["h-entry"]);
      expect(Object.keys(entry.properties)).toEqual(expect.arrayContaining(["name", "url", "published", "summary"]));
    }
    const ours = entries.find((entry) => entry.properties.url?.[0] === permalink(prefix, version.slug));
    expect(ours?.properties).toMatchObject({ name: [version.title], published: [version.publishedAt], summary: [version.excerpt], category: [tag.name] });
  }

  it("on the home page is the site's h-feed, beside the owner's representative h-card and rel=me links", async () => {
    const parsed = await microformats("/");
    const feed = only(parsed, "h-feed");
    expect(feed.properties.name).toEqual([site.title]);
    expect(feed.properties.url).toEqual([`${server.url}/`]);
    expect(nested(feed.properties.author?.[0]).properties.name).toEqual([site.author]);
    expectFeedOf(feed, english, "");

    const card = only(parsed, "h-card");
    const { homeInfo } = await query<{ homeInfo: { photo: string; note: string } }>("{ homeInfo { photo note } }");
    expect(card.properties.name).toEqual([site.author]);
    expect(card.properties.url).toEqual([`${server.url}/`]);
    expect(card.properties.uid).toEqual([`${server.url}/`]);
    expect(card.properties.note).toEqual([homeInfo.note]);
    expect(text(card.properties.photo)).toEqual([`${server.url}${homeInfo.photo}`]);
    expect(card.properties.email).toEqual([`mailto:${site.email}`]);
    expect(parsed.rels.me).toEqual(expect.arrayContaining([`mailto:${site.email}`]));
    // The resume names the site itself as the owner's website: no other identity, so no rel="me" for it.
    expect(parsed.rels.me.filter((href) => href.startsWith(server.url))).toEqual([]);
  });

  it("on the home page in Chinese lists the Chinese version, and the English-only article in English", async () => {
    const parsed = await microformats("/zh/");
    const feed = only(parsed, "h-feed");
    expect(feed.lang).toBe("zh-CN");
    expectFeedOf(feed, chinese, "/zh");
    const englishOne = feed.children?.find((entry) => entry.properties.url?.[0] === permalink("/zh", englishOnly.slug));
    expect(englishOne?.lang).toBe("en");
  });

  it("on a tag's page is the tag's h-feed", async () => {
    const parsed = await microformats(`/en/tag/${tag.slug}`);
    const feed = only(parsed, "h-feed");
    expect(feed.properties.name).toEqual([tag.name]);
    expect(feed.properties.summary).toEqual(["Bread that takes its time."]);
    expect(feed.properties.url).toEqual([`${server.url}/en/tag/${tag.slug}`]);
    expectFeedOf(feed, english, "/en");
    expect(feed.children).toHaveLength(1);
  });

  it("on the search page is an h-feed of the results", async () => {
    const parsed = await microformats("/en/search?q=starter");
    const feed = only(parsed, "h-feed");
    const ours = feed.children?.find((entry) => entry.properties.url?.[0] === permalink("/en", english.slug));
    expect(ours?.properties).toMatchObject({ name: [english.title], published: [english.publishedAt] });
    expect(ours?.properties.summary?.length).toBe(1);
  });
});

describe("the about page", () => {
  it("is the owner's h-card, with the resume's addresses as rel=me links", async () => {
    const parsed = await microformats("/about");
    const { ownerProfile } = await query<{ ownerProfile: { name: string; photo: string; headline: string; summary: string; details: { value: string }[] } }>(
      "{ ownerProfile { name photo headline summary details { value } } }",
    );
    const card = only(parsed, "h-card");
    expect(card.properties.name).toEqual([ownerProfile.name]);
    expect(card.properties["job-title"]).toEqual([ownerProfile.headline]);
    expect(card.properties.note).toEqual([ownerProfile.summary]);
    expect(text(card.properties.photo)).toEqual([`${server.url}${ownerProfile.photo}`]);
    expect(card.properties.url).toEqual(expect.arrayContaining([`${server.url}/`]));
    const addresses = ownerProfile.details.map((detail) => detail.value).filter((value) => /^https?:\/\/|@/.test(value));
    expect(addresses.length).toBeGreaterThan(0);
    expect(parsed.rels.me).toEqual(
      expect.arrayContaining([`mailto:${site.email}`, ...addresses.map((value) => (value.includes("@") ? `mailto:${value}` : value))]),
    );
  });
});
