/**
 * Which network addresses an outgoing webhook may connect to (docs/decisions/webhooks.md, "No
 * server-side request forgery"). A staff member types the URL, so without this rule the server
 * could be made to post to itself, to the cloud's metadata service (credentials) or to machines on
 * the private network that trust it. Pure: the delivery resolves the host name and asks this module
 * about every address, at every attempt.
 */

export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'metadata'
  | 'unspecified'
  | 'reserved'
  | 'invalid';

type Bytes = number[];

/** Four numbers 0-255, only the dotted-decimal form (no octal, hex or shortened forms). */
export function parseIpv4(text: string): Bytes | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes: Bytes = [];
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes.push(value);
  }
  return bytes;
}

/** Sixteen bytes, from any textual form of RFC 4291 (with `::` and a trailing IPv4 part); no zone ids. */
export function parseIpv6(text: string): Bytes | null {
  const address = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (!/^[0-9a-fA-F:.]+$/.test(address)) return null;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string): number[] | null => {
    if (part === '') return [];
    const pieces = part.split(':');
    const out: number[] = [];
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIpv4(piece);
        if (!v4) return null;
        out.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
      } else {
        if (!/^[0-9a-fA-F]{1,4}$/.test(piece)) return null;
        out.push(Number.parseInt(piece, 16));
      }
    }
    return out;
  };
  const head = groups(halves[0] ?? '');
  const tail = halves.length === 2 ? groups(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return all.flatMap((group) => [group >> 8, group & 0xff]);
}

