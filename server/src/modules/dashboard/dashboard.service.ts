import type { EntityManager } from "@mikro-orm/postgresql";
import { operation } from "../../kernel/operation";
import { SESSION } from "../../kernel/permissions";
import { lastDays } from "../../kernel/local-day";
import { Article, ArticleStatus } from "../article/article.entity";
import { Message } from "../message/message.entity";
import { DASHBOARD_DAYS, DASHBOARD_LIST_LENGTH } from "./dashboard-limits";
import { countsByDay, mostViewed } from "./dashboard-views";
import type { Dashboard } from "./dashboard.type";

/**
 * Articles whose publishing time has come, newest first. Hidden articles and those in hidden columns are
 * listed too, unlike on the public pages: the owner should see what they published wherever it is shown.
 */
function recentlyPublished(em: EntityManager, now: Date): Promise<Article[]> {
  return em.find(
    Article,
    { status: { $ne: ArticleStatus.DRAFT }, publishedAt: { $lte: now } },
    { orderBy: { publishedAt: "desc", id: "desc" }, limit: DASHBOARD_LIST_LENGTH },
  );
}

/** Scheduled articles still to appear (soonest first), then drafts (last changed first): the owner's work to come. */
async function stillToCome(em: EntityManager, now: Date): Promise<Article[]> {
  const [scheduled, drafts] = await Promise.all([
    em.find(Article, { status: ArticleStatus.SCHEDULED, publishedAt: { $gt: now } }, { orderBy: { publishedAt: "asc", id: "asc" }, limit: DASHBOARD_LIST_LENGTH }),
    em.find(Article, { status: ArticleStatus.DRAFT }, { orderBy: { updateTime: "desc", id: "desc" }, limit: DASHBOARD_LIST_LENGTH }),
  ]);
  return [...scheduled, ...drafts];
}

/** Messages waiting for approval (not shown yet), newest first, and how many there are. */
async function waitingMessages(em: EntityManager) {
  const [items, total] = await em.findAndCount(Message, { isShow: false }, { orderBy: { createTime: "desc", id: "desc" }, limit: DASHBOARD_LIST_LENGTH });
  return { items, total };
}

/** The console's view of the blog, for any signed-in user: a view-only user may look at it too. */
export const readDashboard = operation(SESSION, async (ctx): Promise<Dashboard> => {
  const now = new Date();
  const days = lastDays(DASHBOARD_DAYS, now);
  const [viewsByDay, topArticles, recentArticles, upcoming, pendingMessages] = await Promise.all([
    countsByDay(ctx.em, days),
    mostViewed(ctx.em, days[0], DASHBOARD_LIST_LENGTH),
    recentlyPublished(ctx.em, now),
    stillToCome(ctx.em, now),
    waitingMessages(ctx.em),
  ]);
  return { viewsByDay, topArticles, recentArticles, upcoming, pendingMessages };
});
