import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify, slugifyPartial, slugWithSuffix } from '#app/lib/slug.ts';

describe('slugify (SPEC 5)', () => {
  it.each([
    ['Invoice Automation', 'invoice-automation'],
    ['UPPER lower MiXeD', 'upper-lower-mixed'],
    // every character other than letters, digits, space and hyphen is removed
    ['AI Agents: 24/7 Support!', 'ai-agents-247-support'],
    ["Claims & Payments (Phase 2) — what's next?", 'claims-payments-phase-2-whats-next'],
    ['$1.4M saved @ 14 entities', '14m-saved-14-entities'],
    // spaces become hyphens and repeated spaces/hyphens collapse
    ['Many    spaces   here', 'many-spaces-here'],
    ['dash -- and --- more', 'dash-and-more'],
    ['tab\tand\nnewline', 'tab-and-newline'],
    // trimmed at both ends: spaces and hyphens
    ['  padded title  ', 'padded-title'],
    ['--leading and trailing--', 'leading-and-trailing'],
    ['- - spaced hyphens - -', 'spaced-hyphens'],
    // accented letters keep their base letter
    ['Café Déjà Vu in Zürich', 'cafe-deja-vu-in-zurich'],
    ['', ''],
    ['!!!', ''],
    ['2024', '2024'],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('always yields an empty string or a well-formed slug, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (title) => {
        const slug = slugify(title);
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });

  it('keeps a trailing hyphen while the slug is being typed, so words can follow', () => {
    expect(slugifyPartial('my slug ')).toBe('my-slug-');
    expect(slugifyPartial('My-')).toBe('my-');
    expect(slugify('my-')).toBe('my');
  });

  it('numbers an alternative for a taken slug', () => {
    expect(slugWithSuffix('invoice-automation', 2)).toBe('invoice-automation-2');
    expect(slugWithSuffix('a'.repeat(200), 12)).toBe(`${'a'.repeat(197)}-12`);
    expect(slugWithSuffix(`${'a'.repeat(197)}-b`, 2)).toBe(`${'a'.repeat(197)}-2`);
  });
});
