/**
 * The public addresses the repo's own tools request, with the status each must answer: the soak's
 * readers (scripts/soak.ts) and the bench's Lighthouse pages (scripts/bench.ts). One list for both,
 * checked against a real server in the test suite (tests/integration/tool-paths.test.ts), so a
 * deliberate change of an answer (the intake page without a key became its guide, 200) fails there
 * instead of making a tool report hundreds of false errors.
 */
import { APP_ROUTE_PATHS } from '#app/features/pages/site-routes.ts';
import type { LighthousePage } from './lighthouse.ts';

/**
 * Every public route of SPEC 2.1 a visitor reads, and what crawlers read: the application's own
 * addresses (features/pages/site-routes.ts) but the ROI report, which a visitor asks for with their
 * figures; the sitemap adds case studies. The intake page without any parameter is its integration
 * guide (200).
 */
export const SOAK_PATHS: readonly string[] = APP_ROUTE_PATHS.filter((path) => path !== '/roi-calculator/report.pdf');

/** What a soak reader expects of each address: 200, every one. */
export const soakExpectedStatus = (_path: string): number => 200;

/** The published database case studies, as the sitemap lists them (built-in ones are `/use-cases/<n>`). */
export function caseStudyPathsFromSitemap(xml: string): string[] {
  return [...xml.matchAll(/<loc>[^<]*?(\/use-cases\/[^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

/** The pages Lighthouse measures: every public page, the built-in study, the noindex intake guide and the 404 page. */
export function lighthousePages(baseUrl: string, studyPath: string): LighthousePage[] {
  const indexable = [
    '/',
    '/about',
    '/rpa',
    '/agent-automation',
    '/document-processing',
    '/enterprise-consulting',
    '/process-assessment',
    '/lead-intake',
    '/roi-calculator',
    '/use-cases',
  ].map((p) => ({ label: p, url: `${baseUrl}${p}` }));
  return [
    ...indexable,
    { label: '/use-cases/{slug}', url: `${baseUrl}${studyPath}` },
    { label: '/use-cases/1 (built-in)', url: `${baseUrl}/use-cases/1` },
    ...['/contact', '/terms', '/privacy', '/cookies'].map((p) => ({ label: p, url: `${baseUrl}${p}` })),
    // A guide for integrators, kept out of search engines (noindex): no SEO category.
    { label: '/webhook-api', url: `${baseUrl}/webhook-api`, categories: ['performance', 'accessibility'] },
    {
      label: '404 page',
      url: `${baseUrl}/this-page-does-not-exist`,
      categories: ['performance', 'accessibility'],
      errorStatus: true,
    },
  ];
}
