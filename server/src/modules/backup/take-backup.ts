import { sha256 } from "../../kernel/sha256";
import type { Readable } from "node:stream";
import { IsolationLevel } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { UploadStorage } from "../../kernel/upload-storage";
import { zipStream, type ZipEntry } from "../../kernel/zip-files";
import { BACKUP_FORMAT, BACKUP_VERSION, BackupRefused, MANIFEST_NAME, tableFile, uploadFile, type BackupManifest } from "./backup-format";
import { ident, sqlIn, type Sql } from "./backup-sql";
import { primaryKeyOf, serialColumnsOf, tablesToBackUp } from "./backup-tables";


/**
 * Rows as the database writes them in JSON (to_jsonb): timestamps to the microsecond with their offset, jsonb
 * as it is, bytea in hex, arrays as arrays, so jsonb_populate_recordset reads back exactly what was there.
 * One row a line, in primary-key order: the same rows make the same file.
 */
/** Rows read at a time: a large blog's whole articles table as JavaScript strings would pass the server's heap limit. */
const ROWS_AT_A_TIME = 500;

/** One table's file, read a slice at a time (the same snapshot throughout) and kept as bytes outside the heap. */
async function tableBytes(sql: Sql, query: string): Promise<{ json: Buffer; rows: number }> {
  const parts: Buffer[] = [];
  let rows = 0;
  for (;;) {
    const slice = await sql<{ row: string }>(`${query} limit ${ROWS_AT_A_TIME} offset ${rows}`);
    if (slice.length > 0) parts.push(Buffer.from((rows === 0 ? "[\n" : ",\n") + slice.map((row) => row.row).join(",\n")));
    rows += slice.length;
    if (slice.length < ROWS_AT_A_TIME) break;
  }
  parts.push(Buffer.from(rows === 0 ? "[]\n" : "\n]\n"));
  return { json: Buffer.concat(parts), rows };
}

export interface Snapshot {
  migrations: string[];
  /** Each table's JSON as bytes: held outside the JavaScript heap, which a large blog's tables would fill. */
  tables: Map<string, { json: Buffer; rows: number }>;
  sequences: Record<string, number>;
}

/** The isolation a snapshot is read in: writes running meanwhile are either wholly in it or wholly out of it. */
export const SNAPSHOT = { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true } as const;

/** Every backed-up table, the applied migrations and the sequences, read inside `tx`, a SNAPSHOT transaction. */
export async function readSnapshot(tx: EntityManager): Promise<Snapshot> {
  const sql = sqlIn(tx);
  const migrationsTable = await sql<{ found: string | null }>(`select to_regclass('mikro_orm_migrations')::text as found`);
  if (!migrationsTable[0].found) throw new BackupRefused("The database has no tables yet: there is nothing to back up (start the server once to create them).");
  const migrations = (await sql<{ name: string }>(`select name from mikro_orm_migrations order by id`)).map((row) => row.name.replace(/\.[jt]s$/, ""));
  const tables = new Map<string, { json: Buffer; rows: number }>();
  const sequences: Record<string, number> = {};
  for (const table of await tablesToBackUp(sql)) {
    const key = await primaryKeyOf(sql, table);
    const order = (key.length ? key.map(ident) : ["to_jsonb(t)::text"]).join(", ");
    tables.set(table, await tableBytes(sql, `select to_jsonb(t)::text as row from ${ident(table)} as t order by ${order}`));
    for (const column of await serialColumnsOf(sql, table)) {
      // A sequence is outside the snapshot and only ever moves forward: reading it late can only skip ids.
      const [{ seq }] = await sql<{ seq: string }>(`select pg_get_serial_sequence(?, ?) as seq`, [ident(table), column]);
      const [{ next }] = await sql<{ next: string }>(`select case when is_called then last_value + 1 else last_value end as next from ${seq}`);
      sequences[`${table}.${column}`] = Number(next);
    }
  }
  return { migrations, tables, sequences };
}

/**
 * Every stored upload (a folder's files or a bucket's objects) by name, with its size and SHA-256 for the
 * manifest. Read one at a time and let go: the archive reads each again when it reaches it.
 */
async function uploadSums(storage: UploadStorage): Promise<BackupManifest["uploads"]> {
  const sums: BackupManifest["uploads"] = {};
  for (const name of await storage.list()) {
    const data = await storage.get(name);
    // Listed a moment ago; gone now only if someone removed it by hand: then it is not part of the blog.
    if (data) sums[name] = { bytes: data.length, sha256: sha256(data) };
  }
  return sums;
}

export interface Backup {
  /** The ZIP as it is written: pipe it to a file or a response; it holds one upload in memory at a time. */
  archive: Readable;
  manifest: BackupManifest;
}

/**
 * The snapshot and the uploads as one ZIP: manifest.json first, then tables/<table>.json, then uploads/<file>.
 * The uploads are read after the snapshot: an image is stored under a name made from its content and never
 * changed, so every image the snapshot's rows name is there (and perhaps one uploaded a moment later). The
 * manifest, which comes first, names each upload's checksum, so the uploads are read twice: once for the
 * manifest and once as the archive streams out, which keeps memory flat where holding them would not.
 */
export async function packBackup({ migrations, tables, sequences }: Snapshot, storage: UploadStorage, now = new Date()): Promise<Backup> {
  const uploads = await uploadSums(storage);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now.toISOString(),
    migrations,
    tables: Object.fromEntries([...tables].map(([name, table]) => [name, { rows: table.rows, sha256: sha256(table.json) }])),
    sequences,
    uploads,
  };
  const read = (name: string) => async () => {
    const data = await storage.get(name);
    if (data?.length !== uploads[name].bytes) throw new Error(`The upload ${name} was removed or changed while the backup was written.`);
    return data;
  };
  const entries: ZipEntry[] = [
    { name: MANIFEST_NAME, data: Buffer.from(JSON.stringify(manifest, null, 2) + "\n"), modified: now },
    ...[...tables].map(([name, table]) => ({ name: tableFile(name), data: table.json, modified: now })),
    ...Object.keys(uploads).map((name) => ({ name: uploadFile(name), read: read(name), modified: now })),
  ];
  return { archive: zipStream(entries), manifest };
}

/** The whole blog as a backup archive: the snapshot read in a transaction of its own, packed after it ends. */
export async function takeBackup(em: EntityManager, storage: UploadStorage, now = new Date()): Promise<Backup> {
  return packBackup(await em.transactional(readSnapshot, SNAPSHOT), storage, now);
}
