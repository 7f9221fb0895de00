import { Entity, OptionalProps, Index, ManyToOne, Property, type Ref } from "@mikro-orm/core";
import { Field, ObjectType } from "type-graphql";
import { Column } from "../column/column.entity";
import { TableRow } from "../../kernel/table-row";

@ObjectType({ description: "A daily sentence: a quotation in Chinese and English." })
@Entity({ tableName: "daily_sentences" })
@Index({ properties: ["isShow", "sid", "id"] })
@Index({ properties: ["column", "sid", "id"] })
export class DailySentence extends TableRow {
  [OptionalProps]?: "sid" | "createTime" | "isShow" | "isSelect";



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


}
