import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import zlib from "node:zlib";
import yauzl from "yauzl";
import yazl from "yazl";

/**
 * ZIP archives through yazl (writing, as a stream) and yauzl (reading, from a file or a buffer). What is
 * here is only the promise-shaped glue and the limits we put on archives that come from outside.
 */

export interface ZipEntry {
  /** The path inside the archive, with forward slashes. */
  name: string;
  /** The bytes, when they are small and at hand (a manifest, a table's rows, a Markdown file)… */
  data?: Buffer;
  /** …or how to get them when their turn comes, so that only one such file is in memory at a time. */
  read?: () => Promise<Buffer>;
  modified?: Date;
  /** Deflate it: worth it for text, not for images already compressed (the default for `read` entries). */
  compress?: boolean;
}

/**
 * The entries as one ZIP, written as it is read: a lazy entry is fetched only when the archive reaches it,
 * so memory holds one file at a time however large the blog's images are. A failing `read` ends the stream
 * with that error.
 */
export function zipStream(entries: Iterable<ZipEntry>): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  for (const entry of entries) {
    const options = { mtime: entry.modified ?? new Date(), compress: entry.compress ?? entry.data !== undefined };
    if (entry.data) zip.addBuffer(entry.data, entry.name, options);
    else {
      const read = entry.read!;
      zip.addReadStreamLazy(entry.name, options, (done) => {
        read().then(
          (data) => done(null, Readable.from([data])),
          (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))),
        );
      });
    }
  }
  zip.end();
  zip.on("error", (error: Error) => output.destroy(error));
  return output;
}

/** The whole archive as bytes: for small archives and tests. */
export const zipBytes = (entries: Iterable<ZipEntry>): Promise<Buffer> => buffer(zipStream(entries));

/** An archive that cannot be read as a whole: truncated, damaged, not a ZIP, or using what we do not read. */
export class ZipError extends Error {}

export interface ZipFileInfo {
  /** The path inside the archive, with forward slashes; yauzl refuses names that leave the folder. */
  name: string;
  /** Unpacked size in bytes. */
  size: number;
  modified: Date;
}

export interface ZipReader {
  /** The archive's files in their order (folders left out). */
  files: ZipFileInfo[];
  /** One file's bytes, checked against its size and CRC-32; a damaged file is a ZipError. */
  read(name: string): Promise<Buffer>;
  close(): void;
}

export interface ReadZipOptions {
  /** Refuse an archive whose files unpack to more than this, so a small archive cannot fill the disk or memory. */
  maxBytes?: number;
  /** Refuse an archive with more files than this. */
  maxFiles?: number;
}

/** yauzl's messages are terse ("end of central directory record signature not found"): say what it means first. */
function zipError(error: unknown): ZipError {
  if (error instanceof ZipError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  if (/end of central directory record signature not found/i.test(detail)) return new ZipError("The file is not a ZIP archive, or its end is cut off.");
  if (/invalid relative path|absolute path|invalid characters in fileName/i.test(detail)) return new ZipError(`The archive names a file outside its folder (${detail}).`);
  if (/encrypted/i.test(detail)) return new ZipError("The archive is encrypted; encrypted archives are not supported.");
  if (/unsupported compression method/i.test(detail)) return new ZipError(`The archive uses a compression other than stored or deflated (${detail}).`);
  return new ZipError(`The archive is damaged (${detail}).`);
}

const OPTIONS: yauzl.Options = { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true };

/**
 * Opens an archive, from its file (read piece by piece, never whole) or from bytes already in memory, and
 * lists its files. Nothing is unpacked until `read`.
 */
export async function openZip(source: string | Buffer, { maxBytes = 2 ** 31, maxFiles = 100_000 }: ReadZipOptions = {}): Promise<ZipReader> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    const done = (error: Error | null, file: yauzl.ZipFile) => (error ? reject(zipError(error)) : resolve(file));
    if (typeof source === "string") yauzl.open(source, OPTIONS, done);
    else yauzl.fromBuffer(source, OPTIONS, done);
  });
  try {
    if (zip.entryCount > maxFiles) throw new ZipError(`The archive holds ${zip.entryCount} files; at most ${maxFiles} are accepted.`);
    const entries = new Map<string, yauzl.Entry>();
    await new Promise<void>((resolve, reject) => {
      let total = 0;
      zip.on("error", (error) => reject(zipError(error)));
      zip.on("end", () => resolve());
      zip.on("entry", (entry: yauzl.Entry) => {
        if (entry.isEncrypted()) return reject(new ZipError(`${entry.fileName} is encrypted; encrypted archives are not supported.`));
        if (!entry.fileName.endsWith("/")) {
          total += entry.uncompressedSize;
          if (total > maxBytes) return reject(new ZipError(`The archive unpacks to more than ${maxBytes} bytes.`));
          entries.set(entry.fileName, entry);
        }
        zip.readEntry();
      });
      zip.readEntry();
    });
    const files = [...entries.values()].map((entry) => ({ name: entry.fileName, size: entry.uncompressedSize, modified: entry.getLastModDate() }));
    return {
      files,
      read: (name) => readEntry(zip, entries.get(name) ?? missing(name)),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw zipError(error);
  }
}

const missing = (name: string): never => {
  throw new ZipError(`The archive holds no file ${name}.`);
};

/** yauzl checks the size but leaves the CRC-32 to its caller: a flipped byte in a stored file is caught here. */
async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  try {
    const stream = await new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))));
    const data = await buffer(stream);
    if (zlib.crc32(data) !== entry.crc32) throw new ZipError(`The archive is damaged in ${entry.fileName}: its checksum does not match.`);
    return data;
  } catch (error) {
    throw zipError(error);
  }
}
