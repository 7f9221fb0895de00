import { Refusal } from "../kernel/envelope";

const malformed = () => new Refusal("The multipart body is malformed.", 400);

/** latin1 keeps one character per byte, so the body can be split as text and each value decoded as UTF-8. */
const utf8 = (latin1: string) => Buffer.from(latin1, "latin1").toString("utf8");

/**
 * The fields of a multipart/form-data body, in order. This API takes no uploads, so a part that carries a
 * file is refused rather than buffered somewhere.
 */
export function multipartFields(body: Buffer, contentType: string): [string, string][] {
  const boundary = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  if (!boundary) throw malformed();
  // Every delimiter follows a line break; one is added in front so the first does too.
  const parts = `\r\n${body.toString("latin1")}`.split(`\r\n--${boundary[1] ?? boundary[2]}`);
  const closing = parts.pop();
  parts.shift(); // the preamble, which carries nothing
  if (closing === undefined || !closing.startsWith("--")) throw malformed();
  return parts.map((part) => {
    const headerEnd = part.indexOf("\r\n\r\n");
    if (!part.startsWith("\r\n") || headerEnd < 0) throw malformed();
    const disposition = /^content-disposition:\s*form-data\s*(;.*)$/im.exec(part.slice(2, headerEnd));
    if (!disposition) throw malformed();
    if (/;\s*filename\*?=/i.test(disposition[1])) throw new Refusal("File uploads are not accepted here; send plain fields only.", 400);
    const name = /;\s*name="([^"]*)"/i.exec(disposition[1]);
    if (!name) throw malformed();
    return [utf8(name[1]), utf8(part.slice(headerEnd + 4))];
  });
}
