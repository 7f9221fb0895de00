import type { TypedDocumentNode } from "@apollo/client";
import { useToast } from "../../../lib/toast";
import { useConfirm } from "../../../lib/ui/confirm-dialog";
import { useT } from "../../../i18n/admin";
import { evictRow } from "./evict-row";
import type { Save } from "./use-save";

interface DeleteOptions<TRow, TData> {
  /** The row's GraphQL type, so it leaves the cache (and the table) as soon as the server has deleted it. */
  typename: string;
  mutation: TypedDocumentNode<TData, { id: number }>;
  /** The question's title and what the delete loses. */
  ask(row: TRow): { title: string; message: string };
  /** Said once the row is gone, e.g. "Tag deleted." */
  done: string;
}

/**
 * Deleting a table row: a confirmation first (the delete cannot be undone), then the mutation, the row
 * evicted and a short confirmation. Render `confirmDialog` in the page.
 */
export function useConfirmedDelete<TRow extends { id: number }, TData>(save: Save, options: DeleteOptions<TRow, TData>) {
  const toast = useToast();
  const { confirm, confirmDialog } = useConfirm();
  const t = useT();
  const remove = async (row: TRow) => {
    const confirmed = await confirm({ ...options.ask(row), confirmLabel: t("admin.common.delete") });
    if (confirmed && (await save(options.mutation, { id: row.id }, { update: evictRow(options.typename, row.id) }))) toast(options.done, "success");
  };
  return { remove, confirmDialog };
}
