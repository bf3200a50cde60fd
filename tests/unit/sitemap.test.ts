import { describe, expect, it } from 'vitest';
import { APP_PAGES, robotsTxt, sitemapEntries, sitemapXml } from '#app/lib/sitemap.ts';

const site = 'https://www.example.com';

describe('sitemapEntries', () => {
  const studies = [
    { slug: 'invoice-automation', updatedAt: '2026-03-01T10:00:00.000Z' },
    { slug: 'claims & more', updatedAt: '2026-05-02T08:30:00.000Z' },
  ];

  it('lists the application’s own pages, then the published case studies with lastmod, then the built-ins', () => {
    const entries = sitemapEntries(studies, ['1', '2']);
    expect(entries.map((e) => e.path)).toEqual([
      ...APP_PAGES.map((p) => p.path),
      '/use-cases/invoice-automation',
      '/use-cases/claims%20%26%20more',
      '/use-cases/1',
      '/use-cases/2',
    ]);
    expect(entries.find((e) => e.path === '/use-cases/invoice-automation')?.lastmod).toBe('2026-03-01T10:00:00.000Z');
    // The list page changed when its newest case study did.
    expect(entries.find((e) => e.path === '/use-cases')?.lastmod).toBe('2026-05-02T08:30:00.000Z');
  });

  it('leaves out the intake page, the admin and a built-in id hidden by a study with that slug', () => {
    const paths = sitemapEntries([{ slug: '2', updatedAt: null }], ['1', '2']).map((e) => e.path);
    expect(paths.filter((p) => p === '/use-cases/2')).toHaveLength(1);
    expect(paths.some((p) => p.startsWith('/admin') || p === '/webhook-api')).toBe(false);
    expect(sitemapEntries([], []).find((e) => e.path === '/use-cases')?.lastmod).toBeUndefined();
  });

  it('lists the pages built from blocks first, in the order given, with their last change (issue 28)', () => {
    const entries = sitemapEntries(
      [],
      [],
      [
        { path: '/about', updatedAt: '2026-11-01T10:00:00.000Z' },
        { path: '/industries/insurance', updatedAt: '2026-11-02T10:00:00.000Z' },
      ],
    );
    expect(entries.filter((e) => e.path === '/about')).toEqual([
      { path: '/about', lastmod: '2026-11-01T10:00:00.000Z' },
    ]);
    const paths = entries.map((e) => e.path);
    expect(paths).toEqual(['/about', '/industries/insurance', ...APP_PAGES.map((p) => p.path)]);
    expect(entries.find((e) => e.path === '/industries/insurance')?.lastmod).toBe('2026-11-02T10:00:00.000Z');
  });
});

describe('sitemapXml', () => {
  it('writes absolute, escaped locations and W3C dates', () => {
    const xml = sitemapXml(site, [
      { path: '/' },
      { path: '/use-cases/a&b', lastmod: '2026-01-02 03:04:05' },
      { path: '/terms', lastmod: '2025-09-18' },
      { path: '/x', lastmod: 'not a date' },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    expect(xml).toContain('<loc>https://www.example.com/</loc>');
    expect(xml).toContain('<loc>https://www.example.com/use-cases/a&amp;b</loc>');
    expect(xml).toContain(`<lastmod>${new Date('2026-01-02 03:04:05').toISOString()}</lastmod>`);
    expect(xml).toContain('<lastmod>2025-09-18</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml.match(/<lastmod>/g)).toHaveLength(2);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the admin and the intake page and names the sitemap', () => {
    const text = robotsTxt(site);
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /webhook-api',
        'Disallow: /review/',
        'Sitemap: https://www.example.com/sitemap.xml',
      ]),
    );
  });
});
