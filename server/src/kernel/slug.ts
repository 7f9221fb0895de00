import { badInput } from "./errors";

/**
 * Permalink slugs. Letters and digits of every script are kept as they are, lower-cased: a Chinese name
 * gives a Chinese slug (/tag/随笔), which browsers show as written and search engines index as words;
 * transliterating to pinyin would need a dictionary and still guess wrong on names and polyphones.
 * Everything else becomes a single hyphen.
 */
export const SLUG_MAX_LENGTH = 100;

const SLUG_SHAPE = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

/** The slug a text gives: "Notes on Node.js 24" → "notes-on-node-js-24"; empty when it has no letter or digit. */
export function slugify(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}

/** Whether a slug someone typed is one slugify could give: lower-case letters and digits joined by single hyphens. */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_SHAPE.test(value) && value === value.normalize("NFKC").toLowerCase();
}

/** A slug someone typed, trimmed, or a clear refusal naming the field. */
export function checkedSlug(value: string, field = "slug"): string {
  const trimmed = value.trim();
  if (!isSlug(trimmed)) throw badInput(`${field} must be lower-case letters or digits joined by single hyphens, at most ${SLUG_MAX_LENGTH} characters`, field, { id: "slug.rule", values: { field, max: SLUG_MAX_LENGTH } });
  return trimmed;
}

/**
 * `base`, or `base-2`, `base-3`, … : the first that `taken` does not hold, cut so the suffix still fits in
 * SLUG_MAX_LENGTH (a cut never leaves a hyphen before the suffix).
 */
export function freeSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}
