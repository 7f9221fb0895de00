import { useQuery } from "@apollo/client/react";
import { AdminAuditLogDocument, AdminAuditUsersDocument, type AdminAuditLogQuery, type AuditAction } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { formatDateTime } from "../../../lib/format-date";
import { Paginator } from "../../../lib/ui/paginator";
import { useFailureToast } from "../shared/use-failure-toast";
import { usePageParam } from "../shared/use-page-param";
import { AdminPage } from "../shell/admin-page";
import { ACTION_LABELS, TABLE_LABELS, useAuditFilters, type AuditFilters } from "./audit-filters";
import "./audit-page.css";

const PAGE_SIZE = 20;

type Entry = AdminAuditLogQuery["auditLog"]["items"][number];

/** The audit log (/admin/audit): every write to the blog, newest first, filtered by what, how, who and since when. */
export function AuditPage() {
  const [page, setPage] = usePageParam();
  const [filters, setFilters] = useAuditFilters();
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
    <AdminPage title="Audit log" busy={loading} failed={!data && error ? { error, retry: refetch } : undefined}>
      <AuditFilterBar filters={filters} onChange={setFilters} />
      <div className="table-scroll">
        <table className="admin-table audit-table">
          <thead>
            <tr>
              <th className="col-time">When</th>
              <th>Who</th>
              <th>What</th>
              <th>Fields</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      </div>
      {data && entries.length === 0 && <p className="table-empty">No change matches these filters.</p>}
      <Paginator total={data?.auditLog.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} disabled={loading} />
    </AdminPage>
  );
}

function AuditRow({ entry }: { entry: Entry }) {
  return (
    <tr>
      <td className="col-time">{formatDateTime(entry.at)}</td>
      <td>
        <strong>{entry.userName ?? (entry.via ? "A visitor" : "The server")}</strong>
        <div className="audit-origin">
          {entry.via && <span>{entry.via === "api" ? "legacy /api" : entry.via}</span>} {entry.address && <span>from {entry.address}</span>}
        </div>
      </td>
      <td>
        <span className={`audit-action audit-action-${entry.action.toLowerCase()}`}>{ACTION_LABELS[entry.action]}</span> {TABLE_LABELS[entry.table] ?? entry.table}
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
                <em>changed (not kept: long or secret)</em>
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
  return (
    <form className="audit-filters" role="search" aria-label="Filter the audit log" onSubmit={(event) => event.preventDefault()}>
      <label>
        What
        <select value={filters.table ?? ""} onChange={(event) => onChange({ ...filters, table: event.target.value || undefined })}>
          <option value="">Everything</option>
          {Object.entries(TABLE_LABELS).map(([table, label]) => (
            <option key={table} value={table}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Change
        <select value={filters.action ?? ""} onChange={(event) => onChange({ ...filters, action: (event.target.value || undefined) as AuditAction | undefined })}>
          <option value="">Any</option>
          {Object.entries(ACTION_LABELS).map(([action, label]) => (
            <option key={action} value={action}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Who
        <select value={filters.userId ?? ""} onChange={(event) => onChange({ ...filters, userId: event.target.value ? Number(event.target.value) : undefined })}>
          <option value="">Anyone</option>
          {users.map((user) => (
            <option key={user.id} value={user.id}>
              {user.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Since
        <input type="date" value={filters.since ?? ""} onChange={(event) => onChange({ ...filters, since: event.target.value || undefined })} />
      </label>
    </form>
  );
}
