import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";

/** Express's compiled "trust proxy" setting (`app.get("trust proxy fn")`): may the hop at `address` be believed? */
export type ProxyTrust = (address: string | undefined, hop: number) => boolean;

/**
 * Whether `req` came over HTTPS, by the rule behind Express's req.secure: the connection's own TLS, or, when
 * the peer is a trusted proxy, the first X-Forwarded-Proto value. For code that answers before Express has
 * made `req` its own (the public read cache), so that it decides exactly as the app would.
 */
export function requestIsHttps(req: IncomingMessage, trust: ProxyTrust): boolean {
  const own = (req.socket as Partial<TLSSocket>).encrypted ? "https" : "http";
  if (!trust(req.socket.remoteAddress, 0)) return own === "https";
  const header = req.headers["x-forwarded-proto"];
  const forwarded = (Array.isArray(header) ? header[0] : header) || own;
  return forwarded.split(",")[0].trim() === "https";
}
