import { Entity, OptionalProps, Index, ManyToOne, Property, type Ref } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { Column } from "../column/column.entity";
import { TableRow } from "../../kernel/table-row";

@ObjectType({ description: "An article: a title, a summary and an HTML body, listed on the home page when shown." })
@Entity({ tableName: "articles" })
@Index({ properties: ["isShow", "sid", "id"] })
@Index({ properties: ["column", "sid", "id"] })
export class Article extends TableRow {
  [OptionalProps]?: "sid" | "subtitle" | "summary" | "cover" | "content" | "createTime" | "updateTime" | "hits" | "isShow" | "isSelect";



  @ManyToOne(() => Column, { ref: true, deleteRule: "restrict" })
  column!: Ref<Column>;

  @Field(() => String, { description: "Title." })
  @Property({ type: "string", length: 200 })
  title!: string;

  @Field(() => String, { description: "Subtitle, shown under the title on the detail page." })
  @Property({ type: "string", length: 200, default: "" })
  subtitle: string = "";

  @Field(() => String, { description: "Short summary for the article list." })
  @Property({ type: "text", default: "" })
  summary: string = "";

  @Field(() => String, { description: "Cover image URL; empty when there is none." })
  @Property({ type: "string", length: 500, default: "" })
  cover: string = "";

  @Field(() => String, { description: "The body as sanitised HTML." })
  @Property({ type: "text", default: "", lazy: false })
  content: string = "";

  @Field(() => Date, { description: "When the article was created." })
  @Property({ type: "datetime", defaultRaw: "now()" })
  createTime: Date = new Date();

  @Field(() => Date, { description: "When the article was last changed." })
  @Property({ type: "datetime", defaultRaw: "now()", onUpdate: () => new Date() })
  updateTime: Date = new Date();

  @Field(() => Int, { description: "How many times the article has been viewed." })
  @Property({ type: "integer", default: 0 })
  hits: number = 0;


}
