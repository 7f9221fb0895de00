import { useQuery } from "@apollo/client/react";
import { AdminSystemInfoDocument } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { STORAGE_KEYS, readStorage } from "../../../lib/storage";
import { useFailureToast } from "../shared/use-failure-toast";
import { AdminPage } from "../shell/admin-page";
import { useFormat, useT } from "../../../i18n/admin";
import { formatMemory, formatUptime } from "./format";
import { Dashboard } from "./dashboard";
import "./system-page.css";

/** Spec §9: the console shows the upload limit as fixed text. */
const UPLOAD_SIZE = "50M";

/** Console (/system): a greeting, the dashboard of the blog, and the server's facts, written for people. */
export function SystemPage() {
  const { data, loading, error, refetch } = useQuery(AdminSystemInfoDocument, { context: ADMIN_CONTEXT, fetchPolicy: "network-only" });
  useFailureToast(error);
  const t = useT();
  const format = useFormat();
  const info = data?.systemInfo;
  const rows: [string, string][] = info
    ? [
        [t("admin.console.info.os"), `${info.platform} (${info.arch})`],
        [t("admin.console.info.server"), info.server],
        [t("admin.console.info.ip"), info.ip],
        [t("admin.console.info.rootDir"), info.rootDir],
        [t("admin.console.info.database"), info.databaseVersion],
        [t("admin.console.info.uptime"), formatUptime(info.uptime, t)],
        [t("admin.console.info.totalMemory"), formatMemory(info.totalMemory)],
        [t("admin.console.info.freeMemory"), formatMemory(info.currentMemory)],
        [t("admin.console.info.serverTime"), format.dateTime(info.currentTime)],
        [t("admin.console.info.utcTime"), info.utcTime],
        [t("admin.console.info.uploadLimit"), UPLOAD_SIZE],
      ]
    : [];

  return (
    <AdminPage title={t("admin.nav.console")} busy={loading} failed={!data && error ? { error, retry: refetch } : undefined}>
      <p className="console-greeting">
        {t("admin.console.hello")}<strong>{readStorage(STORAGE_KEYS.userName) ?? ""}</strong>
        {/* Spec §2: every administrator is shown with this label, whatever their role. */}
        <span className="console-role">{t("admin.console.role")}</span>
      </p>
      <Dashboard />
      <h3 className="console-heading">{t("admin.console.info.title")}</h3>
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
