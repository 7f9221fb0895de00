import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Requires } from "../../kernel/operation";
import type { RequestContext } from "../../kernel/request-context";
import { Column } from "../column/column.entity";
import { Article } from "./article.entity";
import { ArticleListArgs, ArticlePage, ArticleTranslationInput, CreateArticleInput, UpdateArticleInput } from "./article.inputs";
import { addArticleTranslation } from "./article-translations";
import { versionsOf } from "./article-versions";
import { Language } from "../../kernel/language";
import * as articles from "./article.service";
import * as bulk from "./article-bulk";
import * as preview from "./article-preview";
import { PreviewLink } from "./article-preview";
import { MAX_TAGS_PER_ARTICLE, setArticleTags, tagsOf } from "./article-tags";
import { Tag } from "../tag/tag.entity";
import { PageArgs } from "../../kernel/paging";
import { EXCERPT_LENGTH, readingMinutes, wordCount } from "../../shared/article-text";
import { TableMutations } from "../../kernel/table-mutations";
import { chooseSending } from "../subscriber/newsletter";

const LIST_LANGUAGE = "Each article once: its version in this language when that version is published, else its other version. Without it, the site's default language (siteInfo.language).";

const BULK_IDS = `The articles' ids, 1 to ${bulk.MAX_BULK_ARTICLES}.`;

