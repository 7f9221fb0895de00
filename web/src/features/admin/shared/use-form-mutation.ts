import { useCallback, useState } from "react";
import type { ApolloCache, TypedDocumentNode } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { badInputField } from "../../../lib/error-message";
import { useReportFailure } from "./use-failure-toast";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Runs a form's mutation. When the server refuses an input it names (BAD_USER_INPUT with extensions.field)
 * and the form has that field, the message goes beside the field; any other failure becomes a toast.
 * `fields` should be a constant: it only says which names this form can show an error next to.
 */
export function useFormMutation<Field extends string>(fields: readonly Field[]) {
  const client = useApolloClient();
  const report = useReportFailure();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const run = useCallback(
    async <TData, TVariables extends Record<string, unknown>>(
      mutation: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
      update?: (cache: ApolloCache) => void,
    ): Promise<TData | undefined> => {
      setBusy(true);
      setErrors({});
      try {
        const { data } = await client.mutate({ mutation, variables, context: ADMIN_CONTEXT, update });
        return data ?? undefined;
      } catch (error) {
        const bad = badInputField(error);
        if (bad && (fields as readonly string[]).includes(bad.field)) setErrors({ [bad.field]: bad.message } as FieldErrors<Field>);
        else report(error);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [client, fields, report],
  );

  return { run, busy, errors, setErrors };
}
