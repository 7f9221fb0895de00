import { readZip, ZipError, type ZipFile } from "../../kernel/zip/zip-reader";
import { BACKUP_FORMAT, BACKUP_VERSION, BackupRefused, MANIFEST_NAME, tableFile, uploadFile, type BackupManifest } from "./backup-format";
import { sha256 } from "./take-backup";

/** A backup whose every file was checked against its manifest: safe to restore. */
export interface VerifiedBackup {
  manifest: BackupManifest;
  /** Per table, its rows as JSON text (what jsonb_populate_recordset reads) and the columns they hold. */
  tables: Map<string, { json: string; columns: string[] }>;
  uploads: { name: string; data: Buffer }[];
}

const refuse = (message: string): never => {
  throw new BackupRefused(message);
};

/** What a file that is not a backup is, when we can tell: the blog's own exports are the likely mix-ups. */
function notABackup(archive: Buffer): string | undefined {
  const head = archive.subarray(0, 4096).toString("utf8").trimStart();
  if (head.startsWith("{") && head.includes('"quiet-notes-export"')) {
    return "This is the blog's JSON export, not a backup: it holds no password hashes and no images, and cannot be restored. Restore a file made by `npm run backup` or the back-office's Backup button.";
  }
  return undefined;
}

function parseManifest(file: ZipFile | undefined, names: Set<string>): BackupManifest {
  if (file?.name !== MANIFEST_NAME) {
    const markdown = names.has("README.txt") && [...names].some((name) => name.startsWith("content/posts/"));
    refuse(
      markdown
        ? "This is the blog's Markdown export (for Hexo or Hugo), not a backup: it cannot be restored."
        : "This ZIP archive is not a Quiet Notes backup: it does not start with manifest.json.",
    );
  }
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(file!.data.toString("utf8"));
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
export function readBackup(archive: Buffer): VerifiedBackup {
  const foreign = notABackup(archive);
  if (foreign) refuse(foreign);
  let files: ZipFile[];
  try {
    files = readZip(archive);
  } catch (error) {
    if (error instanceof ZipError) return refuse(`This file is not a readable backup: ${error.message}`);
    throw error;
  }
  const byName = new Map(files.map((file) => [file.name, file]));
  const manifest = parseManifest(files[0], new Set(byName.keys()));
  const expected = new Set([MANIFEST_NAME, ...Object.keys(manifest.tables).map(tableFile), ...Object.keys(manifest.uploads).map(uploadFile)]);
  const extra = files.find((file) => !expected.has(file.name));
  if (extra) refuse(`The backup holds ${extra.name}, which its manifest does not list: it was changed after it was made.`);

  const tables = new Map<string, { json: string; columns: string[] }>();
  for (const [table, { rows, sha256: sum }] of Object.entries(manifest.tables)) {
    const file = byName.get(tableFile(table)) ?? refuse(`The backup lacks ${tableFile(table)}, which its manifest lists.`);
    if (sha256(file.data) !== sum) refuse(`The backup's ${file.name} does not match its checksum: the archive is damaged.`);
    const json = file.data.toString("utf8");
    const parsed = JSON.parse(json) as Record<string, unknown>[];
    if (!Array.isArray(parsed) || parsed.length !== rows) refuse(`The backup's ${file.name} holds ${parsed.length} rows where its manifest says ${rows}.`);
    tables.set(table, { json, columns: [...new Set(parsed.flatMap((row) => Object.keys(row)))] });
  }
  const uploads = Object.entries(manifest.uploads).map(([name, { bytes, sha256: sum }]) => {
    const file = byName.get(uploadFile(name)) ?? refuse(`The backup lacks ${uploadFile(name)}, which its manifest lists.`);
    if (file.data.length !== bytes || sha256(file.data) !== sum) refuse(`The backup's ${file.name} does not match its checksum: the archive is damaged.`);
    return { name, data: file.data };
  });
  return { manifest, tables, uploads };
}
