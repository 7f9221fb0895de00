import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput, notFound } from "../../kernel/errors";
import { checkSid } from "../../kernel/paging";
import { requireText } from "../../kernel/text-rules";
import { Article } from "../article/article.entity";
import { DailySentence } from "../daily-sentence/daily-sentence.entity";
import { findRowOrFail } from "../../kernel/row-updates";
import { Column, ColumnKind } from "./column.entity";

const KIND_NAMES: Record<ColumnKind, string> = {
  [ColumnKind.ARTICLES]: "articles",
  [ColumnKind.DAILY_SENTENCES]: "daily sentences",
};

/** The column with this id, which must hold the given kind of content. */
export async function columnOfKind(em: EntityManager, id: number, kind: ColumnKind): Promise<Column> {
  const column = Number.isInteger(id) && id > 0 ? await em.findOne(Column, { id }) : null;
  if (!column) throw notFound(`Column ${id} was not found.`);
  if (column.kind !== kind) {
    throw badInput(`Column "${column.name}" holds ${KIND_NAMES[column.kind]}, not ${KIND_NAMES[kind]}.`, "columnId");
  }
  return column;
}

/** How many articles or sentences a column holds. */
export async function countContent(em: EntityManager, column: Column): Promise<number> {
  return column.kind === ColumnKind.ARTICLES
    ? em.count(Article, { column: column.id })
    : em.count(DailySentence, { column: column.id });
}

export interface ColumnFields {
  name?: string;
  kind?: ColumnKind;
  sid?: number;
  isShow?: boolean;
}

export async function createColumn(em: EntityManager, input: ColumnFields & { name: string; kind: ColumnKind }) {
  const name = requireText(input.name, "name", 100)!;
  if (input.sid !== undefined && input.sid !== null) checkSid(input.sid);
  const column = em.create(Column, { name, kind: input.kind, sid: input.sid ?? 0, isShow: input.isShow ?? true });
  await em.flush();
  return column;
}

export async function updateColumn(em: EntityManager, id: number, input: ColumnFields): Promise<Column> {
  const name = requireText(input.name ?? undefined, "name", 100);
  if (name === undefined && !input.kind) throw badInput("Give a new name or kind.");
  const column = await findRowOrFail(em, Column, "Column", id);
  if (input.kind && input.kind !== column.kind) {
    const held = await countContent(em, column);
    if (held > 0) {
      throw badInput(`Column "${column.name}" still holds ${held} ${KIND_NAMES[column.kind]}; it can change kind only when empty.`, "kind");
    }
    column.kind = input.kind;
  }
  if (name !== undefined) column.name = name;
  await em.flush();
  return column;
}

export async function deleteColumn(em: EntityManager, id: number): Promise<number> {
  const column = await findRowOrFail(em, Column, "Column", id);
  const held = await countContent(em, column);
  if (held > 0) {
    throw badInput(`Column "${column.name}" still holds ${held} ${KIND_NAMES[column.kind]}; move or delete them first.`);
  }
  em.remove(column);
  await em.flush();
  return id;
}
