/**
 * What an article body says as plain text, and the figures taken from it: an excerpt for lists and feeds when
 * the author wrote no summary, a word count and a reading time. Dependency-free, so the editor counts the same
 * way the server does.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The body's text: tags dropped (a block's end becomes a space), the entities a sanitiser writes decoded. */
export function bodyText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<\/?(p|div|h[1-6]|li|ul|ol|blockquote|pre|br|hr|tr|td|th|figure|figcaption|table)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Characters read one at a time: Chinese, Japanese and Korean script. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
/** A word of any other script: letters or digits, with inner apostrophes or hyphens. */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Words as readers count them: each CJK character is one, and every other run of letters or digits is one. */
export function wordCount(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const others = text.replace(CJK, " ").match(WORD)?.length ?? 0;
  return cjk + others;
}

/** Whole minutes to read, at least one: about 230 words a minute, or 400 characters of Chinese. */
export function readingMinutes(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const others = text.replace(CJK, " ").match(WORD)?.length ?? 0;
  return Math.max(1, Math.round(others / 230 + cjk / 400));
}

export const EXCERPT_LENGTH = 160;

/** The first EXCERPT_LENGTH characters of a text, cut after a word (or anywhere in CJK text), with "…" when cut. */
export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  const cut = characters.slice(0, length).join("");
  const atSpace = cut.lastIndexOf(" ");
  return `${(atSpace > length * 0.6 ? cut.slice(0, atSpace) : cut).replace(/[\s,.;:，。；：、]+$/u, "")}…`;
}
