import { Entity, OptionalProps, Index, ManyToOne, PrimaryKey, Property, type Ref } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { Column } from "../column/column.entity";

@ObjectType({ description: "A daily sentence: a quotation in Chinese and English." })
@Entity({ tableName: "daily_sentences" })
@Index({ properties: ["isShow", "sid", "id"] })
@Index({ properties: ["column", "sid", "id"] })
export class DailySentence {
  [OptionalProps]?: "sid" | "createTime" | "isShow" | "isSelect";

  @Field(() => Int, { description: "Unique id." })
  @PrimaryKey({ type: "integer" })
  id!: number;

  @Field(() => Int, { description: "Sort order: lower comes first." })
  @Property({ type: "integer", default: 0 })
  sid: number = 0;

  @ManyToOne(() => Column, { ref: true, deleteRule: "restrict" })
  column!: Ref<Column>;

  @Field(() => String, { description: "The sentence in Chinese." })
  @Property({ type: "text" })
  cn!: string;

  @Field(() => String, { description: "The sentence in English." })
  @Property({ type: "text" })
  en!: string;

  @Field(() => Date, { description: "When the sentence was added." })
  @Property({ type: "datetime", defaultRaw: "now()" })
  createTime: Date = new Date();

  @Field(() => Boolean, { description: "Whether visitors can see the sentence." })
  @Property({ type: "boolean", default: true })
  isShow: boolean = true;

  @Field(() => Boolean, { description: "Whether the row is ticked in the back-office table." })
  @Property({ type: "boolean", default: false })
  isSelect: boolean = false;
}
