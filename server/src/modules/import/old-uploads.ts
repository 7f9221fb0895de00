import fs from "node:fs/promises";
import path from "node:path";
import { badInput } from "../../kernel/errors";
import { openZip, ZipError } from "../../kernel/zip-files";

/** One image file among the old blog's uploads. */
export interface OldUpload {
  /** Its path in the folder or archive given. */
  name: string;
  read(): Promise<Buffer>;
}

/**
 * The old blog's uploads, given as a folder or a ZIP: WordPress's wp-content/uploads, Ghost's content/images,
 * or either of them zipped with or without the folders above them. A file is found by the end of its path
 * ("2024/05/loaf.jpg"), so it does not matter where in the archive that folder sits.
 */
export interface OldUploads {
  find(wanted: string): OldUpload | undefined;
  readonly count: number;
  /** Lets go of what they were read from (a ZIP's open file); nothing can be read after. */
  close(): void;
}

const IMAGE = /\.(jpe?g|png|gif|webp)$/i;
/** Keeps a small archive from unpacking without end (each file is unpacked only when a post uses it). */
const MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;

/** Indexes files by every tail of their path; where two share a tail, the shorter path (nearer the top) wins. */
function indexed(files: OldUpload[], close: () => void = () => undefined): OldUploads {
  const byTail = new Map<string, OldUpload>();
  const sorted = files.filter((file) => IMAGE.test(file.name)).sort((a, b) => a.name.split("/").length - b.name.split("/").length);
  for (const file of sorted) {
    const parts = file.name.split("/");
    for (let i = 0; i < parts.length; i++) {
      const tail = parts.slice(i).join("/");
      if (!byTail.has(tail)) byTail.set(tail, file);
    }
  }
  return { find: (wanted) => byTail.get(wanted.replace(/^\/+/, "")), count: sorted.length, close };
}

/** A ZIP's image files (the archive's file, or its bytes as a form brought them), each unpacked when a post uses it. */
export async function uploadsFromZip(archive: string | Buffer): Promise<OldUploads> {
  try {
    const zip = await openZip(archive, { maxBytes: MAX_UNPACKED_BYTES });
    return indexed(
      zip.files.map((file) => ({ name: file.name, read: () => zip.read(file.name) })),
      () => zip.close(),
    );
  } catch (error) {
    if (error instanceof ZipError) throw badInput(`The uploads could not be read as a ZIP: ${error.message}`, "uploads", { id: "import.uploadsNotZip", values: { detail: error.message } });
    throw error;
  }
}

/** A folder's image files, read only when a post uses them. Links are not followed out of the folder. */
export async function uploadsFromFolder(dir: string): Promise<OldUploads> {
  const stat = await fs.stat(dir).catch(() => undefined);
  if (!stat?.isDirectory()) throw badInput(`The uploads folder ${dir} does not exist or is not a folder.`, "uploads");
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { name: path.relative(dir, full).split(path.sep).join("/"), read: () => fs.readFile(full) };
    });
  return indexed(files);
}
