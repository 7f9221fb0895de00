import { useQuery } from "@apollo/client/react";
import { AdminDashboardDocument } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { ErrorRetry, Loading } from "../../../lib/request-state";
import { PendingComments, PendingMessages, RecentArticles, TopArticles, UpcomingArticles } from "./dashboard-lists";
import { SubscriberPanel } from "./subscriber-panel";
import { ViewsChart } from "./views-chart";
import { useFormat, useT } from "../../../i18n/admin";
import "./dashboard.css";

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The console's picture of the blog: views over the last days and the lists the owner acts on. It loads and
 * fails on its own, so the system information beside it shows either way.
 */
export function Dashboard() {
  const { data, error, refetch } = useQuery(AdminDashboardDocument, { context: ADMIN_CONTEXT, fetchPolicy: "network-only" });
  const t = useT();
  const format = useFormat();
  if (!data) {
    return <div className="dashboard">{error ? <ErrorRetry error={error} onRetry={refetch} /> : <Loading label={t("admin.console.loadingDashboard")} />}</div>;
  }
  const { viewsByDay, topArticles, recentArticles, upcoming, pendingMessages } = data.dashboard;
  const days = viewsByDay.length;
  return (
    <div className="dashboard">
      <section className="dashboard-views" aria-labelledby="dashboard-views-title">
        <h3 className="console-heading" id="dashboard-views-title">
          {t("admin.console.viewsTitle", { count: days })}
        </h3>
        <p className="dashboard-note">
          {t("admin.console.viewsNote", { views: format.number(sum(viewsByDay.map((d) => d.views))), visits: format.number(sum(viewsByDay.map((d) => d.visits))) })}
        </p>
        <ViewsChart days={viewsByDay} />
      </section>
      <div className="dashboard-panels">
        <TopArticles entries={topArticles} days={days} />
        <RecentArticles articles={recentArticles} />
        <UpcomingArticles articles={upcoming} />
        <PendingMessages messages={pendingMessages} />
        <PendingComments count={data.pendingCommentCount} />
        <SubscriberPanel />
      </div>
    </div>
  );
}
