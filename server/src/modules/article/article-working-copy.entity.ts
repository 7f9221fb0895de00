import { Entity, ManyToOne, Property, type Ref } from "@mikro-orm/core";
import { Field, ObjectType } from "type-graphql";
import { User } from "../user/user.entity";
import { Article } from "./article.entity";

/** The texts the editor saves by itself; the other fields (slug, tags, column, flags) change the article at once. */
export const WORKING_COPY_FIELDS = ["title", "subtitle", "summary", "cover", "content"] as const;
export type WorkingCopyField = (typeof WORKING_COPY_FIELDS)[number];

/**
 * An article's texts as the editor last saved them, where they differ from the live article: what the author
 * is writing, kept safe without going live. A field is null where it is the same as the article's. The row
 * goes when nothing differs any more (Update, Save draft or Publish made the texts live, or they were discarded).
 */
@ObjectType({ description: "Changes to an article's texts saved by the editor (autosave) but not yet live; a field is null where it is the same as the article's." })
@Entity({ tableName: "article_working_copies" })
export class ArticleWorkingCopy {
  @ManyToOne(() => Article, { primary: true, ref: true, deleteRule: "cascade" })
  article!: Ref<Article>;

  @Field(() => String, { nullable: true, description: "The title being written, when it differs (it may be blank while writing)." })
  @Property({ type: "string", length: 200, nullable: true })
  title: string | null = null;

  @Field(() => String, { nullable: true, description: "The subtitle being written, when it differs." })
  @Property({ type: "string", length: 200, nullable: true })
  subtitle: string | null = null;

  @Field(() => String, { nullable: true, description: "The summary being written, when it differs." })
  @Property({ type: "text", nullable: true })
  summary: string | null = null;

  @Field(() => String, { nullable: true, description: "The cover being chosen, when it differs." })
  @Property({ type: "string", length: 500, nullable: true })
  cover: string | null = null;

  @Field(() => String, { nullable: true, description: "The body being written (sanitised HTML), when it differs." })
  @Property({ type: "text", nullable: true })
  content: string | null = null;

  @Field(() => Date, { description: "When the editor last saved it." })
  @Property({ type: "datetime" })
  savedAt: Date = new Date();

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "set null" })
  savedBy: Ref<User> | null = null;
}
