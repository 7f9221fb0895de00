import type { TypedDocumentNode } from "@apollo/client";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { locateRow } from "../shared/locate-row";
import { useFailureToast } from "../shared/use-failure-toast";
import { PAGE_SIZE, usePageParam } from "../shared/use-page-param";
import { useSave } from "../shared/use-save";

type PageVariables = { columnId: number; offset: number; limit: number };

/**
 * One server-side page of a column's rows (articles or sentences): the page number in the URL, the query,
 * saving with a reload after each change, and `locate`: the page a row stands on now, with the same filters.
 */
export function useColumnPage<TData, TFilters extends object = Record<never, never>>(
  document: TypedDocumentNode<TData, PageVariables & TFilters>,
  columnId: number,
  /** The list's filters (the articles' status, tag and search). */
  filters?: TFilters,
) {
  const [page, setPage] = usePageParam();
  const client = useApolloClient();
  const { data: current, previousData, loading, error, refetch } = useQuery(document, {
    variables: { ...filters, columnId, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE } as PageVariables & TFilters,
    context: ADMIN_CONTEXT,
    fetchPolicy: "cache-and-network",
  });
  useFailureToast(error);
  const { save, saving } = useSave(refetch);
  const locate = (id: number, list: (data: TData) => { total: number; items: readonly { id: number }[] }) =>
    locateRow(client, document, { ...filters, columnId } as Omit<PageVariables & TFilters, "offset" | "limit">, list, id, PAGE_SIZE);
  // While the next page loads, the last one stays on screen rather than an empty table.
  return { page, setPage, data: current ?? previousData, loading, error, refetch, save, saving, locate };
}
