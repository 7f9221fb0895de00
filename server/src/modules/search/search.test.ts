import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { legacyClient } from "../../../test/legacy-client";
import { useTestServer } from "../../../test/use-test-server";

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql" });

const gql = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });

const SEARCH = `query($query: String!, $offset: Int, $limit: Int) {
  search(query: $query, offset: $offset, limit: $limit) {
    total items { snippet { text ranges { start end } } titleHighlighted { text ranges { start end } } article { id title } }
  }
}`;

interface MarkedText {
  text: string;
  ranges: { start: number; end: number }[];
}

interface Hit {
  snippet: string;
  titleHighlighted: string;
  article: { id: number; title: string };
}

/** A text with its ranges, written with [[ ]] around them for assertions that read as the page shows them. */
function bracketed({ text, ranges }: MarkedText): string {
  let out = "";
  let at = 0;
  for (const { start, end } of ranges) {
    expect(start).toBeGreaterThanOrEqual(at);
    expect(end).toBeGreaterThan(start);
    out += `${text.slice(at, start)}[[${text.slice(start, end)}]]`;
    at = end;
  }
  expect(at).toBeLessThanOrEqual(text.length);
  return out + text.slice(at);
}

/** What an anonymous visitor gets for a search (through the public read cache, as visitors do), ranges as [[ ]]. */
async function search(query: string, page: { offset?: number; limit?: number } = {}): Promise<{ total: number; items: Hit[] }> {
  const answer = await server.gql(SEARCH, { query, ...page });
  expect(answer.errors).toBeUndefined();
  const { total, items } = answer.data.search as { total: number; items: (Omit<Hit, "snippet" | "titleHighlighted"> & { snippet: MarkedText; titleHighlighted: MarkedText })[] };
  return { total, items: items.map((hit) => ({ ...hit, snippet: bracketed(hit.snippet), titleHighlighted: bracketed(hit.titleHighlighted) })) };
}
const foundIds = async (query: string) => (await search(query, { limit: 50 })).items.map((hit) => hit.article.id);

async function newArticle(input: { title: string; summary?: string; content?: string }, publish: "now" | "draft" | Date = "now"): Promise<number> {
  const created = await gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, ...input } });
  expect(created.errors).toBeUndefined();
  const id = created.data.createArticle.id as number;
  if (publish !== "draft") {
    const at = publish === "now" ? null : publish.toISOString();
    expect((await gql(`mutation($id: Int!, $at: DateTimeISO) { publishArticle(id: $id, at: $at) { id } }`, { id, at })).errors).toBeUndefined();
  }
  return id;
}

const update = (id: number, input: Record<string, unknown>) =>
  gql(`mutation($id: Int!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { id } }`, { id, input });

