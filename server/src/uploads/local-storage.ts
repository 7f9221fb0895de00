import fs from "node:fs/promises";
import path from "node:path";
import { isStoredName, type UploadStorage } from "../kernel/upload-storage";

/** Uploads as files in one folder (DATA_DIR/uploads): one process, or a volume every process mounts. */
export class LocalFolderStorage implements UploadStorage {
  readonly description: string;

  constructor(readonly dir: string) {
    this.description = `the folder ${dir}`;
  }

  async put(name: string, data: Buffer): Promise<void> {
    const file = this.fileOf(name);
    await fs.mkdir(this.dir, { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
  }

  async get(name: string): Promise<Buffer | undefined> {
    return fs.readFile(this.fileOf(name)).catch(missing);
  }

  async size(name: string): Promise<number | undefined> {
    const stat = await fs.stat(this.fileOf(name)).catch(missing);
    return stat?.isFile() ? stat.size : undefined;
  }

  async list(): Promise<string[]> {
    const entries = await fs.readdir(this.dir, { withFileTypes: true }).catch(missing);
    return (entries ?? []).filter((entry) => entry.isFile() && isStoredName(entry.name) && !entry.name.endsWith(".tmp")).map((entry) => entry.name).sort();
  }

  async remove(name: string): Promise<void> {
    await fs.rm(this.fileOf(name), { force: true });
  }

  private fileOf(name: string): string {
    if (!isStoredName(name)) throw new Error(`Not a stored upload's name: ${JSON.stringify(name)}`);
    return path.join(this.dir, name);
  }
}

function missing(error: NodeJS.ErrnoException): undefined {
  if (error.code === "ENOENT" || error.code === "ENOTDIR") return undefined;
  throw error;
}
