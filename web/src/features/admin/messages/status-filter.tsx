import type { MessageStatus } from "../../../gql/admin/graphql";
import { STATUS_OPTIONS } from "./message-status";

interface StatusFilterProps {
  value: MessageStatus;
  onChange(status: MessageStatus): void;
}

/** Which messages the table lists: all, those waiting for approval, or the approved ones. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return (
    <label className="messages-filter">
      Show
      <select value={value} onChange={(event) => onChange(event.target.value as MessageStatus)}>
        {STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
