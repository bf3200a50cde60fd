import { describe, expect, it } from 'vitest';
import { selectFeatured } from '#app/features/pages/live-blocks.server.ts';
import type { CaseStudy } from '#app/lib/case-study.ts';

const study = (id: string, clientIndustry: string, tags: string[] = []) =>
  ({ id, clientIndustry, tags }) as unknown as CaseStudy;
const studies = [
  study('a', 'Insurance', ['category:agents']),
  study('b', 'Manufacturing', ['category:rpa']),
  study('c', ' insurance ', ['category:rpa']),
  study('d', 'Insurance'),
];
const block = (changes: object) =>
  ({ id: 'f', type: 'featured-case-studies', max: 6, ...changes }) as Parameters<typeof selectFeatured>[1];

describe('a featured case-studies block’s selection (issue 28)', () => {
  it('keeps the featured order, filtered by industry (any case) and category, at most max', () => {
    expect(selectFeatured(studies, block({})).map((s) => s.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(selectFeatured(studies, block({ industry: 'INSURANCE' })).map((s) => s.id)).toEqual(['a', 'c', 'd']);
    expect(selectFeatured(studies, block({ industry: 'Insurance', category: 'rpa' })).map((s) => s.id)).toEqual(['c']);
    expect(selectFeatured(studies, block({ category: 'agents', max: 1 })).map((s) => s.id)).toEqual(['a']);
    expect(selectFeatured(studies, block({ industry: 'Retail' }))).toEqual([]);
  });
});
