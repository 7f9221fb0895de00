import { Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../graphql/context";
import { notFound } from "../../graphql/errors";
import { OwnerProfile } from "./owner-profile.entity";

@Resolver(() => OwnerProfile)
export class OwnerProfileResolver {
  @Query(() => OwnerProfile, { description: "The owner's resume for the about poster." })
  async ownerProfile(@Ctx() ctx: RequestContext): Promise<OwnerProfile> {
    const profile = await ctx.em.findOne(OwnerProfile, { id: { $gt: 0 } }, { orderBy: { id: "desc" } });
    if (!profile) throw notFound("The owner profile has not been set up.");
    return profile;
  }
}
