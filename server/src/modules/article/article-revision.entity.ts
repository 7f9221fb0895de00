import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { describedEnum, type EnumValue } from "../../kernel/described-enum";
import { User } from "../user/user.entity";
import { Article } from "./article.entity";

export const ArticleRevisionKind = describedEnum("ArticleRevisionKind", "How a revision came about.", {
  AUTOSAVE: "Saved by the editor while the author wrote; autosaves by one author within a few minutes make one revision.",
  SAVE: "Saved by the author: created, Save draft, Update or Publish.",
  RESTORE: "An earlier revision brought back.",
});
export type ArticleRevisionKind = EnumValue<typeof ArticleRevisionKind>;

/** An article's title and body as they were at one save: the history an author can compare and go back to. */
@ObjectType({ description: "An article's title and body as they were at one save." })
@Entity({ tableName: "article_revisions" })
@Index({ properties: ["article", "id"] })
export class ArticleRevision {
  @Field(() => Int, { description: "Unique id." })
  @PrimaryKey({ type: "integer" })
  id!: number;

  @ManyToOne(() => Article, { ref: true, deleteRule: "cascade" })
  article!: Ref<Article>;

  @Field(() => ArticleRevisionKind, { description: "Autosave, a save by the author, or a restore." })
  @Property({ type: "string", length: 10 })
  kind!: ArticleRevisionKind;

  @Field(() => String, { description: "The title then." })
  @Property({ type: "string", length: 200 })
  title!: string;

  /** Loaded only when asked for: a history lists many revisions and shows one body at a time. */
  @Property({ type: "text", lazy: true })
  content!: string;

  @Field(() => Int, { description: "The body's size in bytes (UTF-8 HTML)." })
  @Property({ type: "integer" })
  size!: number;

  @Field(() => Int, { description: "Words in the body then." })
  @Property({ type: "integer" })
  wordCount!: number;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "set null" })
  author: Ref<User> | null = null;

  @Field(() => Date, { description: "When the revision was first saved." })
  @Property({ type: "datetime" })
  createdAt: Date = new Date();

  @Field(() => Date, { description: "When it was last saved: later than createdAt when autosaves were joined into it." })
  @Property({ type: "datetime" })
  savedAt: Date = new Date();
}
