import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Requires } from "../../kernel/operation";
import type { RequestContext } from "../../kernel/request-context";
import { Article } from "../article/article.entity";
import { EDIT_WINDOW_MS } from "./comment-author-cookie";
import { approvedCount } from "./comment-counts";
import { CommentThread } from "./comment-thread.type";
import { Comment, CommentBlock, CommentBlockKind, CommentSettings } from "./comment.entity";
import { CommentAction, CommentChallenge, CommentQueueArgs, CommentQueuePage, CommentSettingsInput, PostCommentInput, PostedComment } from "./comment.inputs";
import * as comments from "./comment.service";

const commentId = (description = "Comment id.") => Arg("id", () => Int, { description });

@Resolver(() => Comment)
export class CommentResolver {
  @Query(() => CommentThread, { description: comments.getCommentThread.description })
  commentThread(@Ctx() ctx: RequestContext, @Arg("articleId", () => Int, { description: "The article (either language version)." }) articleId: number): Promise<CommentThread> {
    return comments.getCommentThread.run(ctx, { articleId });
  }

  @Query(() => CommentChallenge, { description: `${comments.getCommentChallenge.description} Ask for a new one each time the form is shown.` })
  commentChallenge(@Ctx() ctx: RequestContext): Promise<CommentChallenge> {
    return comments.getCommentChallenge.run(ctx, undefined);
  }

  @Query(() => [Comment], { description: comments.listMyComments.description })
  myComments(@Ctx() ctx: RequestContext, @Arg("articleId", () => Int, { description: "The article (either language version)." }) articleId: number): Promise<Comment[]> {
    return comments.listMyComments.run(ctx, { articleId });
  }

  @Mutation(() => PostedComment, { description: `${comments.postComment.description} The sixth from one address within 10 minutes is refused with HTTP 429.` })
  postComment(@Ctx() ctx: RequestContext, @Arg("input", () => PostCommentInput, { description: "The comment and the challenge's answer." }) input: PostCommentInput): Promise<PostedComment> {
    return comments.postComment.run(ctx, { input });
  }

  @Mutation(() => PostedComment, { description: comments.editMyComment.description })
  editMyComment(
    @Ctx() ctx: RequestContext,
    @commentId() id: number,
    @Arg("body", () => String, { description: "The new text, in the same Markdown subset." }) body: string,
  ): Promise<PostedComment> {
    return comments.editMyComment.run(ctx, { id, body });
  }

  @Mutation(() => Int, { description: `${comments.deleteMyComment.description} Returns its id.` })
  deleteMyComment(@Ctx() ctx: RequestContext, @commentId() id: number): Promise<number> {
    return comments.deleteMyComment.run(ctx, { id });
  }

  @Requires(comments.listCommentQueue)
  @Query(() => CommentQueuePage, { description: comments.listCommentQueue.description })
  commentQueue(@Ctx() ctx: RequestContext, @Args(() => CommentQueueArgs) args: CommentQueueArgs): Promise<CommentQueuePage> {
    return comments.listCommentQueue.run(ctx, args);
  }

  @Requires(comments.countPendingComments)
  @Query(() => Int, { description: comments.countPendingComments.description })
  pendingCommentCount(@Ctx() ctx: RequestContext): Promise<number> {
    return comments.countPendingComments.run(ctx, undefined);
  }

  @Requires(comments.moderateComments)
  @Mutation(() => [Comment], { description: comments.moderateComments.description })
  moderateComments(
    @Ctx() ctx: RequestContext,
    @Arg("ids", () => [Int], { description: "The comments, 1 to 100." }) ids: number[],
    @Arg("action", () => CommentAction, { description: "What to do with them." }) action: comments.CommentAction,
  ): Promise<Comment[]> {
    return comments.moderateComments.run(ctx, { ids, action });
  }

