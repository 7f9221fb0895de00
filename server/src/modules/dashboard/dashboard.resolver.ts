import { Ctx, Query, Resolver } from "type-graphql";
import { Requires } from "../../kernel/operation";
import type { RequestContext } from "../../kernel/request-context";
import { readDashboard } from "./dashboard.service";
import { Dashboard } from "./dashboard.type";

@Resolver(() => Dashboard)
export class DashboardResolver {
  @Requires(readDashboard)
  @Query(() => Dashboard, { description: "The back-office console's dashboard: views per day, top and recent articles, work to come and messages waiting (signed-in users)." })
  dashboard(@Ctx() ctx: RequestContext): Promise<Dashboard> {
    return readDashboard.run(ctx);
  }
}
