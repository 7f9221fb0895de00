import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../kernel/request-context";
import { SortDirection } from "../../kernel/paging";
import { Column } from "./column.entity";
import { ColumnSortField, CreateColumnInput, UpdateColumnInput } from "./column.inputs";
import * as columns from "./column.service";
import { CrudMutations } from "../../kernel/crud-mutations";
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

/** Column rows created, changed and deleted: the mutations every authored table has, from one base class. */
@Resolver(() => Column)
export class ColumnAuthoringResolver extends CrudMutations({
  entity: Column,
  name: "Column",
  idDescription: "Column id.",
  create: { operation: columns.createColumn, input: CreateColumnInput, description: "Creates a column.", inputDescription: "The new column." },
  update: { operation: columns.updateColumn, input: UpdateColumnInput, description: "Renames a column or changes its kind (only when it is empty)." },
  delete: { operation: columns.deleteColumn, description: "Deletes an empty column; refused while it still holds content. Returns the deleted id." },
}) {}
