import type { EntityManager } from "@mikro-orm/postgresql";
import { raw, type FilterQuery } from "@mikro-orm/core";
import { badInput, rowNotFound, unauthenticated } from "../../kernel/errors";
import { checkSid, orderBy, type SortDirection } from "../../kernel/paging";
import { operation } from "../../kernel/operation";
import { EDIT, PUBLIC } from "../../kernel/permissions";
import { requireText } from "../../kernel/text-rules";
import { Article } from "../article/article.entity";
import { DailySentence } from "../daily-sentence/daily-sentence.entity";
import { deleteRowOperation, findRowOrFail, rowFieldsOperation } from "../../kernel/row-updates";
import { Column, ColumnKind } from "./column.entity";
import type { ColumnSortField, CreateColumnInput, UpdateColumnInput } from "./column.inputs";

const KIND_NAMES: Record<ColumnKind, string> = {
  [ColumnKind.ARTICLES]: "articles",
  [ColumnKind.DAILY_SENTENCES]: "daily sentences",
};

/**
 * The column's part of "visible to visitors", for articles and daily sentences alike: content in a hidden
 * column is hidden with it (its own isShow is left as it was, so showing the column again brings back what
 * was visible before). Every article and sentence has a column (column_id is not null and a column is
 * deleted only when empty), so there is no content without one to decide for. Written once, as SQL on the
 * content's own table (articles or daily_sentences) aliased `alias`; inShownColumn is the same for the ORM (a
 * new object each time: a raw fragment is spent by the statement it is used in).
 */
export const inShownColumnSql = (alias: string) => `${alias}.column_id in (select id from columns where columns.is_show)`;
export const inShownColumn = () => ({ [raw((alias: string) => inShownColumnSql(alias))]: [] });

/** The column with this id, which must hold the given kind of content. */
export async function columnOfKind(em: EntityManager, id: number, kind: ColumnKind): Promise<Column> {
  const column = Number.isInteger(id) && id > 0 ? await em.findOne(Column, { id }) : null;
  if (!column) throw rowNotFound("Column", id);
  if (column.kind !== kind) {
    throw badInput(`Column "${column.name}" holds ${KIND_NAMES[column.kind]}, not ${KIND_NAMES[kind]}.`, "columnId", { id: "column.wrongKind", values: { name: column.name, holds: column.kind, wanted: kind } });
  }
  return column;
}

/** How many articles or sentences a column holds. */
export async function countContent(em: EntityManager, column: Column): Promise<number> {
  return column.kind === ColumnKind.ARTICLES
    ? em.count(Article, { column: column.id })
    : em.count(DailySentence, { column: column.id });
}

async function saveNewColumn(em: EntityManager, input: CreateColumnInput) {
  const name = requireText(input.name, "name", 100)!;
  if (input.sid !== undefined && input.sid !== null) checkSid(input.sid);
  const column = em.create(Column, { name, kind: input.kind, sid: input.sid ?? 0, isShow: input.isShow ?? true });
  await em.flush();
  return column;
}

async function saveColumnChanges(em: EntityManager, id: number, input: UpdateColumnInput): Promise<Column> {
  const name = requireText(input.name ?? undefined, "name", 100);
  if (name === undefined && !input.kind) throw badInput("Give a new name or kind.", undefined, { id: "column.nothingToChange" });
  const column = await findRowOrFail(em, Column, "Column", id);
  if (input.kind && input.kind !== column.kind) {
    const held = await countContent(em, column);
    if (held > 0) {
      throw badInput(`Column "${column.name}" still holds ${held} ${KIND_NAMES[column.kind]}; it can change kind only when empty.`, "kind", { id: "column.kindWhileHeld", values: { name: column.name, count: held, holds: column.kind } });
    }
    column.kind = input.kind;
  }
  if (name !== undefined) column.name = name;
  await em.flush();
  return column;
}

/** A column is deleted only when empty: its articles or sentences would be left without a home. */
async function refuseUnlessEmpty(em: EntityManager, column: Column): Promise<void> {
  const held = await countContent(em, column);
  if (held > 0) {
    throw badInput(`Column "${column.name}" still holds ${held} ${KIND_NAMES[column.kind]}; move or delete them first.`, undefined, { id: "column.deleteWhileHeld", values: { name: column.name, count: held, holds: column.kind } });
  }
}

// The use cases GraphQL and the legacy /api shim both run; each says once who may call it.

export interface ColumnListInput {
  includeHidden: boolean;
  orderBy: ColumnSortField;
  direction: SortDirection;
}

/** All columns (a short list, never paged); visitors see shown ones only. */
export const listColumns = operation(PUBLIC, async (ctx, { includeHidden, orderBy: field, direction }: ColumnListInput) => {
  if (includeHidden && !ctx.user) throw unauthenticated("Sign in to see hidden columns.", { id: "signIn.hiddenColumns" });
  const where: FilterQuery<Column> = includeHidden ? {} : { isShow: true };
  return ctx.em.find(Column, where, { orderBy: orderBy(field, direction) });
});

/** One column; a hidden one only for a signed-in user. */
export const getColumn = operation(PUBLIC, async (ctx, { id }: { id: number }) => {
  const column = Number.isInteger(id) && id > 0 ? await ctx.em.findOne(Column, { id }) : null;
  if (!column || (!column.isShow && !ctx.user)) throw rowNotFound("Column", id);
  return column;
});

/** Shows or hides a column, ticks it, or sets its sort order. */
export const setColumnFields = rowFieldsOperation(EDIT, Column, "Column");

export const createColumn = operation(EDIT, "Creates a column.", (ctx, { input }: { input: CreateColumnInput }) => saveNewColumn(ctx.em, input));

export const updateColumn = operation(EDIT, "Renames a column or changes its kind (only when it is empty).", (ctx, { id, input }: { id: number; input: UpdateColumnInput }) => saveColumnChanges(ctx.em, id, input));

export const deleteColumn = deleteRowOperation(EDIT, Column, "Column", {
  refuse: refuseUnlessEmpty,
  description: "Deletes an empty column; refused while it still holds content. Returns the deleted id.",
});
