import busboy from "busboy";
import type { Request } from "express";
import { badInput } from "../kernel/errors";
import { Refusal } from "./envelope";

/** Keys that only ever appear to tamper with objects; refused outright, whatever the call. */
const REFUSED_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Single text values by key. A key given twice (or a JSON array) is refused: which value was meant would be
 * a guess. JSON numbers and booleans become text, as a form would have sent them.
 */
function collect(pairs: Iterable<[string, unknown]>): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [key, value] of pairs) {
    if (REFUSED_KEYS.has(key)) throw badInput(`The field name ${key} is not allowed.`);
    if (fields.has(key) || Array.isArray(value)) throw badInput(`${key} was given more than once; send it once.`, key);
    if (!["string", "number", "boolean"].includes(typeof value)) throw badInput(`${key} must be a single text or number value.`, key);
    fields.set(key, String(value));
  }
  return fields;
}

/** A form body's fields (application/x-www-form-urlencoded), by the same rules as every payload. */
export const formFields = (body: string): Map<string, string> => collect(new URLSearchParams(body));

const queryString = (url: string) => (url.includes("?") ? url.slice(url.indexOf("?") + 1) : "");

const malformed = () => new Refusal("The multipart body is malformed.", 400);

/**
 * The fields of a multipart/form-data body (already read, within the size limit), in order, by busboy. This
 * API takes no uploads, so a part that carries a file is refused rather than stored somewhere.
 */
function multipartFields(body: Buffer, req: Request): Promise<[string, string][]> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // Field names in UTF-8 as browsers send them (busboy's default for header parameters is latin1).
      parser = busboy({ headers: req.headers, defParamCharset: "utf8" });
    } catch {
      return reject(malformed()); // no boundary
    }
    const fields: [string, string][] = [];
    parser.on("field", (name, value) => fields.push([name, value]));
    parser.on("file", (_name, stream) => {
      stream.resume();
      reject(new Refusal("File uploads are not accepted here; send plain fields only.", 400));
    });
    parser.on("error", () => reject(malformed()));
    parser.on("close", () => resolve(fields));
    parser.end(body);
  });
}

/**
 * The call's payload. The router hands over a form body as raw text and multipart as raw bytes, so reading
 * their fields happens here: keys such as `a[b]` stay flat text, and a repeated or `__proto__` key is seen and
 * refused rather than silently merged or dropped.
 */
export async function payloadOf(req: Request, from: "body" | "query" = "body"): Promise<Map<string, string>> {
  if (from === "query") return collect(new URLSearchParams(queryString(req.originalUrl)));
  const body: unknown = req.body;
  if (typeof body === "string") return formFields(body);
  if (Buffer.isBuffer(body)) return collect(await multipartFields(body, req));
  if (Array.isArray(body)) throw new Refusal("The request body must be an object of named fields.", 400);
  if (body && typeof body === "object") return collect(Object.entries(body));
  return new Map();
}
