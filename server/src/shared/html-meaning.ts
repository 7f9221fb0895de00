/**
 * What a piece of article HTML means, with the differences that change nothing erased, so that two bodies can
 * be compared as parsed HTML rather than as strings. The editor uses it to find the parts of a body it would
 * change; the tests use it to check that a round trip changed nothing.
 *
 * Erased: attribute order and quoting, entity spelling, comments, whitespace that HTML collapses (outside
 * `pre`), and how inline formatting is nested: `<em><strong>x</strong></em>` and `<strong><em>x</em></strong>`
 * are the same text with the same two formats, and `<b>a</b><b>b</b>` is `<b>ab</b>`. Kept: every element and
 * attribute value, the text, which formats apply to which characters, and where images and line breaks sit.
 *
 * Shared with the web app, so free of imports; it reads any DOM-like tree (the browser's, jsdom's).
 */

/** The part of a DOM node this reads. */
export interface HtmlNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly nodeValue: string | null;
  readonly childNodes: ArrayLike<HtmlNode>;
  readonly attributes?: ArrayLike<{ readonly name: string; readonly value: string }>;
}

export type Attributes = Record<string, string>;

/** A block-level element (or any element that is not inline formatting) and what it holds. */
export interface ElementMeaning {
  element: string;
  attributes: Attributes;
  children: Meaning[];
}

/** A stretch of inline content: text and inline objects, each with the formats that apply to it. */
export interface RunMeaning {
  run: Piece[];
}

export type Piece =
  | { text: string; formats: string[] }
  | { inline: string; attributes: Attributes; formats: string[] };

export type Meaning = ElementMeaning | RunMeaning;

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Elements that format the text they hold rather than structure it. */
const FORMATTING = new Set(["a", "strong", "b", "em", "i", "u", "s", "del", "sub", "sup", "mark", "span", "code"]);
/** Inline elements that hold no text. */
const INLINE_OBJECTS = new Set(["img", "br"]);
/** HTML's whitespace, which collapses; a no-break space does not. */
const COLLAPSIBLE = /[ \t\n\r\f]+/g;

const nameOf = (node: HtmlNode) => node.nodeName.toLowerCase();

function attributesOf(node: HtmlNode): Attributes {
  const pairs = Array.from(node.attributes ?? [], ({ name, value }) => [name, value] as const);
  return Object.fromEntries(pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function describeFormat(node: HtmlNode): string {
  return Object.entries(attributesOf(node)).reduce((text, [name, value]) => `${text} ${name}=${JSON.stringify(value)}`, nameOf(node));
}

/** Inline content: text, inline objects, and formatting elements that hold nothing but inline content. */
export function isInline(node: HtmlNode): boolean {
  if (node.nodeType === TEXT_NODE) return true;
  if (node.nodeType !== ELEMENT_NODE) return false;
  const name = nameOf(node);
  if (INLINE_OBJECTS.has(name)) return true;
  return FORMATTING.has(name) && Array.from(node.childNodes).every((child) => child.nodeType !== ELEMENT_NODE || isInline(child));
}

function collectPieces(node: HtmlNode, formats: readonly string[], into: Piece[]) {
  if (node.nodeType === TEXT_NODE) {
    into.push({ text: node.nodeValue ?? "", formats: [...formats] });
  } else if (INLINE_OBJECTS.has(nameOf(node))) {
    into.push({ inline: nameOf(node), attributes: attributesOf(node), formats: [...formats] });
  } else {
    const inner = [...new Set([...formats, describeFormat(node)])].sort();
    for (const child of Array.from(node.childNodes)) collectPieces(child, inner, into);
  }
}

const sameFormats = (a: Piece, b: Piece) => a.formats.join("\n") === b.formats.join("\n");

function mergeTexts(pieces: Piece[]): Piece[] {
  const merged: Piece[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if ("text" in piece && last && "text" in last && sameFormats(last, piece)) last.text += piece.text;
    else if (!("text" in piece) || piece.text !== "") merged.push({ ...piece });
  }
  return merged;
}

/** HTML's rendering of whitespace in a run, as ProseMirror also parses it: collapsed, and none at the edges or after a break. */
function collapseWhitespace(pieces: Piece[]): Piece[] {
  let afterSpace = true;
  for (const piece of pieces) {
    if (!("text" in piece)) {
      afterSpace = piece.inline === "br";
      continue;
    }
    piece.text = piece.text.replace(COLLAPSIBLE, " ");
    if (afterSpace && piece.text.startsWith(" ")) piece.text = piece.text.slice(1);
    if (piece.text !== "") afterSpace = piece.text.endsWith(" ");
  }
  const kept = pieces.filter((piece) => !("text" in piece) || piece.text !== "");
  for (let last = kept[kept.length - 1]; last && "text" in last; last = kept[kept.length - 1]) {
    last.text = last.text.replace(/ $/, "");
    if (last.text !== "") break;
    kept.pop();
  }
  return kept;
}

function runOf(nodes: HtmlNode[], preformatted: boolean): RunMeaning | undefined {
  const pieces: Piece[] = [];
  for (const node of nodes) collectPieces(node, [], pieces);
  const run = preformatted ? mergeTexts(pieces) : mergeTexts(collapseWhitespace(mergeTexts(pieces)));
  return run.length > 0 ? { run } : undefined;
}

function meaningOfChildren(parent: HtmlNode, preformatted: boolean): Meaning[] {
  const meanings: Meaning[] = [];
  let inline: HtmlNode[] = [];
  const endRun = () => {
    const run = runOf(inline, preformatted);
    if (run) meanings.push(run);
    inline = [];
  };
  for (const child of Array.from(parent.childNodes)) {
    if (isInline(child)) {
      inline.push(child);
    } else if (child.nodeType === ELEMENT_NODE) {
      endRun();
      const name = nameOf(child);
      meanings.push({ element: name, attributes: attributesOf(child), children: meaningOfChildren(child, preformatted || name === "pre") });
    }
  }
  endRun();
  return meanings;
}

/** The meaning of what `parent` holds (a body, a fragment, an element's content). */
export function htmlMeaning(parent: HtmlNode): Meaning[] {
  return meaningOfChildren(parent, false);
}
