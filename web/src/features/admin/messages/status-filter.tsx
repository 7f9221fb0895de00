import type { MessageStatus } from "../../../gql/admin/graphql";
import { STATUS_OPTIONS } from "./message-status";
import { useT } from "../../../i18n/admin";

interface StatusFilterProps {
  value: MessageStatus;
  onChange(status: MessageStatus): void;
}

/** Which messages the table lists: all, those waiting for approval, or the approved ones. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const t = useT();
  return (
    <label className="messages-filter">
      {t("admin.messages.show")}
      <select value={value} onChange={(event) => onChange(event.target.value as MessageStatus)}>
        {STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </label>
  );
}
