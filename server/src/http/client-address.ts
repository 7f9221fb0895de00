import type { IncomingMessage } from "node:http";
import type { ProxyTrust } from "./request-is-https";

/**
 * The client's address by the rule behind Express's req.ip (proxy-addr): the peer, or, while each hop is a
 * trusted proxy, the next address leftwards in X-Forwarded-For. For code that answers before Express has
 * made `req` its own (the counters answered in front of it), so that an address's view-count budget is the
 * one the app would charge.
 */
export function clientAddress(req: IncomingMessage, trust: ProxyTrust): string | undefined {
  const header = req.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((address) => address.trim())
    .filter((address) => address !== "");
  const hops = [req.socket.remoteAddress, ...forwarded.reverse()];
  for (let i = 0; i < hops.length - 1; i++) if (!trust(hops[i], i)) return hops[i];
  return hops[hops.length - 1];
}
