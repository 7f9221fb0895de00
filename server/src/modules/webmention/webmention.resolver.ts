import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { Requires } from "../../kernel/operation";
import type { RequestContext } from "../../kernel/request-context";
import { listArticleWebmentions } from "./webmention.service";
import { ArticleWebmentions } from "./webmention.type";

@Resolver()
export class WebmentionResolver {
  @Requires(listArticleWebmentions)
  @Query(() => ArticleWebmentions, { description: listArticleWebmentions.description })
  articleWebmentions(@Ctx() ctx: RequestContext, @Arg("articleId", () => Int, { description: "The article version." }) articleId: number): Promise<ArticleWebmentions> {
    return listArticleWebmentions.run(ctx, { articleId });
  }
}