const inPrefix = (bytes: Bytes, prefix: Bytes, bits: number): boolean => {
  for (let bit = 0; bit < bits; bit += 1) {
    const index = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if (((bytes[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
};

/** [first bytes of the prefix, prefix length, class]; the first match wins, so narrow ranges come first. */
const IPV4_RANGES: [Bytes, number, AddressClass][] = [
  // Cloud metadata services: AWS, GCP, Azure (169.254.169.254), AWS ECS task metadata, Alibaba.
  [[169, 254, 169, 254], 32, 'metadata'],
  [[169, 254, 170, 2], 32, 'metadata'],
  [[100, 100, 100, 200], 32, 'metadata'],
  [[0], 8, 'unspecified'],
  [[127], 8, 'loopback'],
  [[10], 8, 'private'],
  [[172, 16], 12, 'private'],
  [[192, 168], 16, 'private'],
  // Carrier-grade NAT: another customer's network, or the provider's own services.
  [[100, 64], 10, 'private'],
  [[169, 254], 16, 'link-local'],
  [[192, 0, 0], 24, 'reserved'],
  [[192, 0, 2], 24, 'reserved'],
  [[198, 18], 15, 'reserved'],
  [[198, 51, 100], 24, 'reserved'],
  [[203, 0, 113], 24, 'reserved'],
  [[192, 88, 99], 24, 'reserved'],
  // Multicast, the old class E and the broadcast address.
  [[224], 4, 'reserved'],
  [[240], 4, 'reserved'],
];

export function classifyIpv4(bytes: Bytes): AddressClass {
  for (const [prefix, bits, kind] of IPV4_RANGES) if (inPrefix(bytes, prefix, bits)) return kind;
  return 'public';
}

const hex = (text: string): Bytes => parseIpv6(text) ?? [];

/**
 * IPv6 ranges checked before anything else; the first match wins. Inside 2000::/3 (global unicast)
 * these are the IANA special-purpose blocks (RFC 6890's registry), all refused: none is a place a
 * webhook receiver lives, so the few "globally reachable" ones in 2001::/23 (anycast PCP/TURN, AMT,
 * AS112, ORCHIDv2, DRIP) are refused with the rest rather than listed one by one.
 */
const IPV6_RANGES: [Bytes, number, AddressClass][] = [
  // AWS's metadata service over IPv6.
  [hex('fd00:ec2::254'), 128, 'metadata'],
  [hex('::'), 128, 'unspecified'],
  [hex('::1'), 128, 'loopback'],
  // Unique local addresses (fc00::/7, of which fd00::/8 is what sites use).
  [hex('fc00::'), 7, 'private'],
  [hex('fe80::'), 10, 'link-local'],
  // Deprecated site-local addresses: private by another name.
  [hex('fec0::'), 10, 'private'],
  [hex('ff00::'), 8, 'reserved'],
  // NAT64's local-use prefix (RFC 8215): where the IPv4 address sits depends on the prefix length
  // the operator chose, so it cannot be judged by its IPv4 part; it is a local network's by definition.
  [hex('64:ff9b:1::'), 48, 'private'],
  // IETF protocol assignments: Teredo (2001::/32, whose IPv4 part is obfuscated), benchmarking, ORCHID…
  [hex('2001::'), 23, 'reserved'],
  // Documentation (RFC 3849, RFC 9637).
  [hex('2001:db8::'), 32, 'reserved'],
  [hex('3fff::'), 20, 'reserved'],
];

/**
 * IPv6 forms that carry an IPv4 address, and where: mapped (::ffff:a.b.c.d), translated
 * (::ffff:0:a.b.c.d, RFC 6145/6052), the old "compatible" form (::a.b.c.d), NAT64's well-known
 * prefix (64:ff9b::/96) and 6to4 (2002::/16).
 */
function embeddedIpv4(bytes: Bytes): Bytes | null {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return bytes.slice(12, 16);
  if (zeros(0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zeros(10, 12)) return bytes.slice(12, 16);
  if (zeros(0, 12)) return bytes.slice(12, 16);
  if (inPrefix(bytes, hex('64:ff9b::'), 96)) return bytes.slice(12, 16);
  if (inPrefix(bytes, hex('2002::'), 16)) return bytes.slice(2, 6);
  return null;
}

/** 2000::/3: the only IPv6 block the internet routes to hosts (IANA's "Global Unicast"). */
const GLOBAL_UNICAST = hex('2000::');

/**
 * Public only for global unicast addresses outside the special-purpose blocks, or for a form that
 * carries a public IPv4 address; everything else in the IPv6 space (5f00::/16 SRv6, 100::/64
 * discard, unassigned blocks…) is reserved. An allow-list, so a block IANA carves out tomorrow
 * outside 2000::/3 is refused without a change here.
 */
export function classifyIpv6(bytes: Bytes): AddressClass {
  for (const [prefix, bits, kind] of IPV6_RANGES) {
    if (bits === 128 ? bytes.every((b, i) => b === prefix[i]) : inPrefix(bytes, prefix, bits)) return kind;
  }
  // ::ffff:127.0.0.1 reaches 127.0.0.1; 64:ff9b::a9fe:a9fe reaches the metadata service through NAT64.
  const v4 = embeddedIpv4(bytes);
  if (v4) return classifyIpv4(v4);
  return inPrefix(bytes, GLOBAL_UNICAST, 3) ? 'public' : 'reserved';
}

/** The class of an address in text form (IPv4, or IPv6 with or without brackets). */
export function classifyAddress(address: string): AddressClass {
  const v4 = parseIpv4(address);
  if (v4) return classifyIpv4(v4);
  const v6 = parseIpv6(address);
  if (v6) return classifyIpv6(v6);
  return 'invalid';
}

/** Whether a webhook may be sent to this address: only public ones, unless private targets are allowed. */
export function isAllowedTarget(address: string, options: { allowPrivate: boolean }): boolean {
  const kind = classifyAddress(address);
  if (kind === 'public') return true;
  // Private networks (and tests on 127.0.0.1) opt in with WEBHOOK_ALLOW_PRIVATE_TARGETS; an address
  // that is not an address at all never passes.
  return options.allowPrivate && kind !== 'invalid';
}

/** A literal IP address as a URL's host (`[::1]` included), or null for a host name. */
export function literalAddress(hostname: string): string | null {
  if (parseIpv4(hostname)) return hostname;
  if (hostname.startsWith('[') && hostname.endsWith(']') && parseIpv6(hostname)) return hostname.slice(1, -1);
  return null;
}
