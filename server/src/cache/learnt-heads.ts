import crypto from "node:crypto";
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { captureAnswer } from "./capture-answer";
import { CACHE_HEADER } from "./public-cache";

/** Kinds of answer seen, by key; more than this and the oldest are forgotten. */
const MAX_KEYS = 1000;

/**
 * The headers the app gives a kind of answer (helmet's, the content type, Cache-Control), learnt from one it
 * made, as the read cache keeps whole answers: an answer made in front of Express then carries exactly what
 * the app would have sent with it, and its body's own ETag and length.
 */
export class LearntHeads {
  private readonly heads = new Map<string, { headers: OutgoingHttpHeaders; etag: boolean }>();
  private sent = 0;

  /** Watches the app's answer going out through `res`, and keeps its headers when `keep` accepts its body. */
  learn(key: string, res: ServerResponse, keep: (body: Buffer) => boolean): void {
    void captureAnswer(res, keep, CACHE_HEADER).then((answer) => {
      if (!answer) return;
      const { etag, ...headers } = answer.headers;
      if (this.heads.size >= MAX_KEYS) this.heads.clear();
      this.heads.set(key, { headers, etag: etag !== undefined });
    });
  }

  has(key: string): boolean {
    return this.heads.has(key);
  }

  /** Sends `body` with the headers learnt for `key` (which `has` said are known). */
  send(key: string, res: ServerResponse, body: Buffer): void {
    const head = this.heads.get(key)!;
    res.writeHead(200, { ...head.headers, ...(head.etag && { etag: weakEtag(body) }), "content-length": body.length }).end(body);
    this.sent++;
  }

  /** Answers sent so far (for tests and the bench). */
  get answered(): number {
    return this.sent;
  }
}

/** The ETag Express gives a body it sends (the `etag` package, weak): length in hex and SHA-1 in base64. */
function weakEtag(body: Buffer): string {
  return `W/"${body.length.toString(16)}-${crypto.createHash("sha1").update(body).digest("base64").substring(0, 27)}"`;
}
