/** The redirect manager's forms (issue 32): one redirect typed, a CSV file's rows with their lines, merging, the suggested target, the History's diff, and parseCsv. */
import { describe, expect, it } from 'vitest';
import { diffRedirects } from '#app/features/redirects/redirects-diff.ts';
import { parseRedirect, parseRedirectsCsv, withRules } from '#app/features/redirects/redirects-schema.ts';
import { suggestTarget } from '#app/features/redirects/suggest-target.ts';
import { parseCsv, toCsv } from '#app/lib/csv.ts';

describe('parseRedirect', () => {
  it('reads a redirect, a prefix rule and a 410', () => {
    expect(parseRedirect({ from: '/old/', to: '/new', status: '302' })).toEqual({
      ok: true,
      rule: { from: '/old', to: '/new', status: 302 },
    });
    expect(parseRedirect({ from: '/blog/*', to: '/insights/*', status: '301' })).toEqual({
      ok: true,
      rule: { from: '/blog/*', to: '/insights/*', status: 301 },
    });
    expect(parseRedirect({ from: '/retired', to: '', status: '410' })).toEqual({
      ok: true,
      rule: { from: '/retired', to: null, status: 410 },
    });
  });
  it('names each field’s problem', () => {
    expect(parseRedirect({ from: '', to: '/x', status: '307' })).toEqual({
      ok: false,
      errors: { from: 'Enter the old address, like /old-page or /blog/*.', status: 'The type is 301, 302 or 410.' },
    });
    expect(parseRedirect({ from: '/a', to: '/b', status: '410' })).toEqual({
      ok: false,
      errors: { to: 'A 410 Gone has no new address: leave it empty.' },
    });
  });
});

describe('parseRedirectsCsv', () => {
  it('reads an exported file back', () => {
    const file = toCsv([
      ['from', 'to', 'status'],
      ['/a', '/b', 301],
      ['/gone', '', 410],
    ]);
    expect(parseRedirectsCsv(file)).toEqual({
      ok: true,
      rules: [
        { from: '/a', to: '/b', status: 301 },
        { from: '/gone', to: null, status: 410 },
      ],
    });
  });
  it('names the line of every bad row, and wants the header', () => {
    expect(parseRedirectsCsv('from,to,status\n/a,/b,301\n\nhttp://x.example/a,/b,301\n/c,/d,999\n')).toEqual({
      ok: false,
      problems: [
        'Line 4: Enter the old address as a path on this site, like /old-page, without the domain.',
        'Line 5: The type is 301, 302 or 410.',
      ],
    });
    expect(parseRedirectsCsv('/a,/b,301\n')).toEqual({
      ok: false,
      problems: ['The first line must name the columns: from,to,status.'],
    });
    expect(parseRedirectsCsv('from,to,status\n')).toEqual({
      ok: false,
      problems: ['Choose a CSV file with at least one redirect.'],
    });
  });
});

describe('parseCsv', () => {
  it('reads quoted cells with commas, quotes and line breaks, with each row’s first line', () => {
    expect(parseCsv('\uFEFFa,"b, c"\r\n"d ""e""","f\ng"\nh,i')).toEqual([
      { line: 1, cells: ['a', 'b, c'] },
      { line: 2, cells: ['d "e"', 'f\ng'] },
      { line: 4, cells: ['h', 'i'] },
    ]);
  });
});

describe('withRules', () => {
  it('adds new addresses at the end and replaces a listed one in place', () => {
    const rules = [
      { from: '/a', to: '/b', status: 301 as const },
      { from: '/c', to: '/d', status: 301 as const },
    ];
    expect(
      withRules(rules, [
        { from: '/a', to: '/z', status: 302 },
        { from: '/e', to: null, status: 410 },
      ]),
    ).toEqual([
      { from: '/a', to: '/z', status: 302 },
      { from: '/c', to: '/d', status: 301 },
      { from: '/e', to: null, status: 410 },
    ]);
  });
});

describe('suggestTarget', () => {
  const targets = [
    { path: '/' },
    { path: '/rpa' },
    { path: '/use-cases/invoice-automation' },
    { path: '/use-cases/claims-processing' },
    { path: '/document-processing' },
  ];
  it('offers the live address sharing the most words, its last segment first', () => {
    expect(suggestTarget('/blog/2021/invoice-automation-tips', targets)).toBe('/use-cases/invoice-automation');
    expect(suggestTarget('/services/document-processing', targets)).toBe('/document-processing');
    expect(suggestTarget('/processing/claims', targets)).toBe('/use-cases/claims-processing');
  });
  it('offers nothing when no word is shared', () => {
    expect(suggestTarget('/xyz', targets)).toBe('');
  });
});

describe('diffRedirects', () => {
  it('lists each address added, changed or removed', () => {
    expect(
      diffRedirects(
        [
          { from: '/a', to: '/b', status: 301 },
          { from: '/c', to: '/d', status: 301 },
        ],
        [
          { from: '/a', to: '/b', status: 302 },
          { from: '/e', to: null, status: 410 },
        ],
      ),
    ).toEqual([
      { field: '/a', before: '301 → /b', after: '302 → /b' },
      { field: '/c', before: '301 → /d', after: '(none)' },
      { field: '/e', before: '(none)', after: '410 Gone' },
    ]);
  });
});
