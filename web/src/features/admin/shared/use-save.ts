import { useCallback, useState } from "react";
import type { ApolloCache, TypedDocumentNode } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useReportFailure } from "./use-failure-toast";

/**
 * Runs back-office mutations, then reloads the page's list (spec §4: the list reloads after each change).
 * `saving` covers both, so the page can show that a request is out; a failure becomes a toast. `update`
 * changes the cache as soon as the mutation answers (a deleted row leaves the table before the reload).
 */
export function useSave(reload: () => Promise<unknown>) {
  const client = useApolloClient();
  const report = useReportFailure();
  const [pending, setPending] = useState(0);

  const save = useCallback(
    async <TData, TVariables extends Record<string, unknown>>(
      mutation: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
      update?: (cache: ApolloCache) => void,
    ): Promise<boolean> => {
      setPending((n) => n + 1);
      try {
        const saved = await client.mutate({ mutation, variables, context: ADMIN_CONTEXT, update }).then(
          () => true,
          (error: unknown) => {
            report(error);
            return false;
          },
        );
        // A failed reload is the list query's own error, which the page already shows.
        if (saved) await reload().catch(() => undefined);
        return saved;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [client, reload, report],
  );

  return { save, saving: pending > 0 };
}
