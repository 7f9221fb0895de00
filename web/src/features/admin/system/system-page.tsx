import { useQuery } from "@apollo/client/react";
import { AdminSystemInfoDocument } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { STORAGE_KEYS, readStorage } from "../../../lib/storage";
import { useFailureToast } from "../shared/use-failure-toast";
import { AdminPage } from "../shell/admin-page";
import { formatDateTime } from "../../../lib/format-date";
import { formatMemory, formatUptime } from "./format";
import { Dashboard } from "./dashboard";
import "./system-page.css";

/** Spec §9: the console shows the upload limit as fixed text. */
const UPLOAD_SIZE = "50M";

/** Console (/system): a greeting, the dashboard of the blog, and the server's facts, written for people. */
export function SystemPage() {
  const { data, loading, error, refetch } = useQuery(AdminSystemInfoDocument, { context: ADMIN_CONTEXT, fetchPolicy: "network-only" });
  useFailureToast(error);
  const info = data?.systemInfo;
  const rows: [string, string][] = info
    ? [
        ["Operating system", `${info.platform} (${info.arch})`],
        ["Server software", info.server],
        ["Server IP address", info.ip],
        ["Root directory", info.rootDir],
        ["Database", info.databaseVersion],
        ["Machine uptime", formatUptime(info.uptime)],
        ["Total memory", formatMemory(info.totalMemory)],
        ["Free memory", formatMemory(info.currentMemory)],
        ["Server time", formatDateTime(info.currentTime)],
        ["UTC time", info.utcTime],
        ["Upload size limit", UPLOAD_SIZE],
      ]
    : [];

  return (
    <AdminPage title="Console" busy={loading} failed={!data && error ? { error, retry: refetch } : undefined}>
      <p className="console-greeting">
        Hello, <strong>{readStorage(STORAGE_KEYS.userName) ?? ""}</strong>
        {/* Spec §2: every administrator is shown with this label, whatever their role. */}
        <span className="console-role">system administrator</span>
      </p>
      <Dashboard />
      <h3 className="console-heading">System information</h3>
      <table className="admin-table console-table">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminPage>
  );
}
