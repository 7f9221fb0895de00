import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Need } from "../../kernel/permissions";
import type { RequestContext } from "../../kernel/request-context";
import { unauthenticated } from "../../kernel/errors";
import { Column } from "../column/column.entity";
import { Article } from "./article.entity";
import { ArticleListArgs, ArticlePage, CreateArticleInput, UpdateArticleInput } from "./article.inputs";
import * as articles from "./article.service";
import { RowMutations } from "../../kernel/row-mutations";

@Resolver(() => Article)
export class ArticleResolver extends RowMutations({ entity: Article, name: "Article", needs: [Need.EDIT], noun: "an article", label: "Article", idDescription: "Article id." }) {
  @Query(() => ArticlePage, { description: "Articles, a page at a time. Visitors see shown articles only." })
  articles(@Ctx() ctx: RequestContext, @Args(() => ArticleListArgs) args: ArticleListArgs): Promise<ArticlePage> {
    if (args.includeHidden && !ctx.user) throw unauthenticated("Sign in to see hidden articles.");
    return articles.listArticles(ctx.em, args);
  }

  @Query(() => Article, { description: "One article. Hidden articles are found only by signed-in users (preview)." })
  article(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Article id." }) id: number): Promise<Article> {
    return articles.getArticle(ctx.em, id, !!ctx.user);
  }

  @FieldResolver(() => Int, { description: "Id of the column the article belongs to." })
  columnId(@Root() article: Article): number {
    return article.column.id;
  }

  @FieldResolver(() => Column, { description: "The column the article belongs to." })
  column(@Root() article: Article): Promise<Column> {
    return article.column.load({ dataloader: true }) as Promise<Column>;
  }

  @Mutation(() => Article, {
    description:
      "Counts a view of a shown article: once per visitor (address and browser) per article per half hour, and up to a limit per address. Returns the article with its count, counted or not.",
  })
  recordArticleView(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Article id." }) id: number): Promise<Article> {
    const counts = ctx.viewCounter.shouldCount(ctx.ip, ctx.req.get("user-agent"), `article:${id}`);
    return counts ? articles.recordArticleView(ctx.em, id) : articles.getArticle(ctx.em, id, false);
  }

  @Authorized(Need.EDIT)
  @Mutation(() => Article, { description: "Changes an article's text fields." })
  updateArticle(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Article id." }) id: number,
    @Arg("input", () => UpdateArticleInput, { description: "The fields to change." }) input: UpdateArticleInput,
  ): Promise<Article> {
    return articles.updateArticle(ctx.em, id, input);
  }

  @Authorized(Need.EDIT)
  @Mutation(() => Article, { description: "Writes a new article; the body is sanitised before it is stored." })
  createArticle(
    @Ctx() ctx: RequestContext,
    @Arg("input", () => CreateArticleInput, { description: "The new article." }) input: CreateArticleInput,
  ): Promise<Article> {
    return articles.createArticle(ctx.em, input);
  }

  @Authorized(Need.EDIT)
  @Mutation(() => Int, { description: "Deletes an article. Returns the deleted id." })
  deleteArticle(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Article id." }) id: number): Promise<number> {
    return articles.deleteArticle(ctx.em, id);
  }
}
