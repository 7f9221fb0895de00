import { EXCERPT_LENGTH, excerptOf } from "../../shared/article-text";

/**
 * What the text given to ts_headline goes through, and back. Its parser reads "<…>" as an HTML tag and skips
 * whatever follows "<script>", so the angle brackets of the text stand in as two control characters, and it
 * marks the English words it matched with two others. Those four, should the text hold any, are dropped.
 */
const LT = "\u0003";
const GT = "\u0004";
const MARK_START = "\u0001";
const MARK_END = "\u0002";
/** translate(text, HEADLINE_FROM, HEADLINE_TO) in SQL: < and > to their stand-ins, stray marks dropped. */
export const HEADLINE_FROM = `<>${MARK_START}${MARK_END}${LT}${GT}`;
export const HEADLINE_TO = `${LT}${GT}`;
/** ts_headline's options: the whole text, every match marked. */
export const HEADLINE_OPTIONS = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;

/** Characters of text in a snippet, about as much as an excerpt in a list. */
export const SNIPPET_LENGTH = EXCERPT_LENGTH;
/** How much of the text before the first match a snippet keeps, so the match is read in its sentence. */
const LEAD = 40;

/** A stretch of text, [start, end) in UTF-16 units. */
type Range = readonly [number, number];

/** Plain text and where the query's words are in it: the page marks them itself, nothing is parsed back. */
export interface MarkedText {
  text: string;
  ranges: { start: number; end: number }[];
}

interface Matched {
  text: string;
  /** Where the query's words are, in order, none overlapping. */
  ranges: Range[];
}

/** The text as it was, without ts_headline's marks, and where they were. */
function readMarks(marked: string): Matched {
  let text = "";
  let open = -1;
  const ranges: Range[] = [];
  // eslint-disable-next-line no-control-regex -- the marks are control characters on purpose (see above)
  for (const part of marked.split(/([\u0001\u0002])/)) {
    if (part === MARK_START) open = text.length;
    else if (part === MARK_END) {
      if (open >= 0) ranges.push([open, text.length]);
      open = -1;
    } else text += part.replaceAll(LT, "<").replaceAll(GT, ">");
  }
  return { text, ranges };
}

/** Overlapping or touching ranges as one: 吐司 and 司面 in 吐司面包 become one mark. */
function merged(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = out[out.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/**
 * The English words PostgreSQL marked (it stems them as the index does, so "indexes" is marked for "index"),
 * and each occurrence of the query's CJK words, which PostgreSQL's parser cannot find inside a run of text.
 */
function matchesIn(marked: string, cjkTerms: readonly string[]): Matched {
  const { text, ranges } = readMarks(marked);
  for (const term of cjkTerms) {
    for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) ranges.push([at, at + term.length]);
  }
  return { text, ranges: merged(ranges) };
}


/** text[from, to) with its spaces at both ends trimmed, and the ranges inside it (cut to it), counted from its start. */
function cut(text: string, ranges: readonly Range[], from = 0, to = text.length): MarkedText {
  const slice = text.slice(from, to);
  const lead = slice.length - slice.trimStart().length;
  const trimmed = slice.trim();
  const out: MarkedText["ranges"] = [];
  for (const [start, end] of ranges) {
    const [s, e] = [Math.max(start - from - lead, 0), Math.min(end - from - lead, trimmed.length)];
    if (s < e) out.push({ start: s, end: e });
  }
  return { text: trimmed, ranges: out };
}

/** Moves an index off the second half of a surrogate pair, so no character is cut in two. */
function whole(text: string, index: number, step: -1 | 1): number {
  const code = text.charCodeAt(index);
  return index > 0 && index < text.length && code >= 0xdc00 && code <= 0xdfff ? index + step : index;
}

/**
 * The stretch of about SNIPPET_LENGTH characters holding the most matches, starting a little before the first
 * of them. It begins and ends at spaces where the text has them, and never cuts a match in two (CJK text has
 * no spaces to cut at).
 */
function bestStretch(text: string, ranges: readonly Range[]): Range {
  let best = 0;
  let most = 0;
  for (let i = 0; i < ranges.length; i++) {
    let count = 0;
    while (i + count < ranges.length && ranges[i + count][1] <= ranges[i][0] + SNIPPET_LENGTH - LEAD) count++;
    if (count > most) [best, most] = [i, count];
  }
  const [first, firstEnd] = ranges[best];
  let start = Math.max(0, first - LEAD);
  const space = text.indexOf(" ", start);
  if (start > 0 && space !== -1 && space < first) start = space + 1;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  const lastSpace = text.lastIndexOf(" ", end);
  if (end < text.length && lastSpace > start + SNIPPET_LENGTH / 2) end = lastSpace;
  for (const [s, e] of ranges) {
    if (s < start && e > start) start = s;
    if (s < end && e > end) end = e;
  }
  return [whole(text, start, -1), whole(text, Math.max(end, firstEnd), 1)];
}

/**
 * The snippet for a hit: the text around the best match in the body, else in the summary, with its matches
 * and "…" where the text goes on. When only the title matched, the opening of the summary or the body. The
 * marked texts come from ts_headline with HighlightAll.
 */
export function snippetOf(markedBody: string, markedSummary: string, cjkTerms: readonly string[]): MarkedText {
  for (const marked of [markedBody, markedSummary]) {
    const { text, ranges } = matchesIn(marked, cjkTerms);
    if (ranges.length === 0) continue;
    const [start, end] = bestStretch(text, ranges);
    const stretch = cut(text, ranges, start, end);
    const before = start > 0 ? "…" : "";
    return {
      text: `${before}${stretch.text}${end < text.length ? "…" : ""}`,
      ranges: stretch.ranges.map((range) => ({ start: range.start + before.length, end: range.end + before.length })),
    };
  }
  const opening = readMarks(markedSummary).text.trim() || readMarks(markedBody).text;
  return { text: excerptOf(opening, SNIPPET_LENGTH), ranges: [] };
}

/** A whole text (the title) with its matches. */
export function highlighted(marked: string, cjkTerms: readonly string[]): MarkedText {
  const { text, ranges } = matchesIn(marked, cjkTerms);
  return { text, ranges: ranges.map(([start, end]) => ({ start, end })) };
}
