import type { EntityManager } from "@mikro-orm/postgresql";
import { notFound } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { PUBLIC } from "../../kernel/permissions";
import { localDay } from "../../kernel/local-day";
import type { CountBatcher } from "../../view-counting/count-batcher";
import { HomeInfo } from "./home-info.entity";

/**
 * The home info with today's visits: those written and those of this process still waiting to be written
 * (see view-counting/count-batcher.ts), so a visitor sees their own visit at once. `visit` counts one more,
 * once the rest has been read: a visit answered with an error is not counted.
 */
async function findHomeInfo(em: EntityManager, counts: CountBatcher, visit = false): Promise<HomeInfo> {
  const today = localDay();
  const writtenBefore = await counts.writtenVisits(today);
  // One statement: the home page's visit costs one round trip, and nothing is written on its path.
  const rows: (Record<string, unknown> & { today: number | null })[] = await em.getConnection().execute(
    `select info.*, (select count from site_visits where day = ?) as today from home_info info where id > 0 order by id desc limit 1`,
    [today],
  );
  if (!rows[0]) throw notFound("The home info has not been set up.");
  const { today: stored, ...row } = rows[0];
  if (visit) counts.addVisit();
  const info = em.map(HomeInfo, row);
  info.today = (stored ?? 0) + counts.visitsSince(today, writtenBefore);
  return info;
}

// The use cases GraphQL and the legacy /api shim both run; each says once who may call it.

/** Today's visit count and the owner's photo and note. */
export const readHomeInfo = operation(PUBLIC, (ctx) => findHomeInfo(ctx.em, ctx.counts));

/** A visitor loads the home page: counts the visit when the view counter says it counts (in memory, written within about a second), and answers the home info either way. */
export const recordVisit = operation(PUBLIC, (ctx) =>
  findHomeInfo(ctx.em, ctx.counts, ctx.viewCounter.shouldCount(ctx.ip, ctx.userAgent, "home")),
);
