import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Requires } from "../../kernel/operation";
import type { RequestContext } from "../../kernel/request-context";
import { SortDirection } from "../../kernel/paging";
import { Column } from "./column.entity";
import { ColumnSortField, CreateColumnInput, UpdateColumnInput } from "./column.inputs";
import * as columns from "./column.service";
import { RowMutations } from "../../kernel/row-mutations";

@Resolver(() => Column)
export class ColumnResolver extends RowMutations({
  entity: Column,
  name: "Column",
  setFields: columns.setColumnFields,
  noun: "a column",
  idDescription: "Column id.",
  describe: { shownArg: "True to show it." },
}) {
  @Query(() => [Column], { description: "All columns (a short list). Visitors see shown columns only." })
  columns(
    @Ctx() ctx: RequestContext,
    @Arg("includeHidden", () => Boolean, { defaultValue: false, description: "Include hidden columns (signed-in users only)." })
    includeHidden: boolean,
    @Arg("orderBy", () => ColumnSortField, { defaultValue: ColumnSortField.SID, description: "Sort field." }) field: ColumnSortField,
    @Arg("direction", () => SortDirection, { defaultValue: SortDirection.ASC, description: "Sort direction." }) direction: SortDirection,
  ): Promise<Column[]> {
    return columns.listColumns.run(ctx, { includeHidden, orderBy: field, direction });
  }

  @Query(() => Column, { description: "One column. Hidden columns are found only by signed-in users." })
  column(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Column id." }) id: number): Promise<Column> {
    return columns.getColumn.run(ctx, { id });
  }
}

@Resolver(() => Column)
export class ColumnAuthoringResolver {
  @Requires(columns.createColumn)
  @Mutation(() => Column, { description: "Creates a column." })
  createColumn(
    @Ctx() ctx: RequestContext,
    @Arg("input", () => CreateColumnInput, { description: "The new column." }) input: CreateColumnInput,
  ): Promise<Column> {
    return columns.createColumn.run(ctx, { input });
  }

  @Requires(columns.updateColumn)
  @Mutation(() => Column, { description: "Renames a column or changes its kind (only when it is empty)." })
  updateColumn(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Column id." }) id: number,
    @Arg("input", () => UpdateColumnInput, { description: "The fields to change." }) input: UpdateColumnInput,
  ): Promise<Column> {
    return columns.updateColumn.run(ctx, { id, input });
  }

  @Requires(columns.deleteColumn)
  @Mutation(() => Int, { description: "Deletes an empty column; refused while it still holds content. Returns the deleted id." })
  deleteColumn(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Column id." }) id: number): Promise<number> {
    return columns.deleteColumn.run(ctx, { id });
  }
}