@Resolver(() => Article)
export class ArticleResolver extends TableMutations(Article, "an article", {
  create: ["createArticle", articles.createArticle, CreateArticleInput],
  update: ["updateArticle", articles.updateArticle, UpdateArticleInput],
  delete: ["deleteArticle", articles.deleteArticle],
  setFields: [{ shown: "setArticleShown", selected: "setArticleSelected", sortOrder: "setArticleSortOrder" }, articles.setArticleFields],
}) {
  @Query(() => ArticlePage, { description: "Articles, a page at a time. Visitors see published, shown articles in shown columns only (a hidden column hides its articles)." })
  articles(@Ctx() ctx: RequestContext, @Args(() => ArticleListArgs) args: ArticleListArgs): Promise<ArticlePage> {
    return articles.listArticles.run(ctx, args);
  }

  @Query(() => ArticlePage, {
    description: "The articles of the home page, a page at a time: featured ones first, then newest published first, or by sort order when the site info's homeOrder says so.",
  })
  homeArticles(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg("language", () => Language, { nullable: true, description: LIST_LANGUAGE }) language?: Language | null,
  ): Promise<ArticlePage> {
    return articles.listHomeArticles.run(ctx, { ...page, language });
  }

  @Query(() => Article, {
    description: "One article, by id or by slug (give one). A former slug finds the article too; its slug field then names the permalink. Unpublished and hidden articles, and those in a hidden column, are found only by signed-in users (preview).",
  })
  article(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { nullable: true, description: "Article id." }) id?: number | null,
    @Arg("slug", () => String, { nullable: true, description: "Article slug, as in /posts/{slug}." }) slug?: string | null,
    @Arg("language", () => Language, {
      nullable: true,
      description: "The version in this language when the article has one the caller may see; otherwise the version the id or slug names (its language field says which it is).",
    })
    language?: Language | null,
  ): Promise<Article> {
    return articles.getArticle.run(ctx, { id, slug, language });
  }

  @FieldResolver(() => [Article], {
    description: "Every language version of this article, this one included, Chinese first: each with its own title, slug and state. Visitors get the published ones only.",
  })
  translations(@Ctx() ctx: RequestContext, @Root() article: Article): Promise<Article[]> {
    return versionsOf(ctx.em, article, !!ctx.user);
  }

  @Requires(addArticleTranslation)
  @Mutation(() => Article, { description: addArticleTranslation.description })
  addArticleTranslation(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "The id of any version of the article." }) id: number,
    @Arg("language", () => Language, { description: "The new version's language, one the article has no version in yet." }) language: Language,
    @Arg("input", () => ArticleTranslationInput, { description: "The new version's texts." }) input: ArticleTranslationInput,
  ): Promise<Article> {
    return addArticleTranslation.run(ctx, { id, language, input });
  }

  @FieldResolver(() => String, { description: `The summary, or when it is empty the body's first ${EXCERPT_LENGTH} characters of text: what lists and feeds show.` })
  excerpt(@Root() article: Article): string {
    return articles.excerptFor(article);
  }

  @FieldResolver(() => Article, { nullable: true, description: "The article published just before this one that visitors may see; null for the oldest, and for an unpublished one." })
  previous(@Ctx() ctx: RequestContext, @Root() article: Article): Promise<Article | null> {
    return articles.neighbourOf(ctx.em, article, "older");
  }

  @FieldResolver(() => Article, { nullable: true, description: "The article published just after this one that visitors may see; null for the newest, and for an unpublished one." })
  next(@Ctx() ctx: RequestContext, @Root() article: Article): Promise<Article | null> {
    return articles.neighbourOf(ctx.em, article, "newer");
  }

  @FieldResolver(() => Int, { description: "Words in the body (each Chinese, Japanese or Korean character counts as one)." })
  wordCount(@Root() article: Article): number {
    return wordCount(articles.articleText(article));
  }

  @FieldResolver(() => Int, { description: "Minutes the body takes to read, at least 1." })
  readingMinutes(@Root() article: Article): number {
    return readingMinutes(articles.articleText(article));
  }

  @Requires(articles.setArticleFeatured)
  @Mutation(() => Article, { description: articles.setArticleFeatured.description })
  setArticleFeatured(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Article id." }) id: number,
    @Arg("featured", () => Boolean, { description: "Whether it is featured." }) featured: boolean,
  ): Promise<Article> {
    return articles.setArticleFeatured.run(ctx, { id, featured });
  }

  @Requires(bulk.publishArticles)
  @Mutation(() => [Article], { description: bulk.publishArticles.description })
  publishArticles(@Ctx() ctx: RequestContext, @Arg("ids", () => [Int], { description: BULK_IDS }) ids: number[]): Promise<Article[]> {
    return bulk.publishArticles.run(ctx, { ids });
  }

  @Requires(bulk.unpublishArticles)
  @Mutation(() => [Article], { description: bulk.unpublishArticles.description })
  unpublishArticles(@Ctx() ctx: RequestContext, @Arg("ids", () => [Int], { description: BULK_IDS }) ids: number[]): Promise<Article[]> {
    return bulk.unpublishArticles.run(ctx, { ids });
  }

  @Requires(bulk.deleteArticles)
  @Mutation(() => [Int], { description: bulk.deleteArticles.description })
  deleteArticles(@Ctx() ctx: RequestContext, @Arg("ids", () => [Int], { description: BULK_IDS }) ids: number[]): Promise<number[]> {
    return bulk.deleteArticles.run(ctx, { ids });
  }

  @Requires(bulk.tagArticles)
  @Mutation(() => [Article], { description: bulk.tagArticles.description })
  tagArticles(
    @Ctx() ctx: RequestContext,
    @Arg("ids", () => [Int], { description: BULK_IDS }) ids: number[],
    @Arg("tagId", () => Int, { description: "The tag to add." }) tagId: number,
  ): Promise<Article[]> {
    return bulk.tagArticles.run(ctx, { ids, tagId });
  }

  @Requires(preview.createPreviewLink)
  @Mutation(() => PreviewLink, { description: preview.createPreviewLink.description })
  createPreviewLink(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Article id." }) id: number): Promise<PreviewLink> {
    return preview.createPreviewLink.run(ctx, { id });
  }

  @Query(() => Article, { description: "The article a preview link shows, published or not; NOT_FOUND once the link has expired." })
  articlePreview(@Ctx() ctx: RequestContext, @Arg("token", () => String, { description: "The token from /preview/{token}." }) token: string): Promise<Article> {
    return preview.articleForPreview.run(ctx, { token });
  }

  @FieldResolver(() => [Tag], { description: "The article's tags, by name." })
  tags(@Root() article: Article): Promise<Tag[]> {
    return tagsOf(article);
  }

  @Requires(setArticleTags)
  @Mutation(() => Article, { description: setArticleTags.description })
  setArticleTags(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Article id." }) id: number,
    @Arg("tagIds", () => [Int], { description: `The tags it should have, at most ${MAX_TAGS_PER_ARTICLE}.` }) tagIds: number[],
  ): Promise<Article> {
    return setArticleTags.run(ctx, { id, tagIds });
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

  @Requires(articles.publishArticle)
  @Mutation(() => Article, { description: articles.publishArticle.description })
  async publishArticle(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Article id." }) id: number,
    @Arg("at", () => Date, { nullable: true, description: "When it goes public; now when omitted. A future time schedules it." }) at?: Date | null,
    @Arg("sendByEmail", () => Boolean, {
      nullable: true,
      description:
        "Also send it by e-mail to every confirmed subscriber, once, when it goes public (now, or at its scheduled time); false takes back a send not yet queued. The choice becomes the editor's next default (newsletterSettings.sendByDefault). Omitted: nothing about e-mail changes.",
    })
    sendByEmail?: boolean | null,
  ): Promise<Article> {
    const article = await articles.publishArticle.run(ctx, { id, at });
    if (sendByEmail !== undefined && sendByEmail !== null) await chooseSending.run(ctx, { articleId: article.id, send: sendByEmail });
    return article;
  }

  @Requires(articles.unpublishArticle)
  @Mutation(() => Article, { description: articles.unpublishArticle.description })
  unpublishArticle(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Article id." }) id: number): Promise<Article> {
    return articles.unpublishArticle.run(ctx, { id });
  }
}

