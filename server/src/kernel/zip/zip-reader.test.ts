import { describe, expect, it } from "vitest";
import { readZip, ZipError } from "./zip-reader";
import { zipArchive } from "./zip-writer";

const entries = [
  { name: "posts/吐司.md", data: Buffer.from("# 吐司\n\n".repeat(50)) },
  { name: "images/a.webp", data: Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3]) },
  { name: "empty.txt", data: Buffer.alloc(0) },
];

describe("readZip", () => {
  it("reads back what zipArchive wrote, deflated and stored files alike", () => {
    const files = readZip(zipArchive(entries));
    expect(files.map((f) => [f.name, f.data.toString("hex")])).toEqual(entries.map((e) => [e.name, e.data.toString("hex")]));
  });

  it("refuses a truncated archive, a flipped byte and a file that is not a ZIP", () => {
    const archive = zipArchive(entries);
    expect(() => readZip(archive.subarray(0, archive.length - 10))).toThrow(ZipError);
    expect(() => readZip(archive.subarray(0, 40))).toThrow(ZipError);
    const flipped = Buffer.from(archive);
    flipped[60] ^= 0xff; // inside the first file's deflated body
    expect(() => readZip(flipped)).toThrow(/damaged/);
    expect(() => readZip(Buffer.from(JSON.stringify({ format: "something else", rows: [1, 2, 3] })))).toThrow(/not a ZIP/);
  });

  it("refuses names that leave the folder and archives that unpack too large", () => {
    expect(() => readZip(zipArchive([{ name: "../outside.txt", data: Buffer.from("x") }]))).toThrow(/outside its folder/);
    expect(() => readZip(zipArchive([{ name: "/etc/passwd", data: Buffer.from("x") }]))).toThrow(/outside its folder/);
    expect(() => readZip(zipArchive([{ name: "big", data: Buffer.alloc(10_000) }]), { maxBytes: 1000 })).toThrow(/more than 1000 bytes/);
    expect(() => readZip(zipArchive(entries), { maxFiles: 2 })).toThrow(/3 files/);
  });
});
