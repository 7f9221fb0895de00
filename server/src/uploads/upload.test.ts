import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/harness";
import { Role, RoleAuth } from "../modules/user/user.entity";
import { uploadsDirOf } from "../kernel/data-folders";

let server: TestServer;
let token: string;
let viewer: string;
beforeAll(async () => {
  server = await startTestServer({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "blog-upload-test-")) });
  token = await server.signIn();
  await server.createUser({ name: "viewer", password: "viewer-password-1", role: Role.USER, roleAuth: RoleAuth.VIEW });
  viewer = await server.signIn("viewer", "viewer-password-1");
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(server.config.dataDir, { recursive: true, force: true });
});

/** A photo-like test picture: noise compresses badly, like a real photograph. */
async function photo(width: number, height: number, format: "png" | "jpeg"): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })[format]().toBuffer();
}

async function upload(bytes: Buffer, name: string, options: { token?: string; field?: string; type?: string; origin?: string } = {}) {
  const form = new FormData();
  form.append(options.field ?? "file", new Blob([new Uint8Array(bytes)], { type: options.type ?? "image/png" }), name);
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.origin) headers.origin = options.origin;
  const response = await fetch(`${server.url}/api/upload`, { method: "POST", body: form, headers });
  return { http: response.status, body: (await response.json()) as { status: number; msg: string; data: any } };
}

/**
 * The server answers 413 and closes as soon as the limit is passed, while the client is still sending; fetch
 * may then fail on the broken pipe instead of reading the answer. A raw request reads the answer and ignores
 * the write error that follows it, as a browser does.
 */
function uploadUntilAnswered(bytes: Buffer, name: string, sessionToken: string): Promise<{ status: number; body: string }> {
  const boundary = "----blog-test-boundary";
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(`${server.url}/api/upload`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${sessionToken}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": head.length + bytes.length + tail.length,
      },
    });
    request.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    request.write(head);
    request.write(bytes);
    request.end(tail);
  });
}

describe("POST /api/upload", () => {
  it("re-encodes a real image to WebP copies with content-derived names, served with long cache headers", async () => {
    const original = await photo(2000, 1200, "jpeg");
    const { http, body } = await upload(original, "holiday.jpg", { token, type: "image/jpeg" });
    expect(http).toBe(200);
    expect(body.status).toBe(1);
    expect(body.data).toMatchObject({ width: 2000, height: 1200, originalBytes: original.length });
    expect(body.data.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1600]);
    expect(body.data.url).toMatch(/^\/uploads\/[0-9a-f]{24}-1600\.webp$/);
    expect(body.data.srcset).toContain("-480.webp 480w");

    const served = await fetch(`${server.url}${body.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable/);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 960 });

    const again = await upload(original, "copy.jpg", { token });
    expect(again.body.data.url).toBe(body.data.url);
  });

  it("never enlarges a small image", async () => {
    const { body } = await upload(await photo(300, 200, "png"), "small.png", { token });
    expect(body.data.variants).toEqual([expect.objectContaining({ width: 300 })]);
  });

  it("refuses a non-image renamed .png and an SVG, storing nothing", async () => {
    const before = fs.existsSync(uploadsDirOf(server.config.dataDir)) ? fs.readdirSync(uploadsDirOf(server.config.dataDir)).length : 0;
    const text = await upload(Buffer.from("this is not a picture at all, just text"), "fake.png", { token });
    expect(text).toMatchObject({ http: 400, body: { status: 0, msg: "Only PNG, JPEG, WebP and GIF images can be uploaded." } });
    const svg = await upload(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>`), "x.svg", { token, type: "image/svg+xml" });
    expect(svg.body.status).toBe(0);
    expect(svg.http).toBe(400);
    expect(fs.readdirSync(uploadsDirOf(server.config.dataDir)).length).toBe(before);
  });

  it("refuses a file over 50M with HTTP 413", async () => {
    const huge = Buffer.alloc(50 * 1024 * 1024 + 1024);
    (await photo(16, 16, "png")).copy(huge);
    const { status, body } = await uploadUntilAnswered(huge, "huge.png", token);
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ status: 0, msg: "The file is larger than 50M." });
  });

  it("refuses anonymous, view-only and cross-site uploads, and a wrong field name", async () => {
    const image = await photo(40, 40, "png");
    expect((await upload(image, "a.png")).body.status).toBe(2);
    expect((await upload(image, "a.png", { token: viewer })).body).toMatchObject({ status: 0, msg: "no permission" });
    expect((await upload(image, "a.png", { token, origin: "https://evil.example" })).body.status).toBe(0);
    const wrongField = await upload(image, "a.png", { token, field: "picture" });
    expect(wrongField).toMatchObject({ http: 400, body: { status: 0 } });
  });

  it("answers 404 for an unknown upload and refuses a path that climbs out of the folder", async () => {
    expect((await fetch(`${server.url}/uploads/${"0".repeat(24)}-480.webp`)).status).toBe(404);
    const climb = await fetch(`${server.url}/uploads/..%2F..%2Fetc%2Fpasswd`);
    expect([403, 404]).toContain(climb.status);
    expect(await climb.text()).not.toContain("root:");
  });
});
