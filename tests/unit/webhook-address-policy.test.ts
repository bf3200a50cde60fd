/**
 * Which addresses a webhook may go to (docs/decisions/webhooks.md): public ones only, unless
 * private targets are allowed; IPv4, IPv6 and the IPv6 forms that carry an IPv4 address alike.
 */
import { describe, expect, it } from 'vitest';
import { webhookMessages, webhookUrlProblem } from '#app/features/webhooks/webhook-endpoint-schema.ts';
import {
  classifyAddress,
  isAllowedTarget,
  literalAddress,
  parseIpv4,
  parseIpv6,
} from '#app/lib/webhooks/address-policy.ts';

describe('classifyAddress', () => {
  it.each([
    // IPv4
    ['93.184.216.34', 'public'],
    ['8.8.8.8', 'public'],
    ['1.1.1.1', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.15.255.255', 'public'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.255', 'private'],
    ['100.63.255.255', 'public'],
    ['100.128.0.0', 'public'],
    ['169.254.0.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['169.254.170.2', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['239.255.255.250', 'reserved'],
    ['255.255.255.255', 'reserved'],
    // IPv6
    ['2606:4700:4700::1111', 'public'],
    ['2001:4860:4860::8888', 'public'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::', 'unspecified'],
    ['fd00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fc00::1', 'private'],
    ['fe80::1', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fec0::1', 'private'],
    ['fd00:ec2::254', 'metadata'],
    ['ff02::1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'],
    // IPv4 inside IPv6: what they reach is what counts.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['64:ff9b::808:808', 'public'],
    ['2002:c0a8:0101::1', 'private'],
    ['2002:0808:0808::1', 'public'],
    ['[::1]', 'loopback'],
    // Translated (::ffff:0:a.b.c.d, RFC 6145/6052) and NAT64 forms, judged by their IPv4 part too.
    ['::ffff:0:127.0.0.1', 'loopback'],
    ['::ffff:0:7f00:1', 'loopback'],
    ['0:0:0:0:ffff:0:a9fe:a9fe', 'metadata'],
    ['::ffff:0:10.0.0.1', 'private'],
    ['::ffff:0:8.8.8.8', 'public'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:a9fe:a9fe::1', 'metadata'],
    // NAT64's local-use prefix: its IPv4 part cannot be located, so never public.
    ['64:ff9b:1::808:808', 'private'],
    ['64:ff9b:1:ffff:ffff:ffff:ffff:ffff', 'private'],
    ['64:ff9b:2::1', 'reserved'],
    // Only global unicast (2000::/3) is public, and its boundaries are exact.
    ['2000::1', 'public'],
    ['1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
    ['3fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'public'],
    ['4000::1', 'reserved'],
    ['8000::1', 'reserved'],
    ['e000::1', 'reserved'],
    ['100::1', 'reserved'],
    // SRv6 SIDs (5f00::/16, RFC 9602): outside 2000::/3.
    ['5f00::1', 'reserved'],
    ['5f00:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
    // Documentation (3fff::/20, RFC 9637), both ends, and its neighbours.
    ['3fff::1', 'reserved'],
    ['3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
    ['3fff:1000::1', 'public'],
    ['3ffe:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'public'],
    ['2001:db7:ffff:ffff:ffff:ffff:ffff:ffff', 'public'],
    ['2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
    ['2001:db9::1', 'public'],
    // IETF protocol assignments (2001::/23), globally reachable or not: anycast, AS112, ORCHIDv2.
    ['2001:1::1', 'reserved'],
    ['2001:4:112::1', 'reserved'],
    ['2001:20::1', 'reserved'],
    ['2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
    ['2001:200::1', 'public'],
    // Not addresses
    ['localhost', 'invalid'],
    ['127.1', 'invalid'],
    ['0177.0.0.1', 'invalid'],
    ['256.1.1.1', 'invalid'],
    ['1::2::3', 'invalid'],
    ['fe80::1%eth0', 'invalid'],
    ['', 'invalid'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });
});

describe('parsing', () => {
  it('reads every textual form of one IPv6 address as the same bytes', () => {
    const forms = [
      '2001:db8::1',
      '2001:0db8:0000:0000:0000:0000:0000:0001',
      '2001:DB8:0:0::1',
      '2001:db8:0:0:0:0:0.0.0.1',
    ];
    const parsed = forms.map(parseIpv6);
    for (const bytes of parsed) expect(bytes).toEqual(parsed[0]);
    expect(parsed[0]).toHaveLength(16);
  });

  it('refuses malformed addresses', () => {
    for (const bad of ['1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7', ':::', '12345::', '1.2.3.4.5', '01.2.3.4', '1.2.3']) {
      expect(parseIpv6(bad) ?? parseIpv4(bad)).toBeNull();
    }
  });

  it('finds literal addresses in URL hosts, bracketed for IPv6', () => {
    expect(literalAddress('127.0.0.1')).toBe('127.0.0.1');
    expect(literalAddress('[::ffff:7f00:1]')).toBe('::ffff:7f00:1');
    expect(literalAddress('hooks.example.com')).toBeNull();
  });
});

describe('isAllowedTarget', () => {
  it('allows public addresses only, unless private targets are allowed', () => {
    for (const address of ['127.0.0.1', '::1', '10.0.0.1', '169.254.169.254', 'fd00::1', '0.0.0.0', '100.64.1.1']) {
      expect(isAllowedTarget(address, { allowPrivate: false }), address).toBe(false);
      expect(isAllowedTarget(address, { allowPrivate: true }), address).toBe(true);
    }
    expect(isAllowedTarget('93.184.216.34', { allowPrivate: false })).toBe(true);
    for (const address of ['::ffff:0:7f00:1', '64:ff9b::7f00:1', '3fff::1', '5f00::1', '64:ff9b:1::808:808']) {
      expect(isAllowedTarget(address, { allowPrivate: false }), address).toBe(false);
    }
    expect(isAllowedTarget('2606:4700:4700::1111', { allowPrivate: false })).toBe(true);
    expect(isAllowedTarget('not-an-address', { allowPrivate: true })).toBe(false);
  });
});

describe('webhookUrlProblem (the form)', () => {
  const strict = { allowPrivate: false };
  it.each([
    ['', webhookMessages.urlRequired],
    ['hooks.example.com', webhookMessages.urlInvalid],
    ['http://hooks.example.com/x', webhookMessages.urlNotHttps],
    ['ftp://hooks.example.com/x', webhookMessages.urlNotHttps],
    ['https://user:pass@hooks.example.com/x', webhookMessages.urlCredentials],
    ['https://127.0.0.1/hook', webhookMessages.urlPrivate],
    // The URL parser turns these into 127.0.0.1 and 169.254.169.254 before anyone looks.
    ['https://2130706433/hook', webhookMessages.urlPrivate],
    ['https://0x7f.1/hook', webhookMessages.urlPrivate],
    ['https://[::ffff:169.254.169.254]/latest', webhookMessages.urlPrivate],
    ['https://[::1]:8443/', webhookMessages.urlPrivate],
    ['https://[::ffff:0:127.0.0.1]/hook', webhookMessages.urlPrivate],
    ['https://[3fff::1]/hook', webhookMessages.urlPrivate],
    ['https://[5f00::1]/hook', webhookMessages.urlPrivate],
    ['https://localhost/hook', webhookMessages.urlPrivate],
    ['https://api.localhost/hook', webhookMessages.urlPrivate],
    ['https://hooks.example.com/brightflow', null],
    ['https://93.184.216.34/hook', null],
  ])('%s', (url, problem) => {
    expect(webhookUrlProblem(url, strict)).toBe(problem);
  });

  it('lets private and loopback targets through when they are allowed, but still only over https', () => {
    expect(webhookUrlProblem('https://127.0.0.1:4760/hook', { allowPrivate: true })).toBeNull();
    expect(webhookUrlProblem('https://localhost/hook', { allowPrivate: true })).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4760/hook', { allowPrivate: true })).toBe(webhookMessages.urlNotHttps);
  });
});
