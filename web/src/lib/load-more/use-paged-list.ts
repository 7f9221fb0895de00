import { useCallback } from "react";
import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { useLoadMore } from "./use-load-more";

/** A page of a paged root field (`articles`, `homeArticles`, `dailySentences`, `messages`). */
interface ListPage {
  total: number;
  items: readonly unknown[];
}

/**
 * A "load more" list: the first page of a paged root field, then each further page, which the cache joins to
 * the rows read so far (apollo-cache.ts), so the list stays whole when the component shows again.
 */
export function usePagedList<TData, K extends keyof TData & string, TFilters extends object = Record<never, never>>(
  document: TypedDocumentNode<TData, { offset: number; limit: number } & TFilters>,
  field: K,
  pageSize: number,
  /** The list's other arguments (a tag's slug); each set of them is a list of its own. */
  filters?: TFilters,
) {
  type Variables = { offset: number; limit: number } & TFilters;
  const { data, error, refetch, fetchMore } = useQuery(document, { variables: { ...filters, offset: 0, limit: pageSize } as Variables });
  const page = data?.[field] as (TData[K] & ListPage) | undefined;
  const shown = page?.items.length ?? 0;
  const fetchNextPage = useCallback(
    () => fetchMore({ variables: { offset: shown } as Partial<Variables> }),
    [fetchMore, shown],
  );
  const more = useLoadMore(fetchNextPage);
  return { page, error, refetch, more, hasMore: page !== undefined && shown < page.total };
}
