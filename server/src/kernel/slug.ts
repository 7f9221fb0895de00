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
