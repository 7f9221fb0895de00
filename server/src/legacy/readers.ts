import { badInput } from "../kernel/errors";
import { MAX_SID } from "../kernel/paging";
import type { SortFields } from "./shapes";

/**
 * How one payload key is converted. Legacy clients send every value as text ("12", "0"); a reader turns it
 * into what the GraphQL operation takes, or refuses it with a msg that names the key. Range rules that the
 * services already enforce (sid ≤ 999999, text lengths) are left to them.
 */
export interface Reader {
  read(raw: string | undefined, key: string): unknown;
}

/** A reader whose value can be a one-field update's `$value`, so it knows its GraphQL type. */
export interface TypedReader extends Reader {
  type: string;
}

/** GraphQL's Int is 32-bit; a longer number would fail inside GraphQL rather than with a readable msg. */
const MAX_INT = 2_147_483_647;
const whole = (raw: string) => (/^\d{1,10}$/.test(raw.trim()) ? Number(raw) : undefined);

/** The GraphQL sort field for a legacy `field` value; missing or empty means sid. */
export function sortField(sort: SortFields, raw: string | undefined, key = "field"): string {
  const name = raw?.trim() || "sid";
  if (!Object.hasOwn(sort, name)) throw badInput(`${key} must be one of ${Object.keys(sort).join(", ")}`, key);
  return sort[name];
}

export const read = {
  id: {
    type: "Int!",
    read(raw, key) {
      if (raw === undefined || raw.trim() === "") throw badInput(`${key} is required`, key);
      const value = whole(raw);
      if (value === undefined || value < 1 || value > MAX_INT) throw badInput(`${key} must be a positive whole number`, key);
      return value;
    },
  },
  sid: {
    type: "Int!",
    read(raw = "", key) {
      const value = whole(raw);
      if (value === undefined || value > MAX_INT) throw badInput(`${key} must be a whole number from 0 to ${MAX_SID}`, key);
      return value;
    },
  },
  flag: {
    type: "Boolean!",
    read(raw = "", key) {
      if (raw.trim() === "1") return true;
      if (raw.trim() === "0") return false;
      throw badInput(`${key} must be 0 or 1`, key);
    },
  },
  /** Text is passed on as it is; the services trim it and check its length. */
  text: { type: "String!", read: (raw) => raw },
  /** Captcha sizes: any number, since the service clamps it; bounded here only to fit GraphQL's Int. */
  size: {
    read(raw, key) {
      if (raw === undefined || raw.trim() === "") return undefined;
      const value = Number(raw);
      if (!/^\s*-?\d+(\.\d+)?\s*$/.test(raw) || !Number.isFinite(value)) throw badInput(`${key} must be a number`, key);
      return Math.min(Math.max(Math.round(value), 0), 100_000);
    },
  },
  direction: {
    read(raw, key) {
      const value = raw?.trim().toLowerCase() || "asc";
      if (value !== "asc" && value !== "desc") throw badInput(`${key} must be asc or desc`, key);
      return value.toUpperCase();
    },
  },
  field: (sort: SortFields): Reader => ({ read: (raw, key) => sortField(sort, raw, key) }),
} satisfies Record<string, Reader | TypedReader | ((sort: SortFields) => Reader)>;