describe("search", () => {
  it("finds Chinese by any two-character word of the text, a lone character too, and marks it", async () => {
    // The demo content's bread post has 吐司 in its title: it comes first.
    const bread = await search("吐司");
    expect(bread.items[0].article.title).toBe("面包烘焙日志：第一条像样的吐司");
    expect(bread.items[0].titleHighlighted).toBe("面包烘焙日志：第一条像样的[[吐司]]");

    const id = await newArticle({ title: "早餐", content: "<p>今天早上吃了吐司面包，喝了一杯咖啡。</p>" });
    for (const query of ["吐司", "面包", "吐司面包", "早上 咖啡", "早餐", "啡"]) expect(await foundIds(query), query).toContain(id);
    for (const query of ["司吐", "吐司机", "面包店"]) expect(await foundIds(query), query).not.toContain(id);

    const hitFor = async (query: string) => (await search(query)).items.find((hit) => hit.article.id === id)!;
    expect((await hitFor("吐司")).snippet).toBe("今天早上吃了[[吐司]]面包，喝了一杯咖啡。");
    expect((await hitFor("吐司面包")).snippet).toBe("今天早上吃了[[吐司面包]]，喝了一杯咖啡。");
    expect((await hitFor("早餐")).titleHighlighted).toBe("[[早餐]]");

    // In a long text, the snippet is the stretch around the match, cut anywhere (Chinese has no spaces) but never inside it.
    const long = await newArticle({ title: "长文", content: `<p>${"天气很好。".repeat(60)}周末烤了一条全麦吐司。${"我们去散步。".repeat(60)}</p>` });
    const snippet = (await search("全麦吐司")).items.find((hit) => hit.article.id === long)!.snippet;
    expect(snippet).toMatch(/^…[天气很好。]+周末烤了一条\[\[全麦吐司\]\]。[我们去散步。]+…$/);
    expect(Array.from(snippet.replace(/\[\[|\]\]/g, "")).length).toBeLessThanOrEqual(162);
  });

  it("finds English words by their forms, and needs every word of the query", async () => {
    const id = await newArticle({ title: "Faster reads", content: "<p>Building indexes speeds up the queries that run most often.</p>" });
    for (const query of ["index", "INDEXES", "query", "indexed queries", "speed"]) expect(await foundIds(query), query).toContain(id);
    for (const query of ["index zebra", "the"]) expect(await foundIds(query), query).not.toContain(id);
    const snippet = (await search("index")).items.find((hit) => hit.article.id === id)!.snippet;
    expect(snippet).toBe("Building [[indexes]] speeds up the queries that run most often.");
  });

  it("never finds an article visitors cannot see: a draft, a scheduled one, an unpublished or a hidden one", async () => {
    const word = "quokkas";
    const published = await newArticle({ title: `Published ${word}` });
    const draft = await newArticle({ title: `Draft ${word}` }, "draft");
    const scheduled = await newArticle({ title: `Scheduled ${word}` }, new Date(Date.now() + 86_400_000));
    const unpublished = await newArticle({ title: `Unpublished ${word}` });
    expect((await gql(`mutation($id: Int!) { unpublishArticle(id: $id) { id } }`, { id: unpublished })).errors).toBeUndefined();
    const hidden = await newArticle({ title: `Hidden ${word}` });
    expect((await gql(`mutation($id: Int!) { setArticleShown(id: $id, shown: false) { id } }`, { id: hidden })).errors).toBeUndefined();

    expect(await foundIds(word)).toEqual([published]);
    // Signed in or not: search shows what visitors see.
    expect((await gql(SEARCH, { query: word })).data.search.items.map((hit: Hit) => hit.article.id)).toEqual([published]);
    expect([draft, scheduled]).not.toContain(published);
  });

  it("follows the live title and body: a new word is found at once and the old one no longer; the working copy is not searched", async () => {
    const id = await newArticle({ title: "Walrus notes", content: "<p>About the walrus.</p>" });
    expect(await foundIds("walrus")).toContain(id);

    expect((await update(id, { title: "Narwhal notes", content: "<p>About the narwhal.</p>" })).errors).toBeUndefined();
    expect(await foundIds("narwhal")).toContain(id);
    expect(await foundIds("walrus")).not.toContain(id);

    // Written through the legacy /api, the same operation.
    const api = legacyClient(server.url);
    expect((await api.call("articleUpdate", { id: String(id), summary: "A pangolin appears" }, { token })).body.status).toBe(1);
    expect(await foundIds("pangolin")).toContain(id);

    // What the editor saves by itself does not go live, so it is not found until the author updates.
    const autosave = await gql(`mutation($id: Int!, $input: ArticleWorkingCopyInput!) { saveArticleWorkingCopy(id: $id, input: $input) { id } }`, {
      id,
      input: { title: "Axolotl notes" },
    });
    expect(autosave.errors).toBeUndefined();
    expect(await foundIds("axolotl")).not.toContain(id);
    expect(await foundIds("narwhal")).toContain(id);
  });

  it("forgets a deleted article", async () => {
    const id = await newArticle({ title: "Capybara days" });
    expect(await foundIds("capybara")).toEqual([id]);
    expect((await gql(`mutation($id: Int!) { deleteArticle(id: $id) }`, { id })).errors).toBeUndefined();
    expect(await search("capybara")).toEqual({ total: 0, items: [] });
  });

  it("answers snippets and titles as plain text, whatever they hold, with only the matched words in ranges", async () => {
    const id = await newArticle({
      title: `Tom & "Jerry" <b>ocelot</b>`,
      content: `<p>${"Filler words before the match. ".repeat(8)}Never put a &lt;script&gt; tag in an ocelot's comment field; ${"more text after it. ".repeat(12)}</p>`,
    });
    const hit = (await search("ocelot")).items.find((h) => h.article.id === id)!;
    expect(hit.titleHighlighted).toBe(`Tom & "Jerry" <b>[[ocelot]]</b>`);
    expect(hit.snippet).toMatch(/^….*Never put a <script> tag in an \[\[ocelot\]\]'s comment field; more text.*…$/);
    expect(Array.from(hit.snippet.replace(/\[\[|\]\]/g, "")).length).toBeLessThanOrEqual(162);
  });

  it("ranks title matches first, then by rank, and pages with a total", async () => {
    const inBody = await newArticle({ title: "A plain title", content: "<p>Something about a gecko.</p>" });
    const inTitle = await newArticle({ title: "The gecko", content: "<p>Small lizards that climb walls.</p>" }, new Date(Date.now() - 86_400_000));
    const often = await newArticle({ title: "Reptiles", content: "<p>Gecko, gecko, gecko: geckos everywhere.</p>" });
    const all = await search("gecko");
    expect(all.total).toBe(3);
    expect(all.items.map((hit) => hit.article.id)).toEqual([inTitle, often, inBody]);
    // A match in the title alone still gets a snippet: the opening of the text.
    expect(all.items[0].snippet).toBe("Small lizards that climb walls.");

    const first = await search("gecko", { limit: 2 });
    const second = await search("gecko", { offset: 2, limit: 2 });
    expect(first.items.map((hit) => hit.article.id)).toEqual([inTitle, often]);
    expect(second).toMatchObject({ total: 3, items: [{ article: { id: inBody } }] });
    expect(await search("gecko", { offset: 10 })).toEqual({ total: 3, items: [] });
    expect(await search("nothing-like-this-anywhere")).toEqual({ total: 0, items: [] });
  });

  it("refuses a blank or over-long query and a page out of range, saying what is wrong", async () => {
    // Each with what it says, for a client to say it in its reader's language.
    const cases: [Record<string, unknown>, RegExp, Record<string, unknown>][] = [
      [{ query: "" }, /query must not be blank/, { messageId: "search.blank" }],
      [{ query: "  \t " }, /query must not be blank/, { messageId: "search.blank" }],
      [{ query: "x".repeat(201) }, /query must be at most 200 characters/, { messageId: "text.tooLong", messageValues: { field: "query", max: 200 } }],
      [{ query: "fine", limit: 0 }, /limit must be between 1 and 50/, { messageId: "range.between", messageValues: { field: "limit", min: 1, max: 50 } }],
      [{ query: "fine", limit: 51 }, /limit must be between 1 and 50/, { messageId: "range.between" }],
      [{ query: "fine", offset: -1 }, /offset must be between 0 and/, { messageId: "range.between", messageValues: { field: "offset", min: 0, max: 10_000_000 } }],
    ];
    for (const [variables, message, said] of cases) {
      const answer = await server.gql(SEARCH, variables);
      expect(errorCode(answer), JSON.stringify(variables)).toBe("BAD_USER_INPUT");
      expect(answer.errors![0].message).toMatch(message);
      expect(answer.errors![0].extensions, JSON.stringify(variables)).toMatchObject(said);
    }
    expect((await search(`  ${"y".repeat(200)}  `)).total).toBe(0);
  });
});
