import { Entity, OptionalProps, Index, ManyToOne, type Ref } from "@mikro-orm/core";
import { ObjectType } from "type-graphql";
import { Column } from "../column/column.entity";
import { TableRow } from "../../kernel/table-row";
import { CreatedAtField, IntField, TextField, UpdatedAtField } from "../../kernel/stored-fields";

@ObjectType({ description: "An article: a title, a summary and an HTML body, listed on the home page when shown." })
@Entity({ tableName: "articles" })
@Index({ properties: ["isShow", "sid", "id"] })
@Index({ properties: ["column", "sid", "id"] })
export class Article extends TableRow {
  [OptionalProps]?: "sid" | "subtitle" | "summary" | "cover" | "content" | "createTime" | "updateTime" | "hits" | "isShow" | "isSelect";

  @ManyToOne(() => Column, { ref: true, deleteRule: "restrict" })
  column!: Ref<Column>;

  @TextField("Title.", { length: 200, required: true }) title!: string;
  @TextField("Subtitle, shown under the title on the detail page.", { length: 200 }) subtitle: string = "";
  @TextField("Short summary for the article list.") summary: string = "";
  @TextField("Cover image URL; empty when there is none.", { length: 500 }) cover: string = "";
  @TextField("The body as sanitised HTML.", { eager: true }) content: string = "";
  @CreatedAtField("When the article was created.") createTime: Date = new Date();
  @UpdatedAtField("When the article was last changed.") updateTime: Date = new Date();
  @IntField("How many times the article has been viewed.") hits: number = 0;
}
