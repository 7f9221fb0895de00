import { useCallback } from "react";
import type { TypedDocumentNode } from "@apollo/client";
import { useDataClient } from "../page-data/data-provider";
import { useQuery } from "../page-data/use-query";
import { appendPage, type ListPage } from "./append-page";
import { useLoadMore } from "./use-load-more";

/**
 * A "load more" list: the first page of a paged root field (`articles`, `dailySentences`, `messages`), then
 * each further page appended to it (append-page.ts), kept as the first page's answer so the list stays whole
 * when the component shows again.
 */
export function usePagedList<TData, K extends keyof TData & string, TFilters extends object = Record<never, never>>(
  document: TypedDocumentNode<TData, { offset: number; limit: number } & TFilters>,
  field: K,
  pageSize: number,
  /** The list's other arguments (a tag's slug); each set of them is a list of its own. */
  filters?: TFilters,
) {
  type Variables = { offset: number; limit: number } & TFilters;
  const client = useDataClient();
  const variables = { ...filters, offset: 0, limit: pageSize } as Variables;
  const { data, error, refetch } = useQuery(document, { variables });
  const page = data?.[field] as (TData[K] & ListPage) | undefined;
  const shown = page?.items.length ?? 0;
  const key = client.key(document as TypedDocumentNode<unknown, never>, variables);
  const fetchNextPage = useCallback(async () => {
    const next = await client.run(document as TypedDocumentNode<TData, never>, { ...variables, offset: shown });
    const current = client.state(key)?.data as TData | undefined;
    if (!current) return;
    client.write(key, { ...current, [field]: appendPage(current[field] as TData[K] & ListPage, next[field] as TData[K] & ListPage) });
    // The key stands for the document and the variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key, shown, field]);
  const more = useLoadMore(fetchNextPage);
  return { page, error, refetch, more, hasMore: page !== undefined && shown < page.total };
}
