import { describe, expect, it } from "vitest";
import { HomeArticlesDocument, HomeInfoDocument, RecordVisitDocument } from "../gql/home/graphql";
import { RecordArticleViewDocument, type RecordArticleViewMutation } from "../gql/article/graphql";
import { createPublicCache } from "./apollo-cache";

const teaser = (id: number, hits = 0) => ({
  __typename: "Article" as const,
  id,
  slug: `article-${id}`,
  language: "EN" as const,
  title: `Article ${id}`,
  excerpt: "",
  cover: "",
  readingMinutes: 1,
  featured: false,
  createTime: "2025-01-01T00:00:00.000Z",
  publishedAt: "2025-01-01T00:00:00.000Z",
  hits,
  commentCount: 0,
  tags: [],
});
const page = (ids: number[], total: number) => ({ homeArticles: { __typename: "ArticlePage" as const, total, items: ids.map((id) => teaser(id)) } });
const writePage = (cache: ReturnType<typeof createPublicCache>, offset: number, ids: number[], total: number) =>
  cache.writeQuery({ query: HomeArticlesDocument, variables: { offset, limit: 3, language: "EN" }, data: page(ids, total) });
const shownIds = (cache: ReturnType<typeof createPublicCache>) =>
  cache.readQuery({ query: HomeArticlesDocument, variables: { offset: 0, limit: 3, language: "EN" } })?.homeArticles.items.map((item) => item.id);

describe("the public pages' cache", () => {
  it("joins a further page of a list to the rows shown, with the newest total", () => {
    const cache = createPublicCache();
    writePage(cache, 0, [1, 2, 3], 7);
    writePage(cache, 3, [4, 5, 6], 8);
    expect(shownIds(cache)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(cache.readQuery({ query: HomeArticlesDocument, variables: { offset: 0, limit: 3, language: "EN" } })?.homeArticles.total).toBe(8);
  });

  it("keeps a row that slipped into the next page where it was first seen, and starts over with the first page", () => {
    const cache = createPublicCache();
    writePage(cache, 0, [1, 2, 3], 6);
    writePage(cache, 3, [3, 4, 5], 6);
    expect(shownIds(cache)).toEqual([1, 2, 3, 4, 5]);
    writePage(cache, 0, [9, 1, 2], 7);
    expect(shownIds(cache)).toEqual([9, 1, 2]);
  });

  it("keeps each language's list apart", () => {
    const cache = createPublicCache();
    writePage(cache, 0, [1, 2, 3], 3);
    cache.writeQuery({ query: HomeArticlesDocument, variables: { offset: 0, limit: 3, language: "ZH" }, data: page([7], 1) });
    expect(shownIds(cache)).toEqual([1, 2, 3]);
  });

  it("never takes an article's view count back to an older, lower one", () => {
    const cache = createPublicCache();
    writePage(cache, 0, [1], 1);
    cache.writeQuery({ query: RecordArticleViewDocument, variables: { id: 1 }, data: { recordArticleView: { __typename: "Article", id: 1, hits: 5 } } as RecordArticleViewMutation });
    writePage(cache, 0, [1], 1);
    expect(cache.extract()["Article:1"]?.hits).toBe(5);
  });

  it("shows the visit count a recorded visit answers in place of the one the page read", () => {
    const cache = createPublicCache();
    const info = (today: number) => ({ __typename: "HomeInfo" as const, today, photo: "/avatar.svg", note: "" });
    cache.writeQuery({ query: HomeInfoDocument, data: { homeInfo: info(3) } });
    cache.writeQuery({ query: RecordVisitDocument, data: { recordVisit: info(4) } });
    expect(cache.readQuery({ query: HomeInfoDocument })?.homeInfo.today).toBe(4);
  });
});
