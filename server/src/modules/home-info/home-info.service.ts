import type { EntityManager } from "@mikro-orm/postgresql";
import { notFound } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { PUBLIC } from "../../kernel/permissions";
import { localDay } from "../../kernel/local-day";
import type { RequestContext } from "../../kernel/request-context";
import type { CountBatcher } from "../../view-counting/count-batcher";
import { HomeInfo } from "./home-info.entity";

/** The home info row and today's stored visit count, as one statement reads them. */
interface StoredHomeInfo {
  row: Record<string, unknown>;
  today: number;
  /** This process's written visits of the day before the row was read (see CountBatcher.visitsSince). */
  writtenBefore: number;
}

/** One statement: the home page's visit costs at most one round trip, and nothing is written on its path. */
async function readStored(em: EntityManager, counts: CountBatcher, day: string): Promise<StoredHomeInfo | undefined> {
  const writtenBefore = await counts.writtenVisits(day);
  const rows: (Record<string, unknown> & { today: number | null })[] = await em.getConnection().execute(
    `select info.*, (select count from site_visits where day = ?) as today from home_info info where id > 0 order by id desc limit 1`,
    [day],
  );
  if (!rows[0]) return undefined;
  const { today, ...row } = rows[0];
  return { row, today: today ?? 0, writtenBefore };
}

/**
 * The home info with today's visits: those written and those of this process still waiting to be written
 * (see view-counting/count-batcher.ts), so a visitor sees their own visit at once. `visit` counts one more,
 * once the rest has been read: a visit answered with an error is not counted.
 */
function answer(em: EntityManager, counts: CountBatcher, day: string, stored: StoredHomeInfo | undefined, visit: boolean): HomeInfo {
  if (!stored) throw notFound("The home info has not been set up.", { id: "homeInfo.notSetUp" });
  if (visit) counts.addVisit();
  const info = em.map(HomeInfo, stored.row);
  info.today = stored.today + counts.visitsSince(day, stored.writtenBefore);
  return info;
}

/**
 * What a visit reads, kept in memory like the article a view reads (cache/row-snapshots.ts): the home info
 * raises cache_version when it changes, and the stored count (which does not) is at most the TTL old, while
 * this process's own visits are added as they come. So a visit costs no database work, and the count it
 * answers is exact for this process and includes other processes' visits within the TTL, as articles' hits do.
 */
function keptHomeInfo(ctx: RequestContext, day: string): Promise<StoredHomeInfo | undefined> {
  return ctx.rows.get(`home info ${day}`, async () => {
    const stored = await readStored(ctx.em, ctx.counts, day);
    return stored && { value: stored, bytes: JSON.stringify(stored.row).length * 2 };
  });
}

// The use cases GraphQL and the legacy /api shim both run; each says once who may call it.

/** Today's visit count and the owner's photo and note, read from the database each time. */
export const readHomeInfo = operation(PUBLIC, async (ctx) => {
  const day = localDay();
  return answer(ctx.em, ctx.counts, day, await readStored(ctx.em, ctx.counts, day), false);
});

/** A visitor loads the home page: counts the visit when the view counter says it counts (in memory, written within about a second), and answers the home info either way. */
export const recordVisit = operation(PUBLIC, async (ctx) => {
  const day = localDay();
  const counts = ctx.viewCounter.shouldCount(ctx.ip, ctx.userAgent, "home");
  return answer(ctx.em, ctx.counts, day, await keptHomeInfo(ctx, day), counts);
});
