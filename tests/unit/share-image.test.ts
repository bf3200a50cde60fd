/** What a generated share image shows (issue 32): the template's inputs, their hash, and the picture's size. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { shareImageHash } from '#app/.server/share-images/hash.ts';
import { renderShareImage } from '#app/.server/share-images/render.ts';
import { cacheControlForKey, isUploadKey, shareImageKey } from '#app/.server/storage/keys.ts';
import { caseStudyShareInput, fitText, pageShareInput, shareImagePath } from '#app/lib/share-image.ts';

const study = { title: 'Touchless invoices', clientName: 'Halvorsen Components', clientIndustry: 'Manufacturing' };
const metrics = [
  { value: '78%', label: 'of invoices post untouched' },
  { value: '$1.4M', label: 'saved a year' },
];

describe('the share image template’s inputs', () => {
  it('shows a case study’s title, client, industry and first metric', () => {
    expect(caseStudyShareInput(study, metrics)).toEqual({
      eyebrow: 'Case study · Manufacturing',
      title: 'Touchless invoices',
      byline: 'Halvorsen Components',
      metric: { value: '78%', label: 'of invoices post untouched' },
    });
  });

  it('leaves out what a case study does not have', () => {
    expect(caseStudyShareInput({ title: 'T', clientName: ' ', clientIndustry: '' }, [])).toEqual({
      eyebrow: 'Case study',
      title: 'T',
      byline: null,
      metric: null,
    });
    expect(caseStudyShareInput(study, [{ value: '  ', label: 'Nothing yet' }]).metric).toBeNull();
  });

  it('shows a page’s title and description (the logo names the site)', () => {
    expect(pageShareInput({ title: 'About us', metaDescription: 'Who we are.' })).toEqual({
      eyebrow: null,
      title: 'About us',
      byline: 'Who we are.',
      metric: null,
    });
    expect(pageShareInput({ title: 'About us', metaDescription: '' }).byline).toBeNull();
  });

  it('cuts long text at a word so it fits the card', () => {
    const title =
      'An exceptionally long case study title that goes on and on about claims, underwriting, renewals and much more besides';
    const fitted = caseStudyShareInput({ ...study, title }, metrics).title;
    expect(fitted.length).toBeLessThanOrEqual(110);
    expect(fitted.endsWith('…')).toBe(true);
    expect(title.startsWith(fitted.slice(0, -1))).toBe(true);
    expect(fitText('  a   b  ', 10)).toBe('a b');
  });

  it('hashes what the card shows: a new title changes it, the same inputs never do', () => {
    const hash = shareImageHash(caseStudyShareInput(study, metrics));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(shareImageHash(caseStudyShareInput({ ...study }, [...metrics]))).toBe(hash);
    expect(shareImageHash(caseStudyShareInput({ ...study, title: 'Other' }, metrics))).not.toBe(hash);
    expect(shareImageHash(caseStudyShareInput(study, metrics.slice(1)))).not.toBe(hash);
    // The second metric is not on the card.
    expect(shareImageHash(caseStudyShareInput(study, [metrics[0] as (typeof metrics)[0]]))).toBe(hash);
    expect(shareImagePath(hash)).toBe(`/share-images/${hash}.png`);
  });

  it('renders a 1200 x 630 PNG', async () => {
    const png = await renderShareImage(caseStudyShareInput(study, metrics));
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('stores a card under its hash only: the one new key shape every storage driver accepts, cached for a year', () => {
    const hash = 'a'.repeat(64);
    expect(shareImageKey(hash)).toBe(`share-images/${hash}.png`);
    expect(isUploadKey(shareImageKey(hash))).toBe(true);
    expect(cacheControlForKey(shareImageKey(hash))).toBe('public, max-age=31536000, immutable');
    for (const key of [
      `share-images/${'a'.repeat(63)}.png`,
      `share-images/${'A'.repeat(64)}.png`,
      `share-images/${hash}.svg`,
      `share-images/../${hash}.png`,
      `share-images/x/${hash}.png`,
      `other/${hash}.png`,
    ]) {
      expect(isUploadKey(key), key).toBe(false);
    }
  });
});
