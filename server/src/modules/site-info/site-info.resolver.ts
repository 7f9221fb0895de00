import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Requires } from "../../kernel/operation";
import type { RequestContext } from "../../kernel/request-context";
import { SiteInfo } from "./site-info.entity";
import { SiteInfoInput } from "./site-info.inputs";
import { readSiteInfo, updateSiteInfo } from "./site-info.service";

@Resolver(() => SiteInfo)
export class SiteInfoResolver {
  @Query(() => SiteInfo, { description: "The site's title, SEO fields, filing number and contact." })
  siteInfo(@Ctx() ctx: RequestContext): Promise<SiteInfo> {
    return readSiteInfo.run(ctx);
  }

  @Requires(updateSiteInfo)
  @Mutation(() => SiteInfo, { description: "Saves site info fields." })
  updateSiteInfo(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Site info id." }) id: number,
    @Arg("input", () => SiteInfoInput, { description: "The fields to change." }) input: SiteInfoInput,
  ): Promise<SiteInfo> {
    return updateSiteInfo.run(ctx, { id, input });
  }
}
