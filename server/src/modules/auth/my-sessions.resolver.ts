import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Requires } from "../../kernel/operation";
import type { RequestContext } from "../../kernel/request-context";
import { SignedInSession, endMySession, listMySessions } from "./my-sessions";

@Resolver(() => SignedInSession)
export class MySessionsResolver {
  @Requires(listMySessions)
  @Query(() => [SignedInSession], { description: "Where you are signed in: each browser's session, most recently used first. Changing your password ends all but this one." })
  mySessions(@Ctx() ctx: RequestContext): Promise<SignedInSession[]> {
    return listMySessions.run(ctx);
  }

  @Requires(endMySession)
  @Mutation(() => Boolean, { description: endMySession.description })
  endMySession(@Ctx() ctx: RequestContext, @Arg("id", { description: "The session's id, from mySessions." }) id: string): Promise<boolean> {
    return endMySession.run(ctx, { id });
  }
}
