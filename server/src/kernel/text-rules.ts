import type { MiddlewareFn } from "type-graphql";
import { badInput } from "../kernel/errors";

/** PostgreSQL cannot store NUL in text, and no person types one: refuse it up front with a clear message. */
function findNul(value: unknown, path: string): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], `${path}[${i}]`);
      if (hit) return hit;
    }
  } else if (value && typeof value === "object" && !ArrayBuffer.isView(value)) {
    // Bytes (an uploaded file) are not text: NUL is an ordinary byte there.
    for (const [key, inner] of Object.entries(value)) {
      const hit = findNul(inner, path ? `${path}.${key}` : key);
      if (hit) return hit;
    }
  }
  return undefined;
}

/** Refuses a value holding NUL anywhere, naming the path to it ("input.title") as GraphQL's arguments spell it. */
export function refuseNulBytes(value: unknown): void {
  const field = findNul(value, "");
  if (field) throw badInput(`${field} must not contain NUL characters`, field, { id: "text.nul", values: { field } });
}

export const rejectNulBytes: MiddlewareFn = async ({ args }, next) => {
  refuseNulBytes(args);
  return next();
};

/** "title must not be blank", for a text that must be given. */
export const blank = (field: string) => badInput(`${field} must not be blank`, field, { id: "text.blank", values: { field } });

export function requireText(value: string | undefined, field: string, max: number): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (!trimmed) throw blank(field);
  if (trimmed.length > max) throw tooLong(field, max);
  return trimmed;
}

/** "title must be at most 200 characters", for any text with a length limit. */
export const tooLong = (field: string, max: number) => badInput(`${field} must be at most ${max} characters`, field, { id: "text.tooLong", values: { field, max } });

export function optionalText(value: string | undefined, field: string, max: number): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed.length > max) throw tooLong(field, max);
  return trimmed;
}

/** An absolute http(s) URL or a site-relative path ("/uploads/…"); empty means none. */
export function optionalUrl(value: string | undefined, field: string, max = 500): string | undefined {
  const text = optionalText(value, field, max);
  if (!text) return text;
  if (text.startsWith("/") && !text.startsWith("//")) return text;
  try {
    const url = new URL(text);
    if (url.protocol === "http:" || url.protocol === "https:") return url.toString();
  } catch {
    // fall through to the error below
  }
  throw badInput(`${field} must be an http(s) URL or a path starting with /`, field, { id: "text.url", values: { field } });
}

export function optionalEmail(value: string | undefined, field: string): string | undefined {
  const text = optionalText(value, field, 200);
  if (text && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) throw badInput(`${field} must be an e-mail address`, field, { id: "text.email", values: { field } });
  return text;
}
