import ipaddr from 'ipaddr.js';

/**
 * May a server-side fetch of a user-supplied URL connect to this address? Only ordinary public unicast: never
 * loopback, private, link-local (cloud metadata 169.254.169.254 included), CGNAT, multicast, broadcast, unspecified
 * or reserved ranges, in IPv4 or IPv6 — and IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4, Teredo) are
 * refused rather than unwrapped, except IPv4-mapped, which is judged by the address it carries.
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
    address = (address as ipaddr.IPv6).toIPv4Address();
  return address.range() === 'unicast';
}

/** The address a URL's host names literally (`127.1`, `0x7f000001`, `[::1]`), if it is one; WHATWG URL parsing already normalised IPv4 forms. */
export function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : undefined;
}
