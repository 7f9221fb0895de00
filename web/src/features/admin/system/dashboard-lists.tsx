import { Link } from "react-router-dom";
import type { AdminDashboardQuery } from "../../../gql/admin/graphql";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { ARTICLE_EDITOR_PATH, PENDING_MESSAGES_PATH } from "../shell/nav-entries";
import { DashboardPanel } from "./dashboard-panel";

type DashboardData = AdminDashboardQuery["dashboard"];

/** Where an article is handled: its editor. */
const editorOf = (id: number) => `${ARTICLE_EDITOR_PATH}?id=${id}`;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

export function TopArticles({ entries, days }: { entries: DashboardData["topArticles"]; days: number }) {
  return (
    <DashboardPanel
      title="Top articles"
      empty={`No article has been viewed in the last ${days} days.`}
      items={entries.map(({ article, views }) => (
        <li key={article.id}>
          <Link to={editorOf(article.id)}>{article.title}</Link>
          <span className="dashboard-meta">{plural(views, "view")}</span>
        </li>
      ))}
    />
  );
}

/** Hidden ones are listed too (the owner's view), and marked, since visitors do not see them. */
export function RecentArticles({ articles }: { articles: DashboardData["recentArticles"] }) {
  return (
    <DashboardPanel
      title="Recent posts"
      empty="Nothing is published yet."
      items={articles.map((article) => (
        <li key={article.id}>
          <Link to={editorOf(article.id)}>{article.title}</Link>
          <span className="dashboard-meta">
            {article.publishedAt && <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>}
            {!article.isShow && <span className="dashboard-tag">hidden</span>}
          </span>
        </li>
      ))}
    />
  );
}

function upcomingWhen(article: DashboardData["upcoming"][number]): string {
  if (article.status === "SCHEDULED" && article.publishedAt) return `Scheduled for ${formatDateTime(article.publishedAt)}`;
  return `Draft, changed ${formatDate(article.updateTime)}`;
}

export function UpcomingArticles({ articles }: { articles: DashboardData["upcoming"] }) {
  return (
    <DashboardPanel
      title="Drafts and scheduled"
      empty="No drafts and nothing scheduled."
      items={articles.map((article) => (
        <li key={article.id}>
          <Link to={editorOf(article.id)}>{article.title}</Link>
          <span className="dashboard-meta">{upcomingWhen(article)}</span>
        </li>
      ))}
    />
  );
}

/** Each message links to the messages page filtered to those waiting, where it is approved or answered. */
export function PendingMessages({ messages }: { messages: DashboardData["pendingMessages"] }) {
  return (
    <DashboardPanel
      title="Messages waiting"
      empty="No guestbook message is waiting for approval."
      note={messages.total > 0 ? `${plural(messages.total, "message")} waiting for approval` : undefined}
      items={messages.items.map((message) => (
        <li key={message.id}>
          <Link to={PENDING_MESSAGES_PATH}>{message.name}</Link>
          <span className="dashboard-meta">
            <time dateTime={message.createTime}>{formatDateTime(message.createTime)}</time>
          </span>
          <span className="dashboard-excerpt">{message.text}</span>
        </li>
      ))}
      more={messages.total > 0 && <Link to={PENDING_MESSAGES_PATH}>Review the waiting messages</Link>}
    />
  );
}
