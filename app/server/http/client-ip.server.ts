import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Which proxies may name the client: the header they set, and their addresses. */
export interface ProxyTrust {
  header: string;
  proxies: [Address, number][];
}

/** The loopback ranges: the default when TRUST_PROXY is set without TRUSTED_PROXIES. */
export const LOOPBACK_PROXIES = ["127.0.0.0/8", "::1/128"];

/** Is this an IP address or a CIDR range ("10.0.0.0/8", "2001:db8::/32", "192.0.2.7")? */
export function isProxyRange(entry: string): boolean {
  return entry.includes("/") ? ipaddr.isValidCIDR(entry) : ipaddr.isValid(entry);
}

/** The trust to apply: `header` believed only from `ranges` (checked with isProxyRange). */
export function proxyTrust(header: string, ranges: readonly string[]): ProxyTrust {
  const proxies = ranges.map((entry): [Address, number] => {
    if (entry.includes("/")) return ipaddr.parseCIDR(entry);
    const address = ipaddr.parse(entry);
    return [address, address.kind() === "ipv4" ? 32 : 128];
  });
  return { header: header.toLowerCase(), proxies };
}

/** The address as one family writes it: an IPv4-mapped IPv6 address (::ffff:1.2.3.4) as IPv4. */
function parse(address: string): Address | undefined {
  if (!isIP(address)) return undefined;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

function trusted(address: Address, trust: ProxyTrust): boolean {
  return trust.proxies.some(
    ([range, bits]) => range.kind() === address.kind() && address.match(range, bits),
  );
}

/**
 * The client IP of a request. The socket's peer, unless that peer is a trusted proxy: then the
 * proxy's header is read from the right (each proxy appends the address it received from), past
 * the trusted proxies, to the first address that is not one; an entry that is not an IP address
 * ends the walk at the last trusted hop. A header from anyone else is ignored.
 */
export function clientIpOf(
  headers: Record<string, string | string[] | undefined>,
  socketAddress: string | undefined,
  trust: ProxyTrust | undefined,
): string {
  const peer = socketAddress === undefined ? undefined : parse(socketAddress);
  if (!peer) return "unknown";
  if (!trust || !trusted(peer, trust)) return peer.toString();
  const raw = headers[trust.header];
  const entries = (Array.isArray(raw) ? raw.join(",") : (raw ?? "")).split(",");
  let client = peer;
  for (const entry of entries.reverse()) {
    const address = parse(entry.trim());
    if (!address) break;
    client = address;
    if (!trusted(address, trust)) break;
  }
  return client.toString();
}

/**
 * What a rate limit counts as one client: an IPv4 address, or the /64 an IPv6 address belongs to
 * (one subscriber's network: its devices each get addresses of their own within it).
 */
export function rateLimitKey(ip: string): string {
  const address = parse(ip);
  if (!address) return ip;
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}
