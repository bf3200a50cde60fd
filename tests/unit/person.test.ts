/** One person's view (issue 31): the merged timeline's order, ROI recomputation by version, what they read, the erasure's lines. */
import { describe, expect, it } from 'vitest';
import type { InboxItem } from '#app/features/inbox/inbox.ts';
import { erasureLines, mergeTimelines, personRoi, personView, storedRoiInputs } from '#app/features/leads/person.ts';
import { computeRoi, defaultRoiInputs, formatCurrency, SEEDED_ROI_MODEL } from '#app/lib/roi.ts';

const item = (over: Partial<InboxItem>): InboxItem => ({
  id: 'x',
  source: 'contact',
  kind: 'contact',
  name: null,
  email: 'ada@example.com',
  company: null,
  message: null,
  details: [],
  status: 'new',
  createdAt: '2026-11-01T10:00:00.000Z',
  delivery: null,
  ...over,
});

describe('the person view', () => {
  it('merges every submission’s timeline newest first, a save’s entries in reverse of their written order', () => {
    const contact = item({
      id: 'c',
      timeline: [
        { id: 'c1', author: 'sam', createdAt: '2026-11-02T09:00:00.000Z', entry: 'owner', from: null, to: 'sam' },
        { id: 'c2', author: 'sam', createdAt: '2026-11-02T09:00:00.000Z', entry: 'note', body: 'Call' },
        {
          id: 'c3',
          author: 'sam',
          createdAt: '2026-11-05T09:00:00.000Z',
          entry: 'follow_up',
          from: null,
          to: '2026-12-01',
        },
      ],
    });
    const roi = item({
      id: 'l',
      source: 'lead',
      kind: 'roi_email',
      createdAt: '2026-11-03T10:00:00.000Z',
      timeline: [{ id: 'l1', author: 'kim', createdAt: '2026-11-04T09:00:00.000Z', entry: 'note', body: 'Sent deck' }],
    });
    expect(mergeTimelines([roi, contact]).map((e) => [e.id, e.submission.id])).toEqual([
      ['c3', 'c'],
      ['l1', 'l'],
      ['c2', 'c'],
      ['c1', 'c'],
    ]);
  });

  it('names them by their newest name, lists each address once whatever its case, and what they read once', () => {
    const attribution = (pages: string[], slugs: string[]) => ({
      landingPage: pages[0] ?? null,
      referrer: null,
      utm: {},
      pages,
      caseStudies: slugs,
      source: { kind: 'direct' as const, name: 'Direct' },
      caseStudiesRead: slugs.map((slug) => ({ slug, title: slug === 'a' ? 'Study A' : null })),
    });
    const view = personView(
      'c',
      [
        item({
          id: 'l',
          name: 'Ada L.',
          email: 'ADA@example.com',
          attribution: attribution(['/', '/use-cases/a'], ['a']),
        }),
        item({
          id: 'c',
          name: 'Ada',
          email: 'ada@example.com',
          company: 'Engines',
          attribution: attribution(['/rpa'], ['a', 'b']),
        }),
      ] as InboxItem[],
      [],
    );
    expect(view).toMatchObject({
      title: 'Ada L.',
      names: ['Ada L.', 'Ada'],
      emails: ['ADA@example.com'],
      companies: ['Engines'],
    });
    expect(view.reading).toEqual({
      pages: ['/', '/use-cases/a', '/rpa'],
      caseStudies: [
        { slug: 'a', title: 'Study A' },
        { slug: 'b', title: null },
      ],
    });
  });

  it('recomputes an ROI request with its own model version, and falls back to the stored figures without it', () => {
    const cheaper = { ...SEEDED_ROI_MODEL, costPerWeek: 1000 };
    const payload = { inputs: defaultRoiInputs, results: computeRoi(defaultRoiInputs) };
    const request = { id: 'l', createdAt: '2026-11-01T00:00:00.000Z', payload, version: 2 };
    const recomputed = personRoi(request, new Map([[2, cheaper]]));
    expect(recomputed?.recomputed).toBe(true);
    expect(recomputed?.results).toContainEqual({
      label: 'Implementation cost',
      value: formatCurrency(computeRoi(defaultRoiInputs, cheaper).implementationCost),
    });
    const stored = personRoi({ ...request, version: 9 }, new Map());
    expect(stored?.recomputed).toBe(false);
    expect(stored?.results).toContainEqual({
      label: 'Implementation cost',
      value: formatCurrency(payload.results.implementationCost),
    });
    expect(storedRoiInputs({ inputs: { ...defaultRoiInputs, hourlyRate: 'x' } })).toBeNull();
    expect(personRoi({ ...request, payload: {} }, new Map())).toBeNull();
  });

  it('says what an erasure removes, per kind', () => {
    expect(erasureLines({ submissions: 1, notes: 0, outbox: 2, webhookDeliveries: 1, audit: 3, reviews: 0 })).toEqual([
      '1 submission, with its answers and visit',
      '0 timeline entries (notes and changes)',
      '2 e-mails to or about them: addresses and bodies blanked',
      '1 webhook delivery: the payload copies blanked',
      '3 audit entries about them: their name and address replaced by a pseudonym',
    ]);
    expect(erasureLines({ submissions: 1, notes: 0, outbox: 0, webhookDeliveries: 0, audit: 0, reviews: 3 })).toContain(
      '3 client review requests, comments and decisions of theirs: their name and addresses replaced by the pseudonym',
    );
  });
});
