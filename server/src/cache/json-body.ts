/**
 * Parses a JSON request body the way express.json (body-parser, strict) does, with the same errors, for
 * bodies the read cache has already taken off the socket: the app then answers them exactly as before.
 */
export function parseJsonBody(raw: Buffer): unknown {
  const text = raw.toString("utf8");
  if (text.length === 0) return {};
  // JSON's own whitespace: space, tab, line feed, carriage return.
  // eslint-disable-next-line no-control-regex
  const first = /^[\x20\x09\x0a\x0d]*(.)/.exec(text)?.[1];
  try {
    if (first !== "{" && first !== "[") throw new SyntaxError("A JSON body must be an object or an array.");
    return JSON.parse(text);
  } catch (error) {
    throw Object.assign(error instanceof Error ? error : new SyntaxError(String(error)), { status: 400, statusCode: 400, type: "entity.parse.failed", body: text });
  }
}
