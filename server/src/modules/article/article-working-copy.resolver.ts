import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from "type-graphql";
import { Requires } from "../../kernel/operation";
import type { RequestContext } from "../../kernel/request-context";
import { Article } from "./article.entity";
import { ArticleWorkingCopy } from "./article-working-copy.entity";
import { ArticleWorkingCopyInput, discardArticleWorkingCopy, saveArticleWorkingCopy } from "./article-working-copy";
import { findWorkingCopy } from "./working-copy-texts";

/** The editor's working copy of an article: its autosave, kept apart from the live article. */
@Resolver(() => Article)
export class ArticleWorkingCopyResolver {
  @FieldResolver(() => ArticleWorkingCopy, {
    nullable: true,
    description: "Texts saved by the editor but not live yet (signed-in users; null for visitors and when there are none).",
  })
  workingCopy(@Ctx() ctx: RequestContext, @Root() article: Article): Promise<ArticleWorkingCopy | null> | null {
    return ctx.user ? findWorkingCopy(ctx.em, article.id) : null;
  }

  @Requires(saveArticleWorkingCopy)
  @Mutation(() => Article, { description: saveArticleWorkingCopy.description })
  saveArticleWorkingCopy(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Article id." }) id: number,
    @Arg("input", () => ArticleWorkingCopyInput, { description: "The texts to keep; null for one back to the live text." }) input: ArticleWorkingCopyInput,
  ): Promise<Article> {
    return saveArticleWorkingCopy.run(ctx, { id, input });
  }

  @Requires(discardArticleWorkingCopy)
  @Mutation(() => Article, { description: discardArticleWorkingCopy.description })
  discardArticleWorkingCopy(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Article id." }) id: number): Promise<Article> {
    return discardArticleWorkingCopy.run(ctx, { id });
  }
}
