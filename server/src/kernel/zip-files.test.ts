import { describe, expect, it } from "vitest";
import { openZip, ZipError, zipBytes, type ZipEntry } from "./zip-files";

const entries: ZipEntry[] = [
  { name: "posts/吐司.md", data: Buffer.from("# 吐司\n\n".repeat(50)) },
  { name: "images/a.webp", read: async () => Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3]) },
  { name: "empty.txt", data: Buffer.alloc(0) },
];

const readAll = async (archive: Buffer, options?: Parameters<typeof openZip>[1]) => {
  const zip = await openZip(archive, options);
  try {
    return await Promise.all(zip.files.map(async (file) => [file.name, (await zip.read(file.name)).toString("hex")]));
  } finally {
    zip.close();
  }
};

/** The same archive with `from` replaced by `to` (as long) in its names: what yazl itself refuses to write. */
const renamed = (archive: Buffer, from: string, to: string) => Buffer.from(archive.toString("latin1").replaceAll(from, to), "latin1");

describe("ZIP files", () => {
  it("reads back what was written, deflated, stored and lazily read files alike", async () => {
    const expected = await Promise.all(entries.map(async (e) => [e.name, (e.data ?? (await e.read!())).toString("hex")]));
    expect(await readAll(await zipBytes(entries))).toEqual(expected);
  });

  it("refuses a truncated archive, a flipped byte and a file that is not a ZIP", async () => {
    const archive = await zipBytes([{ name: "a.bin", data: Buffer.from("stored bytes, flipped below"), compress: false }]);
    await expect(readAll(archive.subarray(0, archive.length - 10))).rejects.toThrow(ZipError);
    await expect(readAll(archive.subarray(0, 40))).rejects.toThrow(ZipError);
    const flipped = Buffer.from(archive);
    flipped[40] ^= 0xff; // inside the stored file's bytes
    await expect(readAll(flipped)).rejects.toThrow(/damaged/);
    await expect(readAll(Buffer.from(JSON.stringify({ format: "something else", rows: [1, 2, 3] })))).rejects.toThrow(/not a ZIP/);
  });

  it("refuses names that leave the folder and archives that unpack too large", async () => {
    const outside = renamed(await zipBytes([{ name: "xx/outside.txt", data: Buffer.from("x") }]), "xx/", "../");
    await expect(readAll(outside)).rejects.toThrow(/outside its folder/);
    const absolute = renamed(await zipBytes([{ name: "x/etc/passwd", data: Buffer.from("x") }]), "x/etc", "/etc/");
    await expect(readAll(absolute)).rejects.toThrow(/outside its folder/);
    await expect(readAll(await zipBytes([{ name: "big", data: Buffer.alloc(10_000) }]), { maxBytes: 1000 })).rejects.toThrow(/more than 1000 bytes/);
    await expect(readAll(await zipBytes(entries), { maxFiles: 2 })).rejects.toThrow(/3 files/);
  });

  it("ends the stream with the error when a lazy file cannot be read", async () => {
    await expect(zipBytes([{ name: "gone.webp", read: () => Promise.reject(new Error("gone")) }])).rejects.toThrow("gone");
  });
});
