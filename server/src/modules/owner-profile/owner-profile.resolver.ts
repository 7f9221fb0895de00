import { Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../kernel/request-context";
import { notFound } from "../../kernel/errors";
import { OwnerProfile } from "./owner-profile.entity";
import { currentOwnerProfile } from "./owner-profile.service";

@Resolver(() => OwnerProfile)
export class OwnerProfileResolver {
  @Query(() => OwnerProfile, { description: "The owner's resume for the about poster." })
  async ownerProfile(@Ctx() ctx: RequestContext): Promise<OwnerProfile> {
    const profile = await currentOwnerProfile(ctx.em);
    if (!profile) throw notFound("The owner profile has not been set up.");
    return profile;
  }
}
