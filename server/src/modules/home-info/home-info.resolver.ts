import { Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { RequestContext } from "../../graphql/context";
import { notFound } from "../../graphql/errors";
import { HomeInfo, SiteVisit } from "./home-info.entity";

/** Today's date in the server's time zone, as YYYY-MM-DD. */
export function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export async function getHomeInfo(em: EntityManager): Promise<HomeInfo> {
  const [info, visits] = await Promise.all([
    em.findOne(HomeInfo, { id: { $gt: 0 } }, { orderBy: { id: "desc" } }),
    em.findOne(SiteVisit, { day: localDay() }),
  ]);
  if (!info) throw notFound("The home info has not been set up.");
  info.today = visits?.count ?? 0;
  return info;
}

/** Counts one home-page visit today in a single statement, so concurrent visits are never lost. */
export async function recordVisit(em: EntityManager): Promise<HomeInfo> {
  await em
    .getConnection()
    .execute("insert into site_visits (day, count) values (?, 1) on conflict (day) do update set count = site_visits.count + 1", [localDay()]);
  return getHomeInfo(em);
}

@Resolver(() => HomeInfo)
export class HomeInfoResolver {
  @Query(() => HomeInfo, { description: "Today's visit count and the owner's photo and note for the home page." })
  homeInfo(@Ctx() ctx: RequestContext): Promise<HomeInfo> {
    return getHomeInfo(ctx.em);
  }

  @Mutation(() => HomeInfo, { description: "Counts one home-page visit today; the home page calls it once per load." })
  recordVisit(@Ctx() ctx: RequestContext): Promise<HomeInfo> {
    return recordVisit(ctx.em);
  }
}
