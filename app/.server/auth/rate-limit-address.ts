/**
 * The client address a sign-in budget is kept for. An IPv6 client usually holds a whole /64 (every
 * home line and cloud VM gets one), so counting single IPv6 addresses would hand one machine 2^64
 * fresh budgets; it is counted by its /64 instead. An IPv4-mapped IPv6 address is its IPv4 address.
 */
import { isIPv4, isIPv6 } from 'node:net';

export function rateLimitAddress(ip: string | undefined | null): string {
  if (!ip) return 'unknown';
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  return `${ipv6Hextets(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, without leading zeros ("::" expanded). */
function ipv6Hextets(address: string): string[] {
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = address.split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  // An embedded IPv4 tail only ever fills the last two groups, which a /64 never reads.
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
