import { Entity, OptionalProps, Enum, Index, Property } from "@mikro-orm/core";
import { Field, ObjectType, registerEnumType } from "type-graphql";
import { TableRow } from "../../kernel/table-row";

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
export class Column extends TableRow {
  [OptionalProps]?: "sid" | "isShow" | "isSelect";



  @Field(() => String, { description: "Name shown in the back-office." })
  @Property({ type: "string", length: 100 })
  name!: string;

  @Field(() => ColumnKind, { description: "Whether the column holds articles or daily sentences." })
  @Enum({ items: () => ColumnKind, nativeEnumName: "column_kind" })
  kind!: ColumnKind;


}
