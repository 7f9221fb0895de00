import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { ADMIN } from "../../kernel/permissions";
import { checkPage } from "../../kernel/paging";
import type { Page } from "../../kernel/page-of";
import { AUDITED_TABLES } from "./audit-tables";
import type { AuditLogArgs } from "./audit.inputs";
import type { AuditAction, AuditChange, AuditEntry } from "./audit.type";

/** One column's record in `changes`: before and after, or only the fact of a change (long values, secrets). */
type StoredChange = { before?: unknown; after?: unknown; changed?: true };

interface AuditRow {
  id: string;
  at: Date | string;
  user_id: number | null;
  user_name: string | null;
  address: string | null;
  via: string | null;
  action: string;
  table_name: string;
  row_id: string | null;
  changes: Record<string, StoredChange> | string;
  total: string | number;
}

/** A kept value as text: a string as it is, anything else as JSON; null stays null. */
const asText = (value: unknown): string | null => (value === undefined || value === null ? null : typeof value === "string" ? value : JSON.stringify(value));

function entryOf(row: AuditRow): AuditEntry {
  const changes: Record<string, StoredChange> = typeof row.changes === "string" ? JSON.parse(row.changes) : row.changes;
  return {
    id: String(row.id),
    at: new Date(row.at),
    userId: row.user_id,
    userName: row.user_name,
    address: row.address,
    via: row.via,
    action: row.action.toUpperCase() as AuditAction,
    table: row.table_name,
    rowId: row.row_id,
    changes: Object.entries(changes).map(([field, change]): AuditChange =>
      change.changed ? { field, before: null, after: null, shown: false } : { field, before: asText(change.before), after: asText(change.after), shown: true },
    ),
  };
}

/** The filters as a WHERE clause and its parameters; the table is checked against the audited ones. */
function whereOf(args: AuditLogArgs): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    conditions.push(condition);
    params.push(value);
  };
  if (args.table != null) {
    if (!(AUDITED_TABLES as readonly string[]).includes(args.table)) throw badInput(`table must be one of ${AUDITED_TABLES.join(", ")}`, "table", { id: "audit.table", values: { tables: AUDITED_TABLES.join(", ") } });
    add("table_name = ?", args.table);
  }
  if (args.rowId != null) {
    if (args.table == null) throw badInput("rowId needs the table it belongs to", "rowId", { id: "audit.rowIdNeedsTable" });
    add("row_id = ?", args.rowId);
  }
  if (args.userId != null) add("user_id = ?", args.userId);
  if (args.action != null) add("action = ?", args.action.toLowerCase());
  for (const [name, date] of [["since", args.since], ["until", args.until]] as const) {
    if (date != null && Number.isNaN(date.getTime())) throw badInput(`${name} must be a date and time`, name, { id: "time.invalid", values: { field: name } });
  }
  if (args.since != null) add("at >= ?", args.since);
  if (args.until != null) add("at < ?", args.until);
  return { sql: conditions.length ? `where ${conditions.join(" and ")}` : "", params };
}

async function findEntries(em: EntityManager, args: AuditLogArgs): Promise<Page<AuditEntry>> {
  checkPage(args);
  const where = whereOf(args);
  const rows: AuditRow[] = await em
    .getConnection()
    .execute(`select *, count(*) over () as total from audit_log ${where.sql} order by at desc, id desc offset ? limit ?`, [...where.params, args.offset, args.limit]);
  // Past the last page the window count is gone with the rows: count on its own then.
  const total = rows[0]
    ? Number(rows[0].total)
    : args.offset === 0
      ? 0
      : Number(((await em.getConnection().execute(`select count(*) as total from audit_log ${where.sql}`, where.params, "get")) as { total: string }).total);
  return { items: rows.map(entryOf), total };
}

/** The audit log, newest first, for administrators: it names every user and the addresses they wrote from. */
export const listAuditLog = operation(ADMIN, (ctx, args: AuditLogArgs) => findEntries(ctx.em, args));
