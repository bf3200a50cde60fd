/** The social card's image (issue 29): the page's own, else the site settings' default, else the built-in one. */
import { describe, expect, it } from 'vitest';
import { defaultImageFrom, pageMeta, publicPageMeta } from '#app/components/seo/page-meta.ts';

const site = 'https://brightflow.example';
const image = (tags: ReturnType<typeof pageMeta>) =>
  (tags.find((tag) => 'property' in tag && tag.property === 'og:image') as { content: string } | undefined)?.content;
const page = { title: 'About', metaDescription: 'Who we are.', ogImage: null, noindex: false };

describe('the default social image', () => {
  it('is read from the root loader’s data, empty without it', () => {
    const matches = [{ id: 'root', loaderData: { siteUrl: site, defaultOgImage: '/uploads/card.png' } }];
    expect(defaultImageFrom(matches)).toBe('/uploads/card.png');
    expect(defaultImageFrom([{ id: 'root', loaderData: { siteUrl: site } }])).toBe('');
    expect(defaultImageFrom([])).toBe('');
  });

  it('stands in for a page without an image, never over a page’s own', () => {
    expect(image(publicPageMeta(page, '/about', site, '/uploads/card.png'))).toBe(`${site}/uploads/card.png`);
    expect(image(publicPageMeta({ ...page, ogImage: '/uploads/own.png' }, '/about', site, '/uploads/card.png'))).toBe(
      `${site}/uploads/own.png`,
    );
    expect(image(publicPageMeta(page, '/about', site, ''))).toBe(`${site}/images/og-default.png`);
    expect(image(pageMeta({ title: 'x', description: 'y', path: '/x', siteUrl: site }))).toBe(
      `${site}/images/og-default.png`,
    );
  });
});
