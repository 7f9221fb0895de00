import net from "node:net";

/**
 * The network a client address belongs to, for limits "per address". An IPv4 address (also written as
 * IPv4-mapped IPv6, `::ffff:1.2.3.4`) stands for itself. An IPv6 address stands for its /64: one household
 * or server is usually handed a whole /64, so limits keyed on single IPv6 addresses could be escaped by
 * picking a new address from it for every request. Anything else (a proxy that sends something odd) is
 * clipped, so it cannot make a key longer than the columns that store keys.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  if (net.isIPv4(address)) return address;
  const bare = address.split("%")[0];
  if (net.isIPv6(bare)) return `${ipv6Groups(bare).slice(0, 4).join(":")}::/64`;
  return address.slice(0, 64);
}

/** The eight groups of a valid IPv6 address, without leading zeros ("::" expanded). */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.includes("::") ? address.split("::") : [address, undefined];
  const parse = (part: string | undefined) => (part ? part.split(":") : []);
  const left = parse(head);
  const right = parse(tail);
  // An embedded IPv4 tail (::1.2.3.4) is two groups.
  const last = right.length ? right : left;
  if (last.length && last[last.length - 1].includes(".")) {
    const octets = last.pop()!.split(".").map(Number);
    last.push(((octets[0] << 8) | octets[1]).toString(16), ((octets[2] << 8) | octets[3]).toString(16));
  }
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
