import { Link } from "react-router-dom";
import type { AdminDashboardQuery } from "../../../gql/admin/graphql";
import { useFormat, useT, type Translate } from "../../../i18n/admin";
import type { Formats } from "../../../i18n/format";
import { ARTICLE_EDITOR_PATH, PENDING_COMMENTS_PATH, PENDING_MESSAGES_PATH } from "../shell/nav-entries";
import { DashboardPanel } from "./dashboard-panel";

type DashboardData = AdminDashboardQuery["dashboard"];

/** Where an article is handled: its editor. */
const editorOf = (id: number) => `${ARTICLE_EDITOR_PATH}?id=${id}`;

export function TopArticles({ entries, days }: { entries: DashboardData["topArticles"]; days: number }) {
  const t = useT();
  return (
    <DashboardPanel
      title={t("admin.console.top.title")}
      empty={t("admin.console.top.empty", { count: days })}
      items={entries.map(({ article, views }) => (
        <li key={article.id}>
          <Link to={editorOf(article.id)}>{article.title}</Link>
          <span className="dashboard-meta">{t("admin.console.top.views", { count: views })}</span>
        </li>
      ))}
    />
  );
}

/** Hidden ones are listed too (the owner's view), and marked, since visitors do not see them. */
export function RecentArticles({ articles }: { articles: DashboardData["recentArticles"] }) {
  const t = useT();
  const format = useFormat();
  return (
    <DashboardPanel
      title={t("admin.console.recent.title")}
      empty={t("admin.console.recent.empty")}
      items={articles.map((article) => (
        <li key={article.id}>
          <Link to={editorOf(article.id)}>{article.title}</Link>
          <span className="dashboard-meta">
            {article.publishedAt && <time dateTime={article.publishedAt}>{format.date(article.publishedAt)}</time>}
            {!article.isShow && <span className="dashboard-tag">{t("admin.console.recent.hidden")}</span>}
          </span>
        </li>
      ))}
    />
  );
}

function upcomingWhen(article: DashboardData["upcoming"][number], t: Translate, format: Formats): string {
  if (article.status === "SCHEDULED" && article.publishedAt) return t("admin.console.upcoming.scheduled", { time: format.dateTime(article.publishedAt) });
  return t("admin.console.upcoming.draft", { date: format.date(article.updateTime) });
}

export function UpcomingArticles({ articles }: { articles: DashboardData["upcoming"] }) {
  const t = useT();
  const format = useFormat();
  return (
    <DashboardPanel
      title={t("admin.console.upcoming.title")}
      empty={t("admin.console.upcoming.empty")}
      items={articles.map((article) => (
        <li key={article.id}>
          <Link to={editorOf(article.id)}>{article.title}</Link>
          <span className="dashboard-meta">{upcomingWhen(article, t, format)}</span>
        </li>
      ))}
    />
  );
}

/** Each message links to the messages page filtered to those waiting, where it is approved or answered. */
export function PendingMessages({ messages }: { messages: DashboardData["pendingMessages"] }) {
  const t = useT();
  const format = useFormat();
  return (
    <DashboardPanel
      title={t("admin.console.pending.title")}
      empty={t("admin.console.pending.empty")}
      note={messages.total > 0 ? t("admin.console.pending.note", { count: messages.total }) : undefined}
      items={messages.items.map((message) => (
        <li key={message.id}>
          <Link to={PENDING_MESSAGES_PATH}>{message.name}</Link>
          <span className="dashboard-meta">
            <time dateTime={message.createTime}>{format.dateTime(message.createTime)}</time>
          </span>
          <span className="dashboard-excerpt">{message.text}</span>
        </li>
      ))}
      more={messages.total > 0 && <Link to={PENDING_MESSAGES_PATH}>{t("admin.console.pending.review")}</Link>}
    />
  );
}

/** How many comments wait for approval, linked to the moderation page. */
export function PendingComments({ count }: { count: number }) {
  const t = useT();
  return (
    <DashboardPanel
      title={t("admin.console.pendingComments.title")}
      empty={t("admin.console.pendingComments.empty")}
      items={
        count > 0
          ? [
              <li key="waiting">
                <Link to={PENDING_COMMENTS_PATH}>{t("admin.comments.waitingCount", { count })}</Link>
              </li>,
            ]
          : []
      }
    />
  );
}
