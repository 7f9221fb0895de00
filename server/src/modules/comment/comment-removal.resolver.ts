import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Language } from "../../kernel/language";
import { Requires } from "../../kernel/operation";
import type { RequestContext } from "../../kernel/request-context";
import { CommentRemovalRequest } from "./comment-removal.entity";
import * as removal from "./comment-removal";

@Resolver(() => CommentRemovalRequest)
export class CommentRemovalResolver {
  @Mutation(() => Boolean, { description: `${removal.requestCommentRemoval.description} A fourth request from one address within 10 minutes is refused with HTTP 429.` })
  requestCommentRemoval(
    @Ctx() ctx: RequestContext,
    @Arg("email", () => String, { description: "The address the comments were written with." }) email: string,
    @Arg("language", () => Language, { nullable: true, description: "The page's language, which the mail speaks; English when omitted." }) language?: Language | null,
  ): Promise<boolean> {
    return removal.requestCommentRemoval.run(ctx, { email, language });
  }

  @Requires(removal.listCommentRemovalRequests)
  @Query(() => [CommentRemovalRequest], { description: removal.listCommentRemovalRequests.description })
  commentRemovalRequests(@Ctx() ctx: RequestContext): Promise<CommentRemovalRequest[]> {
    return removal.listCommentRemovalRequests.run(ctx, undefined);
  }

  @Requires(removal.carryOutCommentRemoval)
  @Mutation(() => Int, { description: removal.carryOutCommentRemoval.description })
  carryOutCommentRemoval(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "The request." }) id: number): Promise<number> {
    return removal.carryOutCommentRemoval.run(ctx, { id });
  }

  @FieldResolver(() => Int, { description: "How many comments it would remove." })
  comments(@Root() request: CommentRemovalRequest, @Ctx() ctx: RequestContext): Promise<number> {
    return removal.commentsOfRequest(ctx.em, request);
  }
}
