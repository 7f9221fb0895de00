import type { EntityManager } from "@mikro-orm/postgresql";
import { notFound } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { PUBLIC } from "../../kernel/permissions";
import { localDay } from "../../kernel/local-day";
import { HomeInfo, SiteVisit } from "./home-info.entity";

async function findHomeInfo(em: EntityManager): Promise<HomeInfo> {
  const [info, visits] = await Promise.all([
    em.findOne(HomeInfo, { id: { $gt: 0 } }, { orderBy: { id: "desc" } }),
    em.findOne(SiteVisit, { day: localDay() }),
  ]);
  if (!info) throw notFound("The home info has not been set up.");
  info.today = visits?.count ?? 0;
  return info;
}

/**
 * Counts one home-page visit today and reads the home info back in a single statement: concurrent visits are
 * never lost, each answers the count its own visit made, and the page's one write costs one round trip.
 */
async function countVisit(em: EntityManager): Promise<HomeInfo> {
  const rows: (Record<string, unknown> & { today: number })[] = await em.getConnection().execute(
    `with visit as (
       insert into site_visits (day, count) values (?, 1) on conflict (day) do update set count = site_visits.count + 1 returning count
     )
     select info.*, visit.count as today from visit left join lateral (select * from home_info where id > 0 order by id desc limit 1) info on true`,
    [localDay()],
  );
  const { today, ...row } = rows[0];
  if (row.id === null) throw notFound("The home info has not been set up.");
  const info = em.map(HomeInfo, row);
  info.today = today;
  return info;
}

// The use cases GraphQL and the legacy /api shim both run; each says once who may call it.

/** Today's visit count and the owner's photo and note. */
export const readHomeInfo = operation(PUBLIC, (ctx) => findHomeInfo(ctx.em));

/** A visitor loads the home page: counts the visit when the view counter says it counts, and answers the home info either way. */
export const recordVisit = operation(PUBLIC, (ctx) => {
  const counts = ctx.viewCounter.shouldCount(ctx.ip, ctx.req.get("user-agent"), "home");
  return counts ? countVisit(ctx.em) : findHomeInfo(ctx.em);
});
