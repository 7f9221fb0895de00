import zlib from "node:zlib";

/** An answer compressed in the encodings browsers, feed readers and crawlers ask for. */
export interface Encoded {
  br: Buffer;
  gzip: Buffer;
}

/**
 * Compressed once, when an answer is kept, and then sent as it is to every request: compressing on each
 * request would cost more than the rest of a cached answer. Brotli at quality 5 is a fraction of quality 11's
 * time and still smaller than gzip.
 */
export function encodeOnce(body: Buffer): Encoded {
  return {
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: zlib.gzipSync(body, { level: 6 }),
  };
}

type Choice = keyof Encoded | "identity";

/** Browsers send one of a handful of Accept-Encoding values, so each is parsed once; the map stays small. */
const chosen = new Map<string, Choice>();
const MAX_REMEMBERED = 64;

/** The client's best encoding among ours: br, then gzip, else none. A q=0 refuses one. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Choice {
  if (typeof acceptEncoding !== "string" || acceptEncoding === "") return "identity";
  let choice = chosen.get(acceptEncoding);
  if (choice === undefined) {
    if (chosen.size >= MAX_REMEMBERED) chosen.clear();
    choice = parseAcceptEncoding(acceptEncoding);
    chosen.set(acceptEncoding, choice);
  }
  return choice;
}

function parseAcceptEncoding(acceptEncoding: string): Choice {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}
