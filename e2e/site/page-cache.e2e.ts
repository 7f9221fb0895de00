import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../harness";

/** The built public pages are kept rendered and compressed for anonymous visitors. */

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${app.url}${path}`, { headers }, resolve).on("error", reject));
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return { status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) };
}

describe("server-rendered pages from memory", () => {
  it.each(["/", "/detail?id=2", "/about", "/guestbook"])("%s: made once, then sent compressed from memory", async (path) => {
    const first = await get(path, { "accept-encoding": "br" });
    expect(first.status).toBe(200);
    const second = await get(path, { "accept-encoding": "br" });
    expect(second.headers["x-public-cache"]).toBe("hit");
    expect(second.headers["content-encoding"]).toBe("br");
    const html = zlib.brotliDecompressSync(second.body).toString();
    expect(html).toMatch(/<div id="root">/);
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\//);
    const plain = await get(path);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
  });

  it("never keeps a missing article's 404", async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await get("/detail?id=424242");
      expect(missing.status).toBe(404);
      expect(missing.headers["x-public-cache"]).not.toBe("hit");
    }
  });
});
