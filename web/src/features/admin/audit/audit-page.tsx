import { useQuery } from "@apollo/client/react";
import { AdminAuditLogDocument, AdminAuditUsersDocument, type AdminAuditLogQuery } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { Paginator } from "../../../lib/ui/paginator";
import { useFailureToast } from "../shared/use-failure-toast";
import { usePageParam } from "../shared/use-page-param";
import { AdminPage } from "../shell/admin-page";
import { ACTION_LABELS, TABLE_LABELS, useAuditFilters, type AuditFilters } from "./audit-filters";
import "./audit-page.css";
import { useFormat, useT } from "../../../i18n/admin";
import { ChoiceFilter } from "../shared/choice-filter";

const PAGE_SIZE = 20;

type Entry = AdminAuditLogQuery["auditLog"]["items"][number];

/** The audit log (/admin/audit): every write to the blog, newest first, filtered by what, how, who and since when. */
export function AuditPage() {
  const [page, setPage] = usePageParam();
  const [filters, setFilters] = useAuditFilters();
  const t = useT();
  const { data: current, previousData, loading, error, refetch } = useQuery(AdminAuditLogDocument, {
    variables: {
      offset: (page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
      table: filters.table,
      action: filters.action,
      userId: filters.userId,
      since: filters.since ? new Date(`${filters.since}T00:00:00`).toISOString() : undefined,
    },
    context: ADMIN_CONTEXT,
    fetchPolicy: "cache-and-network",
  });
  useFailureToast(error);
  const data = current ?? previousData;
  const entries = data?.auditLog.items ?? [];
  return (
    <AdminPage title={t("admin.nav.audit")} busy={loading} failed={!data && error ? { error, retry: refetch } : undefined}>
      <AuditFilterBar filters={filters} onChange={setFilters} />
      <div className="table-scroll">
        <table className="admin-table audit-table">
          <thead>
            <tr>
              <th className="col-time">{t("admin.audit.when")}</th>
              <th>{t("admin.audit.who")}</th>
              <th>{t("admin.audit.what")}</th>
              <th>{t("admin.audit.fields")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      </div>
      {data && entries.length === 0 && <p className="table-empty">{t("admin.audit.empty")}</p>}
      <Paginator total={data?.auditLog.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} disabled={loading} />
    </AdminPage>
  );
}

function AuditRow({ entry }: { entry: Entry }) {
  const t = useT();
  const format = useFormat();
  const table = TABLE_LABELS[entry.table];
  return (
    <tr>
      <td className="col-time">{format.dateTime(entry.at)}</td>
      <td>
        <strong>{entry.userName ?? (entry.via ? t("admin.audit.visitor") : t("admin.audit.server"))}</strong>
        <div className="audit-origin">
          {entry.via && <span>{entry.via === "api" ? t("admin.audit.legacyApi") : entry.via}</span>} {entry.address && <span>{t("admin.audit.from", { address: entry.address })}</span>}
        </div>
      </td>
      <td>
        <span className={`audit-action audit-action-${entry.action.toLowerCase()}`}>{t(ACTION_LABELS[entry.action])}</span> {table ? t(table) : entry.table}
        {entry.rowId && <span className="audit-row-id"> #{entry.rowId}</span>}
      </td>
      <td>
        <ul className="audit-changes">
          {entry.changes.map((change) => (
            <li key={change.field}>
              <code>{change.field}</code>{" "}
              {change.shown ? (
                <>
                  {entry.action !== "CREATE" && <span className="audit-before">{change.before ?? "—"}</span>}
                  {entry.action === "UPDATE" && " → "}
                  {entry.action !== "DELETE" && <span className="audit-after">{change.after ?? "—"}</span>}
                </>
              ) : (
                <em>{t("admin.audit.notKept")}</em>
              )}
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

function AuditFilterBar({ filters, onChange }: { filters: AuditFilters; onChange(next: AuditFilters): void }) {
  const users = useQuery(AdminAuditUsersDocument, { context: ADMIN_CONTEXT }).data?.users.items ?? [];
  const t = useT();
  return (
    <form className="audit-filters" role="search" aria-label={t("admin.audit.filterLabel")} onSubmit={(event) => event.preventDefault()}>
      <ChoiceFilter label={t("admin.audit.what")} anyLabel={t("admin.audit.everything")} value={filters.table} options={TABLE_LABELS} onChange={(table) => onChange({ ...filters, table })} />
      <ChoiceFilter label={t("admin.audit.change")} anyLabel={t("admin.audit.any")} value={filters.action} options={ACTION_LABELS} onChange={(action) => onChange({ ...filters, action })} />
      <label>
        {t("admin.audit.who")}
        <select value={filters.userId ?? ""} onChange={(event) => onChange({ ...filters, userId: event.target.value ? Number(event.target.value) : undefined })}>
          <option value="">{t("admin.audit.anyone")}</option>
          {users.map((user) => (
            <option key={user.id} value={user.id}>
              {user.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("admin.audit.since")}
        <input type="date" value={filters.since ?? ""} onChange={(event) => onChange({ ...filters, since: event.target.value || undefined })} />
      </label>
    </form>
  );
}
