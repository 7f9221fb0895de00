import { Field, InputType, Int } from "type-graphql";
import { sortFields, type EnumValue } from "../../kernel/described-enum";
import { ColumnKind } from "./column.entity";

export const ColumnSortField = sortFields("ColumnSortField", "columns", { ID: "id", SID: "sid", NAME: "name" });
export type ColumnSortField = EnumValue<typeof ColumnSortField>;

@InputType({ description: "A new column." })
export class CreateColumnInput {
  @Field(() => String, { description: "Name (1 to 100 characters)." }) name!: string;
  @Field(() => ColumnKind, { description: "What the column holds." }) kind!: ColumnKind;
  @Field(() => Int, { nullable: true, description: "Sort order, 0 to 999999 (default 0)." }) sid?: number;
  @Field(() => Boolean, { nullable: true, description: "Whether it is shown (default true)." }) isShow?: boolean;
}

@InputType({ description: "Column fields to change; omitted fields stay as they are." })
export class UpdateColumnInput {
  @Field(() => String, { nullable: true, description: "New name (1 to 100 characters)." }) name?: string;
  @Field(() => ColumnKind, { nullable: true, description: "New kind; only an empty column can change kind." }) kind?: ColumnKind;
}
