import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an address counts as for rate limits and lockouts (decision 0121): an IPv4 address is
 * itself, an IPv6 client is its /64. One home or one host is handed a whole /64 and may pick any
 * of its 2^64 addresses for each request, so counting per exact IPv6 address would give it a
 * fresh budget every time. An IPv4 address written as IPv6 (`::ffff:203.0.113.5`, what a
 * dual-stack socket reports) is the IPv4 address.
 */
export function clientNetwork(ip: string): string {
  const address = ip.split('%')[0]; // a zone (fe80::1%eth0) names the interface, not the client
  if (!isIPv6(address)) return ip;
  const groups = hextets(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` and a trailing dotted IPv4 part expanded. */
function hextets(address: string): number[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const parts = (text: string) => {
    if (!text) return [];
    return text.split(':').flatMap((part) => {
      if (!isIPv4(part)) return [Number.parseInt(part, 16)];
      const [a, b, c, d] = part.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}
