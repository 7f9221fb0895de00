import { describe, expect, it } from "vitest";
import { CAPTCHA_TEXT, errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { lastDays, localDay } from "../../kernel/local-day";
import { Article } from "../article/article.entity";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { users: ["viewer"], signIn: "graphql" });

const DASHBOARD = `{ dashboard {
  viewsByDay { day views visits }
  topArticles { views article { id title } }
  recentArticles { id status publishedAt }
  upcoming { id title status publishedAt }
  pendingMessages { total items { id name text createTime } }
} }`;

const admin = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });
const readDashboard = async (as = token) => {
  const answer = await server.gql(DASHBOARD, {}, { token: as });
  expect(answer.errors).toBeUndefined();
  return answer.data.dashboard;
};
const sql = (query: string, params: unknown[] = []) => server.orm.em.getConnection().execute(query, params);

/** `visitors` different visitors (a browser each) open the article, all at once: each counts once. */
async function view(id: number, visitors: number, prefix = `Reader-${id}`): Promise<void> {
  const answers = await Promise.all(
    Array.from({ length: visitors }, (_, n) => server.gql(`mutation($id: Int!) { recordArticleView(id: $id) { id } }`, { id }, { headers: { "user-agent": `${prefix}/${n}` } })),
  );
  expect(answers.every((answer) => !answer.errors)).toBe(true);
  // Written about once a second; the dashboard reads what is written.
  await server.flushCounts();
}

/** Three articles visitors can see, most recently published first. */
async function visibleArticles(): Promise<number[]> {
  const answer = await server.gql(`{ articles(limit: 3, orderBy: PUBLISHED_AT, direction: DESC) { items { id } } }`);
  return answer.data.articles.items.map((item: { id: number }) => item.id);
}

