import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import net, { type LookupFunction } from "node:net";
import { Readable } from "node:stream";
import ipaddr from "ipaddr.js";

/**
 * Fetching an address a stranger named (a Webmention's source, a linked page's endpoint): the one way the
 * server reaches out to addresses it did not choose, so the one place that keeps it from being turned on the
 * machine's own network (SSRF).
 *
 * Written on node:http rather than fetch(): fetch resolves and connects in one step, so the address it connects
 * to cannot be checked, and a redirect or a second DNS answer could lead it anywhere. Here every hop's host is
 * resolved first, every address it resolves to is checked, and the connection goes to the checked address
 * (its lookup answers with it), redirects each taking the same way.
 */
export interface StrangerFetchOptions {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** A form-encoded body (POST only). */
  body?: string;
  /** The whole exchange, redirects and body included, within this. */
  timeoutMs: number;
  /** Redirects followed at most (GET only; a POST's redirect is answered as it is). */
  maxRedirects: number;
  /** Tests only: loopback addresses are allowed (every other private range stays refused). */
  allowLoopback?: boolean;
}

export interface StrangerAnswer {
  /** Where the answer came from in the end, redirects followed. */
  url: string;
  /** The answer; its body must be read with `readLimited` (or cancelled) within the same time limit. */
  response: Response;
  /** The address the answer came from. */
  address: string;
  /** Aborts with the time limit: reading the body stops then too. */
  signal: AbortSignal;
}

/** Why a fetch was refused or failed, in words for the owner; `kind` for code. */
export class StrangerFetchError extends Error {
  constructor(
    readonly kind: "address" | "timeout" | "too-large" | "redirects" | "network",
    message: string,
  ) {
    super(message);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function strangerFetch(url: string, options: StrangerFetchOptions): Promise<StrangerAnswer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = url;
  const method = options.method ?? "GET";
  for (let redirects = 0; ; redirects++) {
    const target = URL.parse(current);
    if (!target || (target.protocol !== "http:" && target.protocol !== "https:")) throw new StrangerFetchError("address", `${current} is not an http(s) address`);
    const address = await allowedAddress(target.hostname, options.allowLoopback ?? false, signal);
    const response = await exchange(target, address, method, method === "POST" ? options : { ...options, body: undefined }, signal);
    const location = response.headers.get("location");
    if (method === "GET" && REDIRECTS.has(response.status) && location) {
      await response.body?.cancel();
      if (redirects >= options.maxRedirects) throw new StrangerFetchError("redirects", `more than ${options.maxRedirects} redirects from ${url}`);
      const next = URL.parse(location, current);
      if (!next) throw new StrangerFetchError("network", `${current} redirects to an address that is not one (${location.slice(0, 100)})`);
      current = next.href;
      continue;
    }
    return { url: current, response, address: address.address, signal };
  }
}

/**
 * The body as text, refused when it is larger than `maxBytes` (what was read is dropped: a page cut short could
 * say something its whole would not).
 */
export async function readLimited(answer: StrangerAnswer, maxBytes: number): Promise<string> {
  const { response } = answer;
  const declared = Number(response.headers.get("content-length"));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new StrangerFetchError("too-large", `the answer is larger than ${maxBytes} bytes`);
  }
  if (!response.body) return "";
  const chunks: Uint8Array[] = [];
  let read = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read().catch((error: unknown) => {
        throw answer.signal.aborted ? timedOut() : new StrangerFetchError("network", `the answer broke off: ${(error as Error).message}`);
      });
      if (done) break;
      read += value.byteLength;
      if (read > maxBytes) throw new StrangerFetchError("too-large", `the answer is larger than ${maxBytes} bytes`);
      chunks.push(value);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Whether an address is one a stranger's link may lead the server to: public unicast only. */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === "unicast" || (allowLoopback && range === "loopback");
}

interface Resolved {
  address: string;
  family: 4 | 6;
}

/** The host's first address, when every address it has is allowed: one private answer refuses the host. */
async function allowedAddress(hostname: string, allowLoopback: boolean, signal: AbortSignal): Promise<Resolved> {
  const bare = hostname.replace(/^\[|\]$/g, "");
  const addresses: Resolved[] = net.isIP(bare)
    ? [{ address: bare, family: net.isIP(bare) as 4 | 6 }]
    : await Promise.race([
        dns.lookup(bare, { all: true, verbatim: true }).then((found) => found.map(({ address, family }) => ({ address, family: family as 4 | 6 }))),
        new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(timedOut()), { once: true })),
      ]).catch((error: unknown) => {
        if (error instanceof StrangerFetchError) throw error;
        throw new StrangerFetchError("network", `${bare} could not be found`);
      });
  const refused = addresses.find(({ address }) => !isPublicAddress(address, allowLoopback));
  if (refused || !addresses.length) throw new StrangerFetchError("address", `${bare} is a private or local address (${refused?.address ?? "none"})`);
  return addresses[0];
}

function exchange(target: URL, resolved: Resolved, method: string, options: StrangerFetchOptions, signal: AbortSignal): Promise<Response> {
  // The connection goes to the address checked above, whatever a second DNS answer would say.
  const lookup: LookupFunction = (_host, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as unknown as (error: null, addresses: Resolved[]) => void)(null, [resolved]);
    else callback(null, resolved.address, resolved.family);
  };
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(target, { method, headers: { "user-agent": "QuietNotes-Webmention", ...options.headers }, lookup, signal }, (incoming) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
      }
      const status = incoming.statusCode ?? 502;
      const body = status === 204 || status === 304 || method === "HEAD" ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
      resolve(new Response(body, { status: status < 200 || status > 599 ? 502 : status, headers }));
    });
    request.on("error", (error) => reject(signal.aborted ? timedOut() : new StrangerFetchError("network", `${target.host} did not answer: ${error.message}`)));
    request.end(options.body);
  });
}

const timedOut = () => new StrangerFetchError("timeout", "no complete answer within the time limit");
