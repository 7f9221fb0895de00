import { Collection, Entity, OptionalProps, Index, ManyToMany, ManyToOne, type Ref } from "@mikro-orm/core";
import { ObjectType } from "type-graphql";
import { Column } from "../column/column.entity";
import { Tag } from "../tag/tag.entity";
import { TableRow } from "../../kernel/table-row";
import { BooleanField, CreatedAtField, EnumField, IntField, OptionalTimeField, TextField, UpdatedAtField } from "../../kernel/stored-fields";
import { describedEnum, type EnumValue } from "../../kernel/described-enum";
import { Language } from "../../kernel/language";

/** Where an article is in its life: visitors see it only once it is published and its time has come. */
export const ArticleStatus = describedEnum("ArticleStatus", "Where an article is in its life.", {
  DRAFT: "Being written: only signed-in users see it.",
  SCHEDULED: "Waiting for its publishedAt; visitors see it from that moment on.",
  PUBLISHED: "Published: visitors see it when it is also shown (isShow) and so is its column.",
});
export type ArticleStatus = EnumValue<typeof ArticleStatus>;

@ObjectType({ description: "An article: a title, a summary and an HTML body, listed on the home page when shown." })
@Entity({ tableName: "articles" })
@Index({ properties: ["isShow", "sid", "id"] })
@Index({ properties: ["status", "publishedAt"] })
@Index({ properties: ["column", "sid", "id"] })
export class Article extends TableRow {
  [OptionalProps]?: "sid" | "subtitle" | "summary" | "cover" | "content" | "createTime" | "updateTime" | "hits" | "isShow" | "isSelect" | "status" | "publishedAt" | "featured" | "language" | "translationOf";

  @ManyToOne(() => Column, { ref: true, deleteRule: "restrict" })
  column!: Ref<Column>;

  @TextField("Title.", { length: 200, required: true }) title!: string;
  @TextField("The permalink part: the article lives at /posts/{slug}. Lower-case letters of any script and digits joined by hyphens, made from the title unless given; unique.", { length: 100, required: true, unique: true }) slug!: string;
  @TextField("Subtitle, shown under the title on the detail page.", { length: 200 }) subtitle: string = "";
  @TextField("Short summary for the article list.") summary: string = "";
  @TextField("Cover image URL; empty when there is none.", { length: 500 }) cover: string = "";
  @TextField("The body as sanitised HTML.", { eager: true }) content: string = "";
  @CreatedAtField("When the article was created.") createTime: Date = new Date();
  @UpdatedAtField("When the article was last changed.") updateTime: Date = new Date();
  @IntField("How many times the article has been viewed.") hits: number = 0;
  @EnumField(() => ArticleStatus, "Draft, scheduled or published; new articles start as drafts.", "article_status") status: ArticleStatus = ArticleStatus.DRAFT;
  @OptionalTimeField("When the article was or will be published; null while it is a draft.") publishedAt?: Date | null = null;
  @BooleanField("Whether the article is featured: the home page lists featured articles first.", false) featured: boolean = false;

  @EnumField(() => Language, "The language this version is written in. An article has at most one version per language; see translations.", "language") language: Language = Language.EN;

  /** The version this one translates (null for an article's first version): the versions of one article share tags, cover and column. */
  @ManyToOne(() => Article, { ref: true, nullable: true, deleteRule: "cascade", fieldName: "translation_of" })
  translationOf?: Ref<Article> | null = null;

  /** Its tags, through ArticleTag (named, not imported: that entity imports this one); GraphQL reads them through the resolver. */
  @ManyToMany({ entity: () => Tag, pivotEntity: "ArticleTag", owner: true })
  tags = new Collection<Tag>(this);
}
