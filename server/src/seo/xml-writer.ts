import { escapeXml, escapeXmlAttribute } from "./xml-text";

/** Markup that is already well-formed XML; a plain string given to `element` is always text and escaped. */
export class XmlMarkup {
  constructor(readonly markup: string) {}
}

export type XmlChild = XmlMarkup | string | undefined;

/**
 * One element. Attributes whose value is undefined are left out, and so are undefined children, which lets
 * optional fields be written inline. Text is escaped rather than wrapped in CDATA: a CDATA section cannot hold
 * `]]>`, and splitting it correctly is exactly what feed libraries have got wrong.
 */
export function element(name: string, attributes: Record<string, string | undefined>, ...children: XmlChild[]): XmlMarkup {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXmlAttribute(value)}"`)
    .join("");
  const present = children.filter((child): child is XmlMarkup | string => child !== undefined);
  if (present.length === 0) return new XmlMarkup(`<${name}${attrs}/>`);
  const inner = present.map((child) => (child instanceof XmlMarkup ? child.markup : escapeXml(child))).join("");
  return new XmlMarkup(`<${name}${attrs}>${inner}</${name}>`);
}

/** A text-only element, or nothing when the text is empty: feeds leave out what the site does not have. */
export function textElement(name: string, text: string | undefined): XmlMarkup | undefined {
  return text ? element(name, {}, text) : undefined;
}

/** Children on their own lines, so a person reading the feed's source can follow it. */
export function lines(children: (XmlMarkup | undefined)[], indent = "  "): XmlMarkup {
  const present = children.filter((child): child is XmlMarkup => child !== undefined);
  return new XmlMarkup(present.map((child) => `\n${indent}${child.markup}`).join("") + "\n");
}

export function xmlDocument(root: XmlMarkup): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root.markup}\n`;
}
