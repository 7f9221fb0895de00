import { Parser } from "htmlparser2";
import LinkHeader from "http-link-header";

/** How much of a page's body discovery reads at most: an endpoint advertised further down is not looked for. */
export const DISCOVERY_MAX_BYTES = 1_000_000;

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

/**
 * The Webmention endpoint a page advertises (Webmention, W3C Recommendation, §3.1.2), or null when it names none.
 * `response` is the page as fetched (redirects followed) and `url` the address asked for: relative addresses
 * are resolved against where the page was found in the end (`response.url`, else `url`).
 *
 * The first `Link` header value with the rel `webmention` wins (quoted or not, among other rel values, in one
 * header or several); else, in an HTML page, the first `<link>` or `<a>` with that rel and an href, in document
 * order (markup inside comments or escaped as text is not an element; an empty href is the page itself). The
 * endpoint keeps its query string. Only http and https endpoints count.
 *
 * The body is read as it arrives, until the endpoint is found or `maxBytes` are read; the caller owns the
 * fetch and its limits (time, redirects, which addresses may be fetched at all).
 */
export async function discoverWebmentionEndpoint(url: string, response: Response, { maxBytes = DISCOVERY_MAX_BYTES } = {}): Promise<string | null> {
  const base = response.url || url;
  const fromHeader = endpointFromLinkHeader(response.headers.get("link"), base);
  if (fromHeader) {
    await response.body?.cancel();
    return fromHeader;
  }
  const type = response.headers.get("content-type")?.split(";")[0].trim().toLowerCase() ?? "";
  if (!HTML_TYPES.has(type) || !response.body) {
    await response.body?.cancel();
    return null;
  }
  return endpointFromHtml(response.body, base, charsetOf(response.headers.get("content-type")), maxBytes);
}

/** The first `rel="webmention"` target of a Link header (several headers arrive joined by commas), resolved. */
function endpointFromLinkHeader(header: string | null, base: string): string | null {
  if (!header) return null;
  let refs: { uri: string }[];
  try {
    refs = LinkHeader.parse(header).rel("webmention");
  } catch {
    // A header the grammar does not allow advertises nothing; the page's own markup may still.
    return null;
  }
  for (const ref of refs) {
    const endpoint = resolved(ref.uri, base);
    if (endpoint) return endpoint;
  }
  return null;
}

async function endpointFromHtml(body: ReadableStream<Uint8Array>, base: string, charset: string, maxBytes: number): Promise<string | null> {
  let endpoint: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (endpoint !== null || (name !== "link" && name !== "a")) return;
        if (!("href" in attributes) || !hasRel(attributes.rel, "webmention")) return;
        endpoint = resolved(attributes.href, base);
      },
    },
    { decodeEntities: true },
  );
  const decoder = new TextDecoder(charset);
  const reader = body.getReader();
  let read = 0;
  try {
    while (endpoint === null && read < maxBytes) {
      const { done, value } = await reader.read();
      if (done) {
        parser.write(decoder.decode());
        parser.end();
        break;
      }
      const chunk = read + value.byteLength > maxBytes ? value.subarray(0, maxBytes - read) : value;
      read += chunk.byteLength;
      parser.write(decoder.decode(chunk, { stream: true }));
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return endpoint;
}

/** Whether a rel attribute's space-separated values include `value` (ASCII case-insensitively, as HTML compares them). */
function hasRel(rel: string | undefined, value: string): boolean {
  return (rel ?? "").toLowerCase().split(/[\t\n\f\r ]+/).includes(value);
}

/**
 * An href resolved against the page's address (an empty one is the page itself, without a fragment); null
 * unless it is an http(s) address.
 */
function resolved(href: string, base: string): string | null {
  const url = URL.parse(href.trim(), base);
  return url && (url.protocol === "http:" || url.protocol === "https:") ? url.href : null;
}

/** The body's character set from its Content-Type, when the platform knows it; else UTF-8. */
function charsetOf(contentType: string | null): string {
  const label = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? "")?.[1];
  if (!label) return "utf-8";
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return "utf-8";
  }
}
