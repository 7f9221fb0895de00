import { Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../kernel/request-context";
import { HomeInfo } from "./home-info.entity";
import { readHomeInfo, recordVisit } from "./home-info.service";

@Resolver(() => HomeInfo)
export class HomeInfoResolver {
  @Query(() => HomeInfo, { description: "Today's visit count and the owner's photo and note for the home page." })
  homeInfo(@Ctx() ctx: RequestContext): Promise<HomeInfo> {
    return readHomeInfo.run(ctx);
  }

  @Mutation(() => HomeInfo, {
    description:
      "Counts a home-page visit today: once per visitor (address and browser) per half hour, and up to a limit per address. The home page calls it once per load; it answers the home info either way.",
  })
  recordVisit(@Ctx() ctx: RequestContext): Promise<HomeInfo> {
    return recordVisit.run(ctx);
  }
}
