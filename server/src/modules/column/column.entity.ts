import { Entity, OptionalProps, Index } from "@mikro-orm/core";
import { ObjectType } from "type-graphql";
import { describedEnum, type EnumValue } from "../../kernel/described-enum";
import { TableRow } from "../../kernel/table-row";
import { EnumField, TextField } from "../../kernel/stored-fields";

/** What a column holds. The legacy "column 2 holds articles" is this value in the data, not a rule in code. */
export const ColumnKind = describedEnum("ColumnKind", "What a column holds.", {
  ARTICLES: "The column lists articles.",
  DAILY_SENTENCES: "The column lists daily sentences.",
});
export type ColumnKind = EnumValue<typeof ColumnKind>;

@ObjectType({
  description: "A section of the site (a nav entry in the back-office) that holds articles or daily sentences. While it is hidden, visitors see none of its content anywhere; shown again, what was visible is back.",
})
@Entity({ tableName: "columns" })
@Index({ properties: ["sid", "id"] })
export class Column extends TableRow {
  [OptionalProps]?: "sid" | "isShow" | "isSelect";

  @TextField("Name shown in the back-office.", { length: 100, required: true }) name!: string;
  @EnumField(() => ColumnKind, "Whether the column holds articles or daily sentences.", "column_kind") kind!: ColumnKind;
}
