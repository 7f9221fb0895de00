import fs from "node:fs";
import { buffer } from "node:stream/consumers";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TestServer } from "../../../test/harness";
import { createServerDatabase } from "../../../test/test-database";
import { useTestServer } from "../../../test/use-test-server";
import { connectDatabase, type Database } from "../../db/database";
import { migrationsInFolder } from "../../db/migrations";
import { uploadsDirOf } from "../../kernel/data-folders";
import { LocalFolderStorage } from "../../uploads/local-storage";

/** The upload folder of a data folder, as the server keeps it by default. */
const localUploads = (dataDir: string) => new LocalFolderStorage(uploadsDirOf(dataDir));
import { zipBytes } from "../../kernel/zip-files";
import { BackupRefused } from "./backup-format";
import { readBackup } from "./read-backup";
import { restoreBackup } from "./restore-backup";
import { takeBackup } from "./take-backup";

/** A backup's archive as bytes, to damage or restore. */
const takeBackupBytes = async (...args: Parameters<typeof takeBackup>) => {
  const { archive, manifest } = await takeBackup(...args);
  return { archive: await buffer(archive), manifest };
};

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { signIn: "graphql", users: ["viewer"], env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "quiet-notes-refusals-")) } });

/** A new, empty database and data folder to restore into, and what is in them. */
async function emptyTarget() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quiet-notes-target-"));
  const pg = await createServerDatabase();
  const database: Database = await connectDatabase({ databaseUrl: pg?.url, dataDir, logSql: false }, { inMemory: !pg });
  const contents = async () => ({
    tables: (await database.orm.em.getConnection().execute(`select count(*)::int as n from pg_tables where schemaname = current_schema()`))[0].n,
    files: fs.readdirSync(dataDir).filter((name) => name !== "server.lock" && name !== "server.socket"),
  });
  const restore = async (archive: Buffer) => restoreBackup(await readBackup(archive), { orm: database.orm, uploads: localUploads(dataDir), migrations: await migrationsInFolder() });
  return { dataDir, database, contents, restore, async close() { await database.close(); await pg?.drop(); } };
}

describe("restoring refuses", () => {
  it("a truncated archive, a flipped byte, a foreign ZIP, the JSON and Markdown exports, each saying what it is, and changes nothing", async () => {
    const { archive } = await takeBackupBytes(server.em(), localUploads(server.config.dataDir));
    const flipped = Buffer.from(archive);
    flipped[Math.floor(archive.length / 2)] ^= 0x01;
    const json = Buffer.from(await (await fetch(`${server.url}/api/export/blog.json`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer());
    const markdown = Buffer.from(await (await fetch(`${server.url}/api/export/markdown.zip`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer());
    const cases: [string, Buffer, RegExp][] = [
      ["truncated", archive.subarray(0, archive.length - 100), /not a readable backup/],
      ["flipped byte", flipped, /damaged/],
      ["foreign ZIP", await zipBytes([{ name: "photo.txt", data: Buffer.from("hello") }]), /not a Quiet Notes backup: it does not start with manifest\.json/],
      ["another format's manifest", await zipBytes([{ name: "manifest.json", data: Buffer.from('{"format":"other"}') }]), /its manifest says format "other"/],
      ["JSON export", json, /This is the blog's JSON export, not a backup/],
      ["Markdown export", markdown, /This is the blog's Markdown export/],
      ["plain text", Buffer.from("not a zip at all, just some words to fill the file well past twenty-two bytes"), /not a readable backup: The file is not a ZIP archive/],
    ];
    const target = await emptyTarget();
    try {
      for (const [what, file, message] of cases) {
        await expect(target.restore(file), what).rejects.toThrow(BackupRefused);
        await expect(target.restore(file), what).rejects.toThrow(message);
        expect(await target.contents(), what).toEqual({ tables: 0, files: [] });
      }
    } finally {
      await target.close();
    }
  });

  it("a backup from a newer version, naming the migration it does not know", async () => {
    const { archive, manifest } = await takeBackupBytes(server.em(), localUploads(server.config.dataDir));
    const files = await readBackup(archive);
    files.manifest = { ...manifest, migrations: [...manifest.migrations, "Migration20990101000000_future"] };
    const target = await emptyTarget();
    try {
      await expect(restoreBackup(files, { orm: target.database.orm, uploads: localUploads(target.dataDir), migrations: await migrationsInFolder() })).rejects.toThrow(
        /made by a newer version of Quiet Notes \(its database has migration Migration20990101000000_future/,
      );
      expect(await target.contents()).toEqual({ tables: 0, files: [] });
    } finally {
      await target.close();
    }
  });

  it("halfway through, after migrating and loading, and rolls all of it back: no table, no image left", async () => {
    const { archive } = await takeBackupBytes(server.em(), localUploads(server.config.dataDir));
    const files = await readBackup(archive);
    // Rows for a table this schema lacks: found only once the migrations have run inside the restore.
    files.tables.set("zz_ghost", { json: "[]", columns: [] });
    files.manifest.tables.zz_ghost = { rows: 0, sha256: "" };
    files.uploads.push({ name: "loaf.webp", read: async () => Buffer.from("RIFF") });
    const target = await emptyTarget();
    try {
      await expect(restoreBackup(files, { orm: target.database.orm, uploads: localUploads(target.dataDir), migrations: await migrationsInFolder() })).rejects.toThrow(
        /disagree about table zz_ghost/,
      );
      expect(await target.contents()).toEqual({ tables: 0, files: [] });
    } finally {
      await target.close();
    }
  });

  it("a database that already holds a blog, saying what to do, and leaves it as it was", async () => {
    const { archive } = await takeBackupBytes(server.em(), localUploads(server.config.dataDir));
    const uploadsDir = uploadsDirOf(fs.mkdtempSync(path.join(os.tmpdir(), "quiet-notes-target-")));
    const count = async () => (await server.em().getConnection().execute(`select count(*)::int as n from articles`))[0].n;
    const before = await count();
    await expect(restoreBackup(await readBackup(archive), { orm: server.orm, uploads: new LocalFolderStorage(uploadsDir), migrations: await migrationsInFolder() })).rejects.toThrow(
      /The database is not empty \(table \w+ has rows\): a restore only goes into a new, empty database\. Create one/,
    );
    expect(await count()).toBe(before);
    expect(fs.existsSync(uploadsDir)).toBe(false);
    expect(fs.readdirSync(path.dirname(uploadsDir))).toEqual([]);
  });
});

describe("who may download a backup", () => {
  it("is administrators only: a visitor gets 401, a view-only user 403, never cached", async () => {
    const anonymous = await fetch(`${server.url}/api/backup`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: string }).error).toBeTruthy();
    const forbidden = await fetch(`${server.url}/api/backup`, { headers: { authorization: `Bearer ${viewer}` } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get("cache-control")).toBe("no-store");
  });
});
