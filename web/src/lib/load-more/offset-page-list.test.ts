import { describe, expect, it } from "vitest";
import { gql } from "@apollo/client";
import { createAppCache } from "../apollo-cache";

const LOAD_MORE = gql`
  query LoadMoreArticles($offset: Int!, $limit: Int!) {
    articles(offset: $offset, limit: $limit) @connection(key: "loadMore") {
      total
      items { id title }
    }
  }
`;

const PAGINATED = gql`
  query PagedArticles($columnId: Int, $offset: Int!, $limit: Int!) {
    articles(columnId: $columnId, includeHidden: true, offset: $offset, limit: $limit) {
      total
      items { id title }
    }
  }
`;

const article = (id: number) => ({ __typename: "Article", id, title: `Article ${id}` });
const page = (ids: number[], total: number) => ({ articles: { __typename: "ArticlePage", total, items: ids.map(article) } });
const ids = (data: { articles: { items: { id: number }[] } } | null) => data?.articles.items.map((item) => item.id);

describe("the paged fields' cache policy", () => {
  it("appends each further page of a load-more list to the first, with the newest total", () => {
    const cache = createAppCache();
    cache.writeQuery({ query: LOAD_MORE, variables: { offset: 0, limit: 3 }, data: page([1, 2, 3], 7) });
    cache.writeQuery({ query: LOAD_MORE, variables: { offset: 3, limit: 3 }, data: page([4, 5, 6], 8) });
    const read = cache.readQuery<{ articles: { total: number; items: { id: number }[] } }>({ query: LOAD_MORE, variables: { offset: 0, limit: 3 } });
    expect(ids(read)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(read?.articles.total).toBe(8);
  });

  it("keeps a row that slipped into the next page once, where it was first seen", () => {
    const cache = createAppCache();
    cache.writeQuery({ query: LOAD_MORE, variables: { offset: 0, limit: 3 }, data: page([1, 2, 3], 6) });
    cache.writeQuery({ query: LOAD_MORE, variables: { offset: 3, limit: 3 }, data: page([3, 4, 5], 6) });
    expect(ids(cache.readQuery({ query: LOAD_MORE, variables: { offset: 0, limit: 3 } }))).toEqual([1, 2, 3, 4, 5]);
  });

  it("starts the list again when the first page comes back (a refetch)", () => {
    const cache = createAppCache();
    cache.writeQuery({ query: LOAD_MORE, variables: { offset: 0, limit: 2 }, data: page([1, 2], 4) });
    cache.writeQuery({ query: LOAD_MORE, variables: { offset: 2, limit: 2 }, data: page([3, 4], 4) });
    cache.writeQuery({ query: LOAD_MORE, variables: { offset: 0, limit: 2 }, data: page([9, 1], 5) });
    expect(ids(cache.readQuery({ query: LOAD_MORE, variables: { offset: 0, limit: 2 } }))).toEqual([9, 1]);
  });

  it("keeps a paginator's pages apart: page two holds only its own rows, and page one is still there", () => {
    const cache = createAppCache();
    cache.writeQuery({ query: PAGINATED, variables: { columnId: 2, offset: 0, limit: 2 }, data: page([1, 2], 4) });
    cache.writeQuery({ query: PAGINATED, variables: { columnId: 2, offset: 2, limit: 2 }, data: page([3, 4], 4) });
    expect(ids(cache.readQuery({ query: PAGINATED, variables: { columnId: 2, offset: 2, limit: 2 } }))).toEqual([3, 4]);
    expect(ids(cache.readQuery({ query: PAGINATED, variables: { columnId: 2, offset: 0, limit: 2 } }))).toEqual([1, 2]);
  });

  it("keeps lists with other filters, and a load-more list and a paginator of the same field, apart", () => {
    const cache = createAppCache();
    cache.writeQuery({ query: PAGINATED, variables: { columnId: 2, offset: 0, limit: 2 }, data: page([1, 2], 2) });
    cache.writeQuery({ query: PAGINATED, variables: { columnId: 5, offset: 0, limit: 2 }, data: page([7, 8], 2) });
    cache.writeQuery({ query: LOAD_MORE, variables: { offset: 0, limit: 2 }, data: page([20, 21], 2) });
    expect(ids(cache.readQuery({ query: PAGINATED, variables: { columnId: 2, offset: 0, limit: 2 } }))).toEqual([1, 2]);
    expect(ids(cache.readQuery({ query: PAGINATED, variables: { columnId: 5, offset: 0, limit: 2 } }))).toEqual([7, 8]);
    expect(ids(cache.readQuery({ query: LOAD_MORE, variables: { offset: 0, limit: 2 } }))).toEqual([20, 21]);
  });
});
