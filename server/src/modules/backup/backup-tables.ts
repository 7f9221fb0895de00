import { ident, type Sql } from "./backup-sql";

/**
 * The tables a backup leaves out, each with the reason. Every other table of the schema is backed up, so a
 * table added later is carried without anyone listing it (backup-tables.test.ts checks these names exist).
 */
export const LEFT_OUT: Readonly<Record<string, string>> = {
  mikro_orm_migrations: "the migrations applied: the manifest names them and the restore applies them itself",
  article_search: "the search index, rebuilt by its trigger as each article is restored",
  cache_version: "the caches' write counter: its migration creates it and the restore's writes move it on",
  sessions: "sign-in state: everyone signs in again after a restore",
  captchas: "sign-in state: pictures that expire in five minutes",
  limited_actions: "the rate limiter's and the sign-in throttle's recent actions, which count for minutes",
  sign_in_challenges: "sign-in state: a sign-in waiting for its second factor",
  trusted_devices: "sign-in state: the known-browser cookies, which a restored site's browsers earn again",
  newsletter_pace: "the next free sending slot, a moment seconds away: its migration creates the row",
  federation_kv: "Fedify's cache of other servers' documents and keys, fetched again when needed",
};

/**
 * The schema's tables the backup holds, parents before children (a table's foreign keys point at tables
 * earlier in the list), so they load in this order without breaking a constraint.
 */
export async function tablesToBackUp(sql: Sql): Promise<string[]> {
  const tables = (
    await sql<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = current_schema() and c.relkind in ('r', 'p') order by 1`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !(name in LEFT_OUT));
  const edges = await sql<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent from pg_constraint k
     join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
     where k.contype = 'f' and k.connamespace = current_schema()::regnamespace`,
  );
  const ordered: string[] = [];
  const placing = new Set<string>();
  const place = (table: string) => {
    if (ordered.includes(table)) return;
    if (placing.has(table)) throw new Error(`The tables' foreign keys form a cycle through ${table}; a backup cannot order them.`);
    placing.add(table);
    // A table pointing at itself loads in one statement, which PostgreSQL checks as a whole.
    for (const edge of edges) if (edge.child === table && edge.parent !== table && tables.includes(edge.parent)) place(edge.parent);
    placing.delete(table);
    ordered.push(table);
  };
  tables.forEach(place);
  return ordered;
}

/** The columns a row of `table` is written with: all but generated ones, in the table's order. */
export async function columnsOf(sql: Sql, table: string): Promise<string[]> {
  const rows = await sql<{ name: string }>(
    `select attname as name from pg_attribute where attrelid = ?::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [ident(table)],
  );
  return rows.map((row) => row.name);
}

/** The primary key's columns, for a stable order of rows (the same data, the same file, the same checksum). */
export async function primaryKeyOf(sql: Sql, table: string): Promise<string[]> {
  const rows = await sql<{ name: string }>(
    `select a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = ?::regclass and i.indisprimary order by array_position(i.indkey::int2[], a.attnum)`,
    [ident(table)],
  );
  return rows.map((row) => row.name);
}

/** The columns whose values come from a sequence (serial, bigserial, identity). */
export async function serialColumnsOf(sql: Sql, table: string): Promise<string[]> {
  const rows = await sql<{ name: string }>(
    `select attname as name from pg_attribute where attrelid = ?::regclass and attnum > 0 and not attisdropped
       and pg_get_serial_sequence(?, attname) is not null order by attnum`,
    [ident(table), ident(table)],
  );
  return rows.map((row) => row.name);
}
