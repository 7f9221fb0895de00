import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Requires } from "../../kernel/operation";
import type { RequestContext } from "../../kernel/request-context";
import { Article } from "./article.entity";
import { ArticleRevision } from "./article-revision.entity";
import { getArticleRevision, listArticleRevisions, MAX_REVISIONS_LISTED, restoreArticleRevision } from "./article-revisions";

/** An article's history: its revisions, one body at a time, and bringing one back. */
@Resolver(() => ArticleRevision)
export class ArticleRevisionResolver {
  @Requires(listArticleRevisions)
  @Query(() => [ArticleRevision], { description: `An article's revisions, newest first (the latest ${MAX_REVISIONS_LISTED}); signed-in users.` })
  articleRevisions(@Ctx() ctx: RequestContext, @Arg("articleId", () => Int, { description: "Article id." }) articleId: number): Promise<ArticleRevision[]> {
    return listArticleRevisions.run(ctx, { articleId });
  }

  @Requires(getArticleRevision)
  @Query(() => ArticleRevision, { description: "One revision, with its body; signed-in users." })
  articleRevision(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Revision id." }) id: number): Promise<ArticleRevision> {
    return getArticleRevision.run(ctx, { id });
  }

  @Requires(restoreArticleRevision)
  @Mutation(() => Article, { description: restoreArticleRevision.description })
  restoreArticleRevision(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Revision id." }) id: number): Promise<Article> {
    return restoreArticleRevision.run(ctx, { id });
  }

  @FieldResolver(() => String, { description: "The body then, as sanitised HTML." })
  async content(@Ctx() ctx: RequestContext, @Root() revision: ArticleRevision): Promise<string> {
    if (revision.content === undefined) await ctx.em.populate(revision, ["content"]);
    return revision.content;
  }

  @FieldResolver(() => Int, { description: "The article it belongs to." })
  articleId(@Root() revision: ArticleRevision): number {
    return revision.article.id;
  }

  @FieldResolver(() => String, { nullable: true, description: "Who saved it: a user's name, or null when that user has since been deleted." })
  async authorName(@Root() revision: ArticleRevision): Promise<string | null> {
    return revision.author ? (await revision.author.load({ dataloader: true }))?.name ?? null : null;
  }
}
