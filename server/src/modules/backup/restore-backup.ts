import type { MigrationObject } from "@mikro-orm/core";
import type { Migration } from "@mikro-orm/migrations";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import { contentTypeOf, isStoredName, type UploadStorage } from "../../kernel/upload-storage";
import { unlogged } from "../audit/audit-scope";
import { BackupRefused } from "./backup-format";
import { ident, sqlIn, type Sql } from "./backup-sql";
import { columnsOf, LEFT_OUT, serialColumnsOf, tablesToBackUp } from "./backup-tables";
import type { VerifiedBackup } from "./read-backup";

export interface RestoreTarget {
  orm: MikroORM;
  /** Where the images go: the configured folder or bucket, which must hold none yet. */
  uploads: UploadStorage;
  /** The migrations this version of the code knows, oldest first (db/migrations). */
  migrations: readonly MigrationObject[];
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  uploads: number;
}

const refuse = (message: string): never => {
  throw new BackupRefused(message);
};

/** The backup's schema must be one this code can build: its migrations are the first of ours, in order. */
function checkMigrations(theirs: readonly string[], ours: readonly MigrationObject[]): void {
  theirs.forEach((name, i) => {
    if (ours[i]?.name !== name) {
      refuse(
        ours.some((known) => known.name === name)
          ? `The backup's migrations are not in the order this version applies them (${name}): it was made by a different line of Quiet Notes.`
          : `The backup was made by a newer version of Quiet Notes (its database has migration ${name}, which this version does not know): update Quiet Notes, then restore.`,
      );
    }
  });
}

