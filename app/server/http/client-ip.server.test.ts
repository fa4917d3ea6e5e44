import { describe, expect, it } from "vitest";
import { clientIpOf, LOOPBACK_PROXIES, proxyTrust, rateLimitKey } from "./client-ip.server";

const xff = (value: string | string[]) => ({ "x-forwarded-for": value });
const behindLoopback = proxyTrust("X-Forwarded-For", LOOPBACK_PROXIES);
const behindTwo = proxyTrust("X-Forwarded-For", ["10.0.0.0/8", "2001:db8::1"]);

describe("clientIpOf", () => {
  it("is the socket's address without a trusted proxy", () => {
    expect(clientIpOf(xff("203.0.113.9"), "198.51.100.4", undefined)).toBe("198.51.100.4");
    expect(clientIpOf({}, undefined, undefined)).toBe("unknown");
  });

  it("ignores the header when the sender is not a trusted proxy", () => {
    expect(clientIpOf(xff("203.0.113.9"), "198.51.100.4", behindLoopback)).toBe("198.51.100.4");
    expect(clientIpOf(xff("203.0.113.9"), "::ffff:198.51.100.4", behindLoopback)).toBe(
      "198.51.100.4",
    );
  });

  it("reads the header from the right, past the trusted proxies", () => {
    expect(clientIpOf(xff("203.0.113.9"), "127.0.0.1", behindLoopback)).toBe("203.0.113.9");
    // The client wrote the first entry itself: only what the proxies appended is believed.
    expect(clientIpOf(xff("1.1.1.1, 203.0.113.9"), "::1", behindLoopback)).toBe("203.0.113.9");
    expect(clientIpOf(xff("1.1.1.1, 203.0.113.9, 10.1.2.3"), "2001:db8::1", behindTwo)).toBe(
      "203.0.113.9",
    );
    expect(clientIpOf(xff(["1.1.1.1", "203.0.113.9, 10.1.2.3"]), "10.9.9.9", behindTwo)).toBe(
      "203.0.113.9",
    );
    expect(clientIpOf(xff("2001:db8:aaaa::5"), "10.0.0.1", behindTwo)).toBe("2001:db8:aaaa::5");
  });

  it("stops at an entry that is not an IP address, at the last trusted hop", () => {
    expect(clientIpOf(xff("203.0.113.9, not-an-ip"), "127.0.0.1", behindLoopback)).toBe(
      "127.0.0.1",
    );
    expect(clientIpOf(xff("evil, 10.1.2.3"), "10.0.0.1", behindTwo)).toBe("10.1.2.3");
    expect(clientIpOf(xff(""), "127.0.0.1", behindLoopback)).toBe("127.0.0.1");
    expect(clientIpOf({}, "127.0.0.1", behindLoopback)).toBe("127.0.0.1");
  });

  it("is the first address when every hop is a trusted proxy", () => {
    expect(clientIpOf(xff("10.0.0.5, 10.0.0.6"), "10.0.0.7", behindTwo)).toBe("10.0.0.5");
  });
});

describe("rateLimitKey", () => {
  it("counts an IPv4 address alone, an IPv6 address by its /64", () => {
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("keeps what is not an address as it is", () => {
    expect(rateLimitKey("unknown")).toBe("unknown");
  });
});
