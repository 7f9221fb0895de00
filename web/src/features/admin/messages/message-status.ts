import { useSearchParams } from "react-router-dom";
import type { MessageStatus } from "../../../gql/admin/graphql";
import type { AdminMessageId } from "../../../i18n/admin";

/** The filter's choices in the order the select offers them. */
export const STATUS_OPTIONS: readonly { value: MessageStatus; label: AdminMessageId }[] = [
  { value: "ALL", label: "admin.messages.status.all" },
  { value: "PENDING", label: "admin.messages.status.pending" },
  { value: "APPROVED", label: "admin.messages.status.approved" },
];

/** The status filter lives in the address (?status=pending), like the page number, so a reload keeps both. */
export function useStatusParam(): [MessageStatus, (status: MessageStatus) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status")?.toUpperCase();
  const status = STATUS_OPTIONS.find((option) => option.value === raw)?.value ?? "ALL";
  const setStatus = (next: MessageStatus) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === "ALL") updated.delete("status");
      else updated.set("status", next.toLowerCase());
      // Another filter has other pages: start at its first.
      updated.delete("page");
      return updated;
    });
  return [status, setStatus];
}
