import { useCallback } from "react";
import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { appendPage } from "./append-page";
import { useLoadMore } from "./use-load-more";

interface ListPage {
  total: number;
  items: readonly { id: number }[];
}

/**
 * A "load more" list: the first page of a paged root field (`articles`, `dailySentences`, `messages`), then
 * each further page appended to it, a row seen before kept where it was first seen. The merge lives here,
 * per list, rather than in a cache field policy: the back-office reads the same root fields a page at a
 * time behind a paginator, and a policy that merged every page of a field would join those pages too.
 */
export function usePagedList<TData, K extends keyof TData & string>(
  document: TypedDocumentNode<TData, { offset: number; limit: number }>,
  field: K,
  pageSize: number,
) {
  const { data, error, refetch, fetchMore } = useQuery(document, { variables: { offset: 0, limit: pageSize } });
  const page = data?.[field] as (TData[K] & ListPage) | undefined;
  const shown = page?.items.length ?? 0;
  const fetchNextPage = useCallback(
    () =>
      fetchMore({
        variables: { offset: shown },
        updateQuery: (previous, { fetchMoreResult }) => {
          const [before, next] = [previous[field], fetchMoreResult[field]] as unknown as [ListPage, ListPage];
          return { ...fetchMoreResult, [field]: { ...next, items: appendPage(before.items, next.items) } } as TData;
        },
      }),
    [fetchMore, shown, field],
  );
  const more = useLoadMore(fetchNextPage);
  return { page, error, refetch, more, hasMore: page !== undefined && shown < page.total };
}
