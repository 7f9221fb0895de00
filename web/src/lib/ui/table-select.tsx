import { OptionList } from "./option-list";
import "./ui.css";

interface TableSelectProps<T extends string> {
  /** Names the cell for screen readers, e.g. "role of admin". */
  label: string;
  value: T;
  /** Each value with its label, in the order offered. */
  options: Record<T, string>;
  disabled: boolean;
  /** Says why the choice is disabled, e.g. for a view-only user. */
  title?: string;
  onChange(value: T): void;
}

/**
 * A choice in a back-office table cell. It shows the saved value, so a change the server refuses (a column
 * that still holds content, the last administrator) springs back while the toast says why.
 */
export function TableSelect<T extends string>({ label, value, options, disabled, title, onChange }: TableSelectProps<T>) {
  return (
    <select
      className="table-select"
      aria-label={label}
      value={value}
      disabled={disabled}
      title={title}
      onChange={(event) => onChange(event.target.value as T)}
    >
      <OptionList options={options} />
    </select>
  );
}
