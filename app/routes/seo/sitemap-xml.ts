/** GET /sitemap.xml: every indexable page (built from blocks too) and published case study, with lastmod (DESIGN 6). */

import { listPublishedCaseStudies } from '../../.server/db/repositories/case-studies.ts';
import { listIndexablePages } from '../../.server/db/repositories/pages.ts';
import { servicesContext } from '../../.server/infrastructure/context.ts';
import { listBuiltInUseCases } from '../../features/case-studies/fallback-case-studies.ts';
import { sitemapEntries, sitemapXml } from '../../lib/sitemap.ts';
import type { Route } from './+types/sitemap-xml';

export async function loader({ context }: Route.LoaderArgs) {
  const { database, config, logger } = context.get(servicesContext);
  let caseStudies: { slug: string; updatedAt: string | null }[] = [];
  let pages: { path: string; updatedAt: string }[] = [];
  try {
    [caseStudies, pages] = await Promise.all([listPublishedCaseStudies(database), listIndexablePages(database)]);
  } catch (error) {
    // A sitemap without the database's entries beats none at all (SPEC 8: failed reads are logged only).
    logger.error({ err: error }, 'sitemap: could not list case studies and pages');
  }
  const entries = sitemapEntries(
    caseStudies,
    listBuiltInUseCases().map((useCase) => useCase.id),
    pages,
  );
  return new Response(sitemapXml(config.publicUrl, entries), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // Crawlers may keep it briefly; a CDN refreshes it in the background like the pages it lists.
      'Cache-Control': 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600',
    },
  });
}
