import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import type { MockLink } from "@apollo/client/testing";
import {
  ArticleDetailDocument,
  ArticlePreviewDocument,
  CommentThreadDocument,
  DeleteMyCommentDocument,
  MyCommentsDocument,
  RecordArticleViewDocument,
} from "../../gql/article/graphql";
import { renderPage } from "../../lib/test-render";
import { ArticlePage, ArticlePreviewPage } from "./article-page";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

/** The article as the API answers it. */
function articleData(content: string, { isShow = true, status = "PUBLISHED" } = {}) {
  return {
    __typename: "Article",
    id: 3,
    slug: "notes-on-indexes",
    title: "Notes on indexes",
    subtitle: "What I wish I knew",
    summary: "Start from the slow query.",
    excerpt: "Start from the slow query.",
    cover: "",
    content,
    createTime: "2024-03-01T02:40:00.000Z",
    publishedAt: status === "DRAFT" ? null : "2024-03-02T02:40:00.000Z",
    updateTime: "2024-03-05T08:00:00.000Z",
    hits: 876,
    commentCount: 0,
    isShow,
    status,
    language: "EN",
    translations: [{ __typename: "Article", language: "EN", slug: "notes-on-indexes" }],
    tags: [{ __typename: "Tag", id: 7, name: "数据库", slug: "数据库" }],
    readingMinutes: 4,
    previous: { __typename: "Article", id: 2, title: "Reading query plans", slug: "reading-query-plans" },
    next: null,
  };
}

function articleMocks(content: string, { isShow = true, status = "PUBLISHED", address = { id: 3 } as Record<string, unknown> } = {}) {
  let views = 0;
  const mocks: MockLink.MockedResponse[] = [
    { ...always, request: { query: ArticleDetailDocument, variables: address }, result: { data: { article: articleData(content, { isShow, status }) } } },
    {
      ...always,
      request: { query: RecordArticleViewDocument, variables: { id: 3 } },
      result: () => {
        views += 1;
        return { data: { recordArticleView: { __typename: "Article", id: 3, hits: 876 + views } } };
      },
    },
  ];
  return { mocks, views: () => views };
}

