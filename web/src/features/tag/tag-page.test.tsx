import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { TagArticlesDocument, TagDetailDocument } from "../../gql/tag/graphql";
import { renderPage } from "../../lib/test-render";
import { TagPage } from "./tag-page";

afterEach(cleanup);

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const garden = { __typename: "Tag", id: 4, name: "花园", slug: "花园", description: "Notes from the allotment." };
const article = (id: number) => ({
  __typename: "Article",
  id,
  slug: `article-${id}`,
  language: "EN",
  title: `Article ${id}`,
  excerpt: `Summary ${id}`,
  cover: "",
  readingMinutes: 1,
  featured: false,
  createTime: "2024-03-01T02:40:00.000Z",
  publishedAt: "2024-03-02T02:40:00.000Z",
  hits: id,
  commentCount: 0,
  tags: [garden],
});

describe("tag page", () => {
  it("shows the tag, its description and its articles, linked to their permalinks", async () => {
    const mocks: MockLink.MockedResponse[] = [
      { ...always, request: { query: TagDetailDocument, variables: { slug: "花园" } }, result: { data: { tag: garden } } },
      {
        ...always,
        request: { query: TagArticlesDocument, variables: { tag: "花园", offset: 0, limit: 10, language: "EN" } },
        result: { data: { articles: { __typename: "ArticlePage", total: 2, items: [article(2), article(1)] } } },
      },
    ];
    renderPage(<TagPage />, { url: "/tag/%E8%8A%B1%E5%9B%AD", path: "/tag/:slug", mocks });
    expect(await screen.findByRole("heading", { level: 1, name: "花园" })).toBeVisible();
    expect(screen.getByText("Notes from the allotment.")).toBeVisible();
    expect(await screen.findByText("2 articles")).toBeVisible();
    const first = screen.getByText("Article 2").closest("li")!;
    expect(within(first).getByRole("link", { name: "Article 2" })).toHaveAttribute("href", "/posts/article-2");
    // The site's name joins the title once the site shell's own query has answered.
    await waitFor(() => expect(document.title).toMatch(/^花园 - /));
  });

  it("says the tag was not found when no tag has the slug", async () => {
    const mocks = [{ ...always, request: { query: TagDetailDocument, variables: { slug: "nothing" } }, result: { data: { tag: null } } }];
    renderPage(<TagPage />, { url: "/tag/nothing", path: "/tag/:slug", mocks });
    expect(await screen.findByRole("heading", { level: 1, name: "Tag not found" })).toBeVisible();
  });
});
