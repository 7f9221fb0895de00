import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

export interface Answer {
  body: Buffer;
  /** Every header the app set (security headers, content type, ETag), to send again with the same body. */
  headers: OutgoingHttpHeaders;
}

/** Headers that belong to one exchange, never to a replayed answer. */
const PER_EXCHANGE = new Set(["content-length", "set-cookie", "date", "connection", "keep-alive", "transfer-encoding"]);

/**
 * How long an answer is still awaited after its client went away. The app goes on making it (nothing
 * cancels a resolver), and keeping it spares the next request the same work; a handler that never ends
 * must not hold the requests waiting for it, though.
 */
const AFTER_CLOSE_MS = 30_000;

/**
 * Resolves with what a handler sends through `res` when it is a whole 200 answer that `keep` accepts;
 * with undefined for anything else (an error status, a streamed answer, no answer at all).
 */
export function captureAnswer(res: ServerResponse, keep: (body: Buffer) => boolean, ignoredHeader: string): Promise<Answer | undefined> {
  return new Promise((resolve) => {
    const { write, end } = res;
    let streamed = false;
    let ended = false;
    res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse["write"]>) {
      streamed = true;
      return write.apply(this, args);
    } as ServerResponse["write"];
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      ended = true;
      resolve(wholeAnswer(res, streamed, chunk, keep, ignoredHeader));
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse["end"];
    res.once("close", () => {
      if (!ended) setTimeout(() => resolve(undefined), AFTER_CLOSE_MS).unref();
    });
  });
}

function wholeAnswer(res: ServerResponse, streamed: boolean, chunk: unknown, keep: (body: Buffer) => boolean, ignoredHeader: string): Answer | undefined {
  if (streamed || res.statusCode !== 200) return undefined;
  const body = typeof chunk === "string" ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : undefined;
  if (!body || !accepts(keep, body)) return undefined;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (!PER_EXCHANGE.has(name) && name !== ignoredHeader && value !== undefined) headers[name] = value;
  }
  return { body, headers };
}

/** Runs inside res.end, where a throw would lose the answer on its way to the client. */
function accepts(keep: (body: Buffer) => boolean, body: Buffer): boolean {
  try {
    return keep(body);
  } catch {
    return false;
  }
}
