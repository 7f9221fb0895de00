import zlib from "node:zlib";

/** An archive that cannot be read as a whole: truncated, damaged, not a ZIP, or using what we do not read. */
export class ZipError extends Error {}

export interface ZipFile {
  /** The path inside the archive, with forward slashes, checked to stay inside the folder it is unpacked to. */
  name: string;
  data: Buffer;
  modified: Date;
}

export interface ReadZipOptions {
  /** Refuse an archive whose files unpack to more than this, so a small archive cannot fill the memory. */
  maxBytes?: number;
  /** Refuse an archive with more files than this. */
  maxFiles?: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_LENGTH = 22;
const MAX_COMMENT = 0xffff;

function dosDate(time: number, day: number): Date {
  return new Date(1980 + (day >> 9), ((day >> 5) & 0xf) - 1, day & 0x1f, time >> 11, (time >> 5) & 0x3f, (time & 0x1f) * 2);
}

/**
 * A name that unpacks inside its folder: relative, forward slashes, no `..` segment, no drive letter. An
 * archive naming `../../etc/passwd` is refused as a whole rather than trusted by the caller.
 */
function safeName(raw: string): string {
  const name = raw.replace(/\\/g, "/");
  if (name.startsWith("/") || /^[a-z]:/i.test(name) || name.split("/").includes("..") || name.includes("\0")) {
    throw new ZipError(`The archive names a file outside its folder: ${JSON.stringify(raw)}`);
  }
  return name;
}

/**
 * Every file of a ZIP archive held in memory (folders left out), each checked against its CRC-32 and size.
 * Reads what zipArchive writes and what common tools write (stored or deflated, UTF-8 or plain names);
 * refuses ZIP64, encryption and other methods with a message that says so. Any damage — a cut-off end, a
 * flipped byte — is a ZipError, never a partial list.
 */
export function readZip(archive: Buffer, { maxBytes = 2 ** 31, maxFiles = 100_000 }: ReadZipOptions = {}): ZipFile[] {
  const end = findEndOfDirectory(archive);
  const count = archive.readUInt16LE(end + 10);
  const directorySize = archive.readUInt32LE(end + 12);
  const directoryOffset = archive.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipError("ZIP64 archives are not supported.");
  if (count > maxFiles) throw new ZipError(`The archive holds ${count} files; at most ${maxFiles} are accepted.`);
  if (directoryOffset + directorySize > end) throw new ZipError("The archive is damaged: its directory points past its end.");

  const files: ZipFile[] = [];
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || archive.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new ZipError("The archive is damaged: its directory is broken.");
    const flags = archive.readUInt16LE(at + 8);
    const method = archive.readUInt16LE(at + 10);
    const time = archive.readUInt16LE(at + 12);
    const day = archive.readUInt16LE(at + 14);
    const crc = archive.readUInt32LE(at + 16);
    const compressedSize = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localOffset = archive.readUInt32LE(at + 42);
    const rawName = archive.subarray(at + 46, at + 46 + nameLength).toString(flags & 0x0800 ? "utf8" : "latin1");
    at += 46 + nameLength + extraLength + commentLength;

    if (flags & 0x0001) throw new ZipError(`${rawName} is encrypted; encrypted archives are not supported.`);
    if (rawName.endsWith("/")) continue; // a folder
    const name = safeName(rawName);
    total += size;
    if (total > maxBytes) throw new ZipError(`The archive unpacks to more than ${maxBytes} bytes.`);

    if (localOffset + 30 > end || archive.readUInt32LE(localOffset) !== LOCAL_HEADER) throw new ZipError(`The archive is damaged at ${name}.`);
    const dataStart = localOffset + 30 + archive.readUInt16LE(localOffset + 26) + archive.readUInt16LE(localOffset + 28);
    if (dataStart + compressedSize > end) throw new ZipError(`The archive is cut off in ${name}.`);
    const body = archive.subarray(dataStart, dataStart + compressedSize);
    let data: Buffer;
    if (method === 0) data = Buffer.from(body);
    else if (method === 8) {
      try {
        data = zlib.inflateRawSync(body, { maxOutputLength: Math.max(size, 1) });
      } catch {
        throw new ZipError(`The archive is damaged in ${name}.`);
      }
    } else throw new ZipError(`${name} uses compression method ${method}; only stored and deflated files are supported.`);
    if (data.length !== size || zlib.crc32(data) !== crc) throw new ZipError(`The archive is damaged in ${name}: its checksum does not match.`);
    files.push({ name, data, modified: dosDate(time, day) });
  }
  return files;
}

function findEndOfDirectory(archive: Buffer): number {
  const lowest = Math.max(0, archive.length - END_LENGTH - MAX_COMMENT);
  for (let at = archive.length - END_LENGTH; at >= lowest; at--) {
    if (archive.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new ZipError(archive.length < END_LENGTH ? "The file is too short to be a ZIP archive." : "The file is not a ZIP archive, or its end is cut off.");
}
