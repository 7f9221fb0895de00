import { diffArrays } from "diff";

/** A run of text in a comparison: in both, only in the newer text, or only in the older. */
export interface DiffPart {
  text: string;
  change: "same" | "added" | "removed";
}

/** Blocks that start a line of their own when a body is read as text. */
const BLOCKS = "p,h1,h2,h3,h4,h5,h6,li,blockquote,pre,figcaption,tr";

/**
 * A body as its reader meets it, for comparing: one line per paragraph, heading or list item, and each image
 * as "[image: its description]", so an image added or removed shows in the comparison too.
 */
export function readableText(html: string): string {
  const page = new DOMParser().parseFromString(html, "text/html");
  page.querySelectorAll("img").forEach((image) => image.replaceWith(`[image: ${image.alt || image.getAttribute("src") || ""}]\n`));
  page.querySelectorAll(BLOCKS).forEach((block) => block.append("\n"));
  page.querySelectorAll("br").forEach((lineBreak) => lineBreak.replaceWith("\n"));
  return (page.body.textContent ?? "").replace(/[ \t]+\n/g, "\n").replace(/\n{2,}/g, "\n").trim();
}

/** Words, spaces and punctuation as the browser segments them: a Chinese sentence into its words, not one block. */
function words(text: string): string[] {
  return Array.from(new Intl.Segmenter(undefined, { granularity: "word" }).segment(text), (part) => part.segment);
}

/** How `after` differs from `before`, word by word, with neighbouring runs of one kind joined. */
export function diffText(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const change of diffArrays(words(before), words(after))) {
    const kind: DiffPart["change"] = change.added ? "added" : change.removed ? "removed" : "same";
    const text = change.value.join("");
    const last = parts.at(-1);
    if (last?.change === kind) last.text += text;
    else parts.push({ text, change: kind });
  }
  return parts;
}
