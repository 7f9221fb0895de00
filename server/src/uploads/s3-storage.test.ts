import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAnotherServer, type AnotherServer } from "../../test/another-server";
import { startTestServer, type TestServer } from "../../test/harness";
import { openZip } from "../kernel/zip-files";
import { connectDatabase } from "../db/database";
import { migrationsInFolder } from "../db/migrations";
import { readBackup } from "../modules/backup/read-backup";
import { restoreBackup } from "../modules/backup/restore-backup";
import type { UploadStorage } from "../kernel/upload-storage";
import { LocalFolderStorage } from "./local-storage";
import { S3Storage } from "./s3-storage";

// Uploads in S3-compatible storage: a real S3 server (s3rver) on the loopback, two blog servers sharing it
// and one database, and the same contract held by the local folder.
const BUCKET = "blog-images";
const CREDENTIALS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-s3-"));
let s3: S3rver;
let endpoint = "";
let one: TestServer;
let two: AnotherServer;
let token = "";

beforeAll(async () => {
  s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: path.join(workDir, "s3"), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  one = await startTestServer({ DATA_DIR: path.join(workDir, "data"), S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, ...CREDENTIALS });
  two = await startAnotherServer(one);
  token = await one.signIn();
});
afterAll(async () => {
  await two?.close();
  await one?.close();
  await s3?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const bucket = (prefix = "uploads/") => new S3Storage({ bucket: BUCKET, endpoint, region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", prefix, forcePathStyle: true });

describe.each([
  ["a local folder", () => new LocalFolderStorage(path.join(workDir, "folder"))],
  ["an S3 bucket", () => bucket("contract/")],
])("upload storage in %s", (_kind, make: () => UploadStorage) => {
  it("stores, reads, sizes and lists objects by name, and knows a missing one", async () => {
    const storage = make();
    expect(await storage.get("missing.webp")).toBeUndefined();
    expect(await storage.size("missing.webp")).toBeUndefined();
    await storage.put("b-1.webp", Buffer.from("second"), "image/webp");
    await storage.put("a-1.webp", Buffer.from("first"), "image/webp");
    await storage.put("a-1.webp", Buffer.from("first"), "image/webp"); // the same content again: no change
    expect((await storage.get("a-1.webp"))?.toString()).toBe("first");
    expect(await storage.size("b-1.webp")).toBe(6);
    expect(await storage.list()).toEqual(["a-1.webp", "b-1.webp"]);
  });

  it("refuses names that are paths", async () => {
    await expect(make().put("../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(/Not a stored upload's name/);
    await expect(make().get("a/b.webp")).rejects.toThrow(/Not a stored upload's name/);
  });
});

describe("uploads in an S3 bucket", () => {
  let url = "";
  let stored: Buffer;

  it("stores an upload in the bucket, not on the disk, under the same kind of URL as a folder would", async () => {
    const picture = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#3a6" } }).png().toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(picture)], { type: "image/png" }), "green.png");
    const answer = await fetch(`${one.url}/api/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
    const body = (await answer.json()) as { status: number; data: { url: string; variants: { url: string }[] } };
    expect(body.status).toBe(1);
    url = body.data.url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{24}-\d+\.webp$/);
    const name = url.slice("/uploads/".length);
    stored = (await bucket().get(name))!;
    expect(stored).toBeInstanceOf(Buffer);
    expect(await bucket().list()).toEqual(expect.arrayContaining(body.data.variants.map((v) => v.url.slice("/uploads/".length))));
    expect(fs.existsSync(path.join(workDir, "data", "uploads"))).toBe(false);
  });

  it("serves the image from either server, cached for a year, with 304 to a matching ETag, and 404 for a missing one", async () => {
    for (const server of [one, two]) {
      const answer = await fetch(`${server.url}${url}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/webp");
      expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(Buffer.from(await answer.arrayBuffer()).equals(stored)).toBe(true);
      const etag = answer.headers.get("etag")!;
      expect((await fetch(`${server.url}${url}`, { headers: { "if-none-match": etag, "cache-control": "max-age=0" } })).status).toBe(304);
    }
    expect((await fetch(`${one.url}/uploads/000000000000000000000000-960.webp`)).status).toBe(404);
    expect((await fetch(`${one.url}/uploads/..%2Fsecret`)).status).toBe(404);
  });

  it("puts the bucket's images in the Markdown export", async () => {
    await one.gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title: "Green", content: `<p><img src="${url}" alt="green"></p>` } }, { token });
    const zip = await fetch(`${one.url}/api/export/markdown.zip`, { headers: { authorization: `Bearer ${token}` } });
    const files = await openZip(Buffer.from(await zip.arrayBuffer()));
    expect((await files.read(`static${url}`)).equals(stored)).toBe(true);
  });

  // A backup, a new database and a restore: a minute on a busy two-core machine, not the usual 30 s.
  it("carries the bucket's objects in a backup, and restores them into an empty bucket", { timeout: 120_000 }, async () => {
    const answer = await fetch(`${one.url}/api/backup`, { headers: { authorization: `Bearer ${token}` } });
    const backup = await readBackup(Buffer.from(await answer.arrayBuffer()));
    const name = url.slice("/uploads/".length);
    expect((await backup.uploads.find((file) => file.name === name)?.read())?.equals(stored)).toBe(true);

    const restored = bucket("restored/");
    const target = await connectDatabase({ dataDir: path.join(workDir, "restored"), logSql: false });
    try {
      await restoreBackup(backup, { orm: target.orm, uploads: restored, migrations: await migrationsInFolder() });
    } finally {
      await target.close();
    }
    expect((await restored.get(name))?.equals(stored)).toBe(true);
    expect(await restored.list()).toEqual(await bucket().list());
  });
});
