import { useCallback, useState } from "react";
import type { ApolloCache, TypedDocumentNode } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useToast } from "../../../lib/toast";
import { useReportFailure } from "./use-failure-toast";

export interface SaveOptions<TData> {
  /** Changes the cache as soon as the mutation answers (a deleted row leaves the table before the reload). */
  update?: (cache: ApolloCache) => void;
  /**
   * What the server will most likely answer. The cache takes it at once, so a switch flips on the click;
   * Apollo drops it again when the server refuses, and the control returns to the saved state.
   */
  optimisticResponse?: TData;
  /** What failed, put before the server's reason in the toast: "Could not hide “Notes”". */
  failure?: string;
  /** A short confirmation once the server has taken the change, e.g. "“Notes” hidden." */
  done?: string;
}

export type Save = ReturnType<typeof useSave>["save"];

/**
 * Runs back-office mutations, then reloads the page's list (spec §4: the list reloads after each change).
 * `saving` covers both, so the page can show that a request is out; a failure becomes a toast, a success
 * the `done` confirmation when one is given.
 */
export function useSave(reload: () => Promise<unknown>) {
  const client = useApolloClient();
  const report = useReportFailure();
  const toast = useToast();
  const [pending, setPending] = useState(0);

  const save = useCallback(
    async <TData, TVariables extends Record<string, unknown>>(
      mutation: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
      options: SaveOptions<TData> = {},
    ): Promise<boolean> => {
      const { update, optimisticResponse, failure, done } = options;
      setPending((n) => n + 1);
      try {
        const saved = await client
          .mutate({ mutation, variables, context: ADMIN_CONTEXT, update, ...(optimisticResponse === undefined ? {} : { optimisticResponse }) })
          .then(
            () => true,
            (error: unknown) => {
              report(error, failure);
              return false;
            },
          );
        if (saved && done) toast(done, "success");
        // A failed reload is the list query's own error, which the page already shows.
        if (saved) await reload().catch(() => undefined);
        return saved;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [client, reload, report, toast],
  );

  return { save, saving: pending > 0 };
}
