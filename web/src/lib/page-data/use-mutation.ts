import { useCallback, useState } from "react";
import type { TypedDocumentNode } from "@apollo/client";
import { useDataClient } from "./data-provider";

interface MutationState<TData> {
  data?: TData;
  error?: Error;
  loading: boolean;
}

/**
 * A mutation for a component, in the shape Apollo Client's useMutation gives: the function that sends it
 * (resolving with `{ data }`, rejecting with the error), and the latest call's data, error and loading.
 */
export function useMutation<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>) {
  const client = useDataClient();
  const [state, setState] = useState<MutationState<TData>>({ loading: false });
  const mutate = useCallback(
    async (options?: { variables?: TVariables }) => {
      setState((current) => ({ data: current.data, loading: true }));
      try {
        const data = await client.run(document as TypedDocumentNode<TData, never>, options?.variables as never);
        setState({ data, loading: false });
        return { data };
      } catch (error) {
        setState({ error: error as Error, loading: false });
        throw error;
      }
    },
    [client, document],
  );
  return [mutate, state] as const;
}
