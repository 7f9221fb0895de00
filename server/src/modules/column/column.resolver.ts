import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, Query, Resolver, registerEnumType } from "type-graphql";
import type { FilterQuery } from "@mikro-orm/core";
import { Need } from "../../kernel/permissions";
import type { RequestContext } from "../../kernel/request-context";
import { notFound, unauthenticated } from "../../kernel/errors";
import { SortDirection, orderBy } from "../../kernel/paging";
import { Column, ColumnKind } from "./column.entity";
import * as columns from "./column.service";
import { RowMutations } from "../../kernel/row-mutations";

export enum ColumnSortField {
  ID = "id",
  SID = "sid",
  NAME = "name",
}
registerEnumType(ColumnSortField, { name: "ColumnSortField", description: "Fields columns can be sorted by." });

@Resolver(() => Column)
export class ColumnResolver extends RowMutations({
  entity: Column,
  name: "Column",
  needs: [Need.EDIT],
  noun: "a column",
  label: "Column",
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
    if (includeHidden && !ctx.user) throw unauthenticated("Sign in to see hidden columns.");
    const where: FilterQuery<Column> = includeHidden ? {} : { isShow: true };
    return ctx.em.find(Column, where, { orderBy: orderBy(field, direction) });
  }

  @Query(() => Column, { description: "One column. Hidden columns are found only by signed-in users." })
  async column(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Column id." }) id: number): Promise<Column> {
    const column = Number.isInteger(id) && id > 0 ? await ctx.em.findOne(Column, { id }) : null;
    if (!column || (!column.isShow && !ctx.user)) throw notFound(`Column ${id} was not found.`);
    return column;
  }
}

@InputType({ description: "A new column." })
export class CreateColumnInput {
  @Field(() => String, { description: "Name (1 to 100 characters)." })
  name!: string;

  @Field(() => ColumnKind, { description: "What the column holds." })
  kind!: ColumnKind;

  @Field(() => Int, { nullable: true, description: "Sort order, 0 to 999999 (default 0)." })
  sid?: number;

  @Field(() => Boolean, { nullable: true, description: "Whether it is shown (default true)." })
  isShow?: boolean;
}

@InputType({ description: "Column fields to change; omitted fields stay as they are." })
export class UpdateColumnInput {
  @Field(() => String, { nullable: true, description: "New name (1 to 100 characters)." })
  name?: string;

  @Field(() => ColumnKind, { nullable: true, description: "New kind; only an empty column can change kind." })
  kind?: ColumnKind;
}

@Resolver(() => Column)
export class ColumnAuthoringResolver {
  @Authorized(Need.EDIT)
  @Mutation(() => Column, { description: "Creates a column." })
  createColumn(
    @Ctx() ctx: RequestContext,
    @Arg("input", () => CreateColumnInput, { description: "The new column." }) input: CreateColumnInput,
  ): Promise<Column> {
    return columns.createColumn(ctx.em, input);
  }

  @Authorized(Need.EDIT)
  @Mutation(() => Column, { description: "Renames a column or changes its kind (only when it is empty)." })
  updateColumn(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Column id." }) id: number,
    @Arg("input", () => UpdateColumnInput, { description: "The fields to change." }) input: UpdateColumnInput,
  ): Promise<Column> {
    return columns.updateColumn(ctx.em, id, input);
  }

  @Authorized(Need.EDIT)
  @Mutation(() => Int, { description: "Deletes an empty column; refused while it still holds content. Returns the deleted id." })
  deleteColumn(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Column id." }) id: number): Promise<number> {
    return columns.deleteColumn(ctx.em, id);
  }
}
