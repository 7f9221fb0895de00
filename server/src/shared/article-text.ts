import { Parser } from "htmlparser2";

/**
 * What an article body says as plain text, and the figures taken from it: an excerpt for lists and feeds when
 * the author wrote no summary, a word count and a reading time. The editor imports it too, so it counts the
 * same way the server does; the HTML is read by htmlparser2, which decodes every entity as browsers do.
 */

/** Elements whose start and end separate words; other tags (inline formatting, links) join the text around them. */
const BREAKS = new Set(["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "blockquote", "pre", "br", "hr", "tr", "td", "th", "figure", "figcaption", "table"]);
const HIDDEN = new Set(["script", "style"]);

/** The body's text: tags dropped (a block's start and end become spaces), entities decoded, spaces collapsed. */
export function bodyText(html: string): string {
  const parts: string[] = [];
  let hidden = 0;
  const tag = (name: string, step: number) => {
    if (HIDDEN.has(name)) hidden += step;
    else if (BREAKS.has(name)) parts.push(" ");
  };
  const parser = new Parser({ onopentag: (name) => tag(name, 1), onclosetag: (name) => tag(name, -1), ontext: (text) => void (hidden || parts.push(text)) }, { decodeEntities: true });
  parser.end(html);
  // \s takes in U+00A0: a no-break space (&nbsp;) separates words like any other.
  return parts.join("").replace(/\s+/g, " ").trim();
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