describe("the dashboard", () => {
  it("answers the last 30 days, oldest first, ending today, with zero for days without views", async () => {
    const days = (await readDashboard()).viewsByDay;
    expect(days).toHaveLength(30);
    expect(days.map((d: { day: string }) => d.day)).toEqual(lastDays(30));
    expect(days.at(-1).day).toBe(localDay());
    expect(days.every((d: { views: number }) => d.views === 0)).toBe(true);
  });

  it("adds each counted article view to today's count and to the article's day, together with its hits", async () => {
    const [id] = await visibleArticles();
    const hitsBefore = (await server.em().findOneOrFail(Article, { id })).hits;
    const todayBefore = (await readDashboard()).viewsByDay.at(-1).views;
    // Twenty visitors at the same moment: no view is lost.
    await view(id, 20, "Today");
    // The same visitor again within the half hour counts nothing, here as in hits.
    await view(id, 1, "Today");
    const today = (await readDashboard()).viewsByDay.at(-1);
    expect(today.views).toBe(todayBefore + 20);
    expect((await server.em().findOneOrFail(Article, { id })).hits).toBe(hitsBefore + 20);
    const [row] = await sql(`select count from article_view_days where article_id = ? and day = ?`, [id, localDay()]);
    expect(row.count).toBe(20);
  });

  it("puts earlier days' views on their own day, sums the articles, and leaves out what is older than 30 days", async () => {
    const [first, second] = await visibleArticles();
    const [threeDaysAgo, thirtyDaysAgo] = [lastDays(4)[0], lastDays(30)[0]];
    const longAgo = lastDays(31)[0];
    await sql(
      `insert into article_view_days (article_id, day, count) values (?, ?, 4), (?, ?, 5), (?, ?, 2), (?, ?, 100)`,
      [first, threeDaysAgo, second, threeDaysAgo, first, thirtyDaysAgo, second, longAgo],
    );
    const days = (await readDashboard()).viewsByDay;
    expect(days.find((d: { day: string }) => d.day === threeDaysAgo).views).toBe(9);
    expect(days[0]).toMatchObject({ day: thirtyDaysAgo, views: 2 });
    expect(days.some((d: { day: string }) => d.day === longAgo)).toBe(false);
    // The neighbours of a day with views still count zero.
    expect(days.find((d: { day: string }) => d.day === lastDays(5)[0]).views).toBe(0);
  });

  it("counts home-page visits per day beside the views", async () => {
    const before = (await readDashboard()).viewsByDay.at(-1).visits;
    await server.gql(`mutation { recordVisit { today } }`, {}, { headers: { "user-agent": "Home/1" } });
    await server.gql(`mutation { recordVisit { today } }`, {}, { headers: { "user-agent": "Home/2" } });
    await server.flushCounts();
    expect((await readDashboard()).viewsByDay.at(-1).visits).toBe(before + 2);
  });

  it("lists the most viewed articles of the 30 days, most first, with their counts", async () => {
    await sql(`delete from article_view_days`);
    const [a, b, c] = await visibleArticles();
    await view(c, 3, "Top");
    await view(a, 1, "Top");
    await view(b, 2, "Top");
    // Views from before the 30 days do not lift an article.
    await sql(`insert into article_view_days (article_id, day, count) values (?, ?, 50)`, [a, lastDays(31)[0]]);
    const top = (await readDashboard()).topArticles;
    expect(top.map((t: { article: { id: number }; views: number }) => [t.article.id, t.views])).toEqual([[c, 3], [b, 2], [a, 1]]);
    expect(top[0].article.title).toBeTruthy();
  });

  it("forgets an article's days with the article", async () => {
    const created = await admin(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title: "Short-lived" } });
    const id = created.data.createArticle.id;
    await sql(`insert into article_view_days (article_id, day, count) values (?, ?, 7)`, [id, localDay()]);
    expect((await admin(`mutation($id: Int!) { deleteArticle(id: $id) }`, { id })).errors).toBeUndefined();
    expect(await sql(`select * from article_view_days where article_id = ?`, [id])).toEqual([]);
  });

  it("lists recent articles newest first, and scheduled articles and drafts still to come", async () => {
    const create = async (title: string) =>
      (await admin(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title } })).data.createArticle.id as number;
    const publish = (id: number, at?: string) => admin(`mutation($id: Int!, $at: DateTimeISO) { publishArticle(id: $id, at: $at) { status } }`, { id, at });
    const draft = await create("A draft on the dashboard");
    const scheduled = await create("Scheduled for the dashboard");
    const published = await create("Just published on the dashboard");
    expect((await publish(scheduled, new Date(Date.now() + 86_400_000).toISOString())).data.publishArticle.status).toBe("SCHEDULED");
    expect((await publish(published)).data.publishArticle.status).toBe("PUBLISHED");

    const dashboard = await readDashboard();
    expect(dashboard.recentArticles[0]).toMatchObject({ id: published, status: "PUBLISHED" });
    expect(dashboard.recentArticles.length).toBeLessThanOrEqual(5);
    const times = dashboard.recentArticles.map((a: { publishedAt: string }) => Date.parse(a.publishedAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(dashboard.upcoming.map((a: { id: number; status: string }) => [a.id, a.status])).toEqual(
      expect.arrayContaining([[scheduled, "SCHEDULED"], [draft, "DRAFT"]]),
    );
    // Scheduled ones come before the drafts.
    expect(dashboard.upcoming[0].status).toBe("SCHEDULED");
    expect(dashboard.recentArticles.some((a: { id: number }) => a.id === scheduled || a.id === draft)).toBe(false);
  });

  it("counts messages waiting for approval and shows the newest", async () => {
    const before = (await readDashboard()).pendingMessages.total;
    const captchaId = (await server.gql(`{ captcha { id } }`)).data.captcha.id;
    const posted = await server.gql(`mutation($input: PostMessageInput!) { postMessage(input: $input) { id } }`, {
      input: { name: "Grace", text: "Waiting to be approved", captcha: CAPTCHA_TEXT, captchaId },
    });
    const pending = (await readDashboard()).pendingMessages;
    expect(pending.total).toBe(before + 1);
    expect(pending.items[0]).toMatchObject({ id: posted.data.postMessage.id, name: "Grace", text: "Waiting to be approved" });

    await admin(`mutation($id: Int!) { setMessageShown(id: $id, shown: true) { id } }`, { id: posted.data.postMessage.id });
    expect((await readDashboard()).pendingMessages.total).toBe(before);
  });

  it("is for signed-in users only; a view-only user may read it", async () => {
    expect(errorCode(await server.gql(DASHBOARD))).toBe("UNAUTHENTICATED");
    expect((await readDashboard(viewer)).viewsByDay).toHaveLength(30);
  });
});
