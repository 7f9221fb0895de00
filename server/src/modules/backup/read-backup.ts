import fs from "node:fs";
import { openZip, ZipError, type ZipFileInfo, type ZipReader } from "../../kernel/zip-files";
import { BACKUP_FORMAT, BACKUP_VERSION, BackupRefused, MANIFEST_NAME, tableFile, uploadFile, type BackupManifest } from "./backup-format";
import { sha256 } from "../../kernel/sha256";

/** A backup whose every file was checked against its manifest: safe to restore. */
export interface VerifiedBackup {
  manifest: BackupManifest;
  /** Per table, its rows as JSON text (what jsonb_populate_recordset reads) and the columns they hold. */
  tables: Map<string, { json: string; columns: string[] }>;
  /** Each image, read from the archive when it is restored: a large blog's images are never all in memory. */
  uploads: { name: string; read(): Promise<Buffer> }[];
  /** Lets go of the archive's file. */
  close(): void;
}

const refuse = (message: string): never => {
  throw new BackupRefused(message);
};

/** What a file that is not a backup is, when we can tell: the blog's own exports are the likely mix-ups. */
function notABackup(source: string | Buffer): string | undefined {
  const head = headOf(source).toString("utf8").trimStart();
  if (head.startsWith("{") && head.includes('"quiet-notes-export"')) {
    return "This is the blog's JSON export, not a backup: it holds no password hashes and no images, and cannot be restored. Restore a file made by `npm run backup` or the back-office's Backup button.";
  }
  return undefined;
}

function headOf(source: string | Buffer): Buffer {
  if (Buffer.isBuffer(source)) return source.subarray(0, 4096);
  const head = Buffer.alloc(4096);
  const fd = fs.openSync(source, "r");
  try {
    return head.subarray(0, fs.readSync(fd, head, 0, head.length, 0));
  } finally {
    fs.closeSync(fd);
  }
}

async function parseManifest(zip: ZipReader, first: ZipFileInfo | undefined, names: Set<string>): Promise<BackupManifest> {
  if (first?.name !== MANIFEST_NAME) {
    const markdown = names.has("README.txt") && [...names].some((name) => name.startsWith("content/posts/"));
    refuse(
      markdown
        ? "This is the blog's Markdown export (for Hexo or Hugo), not a backup: it cannot be restored."
        : "This ZIP archive is not a Quiet Notes backup: it does not start with manifest.json.",
    );
  }
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse((await zip.read(MANIFEST_NAME)).toString("utf8"));
  } catch {
    return refuse("The backup's manifest.json is not valid JSON: the archive is damaged or was not made by Quiet Notes.");
  }
  if (manifest?.format !== BACKUP_FORMAT) refuse(`This ZIP archive is not a Quiet Notes backup: its manifest says format ${JSON.stringify(manifest?.format ?? null)}, not "${BACKUP_FORMAT}".`);
  if (typeof manifest.version !== "number" || manifest.version > BACKUP_VERSION) {
    refuse(`This backup is format version ${manifest.version}, newer than this version of Quiet Notes reads (${BACKUP_VERSION}): update Quiet Notes first.`);
  }
  const objects = ["tables", "sequences", "uploads"] as const;
  if (!Array.isArray(manifest.migrations) || objects.some((key) => typeof manifest[key] !== "object" || manifest[key] === null)) {
    refuse("The backup's manifest is incomplete: it lacks its migrations, tables, sequences or uploads.");
  }
  return manifest as BackupManifest;
}

/**
 * Reads a backup and checks all of it before anything is restored: a ZIP whose every file passes its CRC, the
 * manifest's format and version, and every table and upload against the manifest's SHA-256, row count and
 * size; no file missing and none added. Anything else is refused with a message saying what the file is or
 * what is wrong with it.
 */
export async function readBackup(source: string | Buffer): Promise<VerifiedBackup> {
  const foreign = notABackup(source);
  if (foreign) refuse(foreign);
  let zip: ZipReader | undefined;
  try {
    zip = await openZip(source);
    return await verified(zip);
  } catch (error) {
    zip?.close();
    if (error instanceof ZipError) return refuse(`This file is not a readable backup: ${error.message}`);
    throw error;
  }
}

/** Every file read once and checked; the tables are kept (they are loaded as they are), the images not. */
async function verified(zip: ZipReader): Promise<VerifiedBackup> {
  const byName = new Map(zip.files.map((file) => [file.name, file]));
  const manifest = await parseManifest(zip, zip.files[0], new Set(byName.keys()));
  const expected = new Set([MANIFEST_NAME, ...Object.keys(manifest.tables).map(tableFile), ...Object.keys(manifest.uploads).map(uploadFile)]);
  const extra = zip.files.find((file) => !expected.has(file.name));
  if (extra) refuse(`The backup holds ${extra.name}, which its manifest does not list: it was changed after it was made.`);

  const tables = new Map<string, { json: string; columns: string[] }>();
  for (const [table, { rows, sha256: sum }] of Object.entries(manifest.tables)) {
    const name = tableFile(table);
    if (!byName.has(name)) refuse(`The backup lacks ${name}, which its manifest lists.`);
    const data = await zip.read(name);
    if (sha256(data) !== sum) refuse(`The backup's ${name} does not match its checksum: the archive is damaged.`);
    const json = data.toString("utf8");
    const parsed = JSON.parse(json) as Record<string, unknown>[];
    if (!Array.isArray(parsed) || parsed.length !== rows) refuse(`The backup's ${name} holds ${parsed.length} rows where its manifest says ${rows}.`);
    tables.set(table, { json, columns: [...new Set(parsed.flatMap((row) => Object.keys(row)))] });
  }
  const uploads = [];
  for (const [name, { bytes, sha256: sum }] of Object.entries(manifest.uploads)) {
    const file = uploadFile(name);
    if (!byName.has(file)) refuse(`The backup lacks ${file}, which its manifest lists.`);
    const matches = async () => {
      const data = await zip.read(file);
      return data.length === bytes && sha256(data) === sum ? data : refuse(`The backup's ${file} does not match its checksum: the archive is damaged.`);
    };
    await matches();
    uploads.push({ name, read: matches });
  }
  return { manifest, tables, uploads, close: () => zip.close() };
}
