/** Han characters and full-width punctuation: Chinese has no spaces, so a line may break after any of them. */
const CJK = "\\u2e80-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef\\u3000-\\u303f";
const TOKENS = new RegExp(`[${CJK}]|\\s+|[^\\s${CJK}]+`, "g");

type Measure = (text: string) => number;

/** Splits a word wider than the line into pieces that fit, a character at a time. */
function splitLongWord(word: string, maxWidth: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && measure(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  return piece ? [...pieces, piece] : pieces;
}

/** Breaks text into lines no wider than maxWidth, at spaces for Latin text and anywhere between Han characters. */
export function wrapText(text: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = "";
  for (const token of text.match(TOKENS) ?? []) {
    if (/^\s+$/.test(token)) {
      if (line) line += " ";
      continue;
    }
    const candidate = line + token;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    const pieces = measure(token) > maxWidth ? splitLongWord(token, maxWidth, measure) : [token];
    lines.push(...pieces.slice(0, -1));
    line = pieces[pieces.length - 1] ?? "";
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}
