/**
 * What /sitemap.xml and /robots.txt say (DESIGN 6 'SEO & sharing'): every indexable public page,
 * the published case studies with their last change, and the built-in use cases. Pure text
 * builders; the resource routes feed them from the database and the configuration.
 */
import { absoluteUrl } from './absolute-url.ts';

export interface SitemapEntry {
  /** Site-relative path, e.g. '/about'. */
  path: string;
  /** ISO date or date-time of the last meaningful change, when known. */
  lastmod?: string | null;
}

/**
 * The indexable public pages the application draws itself: the ROI calculator and the case-study
 * list. Every other public page is a page built from blocks (issue 28: the home page, the copy and
 * form pages, and the pages staff add), listed while it is published and not noindex. Not listed:
 * /webhook-api (noindex: it only reports on a query it was given), the admin and the not-found page.
 */
export const APP_PAGES: readonly SitemapEntry[] = [{ path: '/roi-calculator' }, { path: '/use-cases' }];

/** Paths no crawler should fetch. */
export const DISALLOWED_PATHS = ['/admin', '/webhook-api', '/api/', '/review/'] as const;

export const useCasePath = (slugOrId: string) => `/use-cases/${encodeURIComponent(slugOrId)}`;

const latest = (dates: readonly (string | null | undefined)[]): string | null =>
  dates.filter((d): d is string => Boolean(d)).reduce<string | null>((a, b) => (a === null || b > a ? b : a), null);

/**
 * Every URL of the sitemap: the published, indexable pages built from blocks (in path order, so the
 * home page first), the application's own pages, then the published case studies (in the order the
 * site lists them), then the built-in use cases whose id no study's slug hides.
 */
export function sitemapEntries(
  caseStudies: readonly { slug: string; updatedAt: string | null }[],
  builtInIds: readonly string[],
  blockPages: readonly { path: string; updatedAt: string }[] = [],
): SitemapEntry[] {
  const listLastmod = latest(caseStudies.map((c) => c.updatedAt));
  const appPages = APP_PAGES.map((page) =>
    page.path === '/use-cases' && listLastmod ? { ...page, lastmod: listLastmod } : page,
  );
  const slugs = new Set(caseStudies.map((c) => c.slug));
  return [
    ...blockPages.map((page) => ({ path: page.path, lastmod: page.updatedAt })),
    ...appPages,
    ...caseStudies.map((c) => ({ path: useCasePath(c.slug), lastmod: c.updatedAt })),
    ...builtInIds.filter((id) => !slugs.has(id)).map((id) => ({ path: useCasePath(id) })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** lastmod in W3C date-time form (the sitemap protocol's format). */
function w3cDate(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? w3cDate(entry.lastmod) : null;
    return `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>${
      lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ''
    }\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
