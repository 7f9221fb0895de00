import { ArgsType, Field, InputType, Int } from "type-graphql";
import { Language } from "../../kernel/language";
import { sortFields, type EnumValue } from "../../kernel/described-enum";
import { PageArgs, SortDirection } from "../../kernel/paging";
import { Article, ArticleStatus } from "./article.entity";

export const SEARCH_MAX_LENGTH = 100;
import { PageOf, type Page } from "../../kernel/page-of";

export const ArticleSortField = sortFields("ArticleSortField", "articles", { ID: "id", SID: "sid", HITS: "hits", CREATE_TIME: "createTime", TITLE: "title", PUBLISHED_AT: "publishedAt" });
export type ArticleSortField = EnumValue<typeof ArticleSortField>;

@ArgsType()
export class ArticleListArgs extends PageArgs {
  @Field(() => Int, { nullable: true, description: "Only articles of this column." }) columnId?: number;
  @Field(() => String, { nullable: true, description: "Only articles with this tag (the tag's slug)." }) tag?: string;
  @Field(() => ArticleStatus, { nullable: true, description: "Only articles in this state (signed-in users; visitors see published ones only)." }) status?: ArticleStatus;
  @Field(() => String, { nullable: true, description: `Only articles whose title contains this text, whatever the letter case (up to ${SEARCH_MAX_LENGTH} characters).` }) search?: string;
  @Field(() => Boolean, { defaultValue: false, description: "Include hidden articles (signed-in users only). The list then holds each article once, by its first version; the others are in its translations." }) includeHidden: boolean = false;
  @Field(() => Language, { nullable: true, description: "Visitors' lists hold each article once: its version in this language when that version is published, else its other version. Without it, the site's default language (siteInfo.language)." }) language?: Language;
  @Field(() => ArticleSortField, { defaultValue: ArticleSortField.SID, description: "Sort field." }) orderBy: ArticleSortField = ArticleSortField.SID;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: "Sort direction." }) direction: SortDirection = SortDirection.ASC;
}

@InputType({ description: "Text fields of an article to change; omitted fields stay as they are." })
export class UpdateArticleInput {
  @Field(() => String, { nullable: true, description: "Title (1 to 200 characters)." }) title?: string;
  @Field(() => String, { nullable: true, description: "A new slug: the article moves to /posts/{slug}, and a published article's old address redirects there. A draft whose slug came from its title follows a new title by itself." }) slug?: string;
  @Field(() => String, { nullable: true, description: "Subtitle (up to 200 characters)." }) subtitle?: string;
  @Field(() => String, { nullable: true, description: "Summary (up to 1000 characters)." }) summary?: string;
  @Field(() => String, { nullable: true, description: "Cover image: an http(s) URL or a path on this site; empty for none." }) cover?: string;
  @Field(() => String, { nullable: true, description: "Body HTML; sanitised with an allow-list before it is stored." }) content?: string;
  @Field(() => Int, { nullable: true, description: "Move the article to this article column." }) columnId?: number;
}

export const ArticlePage = PageOf(Article, "articles");
export type ArticlePage = Page<Article>;

@InputType({ description: "A new article." })
export class CreateArticleInput {
  @Field(() => Int, { description: "The article column it goes in (a column whose kind is ARTICLES)." }) columnId!: number;
  @Field(() => String, { description: "Title (1 to 200 characters)." }) title!: string;
  @Field(() => String, { nullable: true, description: "Slug for /posts/{slug}: lower-case letters of any script and digits joined by hyphens; made from the title when omitted." }) slug?: string;
  @Field(() => String, { nullable: true, description: "Subtitle (up to 200 characters)." }) subtitle?: string;
  @Field(() => String, { nullable: true, description: "Summary for the article list (up to 1000 characters)." }) summary?: string;
  @Field(() => String, { nullable: true, description: "Cover image: an http(s) URL or a path on this site (e.g. from /api/upload)." }) cover?: string;
  @Field(() => String, { nullable: true, description: "Body HTML; sanitised with an allow-list before it is stored." }) content?: string;
  @Field(() => Boolean, { nullable: true, description: "Whether visitors see it (default true)." }) isShow?: boolean;
  @Field(() => Int, { nullable: true, description: "Sort order, 0 to 999999 (default 0)." }) sid?: number;
  @Field(() => Language, { nullable: true, description: "The language it is written in; when omitted, the title's (Chinese when it holds Han characters, else English). Its version in the other language is added with addArticleTranslation." }) language?: Language;
}

@InputType({ description: "An article's version in another language: its own texts and slug; it shares the article's tags, cover and column." })
export class ArticleTranslationInput {
  @Field(() => String, { description: "Title (1 to 200 characters)." }) title!: string;
  @Field(() => String, { nullable: true, description: "Slug for /posts/{slug}, unique among all articles and versions; made from the title when omitted." }) slug?: string;
  @Field(() => String, { nullable: true, description: "Subtitle (up to 200 characters)." }) subtitle?: string;
  @Field(() => String, { nullable: true, description: "Summary for the article list (up to 1000 characters)." }) summary?: string;
  @Field(() => String, { nullable: true, description: "Body HTML; sanitised with an allow-list before it is stored." }) content?: string;
}