  @Requires(comments.replyToComment)
  @Mutation(() => Comment, { description: comments.replyToComment.description })
  replyToComment(
    @Ctx() ctx: RequestContext,
    @commentId("The comment to answer.") id: number,
    @Arg("body", () => String, { description: "The answer, in the comments' Markdown subset." }) body: string,
  ): Promise<Comment> {
    return comments.replyToComment.run(ctx, { id, body });
  }

  @Requires(comments.blockCommenter)
  @Mutation(() => CommentBlock, { description: comments.blockCommenter.description })
  blockCommenter(
    @Ctx() ctx: RequestContext,
    @Arg("commentId", () => Int, { description: "A comment of theirs." }) commentId: number,
    @Arg("kind", () => CommentBlockKind, { description: "Block its e-mail address or its network address." }) kind: CommentBlockKind,
  ): Promise<CommentBlock> {
    return comments.blockCommenter.run(ctx, { commentId, kind });
  }

  @Requires(comments.blockCommentEmail)
  @Mutation(() => CommentBlock, { description: comments.blockCommentEmail.description })
  blockCommentEmail(@Ctx() ctx: RequestContext, @Arg("email", () => String, { description: "The address to block." }) email: string): Promise<CommentBlock> {
    return comments.blockCommentEmail.run(ctx, { email });
  }

  @Requires(comments.listCommentBlocks)
  @Query(() => [CommentBlock], { description: comments.listCommentBlocks.description })
  commentBlocks(@Ctx() ctx: RequestContext): Promise<CommentBlock[]> {
    return comments.listCommentBlocks.run(ctx, undefined);
  }

  @Requires(comments.deleteCommentBlock)
  @Mutation(() => Int, { description: comments.deleteCommentBlock.description })
  deleteCommentBlock(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Block id." }) id: number): Promise<number> {
    return comments.deleteCommentBlock.run(ctx, { id });
  }

  @Requires(comments.getCommentSettings)
  @Query(() => CommentSettings, { description: comments.getCommentSettings.description })
  commentSettings(@Ctx() ctx: RequestContext): Promise<CommentSettings> {
    return comments.getCommentSettings.run(ctx, undefined);
  }

  @Requires(comments.updateCommentSettings)
  @Mutation(() => CommentSettings, { description: comments.updateCommentSettings.description })
  updateCommentSettings(@Ctx() ctx: RequestContext, @Arg("input", () => CommentSettingsInput, { description: "The changes." }) input: CommentSettingsInput): Promise<CommentSettings> {
    return comments.updateCommentSettings.run(ctx, { input });
  }

  @FieldResolver(() => Int, { description: "The article's first version, whose thread it is in." })
  articleId(@Root() comment: Comment): number {
    return comment.thread.id;
  }

  @FieldResolver(() => String, { description: "The title of the article's first version (the articles of a page of comments are read together)." })
  async articleTitle(@Root() comment: Comment): Promise<string> {
    return (await comment.thread.load({ dataloader: true }))!.title;
  }

  @FieldResolver(() => String, { description: "The permalink part of the article's first version: it lives at /posts/{articleSlug}." })
  async articleSlug(@Root() comment: Comment): Promise<string> {
    return (await comment.thread.load({ dataloader: true }))!.slug;
  }

  @FieldResolver(() => Int, { nullable: true, description: "The comment it answers; null for a comment on the article." })
  parentId(@Root() comment: Comment): number | null {
    return comment.parent?.id ?? null;
  }

  @FieldResolver(() => Date, { description: "Until when its author may change or delete it from the browser it was written in." })
  editableUntil(@Root() comment: Comment): Date {
    return new Date(comment.createTime.getTime() + EDIT_WINDOW_MS);
  }
}

/** The comment count every article list and page can show. */
@Resolver(() => Article)
export class ArticleCommentCountResolver {
  @FieldResolver(() => Int, { description: "How many approved comments the article has (its thread is shared by both language versions)." })
  commentCount(@Root() article: Article, @Ctx() ctx: RequestContext): Promise<number> {
    return approvedCount(ctx.em, article);
  }
}
