import { badInput } from "../kernel/errors";
import { MAX_SID, SortDirection } from "../kernel/paging";

/**
 * How one payload key is converted. Legacy clients send every value as text ("12", "0"); a reader turns it
 * into what the operation takes, or refuses it with a msg that names the key. Range rules that the
 * services already enforce (sid ≤ 999999, text lengths) are left to them.
 */
export interface Reader<T> {
  read(raw: string | undefined, key: string): T;
}

/** Legacy `field` values a list may be sorted by, mapped to the list's sort field. */
export type SortFields<F> = Readonly<Record<string, F>>;

/** Ids and sort orders stay within PostgreSQL's integer, as GraphQL's Int once bounded them. */
const MAX_INT = 2_147_483_647;
const whole = (raw: string) => (/^\d{1,10}$/.test(raw.trim()) ? Number(raw) : undefined);

/** The sort field for a legacy `field` value; missing or empty means sid. */
export function sortField<F>(sort: SortFields<F>, raw: string | undefined, key = "field"): F {
  const name = raw?.trim() || "sid";
  if (!Object.hasOwn(sort, name)) throw badInput(`${key} must be one of ${Object.keys(sort).join(", ")}`, key);
  return sort[name];
}

export const read = {
  id: {
    read(raw, key) {
      if (raw === undefined || raw.trim() === "") throw badInput(`${key} is required`, key);
      const value = whole(raw);
      if (value === undefined || value < 1 || value > MAX_INT) throw badInput(`${key} must be a positive whole number`, key);
      return value;
    },
  } satisfies Reader<number>,
  sid: {
    read(raw = "", key) {
      const value = whole(raw);
      if (value === undefined || value > MAX_INT) throw badInput(`${key} must be a whole number from 0 to ${MAX_SID}`, key);
      return value;
    },
  } satisfies Reader<number>,
  flag: {
    read(raw = "", key) {
      if (raw.trim() === "1") return true;
      if (raw.trim() === "0") return false;
      throw badInput(`${key} must be 0 or 1`, key);
    },
  } satisfies Reader<boolean>,
  /** Text is passed on as it is; the services trim it and check its length. */
  text: { read: (raw) => raw } satisfies Reader<string | undefined>,
  /** Captcha sizes: any number, since the service clamps it; bounded here so it stays a plain integer. */
  size: {
    read(raw, key) {
      if (raw === undefined || raw.trim() === "") return undefined;
      const value = Number(raw);
      if (!/^\s*-?\d+(\.\d+)?\s*$/.test(raw) || !Number.isFinite(value)) throw badInput(`${key} must be a number`, key);
      return Math.min(Math.max(Math.round(value), 0), 100_000);
    },
  } satisfies Reader<number | undefined>,
  direction: {
    read(raw, key) {
      const value = raw?.trim().toLowerCase() || "asc";
      if (value !== "asc" && value !== "desc") throw badInput(`${key} must be asc or desc`, key);
      return value === "asc" ? SortDirection.ASC : SortDirection.DESC;
    },
  } satisfies Reader<SortDirection>,
  field: <F>(sort: SortFields<F>): Reader<F> => ({ read: (raw, key) => sortField(sort, raw, key) }),
};

/** A text value a one-field update sets: the key is given (oneOf), so there is a value. */
export const givenText: Reader<string> = { read: (raw = "") => raw };