describe("article page", () => {
  it("shows the article through the sanitiser and counts one view, even with StrictMode's double effects", async () => {
    const { mocks, views } = articleMocks('<p>Start with the query.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>');
    const { container } = renderPage(<ArticlePage />, { url: "/detail?id=3", mocks });

    expect(await screen.findByRole("heading", { level: 1, name: "Notes on indexes" })).toBeVisible();
    expect(screen.getByText("What I wish I knew")).toBeVisible();
    expect(await screen.findByText("Start with the query.")).toBeVisible();
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).not.toHaveAttribute("onerror");
    await waitFor(() => expect(screen.getByText("877 views")).toBeVisible());
    expect(views()).toBe(1);
    expect(screen.getByRole("link", { name: /back to home/i })).toHaveAttribute("href", "/");
    await waitFor(() => expect(document.title).toBe("Notes on indexes - Quiet Notes"));
    expect(screen.getByRole("link", { name: "数据库" })).toHaveAttribute("href", "/tag/%E6%95%B0%E6%8D%AE%E5%BA%93");
  });

  it("labels a hidden article as a preview (only a signed-in user is given one) and counts no view", async () => {
    const { mocks, views } = articleMocks("<p>Not published yet.</p>", { isShow: false });
    renderPage(<ArticlePage />, { url: "/detail?id=3", mocks });
    expect(await screen.findByText("Hidden — preview")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Notes on indexes" })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(views()).toBe(0);
  });

  it("labels a draft as a preview", async () => {
    const { mocks } = articleMocks("<p>Still writing.</p>", { status: "DRAFT" });
    renderPage(<ArticlePage />, { url: "/detail?id=3", mocks });
    expect(await screen.findByText("Draft — preview")).toBeVisible();
  });

  it("opens at its permalink, names it as the page's address and shows the publishing date", async () => {
    const { mocks } = articleMocks("<p>By slug.</p>", { address: { slug: "notes-on-indexes" } });
    renderPage(<ArticlePage />, { url: "/posts/notes-on-indexes", path: "/posts/:slug", mocks });
    expect(await screen.findByRole("heading", { level: 1, name: "Notes on indexes" })).toBeVisible();
    expect(screen.getByText("Mar 2, 2024")).toHaveAttribute("datetime", "2024-03-02T02:40:00.000Z");
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/posts\/notes-on-indexes$/));
  });

  it("speaks Chinese under /zh/: its words, its date, and links and canonical address that stay under /zh/", async () => {
    const { mocks } = articleMocks("<p>By slug.</p>", { address: { slug: "notes-on-indexes", language: "ZH" } });
    renderPage(<ArticlePage />, { url: "/zh/posts/notes-on-indexes", path: "/zh/posts/:slug", mocks, locale: "zh" });
    expect(await screen.findByRole("heading", { level: 1, name: "Notes on indexes" })).toBeVisible();
    // An article written in English alone says so on a Chinese page.
    expect(screen.getByText("这篇文章还没有中文版，以下是英文版。")).toBeVisible();
    expect(screen.getByText("2024年3月2日")).toHaveAttribute("datetime", "2024-03-02T02:40:00.000Z");
    expect(screen.getByText("约 4 分钟读完")).toBeVisible();
    await waitFor(() => expect(screen.getByText("877 次阅读")).toBeVisible());
    expect(screen.getByRole("link", { name: "← 返回首页" })).toHaveAttribute("href", "/zh/");
    expect(screen.getByRole("link", { name: "数据库" })).toHaveAttribute("href", "/zh/tag/%E6%95%B0%E6%8D%AE%E5%BA%93");
    expect(screen.getByRole("navigation", { name: "更多文章" })).toContainElement(screen.getByRole("link", { name: /上一篇.*Reading query plans/ }));
    expect(screen.getByRole("link", { name: /上一篇/ })).toHaveAttribute("href", "/zh/posts/reading-query-plans");
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/zh\/posts\/notes-on-indexes$/));
  });

  it("gives the reading time, and links to the older article (there is no newer one)", async () => {
    const { mocks } = articleMocks("<p>Short.</p>");
    renderPage(<ArticlePage />, { url: "/detail?id=3", path: "/detail", mocks });
    expect(await screen.findByText("4 min read")).toBeVisible();
    const more = screen.getByRole("navigation", { name: "More articles" });
    const older = screen.getByRole("link", { name: /Older.*Reading query plans/ });
    expect(more).toContainElement(older);
    expect(older).toHaveAttribute("href", "/posts/reading-query-plans");
    expect(older).toHaveAttribute("rel", "prev");
    expect(screen.queryByRole("link", { name: /Newer/ })).toBeNull();
  });

  it("moves from a former slug to the permalink, as the server's redirect would", async () => {
    const { mocks } = articleMocks("<p>Moved.</p>", { address: { slug: "old-name" } });
    const { router } = renderPage(<ArticlePage />, { url: "/posts/old-name", path: "/posts/:slug", mocks });
    await waitFor(() => expect(router.state.location.pathname).toBe("/posts/notes-on-indexes"));
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("shows a preview link's draft, marked as a preview, unindexed and without counting a view", async () => {
    const { mocks, views } = articleMocks("<p>Almost there.</p>");
    const preview = {
      ...always,
      request: { query: ArticlePreviewDocument, variables: { token: "t0k3n-from-the-link-1234" } },
      result: { data: { articlePreview: articleData("<p>Almost there.</p>", { status: "DRAFT" }) } },
    };
    renderPage(<ArticlePreviewPage />, { url: "/preview/t0k3n-from-the-link-1234", path: "/preview/:token", mocks: [preview, mocks[1]] });
    expect(await screen.findByText("Draft — preview")).toBeVisible();
    expect(await screen.findByText("Almost there.")).toBeVisible();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex"));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(views()).toBe(0);
  });

  it("keeps the count by its title in step with the thread when the reader deletes their own comment", async () => {
    const { mocks } = articleMocks("<p>Commented on.</p>");
    mocks[0] = { ...always, request: { query: ArticleDetailDocument, variables: { id: 3 } }, result: { data: { article: { ...articleData("<p>Commented on.</p>"), commentCount: 1 } } } };
    localStorage.setItem("commentedThreads", "3");
    let comments = [
      { __typename: "ThreadComment", id: 8, parentId: null, depth: 1, authorName: "Me", replyToName: null, bodyHtml: "<p>Mine</p>", byOwner: false, createTime: "2024-03-06T00:00:00.000Z", kind: "COMMENT", sourceUrl: "", replies: [] },
    ];
    const mine = {
      __typename: "Comment",
      id: 8,
      articleId: 3,
      parentId: null,
      authorName: "Me",
      body: "Mine",
      bodyHtml: "<p>Mine</p>",
      createTime: "2024-03-06T00:00:00.000Z",
      editableUntil: new Date(Date.now() + 10 * 60_000).toISOString(),
      state: "APPROVED",
    };
    mocks.push(
      {
        ...always,
        request: { query: CommentThreadDocument, variables: { articleId: 3 } },
        result: () => ({ data: { commentThread: { __typename: "CommentThread", threadId: 3, total: comments.length, comments, faces: [] } } }),
      },
      { ...always, request: { query: MyCommentsDocument, variables: { articleId: 3 } }, result: () => ({ data: { myComments: comments.length ? [mine] : [] } }) },
      {
        ...always,
        request: { query: DeleteMyCommentDocument, variables: { id: 8 } },
        result: () => {
          comments = [];
          return { data: { deleteMyComment: 8 } };
        },
      },
    );
    renderPage(<ArticlePage />, { url: "/detail?id=3", mocks });
    const user = userEvent.setup();
    expect(await screen.findByRole("link", { name: "1 comment" })).toBeVisible();
    const comment = await screen.findByRole("article", { name: "Comment by Me" });
    await user.click(await within(comment).findByRole("button", { name: "Delete" }));
    await user.click(within(comment).getByRole("button", { name: "Delete comment" }));
    expect(await screen.findByRole("link", { name: "0 comments" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Comments" })).toBeVisible();
  });

  it("says the article was not found when the API has no such shown article", async () => {
    const missing: MockLink.MockedResponse = {
      ...always,
      request: { query: ArticleDetailDocument, variables: { id: 99 } },
      result: { errors: [new GraphQLError("Article 99 was not found.", { extensions: { code: "NOT_FOUND" } })] },
    };
    renderPage(<ArticlePage />, { url: "/detail?id=99", mocks: [missing] });
    expect(await screen.findByRole("heading", { level: 1, name: "Article not found" })).toBeVisible();
  });

  it("says the article was not found for an id that cannot name one, without asking the API", async () => {
    renderPage(<ArticlePage />, { url: "/detail?id=abc", mocks: [] });
    expect(await screen.findByRole("heading", { level: 1, name: "Article not found" })).toBeVisible();
  });
});
