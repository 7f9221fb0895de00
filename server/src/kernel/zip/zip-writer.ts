import zlib from "node:zlib";

export interface ZipEntry {
  /** The path inside the archive, with forward slashes. */
  name: string;
  data: Buffer;
  modified?: Date;
}

/** MS-DOS date and time, as a ZIP header stores them (two-second steps, local time, from 1980). */
function dosDateTime(date: Date): { time: number; day: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    day: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/**
 * A ZIP archive of the entries, in memory: each file deflated (stored when that would not make it smaller,
 * as for images already compressed), names in UTF-8 (flag bit 11), no ZIP64, so at most 65 535 entries and
 * 4 GiB, which a blog's export stays far below (the caller checks). Written by hand on Node's zlib: the
 * format is small and a dependency for it would be larger than this.
 */
export function zipArchive(entries: readonly ZipEntry[]): Buffer {
  if (entries.length > 0xffff) throw new Error("A ZIP archive without ZIP64 holds at most 65 535 entries.");
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const deflated = zlib.deflateRawSync(entry.data, { level: 9 });
    const stored = deflated.length >= entry.data.length;
    const body = stored ? entry.data : deflated;
    const crc = zlib.crc32(entry.data);
    const { time, day } = dosDateTime(entry.modified ?? new Date());
    const method = stored ? 0 : 8;

    // The local header and the central directory's entry share these fields, in this order.
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed: 2.0 (deflate)
      header.writeUInt16LE(0x0800, at + 2); // names in UTF-8
      header.writeUInt16LE(method, at + 4);
      header.writeUInt16LE(time, at + 6);
      header.writeUInt16LE(day, at + 8);
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(body.length, at + 14);
      header.writeUInt32LE(entry.data.length, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by version 2.0
    fields(central, 6);
    central.writeUInt32LE(offset, 42);

    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
