import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { AdminDashboardDocument, AdminSubscriberCountsDocument } from "../../../gql/admin/graphql";
import { AdminUserContext, type AdminUser } from "../shell/admin-user";
import { renderPage } from "../../../lib/test-render";
import { Dashboard } from "./dashboard";

afterEach(cleanup);

const article = (id: number, fields: Record<string, unknown> = {}) => ({ __typename: "Article", id, title: `Article ${id}`, ...fields });
const viewsByDay = Array.from({ length: 30 }, (_, i) => ({ __typename: "DayCount", day: `2026-11-${String(i + 1).padStart(2, "0")}`, views: i === 29 ? 4 : 0, visits: 1 }));

const dashboard = {
  __typename: "Dashboard",
  viewsByDay,
  topArticles: [{ __typename: "ArticleViews", views: 4, article: article(3) }],
  recentArticles: [article(3, { isShow: true, publishedAt: "2026-11-20T08:00:00.000Z" }), article(5, { isShow: false, publishedAt: "2026-11-18T08:00:00.000Z" })],
  upcoming: [
    article(7, { title: "Coming soon", status: "SCHEDULED", publishedAt: "2026-12-01T08:00:00.000Z", updateTime: "2026-11-25T08:00:00.000Z" }),
    article(8, { title: "Half written", status: "DRAFT", publishedAt: null, updateTime: "2026-11-24T08:00:00.000Z" }),
  ],
  pendingMessages: { __typename: "MessagePage", total: 6, items: [{ __typename: "Message", id: 11, name: "Ada", text: "Lovely blog!", createTime: "2026-11-25T07:08:09.000Z" }] },
};

// Confirmed subscribers at the end of each of the last 30 days: 2 at first, 5 today.
const trend = Array.from({ length: 30 }, (_, i) => ({ __typename: "SubscriberDay", day: `2026-11-${String(i + 1).padStart(2, "0")}`, confirmed: i < 10 ? 2 : 5 }));
const subscriberCounts = { __typename: "SubscriberCounts", confirmed: 5, pending: 2, trend };

function openDashboard(pendingCommentCount = 3, user?: Pick<AdminUser, "role">) {
  const mocks = [
    { request: { query: AdminDashboardDocument }, maxUsageCount: Number.POSITIVE_INFINITY, result: { data: { dashboard, pendingCommentCount } } },
    { request: { query: AdminSubscriberCountsDocument }, maxUsageCount: Number.POSITIVE_INFINITY, result: { data: { subscriberCounts } } },
  ];
  const page = user ? (
    <AdminUserContext value={user as AdminUser}>
      <Dashboard />
    </AdminUserContext>
  ) : (
    <Dashboard />
  );
  return renderPage(page, { url: "/system", mocks });
}

describe("the console's dashboard", () => {
  it("shows the totals and the chart of the 30 days", async () => {
    openDashboard();
    expect(await screen.findByRole("img", { name: /^Views per day, last 30 days: 4 views in total/ })).toBeVisible();
    expect(screen.getByText("4 article views · 30 home-page visits")).toBeVisible();
  });

  it("links every entry to where it is handled", async () => {
    openDashboard();
    const top = await screen.findByRole("region", { name: "Top articles" });
    expect(within(top).getByRole("link", { name: "Article 3" })).toHaveAttribute("href", "/articleEdit?id=3");
    expect(within(top).getByText("4 views")).toBeVisible();

    const recent = screen.getByRole("region", { name: "Recent posts" });
    expect(within(recent).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/articleEdit?id=3", "/articleEdit?id=5"]);
    expect(within(recent).getByText("hidden")).toBeVisible();

    const upcoming = screen.getByRole("region", { name: "Drafts and scheduled" });
    expect(within(upcoming).getByRole("link", { name: "Coming soon" })).toHaveAttribute("href", "/articleEdit?id=7");
    expect(within(upcoming).getByText(/^Scheduled for Dec 1, 2026/)).toBeVisible();
    expect(within(upcoming).getByText("Draft, changed Nov 24, 2026")).toBeVisible();

    const messages = screen.getByRole("region", { name: "Messages waiting" });
    expect(within(messages).getByText("6 messages waiting for approval")).toBeVisible();
    expect(within(messages).getByRole("link", { name: "Ada" })).toHaveAttribute("href", "/message?status=pending");
    expect(within(messages).getByRole("link", { name: "Review the waiting messages" })).toHaveAttribute("href", "/message?status=pending");
  });

  it("says how many comments wait, linked to their moderation", async () => {
    openDashboard();
    const comments = await screen.findByRole("region", { name: "Comments waiting" });
    expect(within(comments).getByRole("link", { name: "3 comments wait" })).toHaveAttribute("href", "/admin/comments");
  });

  it("says so when no comment waits", async () => {
    openDashboard(0);
    const comments = await screen.findByRole("region", { name: "Comments waiting" });
    expect(within(comments).getByText("No comment is waiting for approval.")).toBeVisible();
    expect(within(comments).queryByRole("link")).toBeNull();
  });

  it("shows administrators the subscriber count and its change over 30 days, linked to the list", async () => {
    openDashboard(0, { role: "ADMIN" });
    const subscribers = await screen.findByRole("region", { name: "Subscribers" });
    expect(within(subscribers).getByText("5 subscribers get the next post")).toBeVisible();
    expect(within(subscribers).getByText("3 more over the last 30 days")).toBeVisible();
    expect(within(subscribers).getByText("2 wait for their confirmation")).toBeVisible();
    expect(within(subscribers).getByRole("link", { name: "All subscribers" })).toHaveAttribute("href", "/admin/subscribers");
  });

  it("leaves the subscribers out for someone who is not an administrator", async () => {
    openDashboard(0, { role: "USER" });
    await screen.findByRole("region", { name: "Comments waiting" });
    expect(screen.queryByRole("region", { name: "Subscribers" })).not.toBeInTheDocument();
  });
});
