import { Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../kernel/request-context";
import { OwnerProfile } from "./owner-profile.entity";
import { readOwnerProfile } from "./owner-profile.service";

@Resolver(() => OwnerProfile)
export class OwnerProfileResolver {
  @Query(() => OwnerProfile, { description: "The owner's resume for the about poster." })
  ownerProfile(@Ctx() ctx: RequestContext): Promise<OwnerProfile> {
    return readOwnerProfile.run(ctx);
  }
}
