import { useSearchParams } from "react-router-dom";
import type { AuditAction } from "../../../gql/admin/graphql";
import type { AdminMessageId } from "../../../i18n/admin";

/** The audited tables (server: modules/audit/audit-tables.ts), named as the back-office names them. */
export const TABLE_LABELS: Readonly<Record<string, AdminMessageId>> = {
  articles: "admin.audit.table.articles",
  article_tags: "admin.audit.table.articleTags",
  columns: "admin.audit.table.columns",
  daily_sentences: "admin.audit.table.sentences",
  tags: "admin.audit.table.tags",
  links: "admin.audit.table.links",
  messages: "admin.audit.table.messages",
  users: "admin.audit.table.users",
  site_info: "admin.audit.table.siteInfo",
  home_info: "admin.audit.table.homeInfo",
  owner_profile: "admin.audit.table.ownerProfile",
  article_previews: "admin.audit.table.previews",
  second_factors: "admin.audit.table.secondFactors",
};

export const ACTION_LABELS: Readonly<Record<AuditAction, AdminMessageId>> = { CREATE: "admin.audit.action.create", UPDATE: "admin.audit.action.update", DELETE: "admin.audit.action.delete" };

export interface AuditFilters {
  table?: string;
  action?: AuditAction;
  userId?: number;
  /** A day, YYYY-MM-DD: entries from its start. */
  since?: string;
}

/** The filters live in the address (?table=articles&action=update…), like the page, so a reload or a link keeps them. */
export function useAuditFilters(): [AuditFilters, (next: AuditFilters) => void] {
  const [params, setParams] = useSearchParams();
  const table = params.get("table") ?? undefined;
  const action = params.get("action")?.toUpperCase();
  const userId = params.get("user");
  const since = params.get("since");
  const filters: AuditFilters = {
    table: table && table in TABLE_LABELS ? table : undefined,
    action: action && action in ACTION_LABELS ? (action as AuditAction) : undefined,
    userId: userId && /^\d+$/.test(userId) ? Number(userId) : undefined,
    since: since && /^\d{4}-\d{2}-\d{2}$/.test(since) ? since : undefined,
  };
  const setFilters = (next: AuditFilters) =>
    setParams(() => {
      const updated = new URLSearchParams();
      if (next.table) updated.set("table", next.table);
      if (next.action) updated.set("action", next.action.toLowerCase());
      if (next.userId !== undefined) updated.set("user", String(next.userId));
      if (next.since) updated.set("since", next.since);
      // Other filters have other pages: start at the first.
      return updated;
    });
  return [filters, setFilters];
}
