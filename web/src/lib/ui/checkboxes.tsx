import { useEffect, useRef } from "react";
import "./ui.css";
import { useT } from "../../i18n/i18n";

interface RowCheckboxProps {
  checked: boolean;
  onChange(checked: boolean): void;
  /** Names the row, e.g. "select Articles". */
  label: string;
  disabled?: boolean;
  /** Says why the box is disabled, e.g. for a view-only user. */
  title?: string;
}

/**
 * A row's is_select box in a back-office table. It shows what it is given: the table's cache flips it on the
 * click and takes it back if the server refuses (see row-saves.ts).
 */
export function RowCheckbox({ checked, onChange, label, disabled = false, title }: RowCheckboxProps) {
  return (
    <input
      type="checkbox"
      className="table-checkbox"
      checked={checked}
      aria-label={label}
      disabled={disabled}
      title={title}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

interface SelectAllCheckboxProps {
  /** The is_select state of every row on the page. */
  rows: readonly boolean[];
  onChange(checked: boolean): void;
  label?: string;
  disabled?: boolean;
  /** Said instead of the label when the box is disabled, e.g. for a view-only user. */
  disabledTitle?: string;
}

/** The header box: ticked when every row is, half-ticked when some are. */
export function SelectAllCheckbox({ rows, onChange, label: given, disabled = false, disabledTitle }: SelectAllCheckboxProps) {
  const t = useT();
  const label = given ?? t("admin.table.selectAll");
  const ref = useRef<HTMLInputElement>(null);
  const all = rows.length > 0 && rows.every(Boolean);
  const some = rows.some(Boolean);
  useEffect(() => {
    // `indeterminate` exists only as a DOM property, not as an attribute React can set.
    if (ref.current) ref.current.indeterminate = some && !all;
  }, [some, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="table-checkbox"
      checked={all}
      aria-label={label}
      title={disabled && disabledTitle ? disabledTitle : label}
      disabled={disabled || rows.length === 0}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
