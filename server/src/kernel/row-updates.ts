import type { EntityManager } from "@mikro-orm/postgresql";
import type { EntityName } from "@mikro-orm/core";
import { notFound } from "./errors";
import { checkSid } from "./paging";
import type { RowChanges, TableRow } from "./table-row";


export async function findRowOrFail<T extends { id: number }>(
  em: EntityManager,
  entity: EntityName<T>,
  label: string,
  id: number,
): Promise<T> {
  const row = Number.isInteger(id) && id > 0 ? await em.findOne(entity, { id } as never) : null;
  if (!row) throw notFound(`${label} ${id} was not found.`);
  return row as T;
}

/** Set-style (idempotent) row updates shared by articles, daily sentences, columns and users. */
export async function setRowFields<T extends TableRow>(
  em: EntityManager,
  entity: EntityName<T>,
  label: string,
  id: number,
  changes: RowChanges,
): Promise<T> {
  if (changes.sid !== undefined) checkSid(changes.sid);
  const row = await findRowOrFail(em, entity, label, id);
  Object.assign(row, changes);
  await em.flush();
  return row;
}
