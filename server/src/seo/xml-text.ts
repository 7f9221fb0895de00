const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]);
}

/** Characters XML 1.0 forbids even when escaped (control characters an editor may paste into a title). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Drops them from a finished document, so one odd character in an article cannot make a whole feed unreadable. */
export function withoutInvalidXmlChars(xml: string): string {
  return xml.replace(NOT_XML, "");
}
