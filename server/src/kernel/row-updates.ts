import type { EntityManager } from "@mikro-orm/postgresql";
import type { EntityName } from "@mikro-orm/core";
import { rowNotFound } from "./errors";
import { checkSid } from "./paging";
import { operation, type Operation } from "./operation";
import type { Access } from "./permissions";
import type { RequestContext } from "./request-context";
import type { RowChanges, TableRow } from "./table-row";

/** The row with this id, or NOT_FOUND naming it ("Link 7 was not found."). */
export async function findRowOrFail<T extends { id: number }>(
  em: EntityManager,
  entity: EntityName<T>,
  label: string,
  id: number,
): Promise<T> {
  const row = Number.isInteger(id) && id > 0 ? await em.findOne(entity, { id } as never) : null;
  if (!row) throw rowNotFound(label, id);
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

/** What a set-row-fields operation takes: the row's id and the fields to set. */
export interface RowFieldsInput {
  id: number;
  changes: RowChanges;
}

/**
 * A table's set-style update as one operation, declared by the module that owns the table: its GraphQL
 * mutations (TableMutations) and the legacy one-field updates both run it.
 */
export function rowFieldsOperation<T extends TableRow>(needs: Access, entity: EntityName<T>, label: string): Operation<RowFieldsInput, T> {
  return operation(needs, (ctx, { id, changes }) => setRowFields(ctx.em, entity, label, id, changes));
}

/**
 * Deleting one row by id as an operation: NOT_FOUND naming it when it is missing, an optional check that may
 * refuse (a column still holding content), then a delete through the unit of work (not a bare DELETE), so
 * flush listeners see it. Answers the deleted id. Without a description, the API says "Deletes a tag. Returns the
 * deleted id." from the table's noun.
 */
export function deleteRowOperation<T extends { id: number }>(
  needs: Access,
  entity: EntityName<T>,
  label: string,
  { refuse, description }: { refuse?: (em: EntityManager, row: T) => Promise<void>; description?: string } = {},
): Operation<{ id: number }, number> {
  const body = async (ctx: RequestContext, { id }: { id: number }) => {
    const row = await findRowOrFail(ctx.em, entity, label, id);
    await refuse?.(ctx.em, row);
    ctx.em.remove(row);
    await ctx.em.flush();
    return id;
  };
  return description ? operation(needs, description, body) : operation(needs, body);
}
