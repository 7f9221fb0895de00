import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../kernel/request-context";
import { SortDirection } from "../../kernel/paging";
import { Column } from "./column.entity";
import { ColumnSortField, CreateColumnInput, UpdateColumnInput } from "./column.inputs";
import * as columns from "./column.service";
import { TableMutations } from "../../kernel/table-mutations";

@Resolver(() => Column)
export class ColumnResolver extends TableMutations(Column, "a column", {
  create: ["createColumn", columns.createColumn, CreateColumnInput],
  update: ["updateColumn", columns.updateColumn, UpdateColumnInput],
  delete: ["deleteColumn", columns.deleteColumn],
  setFields: [{ shown: "setColumnShown", selected: "setColumnSelected", sortOrder: "setColumnSortOrder" }, columns.setColumnFields],
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

