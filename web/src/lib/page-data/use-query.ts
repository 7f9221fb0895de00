import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { TypedDocumentNode } from "@apollo/client";
import { useDataClient } from "./data-provider";
import type { Variables } from "./transport";

/** Passed instead of options while a query cannot run yet (its variables are not known). */
export const skipToken = Symbol("skipToken");

interface QueryOptions<TVariables> {
  variables?: TVariables;
  /** Not asked at all, e.g. while the page already knows the answer is "not found". */
  skip?: boolean;
  /** Never shown twice: asked anew each time a component shows it. */
  fetchPolicy?: "no-cache";
}

/**
 * A query's answer for a component, in the shape Apollo Client's useQuery gives (data, error, loading,
 * refetch). In the browser the request goes out after the first render (a served page already has the
 * answer); on the server it starts during the render, and the render loop draws the page again once it is in.
 */
export function useQuery<TData, TVariables extends Variables>(
  document: TypedDocumentNode<TData, TVariables>,
  options?: QueryOptions<TVariables> | typeof skipToken,
) {
  const client = useDataClient();
  const doc = document as TypedDocumentNode<TData, never>;
  const skip = options === skipToken || options?.skip === true;
  const variables = options === skipToken ? undefined : options?.variables;
  const fresh = options !== skipToken && options?.fetchPolicy === "no-cache";
  const key = client.key(doc, variables);
  const subscribe = useCallback((listener: () => void) => client.subscribe(key, listener), [client, key]);
  const read = () => client.state(key);
  const state = useSyncExternalStore(subscribe, read, read);
  if (!skip && !state && client.rendersOnServer) client.load(doc, variables).catch(() => {});

  useEffect(() => {
    if (skip) return;
    const current = client.state(key);
    // StrictMode runs this twice: the first run's request is under way, and answers both.
    if (current?.loading) return;
    if (fresh || current?.data === undefined) client.load(doc, variables, fresh).catch(() => {});
    // The key stands for the document and the variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key, skip, fresh]);

  const refetch = useCallback(() => client.load(doc, variables, fresh), [client, key, fresh]); // eslint-disable-line react-hooks/exhaustive-deps
  return {
    data: skip ? undefined : (state?.data as TData | undefined),
    error: skip || state?.loading ? undefined : (state?.error as Error | undefined),
    loading: !skip && (state?.loading ?? true),
    refetch,
  };
}
