const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
  "\r": "&#13;",
  "\n": "&#10;",
  "\t": "&#9;",
};

/**
 * Characters XML 1.0 forbids even when escaped: control characters an editor may paste into a title, and lone
 * surrogates (half of an emoji cut off). With the `u` flag a lone surrogate is a code point of its own, outside
 * every allowed range, so it is matched too.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Any string as XML character data or a quoted attribute value: forbidden characters dropped, markup
 * characters escaped. Every text of a feed or the sitemap goes through here, so no value, whatever it holds
 * (`]]>`, `<`, `&`, control characters), can end an element early or make the document unreadable.
 */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"'\r]/g, (char) => XML_ENTITIES[char]);
}

/**
 * The same for an attribute value. A parser turns a raw tab or line break in an attribute into a space (and a raw
 * carriage return anywhere into a line feed), so they are written as character references to come back unchanged.
 */
export function escapeXmlAttribute(value: string): string {
  return escapeXml(value).replace(/[\t\n]/g, (char) => XML_ENTITIES[char]);
}
