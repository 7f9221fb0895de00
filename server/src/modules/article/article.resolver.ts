import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../kernel/request-context";
import { Column } from "../column/column.entity";
import { Article } from "./article.entity";
import { ArticleListArgs, ArticlePage, CreateArticleInput, UpdateArticleInput } from "./article.inputs";
import * as articles from "./article.service";
import { CrudMutations } from "../../kernel/crud-mutations";
import { RowMutations } from "../../kernel/row-mutations";

@Resolver(() => Article)
export class ArticleResolver extends RowMutations({ entity: Article, name: "Article", setFields: articles.setArticleFields, noun: "an article", idDescription: "Article id." }) {
  @Query(() => ArticlePage, { description: "Articles, a page at a time. Visitors see shown articles only." })
  articles(@Ctx() ctx: RequestContext, @Args(() => ArticleListArgs) args: ArticleListArgs): Promise<ArticlePage> {
    return articles.listArticles.run(ctx, args);
  }

  @Query(() => Article, { description: "One article. Hidden articles are found only by signed-in users (preview)." })
  article(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Article id." }) id: number): Promise<Article> {
    return articles.getArticle.run(ctx, { id });
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
    return articles.recordArticleView.run(ctx, { id });
  }
}

/** Article rows created, changed and deleted: the mutations every authored table has, from one base class. */
@Resolver(() => Article)
export class ArticleAuthoringResolver extends CrudMutations({
  entity: Article,
  name: "Article",
  idDescription: "Article id.",
  create: { operation: articles.createArticle, input: CreateArticleInput, description: "Writes a new article; the body is sanitised before it is stored.", inputDescription: "The new article." },
  update: { operation: articles.updateArticle, input: UpdateArticleInput, description: "Changes an article's text fields." },
  delete: { operation: articles.deleteArticle, description: "Deletes an article. Returns the deleted id." },
}) {}
