import http from "node:http";
import type { AddressInfo } from "node:net";
import { initFromParent, serveParent } from "./child";

export interface StoredAnswer {
  method: string;
  path: string;
  /** The request body this answer is for ("" for a GET). */
  request: string;
  /** The app's answer headers, but those node:http writes itself (date, connection, length). */
  headers: Record<string, string>;
  /** The answer's bytes, base64: compressed documents are not text. */
  body: string;
}

const keyOf = (method: string, path: string, body: string) => `${method} ${path}\n${body}`;

/**
 * The floor: node:http answering, from memory, the bytes the app answers for each request (method, path and
 * body), headers included, so that the client reads the same answers from both. It reads the request body
 * (it must, to know which answer) and does nothing else.
 */
async function main() {
  const answers = new Map(
    (await initFromParent<StoredAnswer[]>()).map((a) => {
      const body = Buffer.from(a.body, "base64");
      return [keyOf(a.method, a.path, a.request), { head: { ...a.headers, "content-length": body.length }, body }];
    }),
  );
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const answer = answers.get(keyOf(req.method!, req.url!, Buffer.concat(chunks).toString("utf8")));
      if (!answer) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, answer.head).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  serveParent({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }, {});
}

void main();
