import { Fragment } from "react";

/** A text and where a search's words matched in it, as the server answers (UTF-16 offsets, in order). */
export interface Marked {
  text: string;
  ranges: readonly { start: number; end: number }[];
}

/** The text with its matched stretches in <mark>: React writes every part as text, so nothing is parsed. */
export function MarkedText({ marked: { text, ranges } }: { marked: Marked }) {
  const parts: { text: string; mark: boolean }[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), mark: false });
    parts.push({ text: text.slice(Math.max(start, at), end), mark: true });
    at = Math.max(at, end);
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return <>{parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>))}</>;
}
