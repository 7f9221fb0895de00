import type { EntityManager, QueryBuilder } from "@mikro-orm/postgresql";
import type { EntityDictionary, EntityName, FilterQuery, QueryOrderMap } from "@mikro-orm/core";

export interface PageQuery<T> {
  /** The order, or an SQL ORDER BY list for the table's alias, for an order the map cannot say (a CASE). */
  orderBy: QueryOrderMap<T> | ((alias: string) => string);
  offset: number;
  limit: number;
}

/**
 * What `em.findAndCount` answers, in one SQL statement instead of two: the total rides along on every row
 * as an uncorrelated sub-select, which PostgreSQL runs once. The page's keys are found first and the rows
 * read by key, so a deep page skips index entries rather than whole rows. Only a page past the end, which
 * has no row to carry the total, costs a second statement.
 */
export async function findPage<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  whereOrMake: FilterQuery<T> | (() => FilterQuery<T>),
  { orderBy, offset, limit }: PageQuery<T>,
): Promise<[T[], number]> {
  // A condition with a raw SQL fragment is spent by the statement it is used in: such a caller makes it afresh for each.
  const where = (): FilterQuery<T> => (typeof whereOrMake === "function" ? (whereOrMake as () => FilterQuery<T>)() : whereOrMake);
  const [key] = em.getMetadata().find(entity)!.getPrimaryProps();
  const ordered = (builder: QueryBuilder<T>, alias: string) =>
    typeof orderBy === "function" ? builder.getKnexQuery().orderByRaw(orderBy(alias)) : builder.orderBy(orderBy).getKnexQuery();
  const keys = ordered(em.createQueryBuilder(entity, "paged").select(key.name).where(where()).offset(offset).limit(limit), "paged");
  const count = em.createQueryBuilder(entity, "counted").count().where(where());
  const query = ordered(em.createQueryBuilder(entity, "e").select("*"), "e")
    .whereIn(`e.${key.fieldNames[0]}`, keys)
    .select(em.getKnex().raw(`(?) as "page_total"`, [count.getKnexQuery()]));
  const rows: (Record<string, unknown> & { page_total: string | number })[] = await em
    .getConnection()
    .execute(query, [], "all", em.getTransactionContext());
  if (rows.length === 0) return [[], offset === 0 ? 0 : await em.count(entity, where())];
  const total = Number(rows[0].page_total);
  return [rows.map(({ page_total: _, ...row }) => em.map(entity, row as EntityDictionary<T>)), total];
}