/** The uploads land in an empty storage only, so a restore never mixes two blogs' images. */
async function checkUploads(storage: UploadStorage, uploads: VerifiedBackup["uploads"]): Promise<void> {
  const odd = uploads.find(({ name }) => !isStoredName(name));
  if (odd) refuse(`The backup holds an upload named ${JSON.stringify(odd.name)}, which is not a name this version stores.`);
  if ((await storage.list()).length > 0) {
    refuse(`${capitalised(storage.description)} already holds uploads. Restore into a new, empty data folder (DATA_DIR) or bucket.`);
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The images; the names written so far are handed back, so that a failure can remove them again. */
async function writeUploads(storage: UploadStorage, uploads: VerifiedBackup["uploads"], written: string[]): Promise<void> {
  for (const { name, read } of uploads) {
    await storage.put(name, await read(), contentTypeOf(name));
    written.push(name);
  }
}

/** A database that already holds a blog (any row in a table a backup restores) is never written over. */
async function checkEmpty(sql: Sql): Promise<string[]> {
  const tables = await sql<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind in ('r', 'p') order by 1`,
  );
  for (const { name } of tables) {
    if (name in LEFT_OUT) continue;
    const [{ found }] = await sql<{ found: boolean }>(`select exists (select 1 from ${ident(name)}) as found`);
    if (found) {
      refuse(
        `The database is not empty (table ${name} has rows): a restore only goes into a new, empty database. ` +
          "Create one (for PostgreSQL: createdb, then point DATABASE_URL at it; for the embedded database: a new DATA_DIR) and restore there.",
      );
    }
  }
  if (!tables.some((table) => table.name === "mikro_orm_migrations")) {
    // As MikroORM creates it, so the server's own migrator finds its record afterwards.
    await sql(`create table "mikro_orm_migrations" ("id" serial primary key, "name" varchar(255), "executed_at" timestamptz default current_timestamp)`);
    return [];
  }
  return (await sql<{ name: string }>(`select name from mikro_orm_migrations order by id`)).map((row) => row.name.replace(/\.[jt]s$/, ""));
}

/**
 * Applies migrations inside the restore's transaction (what MikroORM's runner does for each), so a failed
 * restore leaves not even the schema behind. The migrator itself cannot: it first looks for its table on a
 * connection of its own, which the embedded database would hold back until this transaction ends.
 */
async function applyMigrations(tx: EntityManager, sql: Sql, pending: readonly MigrationObject[]): Promise<void> {
  for (const { name, class: MigrationClass } of pending) {
    const migration = new (MigrationClass as unknown as new (...args: ConstructorParameters<typeof Migration>) => Migration)(tx.getDriver(), tx.config);
    migration.reset();
    migration.setTransactionContext(tx.getTransactionContext()!);
    await migration.up();
    for (const query of migration.getQueries()) await tx.getDriver().execute(query, undefined, "all", tx.getTransactionContext());
    await sql(`insert into "mikro_orm_migrations" ("name") values (?)`, [name]);
  }
}

async function loadTables(sql: Sql, backup: VerifiedBackup): Promise<number> {
  const tables = await tablesToBackUp(sql);
  const theirs = Object.keys(backup.manifest.tables);
  const missing = theirs.find((table) => !tables.includes(table)) ?? tables.find((table) => !theirs.includes(table));
  if (missing) refuse(`The backup and this database's schema disagree about table ${missing}, although their migrations match: the backup cannot be restored.`);
  let rows = 0;
  for (const table of tables) {
    const { json, columns: written } = backup.tables.get(table)!;
    if (backup.manifest.tables[table].rows === 0) continue;
    const columns = await columnsOf(sql, table);
    const odd = written.find((column) => !columns.includes(column)) ?? columns.find((column) => !written.includes(column));
    if (odd) refuse(`The backup's rows of ${table} and this database's schema disagree about column ${odd}: the backup cannot be restored.`);
    const list = columns.map(ident).join(", ");
    // The database turns each JSON value back into its column's type, as it wrote it (see take-backup.ts).
    await sql(`insert into ${ident(table)} (${list}) overriding system value select ${list} from jsonb_populate_recordset(null::${ident(table)}, ?::jsonb)`, [json]);
    rows += backup.manifest.tables[table].rows;
    for (const column of await serialColumnsOf(sql, table)) {
      const next = backup.manifest.sequences[`${table}.${column}`] ?? 1;
      await sql(`select setval(pg_get_serial_sequence(?, ?), greatest(?::bigint, (select coalesce(max(${ident(column)}), 0) + 1 from ${ident(table)})), false)`, [ident(table), column, next]);
    }
  }
  return rows;
}

/**
 * Loads a verified backup into an empty database and uploads folder. In one transaction: the check that the
 * database is empty, the migrations up to the backup's schema, every table in foreign-key order with the
 * audit trigger told to log nothing (the rows are history, not new writes; the audit log itself is among
 * them), the sequences, our newer migrations if any, and, just before the commit, the images into the
 * (empty) upload storage, removed again if the commit fails: a failure leaves the database and the storage
 * as they were.
 */
export async function restoreBackup(backup: VerifiedBackup, { orm, uploads, migrations }: RestoreTarget): Promise<RestoreSummary> {
  const theirs = backup.manifest.migrations;
  checkMigrations(theirs, migrations);
  await checkUploads(uploads, backup.uploads);
  const written: string[] = [];
  let rows = 0;
  try {
    await unlogged(() =>
      orm.em.fork().transactional(async (tx) => {
        const sql = sqlIn(tx);
        const applied = await checkEmpty(sql);
        if (applied.some((name, i) => theirs[i] !== name)) {
          refuse(`The database has migrations the backup does not (${applied.filter((name, i) => theirs[i] !== name)[0]}): restore into a new, empty database.`);
        }
        await applyMigrations(tx, sql, migrations.slice(applied.length, theirs.length));
        rows = await loadTables(sql, backup);
        await applyMigrations(tx, sql, migrations.slice(theirs.length));
        // Last, before the commit: a refused or failed load has written no image, and a failed write here
        // rolls the database back (the images written so far are removed below).
        await writeUploads(uploads, backup.uploads, written);
      }),
    );
  } catch (error) {
    for (const name of written) await uploads.remove(name).catch(() => undefined);
    throw error;
  }
  return { tables: backup.tables.size, rows, uploads: backup.uploads.length };
}
