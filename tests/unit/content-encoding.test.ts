import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '#app/.server/infrastructure/content-encoding.ts';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br', 'br'],
    ['gzip; q=0, br; q=0', 'identity'],
    ['gzip;q=0.000', 'identity'],
    ['*', 'br'],
    ['*;q=0.1, gzip', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['identity;q=0, *;q=0', 'identity'],
    ['', 'identity'],
  ])('for Accept-Encoding %j, a page goes out as %s', (header, expected) => {
    expect(preferredEncoding(header, ['br', 'gzip'])).toBe(expected);
  });

  it('sends a plain body to a client that names no encoding', () => {
    expect(preferredEncoding(null, ['br', 'gzip'])).toBe('identity');
    expect(preferredEncoding(undefined, ['gzip'])).toBe('identity');
  });

  it('offers only what is available: a CSV is gzipped or plain', () => {
    expect(preferredEncoding('br', ['gzip'])).toBe('identity');
    expect(preferredEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(preferredEncoding('gzip;q=0', ['gzip'])).toBe('identity');
  });
});
