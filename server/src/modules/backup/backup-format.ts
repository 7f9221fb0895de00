/** What a backup archive says about itself: its first file, manifest.json. */
export const BACKUP_FORMAT = "quiet-notes-backup";
/** The archive layout's version; a restore refuses a higher one. */
export const BACKUP_VERSION = 1;
export const MANIFEST_NAME = "manifest.json";

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The migrations the database had applied, in order: the schema the rows belong to. */
  migrations: string[];
  /** Per table (in an order that loads without breaking a foreign key): its rows and its file's SHA-256. */
  tables: Record<string, { rows: number; sha256: string }>;
  /** Per serial column ("articles.id"): the value its sequence gives next, so ids are never reused. */
  sequences: Record<string, number>;
  /** Per uploaded file (its path under the uploads folder): its size and SHA-256. */
  uploads: Record<string, { bytes: number; sha256: string }>;
}

/** A backup that cannot be taken or restored, with a message for the person who asked; nothing was changed. */
export class BackupRefused extends Error {}

export const tableFile = (table: string) => `tables/${table}.json`;
export const uploadFile = (name: string) => `uploads/${name}`;
