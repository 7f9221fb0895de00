import { Entity, OptionalProps, Enum, Index, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType, registerEnumType } from "type-graphql";

/** What a column holds. The legacy "column 2 holds articles" is this value in the data, not a rule in code. */
export enum ColumnKind {
  ARTICLES = "ARTICLES",
  DAILY_SENTENCES = "DAILY_SENTENCES",
}
registerEnumType(ColumnKind, {
  name: "ColumnKind",
  description: "What a column holds.",
  valuesConfig: {
    ARTICLES: { description: "The column lists articles." },
    DAILY_SENTENCES: { description: "The column lists daily sentences." },
  },
});

@ObjectType({ description: "A section of the site (a nav entry in the back-office) that holds articles or daily sentences." })
@Entity({ tableName: "columns" })
@Index({ properties: ["sid", "id"] })
export class Column {
  [OptionalProps]?: "sid" | "isShow" | "isSelect";

  @Field(() => Int, { description: "Unique id." })
  @PrimaryKey({ type: "integer" })
  id!: number;

  @Field(() => Int, { description: "Sort order: lower comes first." })
  @Property({ type: "integer", default: 0 })
  sid: number = 0;

  @Field(() => String, { description: "Name shown in the back-office." })
  @Property({ type: "string", length: 100 })
  name!: string;

  @Field(() => ColumnKind, { description: "Whether the column holds articles or daily sentences." })
  @Enum({ items: () => ColumnKind, nativeEnumName: "column_kind" })
  kind!: ColumnKind;

  @Field(() => Boolean, { description: "Whether the column is shown." })
  @Property({ type: "boolean", default: true })
  isShow: boolean = true;

  @Field(() => Boolean, { description: "Whether the row is ticked in the back-office table." })
  @Property({ type: "boolean", default: false })
  isSelect: boolean = false;
}
