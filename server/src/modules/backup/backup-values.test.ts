import fs from "node:fs";
import { buffer } from "node:stream/consumers";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TestServer } from "../../../test/harness";
import { createServerDatabase } from "../../../test/test-database";
import { useTestServer } from "../../../test/use-test-server";
import { connectDatabase } from "../../db/database";
import { migrationsInFolder } from "../../db/migrations";
import { uploadsDirOf } from "../../kernel/data-folders";
import { LocalFolderStorage } from "../../uploads/local-storage";

/** The upload folder of a data folder, as the server keeps it by default. */
const localUploads = (dataDir: string) => new LocalFolderStorage(uploadsDirOf(dataDir));
import { readBackup } from "./read-backup";
import { restoreBackup } from "./restore-backup";
import { takeBackup } from "./take-backup";

/** A backup's archive as bytes, to damage or restore. */
const takeBackupBytes = async (...args: Parameters<typeof takeBackup>) => {
  const { archive, manifest } = await takeBackup(...args);
  return { archive: await buffer(archive), manifest };
};

let server: TestServer;
useTestServer((started) => ({ server } = started));

/** Every kind of value a column may hold that a driver could bend: precision, offsets, bytes, arrays, JSON. */
const PROBE = `create table "backup_probe" (
  "id" serial primary key, "at" timestamptz, "local" timestamp, "day" date, "doc" jsonb, "bytes" bytea,
  "numbers" int[], "words" text[], "exact" numeric(30, 10), "approx" double precision, "big" bigint, "text" text
)`;
const VALUES = `insert into "backup_probe" ("at", "local", "day", "doc", "bytes", "numbers", "words", "exact", "approx", "big", "text") values
  ('2026-11-26 08:15:30.123456+08', '1999-12-31 23:59:59.999999', '0001-01-01', '{"a": [1, 2.50, null, "吐司"], "b": {"c": true}}', '\\x00ff10', '{1,NULL,3}', '{"a,b","引号\\"",""}',
   12345678901234567890.0123456789, 0.1, 9007199254740993, 'line' || chr(10) || 'break, 中文'),
  (null, null, null, 'null', '', '{}', '{}', null, 'NaN', -1, '')`;
const read = `select to_jsonb(t)::text as row, "at"::text, "local"::text, "bytes"::text, "exact"::text, "approx"::text, "big"::text from "backup_probe" t order by id`;

describe("values in a backup", () => {
  it("come back exactly: timestamps to the microsecond, jsonb, bytea, arrays, numeric, floats, bigints", async () => {
    const source = server.em().getConnection();
    await source.execute(PROBE);
    await source.execute(VALUES);
    const { archive } = await takeBackupBytes(server.em(), localUploads(fs.mkdtempSync(path.join(os.tmpdir(), "quiet-notes-values-"))));
    await source.execute(`drop table "backup_probe"`);

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quiet-notes-values-"));
    const pg = await createServerDatabase();
    const target = await connectDatabase({ databaseUrl: pg?.url, dataDir, logSql: false }, { inMemory: !pg });
    try {
      const connection = target.orm.em.getConnection();
      // The table exists in the target as a migration would have made it; the restore fills it.
      await connection.execute(PROBE);
      await restoreBackup(await readBackup(archive), { orm: target.orm, uploads: localUploads(dataDir), migrations: await migrationsInFolder() });
      const rows = await connection.execute(read);
      expect(rows[0]).toMatchObject({ at: "2026-11-26 00:15:30.123456+00", local: "1999-12-31 23:59:59.999999", bytes: "\\x00ff10", exact: "12345678901234567890.0123456789", approx: "0.1", big: "9007199254740993" });
      expect(JSON.parse(rows[0].row)).toMatchObject({ day: "0001-01-01", doc: { a: [1, 2.5, null, "吐司"], b: { c: true } }, numbers: [1, null, 3], words: ["a,b", '引号"', ""], text: "line\nbreak, 中文" });
      expect(rows[1]).toMatchObject({ approx: "NaN", bytes: "\\x", big: "-1" });
      expect(JSON.parse(rows[1].row)).toMatchObject({ doc: null, numbers: [], words: [] });
    } finally {
      await target.close();
      await pg?.drop();
    }
  });
});
