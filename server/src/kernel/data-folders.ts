import path from "node:path";

/** Where uploaded images are kept: served at /uploads, written by uploads/, carried by backups. */
export const uploadsDirOf = (dataDir: string) => path.join(dataDir, "uploads");
