import { Ctx, Query, Resolver } from "type-graphql";
import { Requires } from "../../kernel/operation";
import type { RequestContext } from "../../kernel/request-context";
import { readSystemInfo } from "./system-info.service";
import { SystemInfo } from "./system-info.type";

@Resolver(() => SystemInfo)
export class SystemInfoResolver {
  @Requires(readSystemInfo)
  @Query(() => SystemInfo, { description: "System information for the console (signed-in users)." })
  systemInfo(@Ctx() ctx: RequestContext): Promise<SystemInfo> {
    return readSystemInfo.run(ctx);
  }
}
