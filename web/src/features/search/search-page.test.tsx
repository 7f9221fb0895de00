import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { SearchArticlesDocument, type SearchArticlesQuery } from "../../gql/search/graphql";
import { renderPage } from "../../lib/test-render";
import { SearchPage } from "./search-page";

afterEach(cleanup);

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
/** A text with [[ ]] around its matched stretches, as the server answers it: the text and the ranges. */
function marked(written: string) {
  const ranges: { __typename: "TextRange"; start: number; end: number }[] = [];
  let text = "";
  for (const [i, part] of written.split(/\[\[|\]\]/).entries()) {
    if (i % 2 === 1) ranges.push({ __typename: "TextRange", start: text.length, end: text.length + part.length });
    text += part;
  }
  return { __typename: "MarkedText" as const, text, ranges };
}
const hit = (id: number, snippet: string, titleHighlighted = `Article ${id}`) => ({
  __typename: "SearchHit" as const,
  snippet: marked(snippet),
  titleHighlighted: marked(titleHighlighted),
  article: { __typename: "Article" as const, id, slug: `文章-${id}`, language: "EN" as const, title: `Article ${id}`, createTime: "2024-03-01T02:40:00.000Z", publishedAt: "2024-03-02T02:40:00.000Z" },
});
const answer = (total: number, items: ReturnType<typeof hit>[]) => ({ search: { __typename: "SearchHitPage" as const, total, items } });
const searchMock = (query: string, offset: number, data: ReturnType<typeof answer>, language: "EN" | "ZH" = "EN"): MockLink.MockedResponse => ({
  ...always,
  request: { query: SearchArticlesDocument, variables: { query, offset, limit: 10, language } },
  result: { data },
});

describe("search page", () => {
  it("shows the matches with their marked words, linked to their permalinks, and pages by links", async () => {
    const mocks = [searchMock("吐司", 0, answer(12, [hit(9, "…第一条像样的[[吐司]]…", "面包烘焙日志：[[吐司]]"), hit(3, "早上吃了[[吐司]]面包")]))];
    renderPage(<SearchPage />, { url: "/search?q=%E5%90%90%E5%8F%B8", path: "/search", mocks });

    const first = (await screen.findByRole("link", { name: /^面包烘焙日志：\s?吐司$/ })).closest("li")!;
    expect(within(first).getByRole("link")).toHaveAttribute("href", "/posts/%E6%96%87%E7%AB%A0-9");
    expect(within(first).getAllByText("吐司").map((mark) => mark.tagName)).toEqual(["MARK", "MARK"]);
    expect(within(first).getByText("Mar 2, 2024")).toBeVisible();
    expect(screen.getByText("12 articles match “吐司”.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Next →" })).toHaveAttribute("href", "/search?q=%E5%90%90%E5%8F%B8&page=2");
    expect(screen.queryByRole("link", { name: "← Previous" })).toBeNull();
    expect(screen.getByText("Page 1 of 2")).toBeVisible();

    // The box is a GET form for /search that works without JavaScript, holding the query.
    const box = screen.getByRole("search");
    expect(box).toHaveAttribute("method", "get");
    expect(box).toHaveAttribute("action", "/search");
    expect(within(box).getByRole("searchbox", { name: "Search articles" })).toHaveValue("吐司");
    expect(within(box).getByRole("searchbox")).toHaveAttribute("name", "q");
    await waitFor(() => expect(document.title).toBe("Search: 吐司 - Quiet Notes"));
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/search\?q=%E5%90%90%E5%8F%B8$/);
  });

  it("opens a later page from ?page=", async () => {
    const mocks = [searchMock("index", 10, answer(12, [hit(11, "[[indexes]]"), hit(12, "an [[index]]")]))];
    renderPage(<SearchPage />, { url: "/search?q=index&page=2", path: "/search", mocks });
    expect(await screen.findByRole("link", { name: "Article 11" })).toBeVisible();
    expect(screen.getByRole("list")).toHaveAttribute("start", "11");
    expect(screen.getByRole("link", { name: "← Previous" })).toHaveAttribute("href", "/search?q=index");
    expect(screen.queryByRole("link", { name: "Next →" })).toBeNull();
  });

  it("says so when nothing matches", async () => {
    renderPage(<SearchPage />, { url: "/search?q=zebra", path: "/search", mocks: [searchMock("zebra", 0, answer(0, []))] });
    expect(await screen.findByText("No articles match “zebra”.")).toBeVisible();
  });

  it("shows the server's text as text, markup in it included, with only the matched stretches marked", async () => {
    const mocks = [searchMock("script", 0, answer(1, [hit(5, "a <[[script]]> tag <b>bold</b> & more &amp;")]))];
    const { container } = renderPage(<SearchPage />, { url: "/search?q=script", path: "/search", mocks });
    const snippet = (await screen.findByText("script", { selector: "mark" })).parentElement!;
    expect(snippet.textContent).toBe("a <script> tag <b>bold</b> & more &amp;");
    expect(container.querySelector("script, b")).toBeNull();
  });

  it("asks for a query when there is none, and searches for what is typed in the box", async () => {
    const mocks = [searchMock("vacuum", 0, answer(1, [hit(7, "[[vacuum]] often")]))];
    const { router } = renderPage(<SearchPage />, { url: "/search", path: "/search", mocks });
    expect(await screen.findByText(/Find articles by a word/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Search - Quiet Notes"));

    const box = screen.getByRole("searchbox", { name: "Search articles" });
    expect(box).toHaveValue("");
    fireEvent.change(box, { target: { value: "  vacuum " } });
    fireEvent.submit(screen.getByRole("search"));
    await waitFor(() => expect(router.state.location.search).toBe("?q=vacuum"));
    expect(await screen.findByRole("link", { name: "Article 7" })).toBeVisible();
    expect(screen.getByRole("searchbox", { name: "Search articles" })).toHaveValue("vacuum");
  });

  it("draws the results at once, without a spinner, when the answer is already in (a server-rendered page)", () => {
    const served = [{ query: SearchArticlesDocument, variables: { query: "index", offset: 0, limit: 10, language: "EN" }, data: answer(1, [hit(1, "[[indexes]]")]) as SearchArticlesQuery }];
    renderPage(<SearchPage />, { url: "/search?q=index", path: "/search", mocks: [], served });
    expect(screen.getByRole("link", { name: "Article 1" })).toBeVisible();
    expect(screen.queryByText("Searching…")).toBeNull();
  });
  it("speaks Chinese under /zh/, and its links, pages and form stay under /zh/", async () => {
    const mocks = [searchMock("吐司", 0, answer(12, [hit(9, "[[吐司]]")]), "ZH")];
    renderPage(<SearchPage />, { url: "/zh/search?q=%E5%90%90%E5%8F%B8", path: "/zh/search", mocks, locale: "zh" });
    const link = await screen.findByRole("link", { name: "Article 9" });
    expect(link).toHaveAttribute("href", "/zh/posts/%E6%96%87%E7%AB%A0-9");
    expect(screen.getByText("共有 12 篇文章与“吐司”匹配。")).toBeVisible();
    expect(screen.getByText("2024年3月2日")).toBeVisible();
    expect(screen.getByRole("link", { name: "下一页 →" })).toHaveAttribute("href", "/zh/search?q=%E5%90%90%E5%8F%B8&page=2");
    expect(screen.getByRole("search")).toHaveAttribute("action", "/zh/search");
    expect(screen.getByRole("searchbox", { name: "搜索文章" })).toHaveValue("吐司");
    await waitFor(() => expect(document.title).toBe("搜索：吐司 - Quiet Notes"));
  });
});
