import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { zipBytes } from "../src/kernel/zip-files";

export const IMPORT_FIXTURES = path.resolve(__dirname, "fixtures/import");
export const fixture = (name: string) => fs.readFileSync(path.join(IMPORT_FIXTURES, name));

interface ImportRequest {
  file: Buffer;
  fileName: string;
  token?: string;
  uploads?: Buffer;
  dryRun?: boolean;
  siteUrl?: string;
}

/** POSTs an export to /api/import as the page does; answers the HTTP status and body. */
export async function startImport(url: string, request: ImportRequest): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(request.file)]), request.fileName);
  if (request.uploads) form.append("uploads", new Blob([new Uint8Array(request.uploads)], { type: "application/zip" }), "uploads.zip");
  if (request.dryRun) form.append("dryRun", "true");
  if (request.siteUrl) form.append("siteUrl", request.siteUrl);
  const response = await fetch(`${url}/api/import`, { method: "POST", body: form, headers: request.token ? { authorization: `Bearer ${request.token}` } : {} });
  return { status: response.status, body: await response.json() };
}

/** Starts an import and follows it, as the page does, until it is done; answers the finished job. */
export async function runImport(url: string, request: ImportRequest & { token: string }): Promise<any> {
  const started = await startImport(url, request);
  if (started.status !== 202) throw new Error(`import refused (${started.status}): ${JSON.stringify(started.body)}`);
  let job = started.body;
  for (const deadline = Date.now() + 60_000; job.state === "running"; ) {
    if (Date.now() > deadline) throw new Error("the import did not finish within a minute");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const response = await fetch(`${url}/api/import/${job.id}`, { headers: { authorization: `Bearer ${request.token}` } });
    job = await response.json();
  }
  return job;
}

/** A small real photo-like image, so that storing it re-encodes real pixels. */
export const testImage = (width: number, height: number, colour: string, format: "jpeg" | "png") =>
  sharp({ create: { width, height, channels: 3, background: colour } })[format]().toBuffer();

/** The old WordPress site's uploads for the WXR fixture, zipped under wp-content/uploads as a backup would hold them. */
export async function wordpressUploadsZip(): Promise<Buffer> {
  const modified = new Date("2024-05-11T02:20:00Z");
  return zipBytes([
    { name: "wp-content/uploads/2024/05/loaf.jpg", data: await testImage(640, 427, "#c08040", "jpeg"), modified },
    { name: "wp-content/uploads/2024/05/loaf-300x200.jpg", data: await testImage(300, 200, "#c08040", "jpeg"), modified },
    { name: "wp-content/uploads/2024/05/starter.png", data: await testImage(200, 300, "#f0ead6", "png"), modified },
  ]);
}
