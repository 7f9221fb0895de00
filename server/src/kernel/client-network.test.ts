import { describe, expect, it } from "vitest";
import { clientNetwork } from "../kernel/client-network";

describe("clientNetwork", () => {
  it("keeps IPv4 addresses, also when written as IPv4-mapped IPv6", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("groups IPv6 addresses by their /64, however they are written", () => {
    const network = "2001:db8:0:1::/64";
    expect(clientNetwork("2001:db8:0:1::1")).toBe(network);
    expect(clientNetwork("2001:0db8:0000:0001:ffff:ffff:ffff:ffff")).toBe(network);
    expect(clientNetwork("2001:db8::1:0:0:0:5")).toBe(network);
    expect(clientNetwork("2001:db8:0:1::7%eth0")).toBe(network);
    expect(clientNetwork("2001:db8:0:2::1")).not.toBe(network);
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("64:ff9b::198.51.100.1")).toBe("64:ff9b:0:0::/64");
  });

  it("clips what is not an address", () => {
    expect(clientNetwork("unknown")).toBe("unknown");
    expect(clientNetwork("x".repeat(500))).toHaveLength(64);
  });
});
