import { Fragment } from "react";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
const unescapeHtml = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]);

/**
 * The server's highlighted text (escaped text with the matched words in <mark>) as React elements rather
 * than markup: only <mark> becomes an element, and anything else the string might hold stays text.
 */
export function MarkedText({ html }: { html: string }) {
  const parts = html.split(/(<mark>[\s\S]*?<\/mark>)/);
  return (
    <>
      {parts.map((part, i) =>
        part.startsWith("<mark>") && part.endsWith("</mark>") ? (
          <mark key={i}>{unescapeHtml(part.slice(6, -7))}</mark>
        ) : (
          <Fragment key={i}>{unescapeHtml(part)}</Fragment>
        ),
      )}
    </>
  );
}
