import { useT } from "../../i18n/admin";
import { useToast } from "../toast";
import { InlineEdit } from "./inline-edit";

/** The API's bounds for a sort order (sid). */
const MAX_SID = 999_999;

interface SortOrderEditProps {
  sid: number;
  onCommit(sid: number): void;
  /** Names the row, e.g. the column's name, for "sort order of …". */
  rowName: string;
  disabled?: boolean;
}

/** Inline edit of a sid: checks the number here so a typo is explained instead of sent. */
export function SortOrderEdit({ sid, onCommit, rowName, disabled }: SortOrderEditProps) {
  const toast = useToast();
  const t = useT();
  const commit = (text: string) => {
    const trimmed = text.trim();
    const next = Number(trimmed);
    if (!/^\d+$/.test(trimmed) || next > MAX_SID) {
      toast(t("admin.sortOrder.invalid", { max: String(MAX_SID) }), "error");
      return;
    }
    // "07" reads differently from "7" but is the same order: still nothing to send.
    if (next !== sid) onCommit(next);
  };
  return (
    <InlineEdit value={String(sid)} onCommit={commit} label={t("admin.sortOrder.label", { row: rowName })} disabled={disabled} inputMode="numeric" />
  );
}
