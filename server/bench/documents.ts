import http from "node:http";
import type { HttpCall } from "./load";
import type { StoredAnswer } from "./reference-server";

/**
 * The public documents a burst of anonymous visitors, feed readers and crawlers ask for, as a browser asks:
 * compressed. The reference answers each with the app's own bytes, so the two are compared byte for byte.
 */
export function documentCalls(articleId: number): { name: string; call: HttpCall }[] {
  const get = (path: string): HttpCall => ({ method: "GET", path, headers: { "accept-encoding": "br, gzip" } });
  return [
    { name: "home page /", call: get("/") },
    { name: "article page /detail", call: get(`/detail?id=${articleId}`) },
    { name: "/rss.xml", call: get("/rss.xml") },
    { name: "/sitemap.xml", call: get("/sitemap.xml") },
  ];
}

/** Headers node:http writes itself, which a stored answer must not repeat. */
const PER_EXCHANGE = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

/** The raw answer, compressed bytes and all (fetch would decompress them). */
export function fetchRaw(baseUrl: string, call: HttpCall): Promise<{ status: number; answer: StoredAnswer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${call.path}`, { method: call.method, headers: call.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers = Object.fromEntries(
          Object.entries(res.headers)
            .filter(([name, value]) => !PER_EXCHANGE.has(name) && typeof value === "string")
            .map(([name, value]) => [name, value as string]),
        );
        resolve({ status: res.statusCode!, answer: { method: call.method, path: call.path, request: call.body ?? "", headers, body: Buffer.concat(chunks).toString("base64") } });
      });
    });
    request.on("error", reject);
    request.end(call.body);
  });
}
