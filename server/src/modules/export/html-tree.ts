/**
 * A small reader for stored article bodies. They have passed the sanitiser (kernel/sanitize-html.ts), so they
 * hold only the allowed elements, quoted attributes and escaped text: a tokenizer is enough, and an unclosed
 * or stray tag is tolerated rather than refused.
 */
export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}
export type HtmlNode = HtmlElement | string;

const VOID = new Set(["br", "hr", "img"]);
const TOKEN = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>|[^<]+|</g;
const ATTR = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Text as it reads: the named entities the sanitiser writes, and numeric ones. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attributesOf(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, double, single, bare] of source.matchAll(ATTR)) attrs[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? "");
  return attrs;
}

/** The body's nodes, as a tree under a root element. */
export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: "#root", attrs: {}, children: [] };
  const open: HtmlElement[] = [root];
  for (const [token, closing, opening, attrs] of html.matchAll(TOKEN)) {
    const parent = open[open.length - 1];
    if (token.startsWith("<!--")) continue;
    if (closing) {
      const tag = closing.toLowerCase();
      const at = open.map((element) => element.tag).lastIndexOf(tag);
      if (at > 0) open.length = at;
    } else if (opening) {
      const element: HtmlElement = { tag: opening.toLowerCase(), attrs: attributesOf(attrs ?? ""), children: [] };
      parent.children.push(element);
      if (!VOID.has(element.tag) && !token.endsWith("/>")) open.push(element);
    } else {
      parent.children.push(decodeEntities(token));
    }
  }
  return root;
}
