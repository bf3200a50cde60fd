import { describe, expect, it } from 'vitest';
import { safeContentUrl } from '#app/lib/safe-url.ts';

describe('safeContentUrl', () => {
  it.each([
    ['/images/case-studies/invoice-processing.svg', '/images/case-studies/invoice-processing.svg'],
    [
      '/uploads/case-study-images/1732230000000-abcdefghijkl.png',
      '/uploads/case-study-images/1732230000000-abcdefghijkl.png',
    ],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['  http://example.com/a.png ', 'http://example.com/a.png'],
  ])('keeps %j', (input, expected) => {
    expect(safeContentUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox(1)',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'https://',
    'ftp://example.com/a.png',
    '',
    null,
    undefined,
  ])('drops %j', (input) => {
    expect(safeContentUrl(input)).toBeNull();
  });
});
