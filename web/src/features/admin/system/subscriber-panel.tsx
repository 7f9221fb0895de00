import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { AdminSubscriberCountsDocument } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useT } from "../../../i18n/admin";
import { useIsAdmin } from "../shell/admin-user";
import { DashboardPanel } from "./dashboard-panel";

/**
 * Subscribers on the console: how many get the next post, how that changed over the last 30 days, and how many
 * wait for their confirmation. Administrators only, as the list is; asked apart from the dashboard, so it
 * cannot hold the rest back.
 */
export function SubscriberPanel() {
  const isAdmin = useIsAdmin();
  const t = useT();
  const { data } = useQuery(AdminSubscriberCountsDocument, { context: ADMIN_CONTEXT, fetchPolicy: "network-only", skip: !isAdmin });
  const counts = data?.subscriberCounts;
  if (!counts) return null;
  const first = counts.trend[0]?.confirmed ?? counts.confirmed;
  const change = counts.confirmed - first;
  return (
    <DashboardPanel
      title={t("admin.console.subscribers.title")}
      empty={t("admin.console.subscribers.empty")}
      items={
        counts.confirmed + counts.pending > 0
          ? [
              <li key="confirmed">{t("admin.console.subscribers.confirmed", { count: counts.confirmed })}</li>,
              <li key="trend">
                {change === 0
                  ? t("admin.console.subscribers.steady", { days: counts.trend.length })
                  : t(change > 0 ? "admin.console.subscribers.up" : "admin.console.subscribers.down", { count: Math.abs(change), days: counts.trend.length })}
              </li>,
              <li key="pending">{t("admin.console.subscribers.pending", { count: counts.pending })}</li>,
            ]
          : []
      }
      more={<Link to="/admin/subscribers">{t("admin.console.subscribers.all")}</Link>}
    />
  );
}
