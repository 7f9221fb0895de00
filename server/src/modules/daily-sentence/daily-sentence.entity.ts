import { Entity, OptionalProps, Index, ManyToOne, type Ref } from "@mikro-orm/core";
import { ObjectType } from "type-graphql";
import { Column } from "../column/column.entity";
import { TableRow } from "../../kernel/table-row";
import { CreatedAtField, TextField } from "../../kernel/stored-fields";

@ObjectType({ description: "A daily sentence: a quotation in Chinese and English." })
@Entity({ tableName: "daily_sentences" })
@Index({ properties: ["isShow", "sid", "id"] })
@Index({ properties: ["column", "sid", "id"] })
export class DailySentence extends TableRow {
  [OptionalProps]?: "sid" | "createTime" | "isShow" | "isSelect";

  @ManyToOne(() => Column, { ref: true, deleteRule: "restrict" })
  column!: Ref<Column>;

  @TextField("The sentence in Chinese.", { required: true }) cn!: string;
  @TextField("The sentence in English.", { required: true }) en!: string;
  @CreatedAtField("When the sentence was added.") createTime: Date = new Date();
}
