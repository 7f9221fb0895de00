import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import type { MockLink } from "@apollo/client/testing";
import { HomeArticlesDocument, HomeLinksDocument, HomeOwnerLinksDocument, HomeSentencesDocument, RecordVisitDocument } from "../../gql/home/graphql";
import { renderPage } from "../../lib/test-render";
import { ARTICLES_PAGE_SIZE } from "./article-list";
import { SENTENCES_PAGE_SIZE } from "./daily-sentences";
import { HomePage } from "./home-page";

afterEach(cleanup);

const sentence = (id: number) => ({ __typename: "DailySentence", id, cn: `句子${id}`, en: `Sentence ${id}` });
const article = (id: number) => ({
  __typename: "Article",
  id,
  slug: id === 1 ? "第一篇" : `article-${id}`,
  language: "EN",
  title: `Article ${id}`,
  excerpt: `Summary of article ${id}`,
  cover: id === 1 ? "/uploads/cover-480.webp" : "",
  readingMinutes: 3,
  featured: id === 1,
  createTime: "2024-03-01T02:40:00.000Z",
  publishedAt: "2024-03-02T02:40:00.000Z",
  tags: id === 1 ? [{ __typename: "Tag", id: 1, name: "Travel", slug: "travel" }] : [],
  hits: id * 10,
  commentCount: 0,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** A mock that answers once per expected call and counts how many were made. */
function counted(mock: MockLink.MockedResponse & { result: () => unknown }) {
  let calls = 0;
  const result = mock.result;
  return {
    ...mock,
    result: () => {
      calls += 1;
      return result();
    },
    calls: () => calls,
  } as MockLink.MockedResponse & { calls: () => number };
}

/**
 * What the API answers a visitor: 7 shown sentences and 12 shown articles (hidden ones never arrive). List
 * mocks answer any number of times, because StrictMode's second mount may repeat a cancelled request; the
 * articles fail while `articlesDown` is set.
 */
function mocks(state = { articlesDown: false }, language: "EN" | "ZH" = "EN") {
  const recordVisit = counted({
    request: { query: RecordVisitDocument },
    maxUsageCount: 5,
    result: () => ({ data: { recordVisit: { __typename: "HomeInfo", today: 42, photo: "/avatar.svg", note: "Hello from the owner" } } }),
  });
  const page = <T,>(field: string, items: T[], total: number) => ({ data: { [field]: { __typename: `${field}Page`, total, items } } });
  const articles = <T,>(items: T[]) => () =>
    state.articlesDown ? { errors: [new GraphQLError("The database is busy. Please try again.")] } : page("homeArticles", items, 12);
  const always = { maxUsageCount: Number.POSITIVE_INFINITY };
  return {
    recordVisit,
    list: [
      recordVisit,
      {
        ...always,
        request: { query: HomeSentencesDocument, variables: { offset: 0, limit: SENTENCES_PAGE_SIZE } },
        result: page("dailySentences", range(1, 5).map(sentence), 7),
      },
      {
        ...always,
        request: { query: HomeSentencesDocument, variables: { offset: 5, limit: SENTENCES_PAGE_SIZE } },
        result: page("dailySentences", range(6, 7).map(sentence), 7),
      },
      {
        ...always,
        request: { query: HomeOwnerLinksDocument },
        result: { data: { ownerProfile: { __typename: "OwnerProfile", details: [{ __typename: "ProfileDetail", label: "Website", value: "https://lin.example/" }] } } },
      },
      {
        ...always,
        // A signed-in owner's answer holds hidden links too; the panel leaves them out.
        request: { query: HomeLinksDocument },
        result: {
          data: {
            links: [
              { __typename: "Link", id: 2, name: "Friend", url: "https://friend.example/", logo: "/logo.svg", isShow: true },
              { __typename: "Link", id: 3, name: "Draft", url: "https://draft.example/", logo: "", isShow: false },
              { __typename: "Link", id: 1, name: "Neighbour", url: "http://neighbour.example/", logo: "", isShow: true },
            ],
          },
        },
      },
      {
        ...always,
        request: { query: HomeArticlesDocument, variables: { offset: 0, limit: ARTICLES_PAGE_SIZE, language } },
        result: articles(range(1, 10).map(article)),
      },
      {
        ...always,
        request: { query: HomeArticlesDocument, variables: { offset: 10, limit: ARTICLES_PAGE_SIZE, language } },
        result: articles(range(11, 12).map(article)),
      },
    ] as MockLink.MockedResponse[],
  };
}

const sentenceList = () => within(screen.getByRole("region", { name: "Daily sentence" })).getAllByRole("listitem");
/** The articles listed (each article's tags are list items too). */
const articleList = () =>
  within(screen.getByRole("region", { name: "Articles" }))
    .getAllByRole("listitem")
    .filter((item) => item.classList.contains("article-item"));

describe("home page", () => {
  it("lists the daily sentences under a heading with today's count", async () => {
    const { list } = mocks();
    renderPage(<HomePage />, { url: "/", mocks: list });

    await screen.findByText("句子1");
    expect(screen.getByRole("heading", { level: 2, name: "Daily sentence" })).toBeVisible();
    expect(await screen.findByLabelText("42 visits today")).toHaveTextContent("Today 42");
    expect(sentenceList()).toHaveLength(5);
    expect(within(sentenceList()[0]).getByText("Sentence 1")).toBeVisible();
    // An English page leads with the English line.
    expect(sentenceList()[0].firstElementChild).toHaveAttribute("lang", "en");

    await userEvent.click(screen.getByRole("button", { name: "More sentences" }));
    await waitFor(() => expect(sentenceList()).toHaveLength(7));
    expect(screen.queryByRole("button", { name: "More sentences" })).toBeNull();
  });

  it("lists articles with title, summary, publishing date and views, linking to their permalinks", async () => {
    const { list } = mocks();
    renderPage(<HomePage />, { url: "/", mocks: list });

    await screen.findByText("Article 1");
    expect(articleList()).toHaveLength(10);
    const first = within(articleList()[0]);
    expect(first.getByRole("link", { name: "Article 1" })).toHaveAttribute("href", "/posts/%E7%AC%AC%E4%B8%80%E7%AF%87");
    expect(first.getByText("Summary of article 1")).toBeVisible();
    expect(first.getByText("10 views")).toBeVisible();
    expect(first.getByRole("link", { name: "Travel" })).toHaveAttribute("href", "/tag/travel");
    expect(first.getByText("Featured")).toBeVisible();
    expect(first.getByText("3 min read")).toBeVisible();
    expect(articleList()[0].querySelector("img")).toHaveAttribute("src", "/uploads/cover-480.webp");
    expect(first.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toHaveAttribute("datetime", "2024-03-02T02:40:00.000Z");

    await userEvent.click(screen.getByRole("button", { name: "More articles" }));
    await waitFor(() => expect(articleList()).toHaveLength(12));
    expect(within(articleList()[11]).getByRole("link", { name: "Article 12" })).toHaveAttribute("href", "/posts/article-12");
    expect(screen.queryByRole("button", { name: "More articles" })).toBeNull();
  });

  it("speaks Chinese under /zh/, and its article and tag links stay under /zh/", async () => {
    renderPage(<HomePage />, { url: "/zh/", path: "/zh/", mocks: mocks(undefined, "ZH").list, locale: "zh" });
    expect(await screen.findByLabelText("今日访问 42 次")).toHaveTextContent("今日访问 42");
    expect(screen.getByRole("heading", { level: 2, name: "每日一句" })).toBeVisible();
    // A Chinese page leads with the Chinese line.
    await waitFor(() => expect(document.querySelector(".sentence")?.firstElementChild).toHaveAttribute("lang", "zh-CN"));
    const articles = within(await screen.findByRole("region", { name: "文章" }));
    const first = within((await articles.findByRole("link", { name: "Article 1" })).closest("li")!);
    expect(first.getByRole("link", { name: "Article 1" })).toHaveAttribute("href", "/zh/posts/%E7%AC%AC%E4%B8%80%E7%AF%87");
    expect(first.getByRole("link", { name: "Travel" })).toHaveAttribute("href", "/zh/tag/travel");
    expect(first.getByText("精选")).toBeVisible();
    expect(first.getByText("2024年3月2日")).toBeVisible();
    expect(first.getByText("10 次阅读")).toBeVisible();
    expect(articles.getByRole("button", { name: "更多文章" })).toBeVisible();
    expect(screen.getAllByRole("region", { name: /^广告位 \d$/ })).toHaveLength(2);
  });

  it("records exactly one visit per page load, even with StrictMode's double effects", async () => {
    const { list, recordVisit } = mocks();
    renderPage(<HomePage />, { url: "/", mocks: list });
    expect(await screen.findByText("Hello from the owner")).toBeVisible();
    expect(screen.getByRole("img", { name: "The author" })).toHaveAttribute("src", "/avatar.svg");
    expect(screen.getAllByRole("region", { name: /^Advertisement \d$/ })).toHaveLength(2);
    expect(recordVisit.calls()).toBe(1);
  });

  it("lists the shown friend links in the side panel, opening in a new tab", async () => {
    renderPage(<HomePage />, { url: "/", mocks: mocks().list });
    const panel = await screen.findByRole("region", { name: "Friend links" });
    const links = within(panel).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Friend (opens in a new tab)", "Neighbour (opens in a new tab)"]);
    expect(links[0]).toHaveAttribute("href", "https://friend.example/");
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("offers a retry when a list fails to load", async () => {
    const state = { articlesDown: true };
    renderPage(<HomePage />, { url: "/", mocks: mocks(state).list });

    const articles = screen.getByRole("region", { name: "Articles" });
    expect(await within(articles).findByRole("alert")).toHaveTextContent("The database is busy. Please try again.");
    state.articlesDown = false;
    await userEvent.click(within(articles).getByRole("button", { name: "Try again" }));
    expect(await within(articles).findByText("Article 1")).toBeVisible();
  });
});
