/**
 * Loads the case-study and testimonial data of pages' live blocks (features/pages/live-blocks.server.ts).
 * Failed reads degrade to empty lists / default testimonials (SPEC 8) and are logged, never a 500.
 */

import {
  listCaseStudyTestimonials,
  listMetricsForCaseStudies,
  listPublishedCaseStudies,
} from '../../.server/db/repositories/case-studies.ts';
import { listActiveTestimonials } from '../../.server/db/repositories/testimonials.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import type { CaseStudy, CaseStudyMetric } from '../../lib/case-study.ts';
import { type CarouselItem, type CaseStudyCard, type TestimonialsData, toMetricCard } from '../../lib/showcase.ts';
import { firstMetrics } from './case-study-view.ts';
import { sampleTestimonials } from './sample-testimonials.ts';
import { CAROUSEL_METRIC_LIMIT } from './showcase-limits.ts';
import { selectTestimonials } from './testimonial-source.ts';

type ShowcaseServices = Pick<Services, 'database' | 'logger'>;

/** Featured published case studies in display order (SPEC 7.1), at most `limit` (all without); [] when the read fails. */
export async function loadFeaturedCaseStudies(services: ShowcaseServices, limit?: number): Promise<CaseStudy[]> {
  try {
    return await listPublishedCaseStudies(services.database, {
      featured: true,
      ...(limit === undefined ? {} : { limit }),
    });
  } catch (error) {
    services.logger.error({ err: error }, 'failed to load featured case studies');
    return [];
  }
}

/** Carousel slides for these case studies: their first 4 metrics, all read in one query. */
export async function withCarouselMetrics(
  services: ShowcaseServices,
  caseStudies: CaseStudyCard[],
): Promise<CarouselItem[]> {
  let metricsById = new Map<string, CaseStudyMetric[]>();
  try {
    metricsById = await listMetricsForCaseStudies(
      services.database,
      caseStudies.map((caseStudy) => caseStudy.id),
    );
  } catch (error) {
    // SPEC 8: a metrics failure falls back to an empty list (the slides show default result bullets).
    services.logger.error({ err: error }, 'failed to load carousel metrics');
  }
  return caseStudies.map((caseStudy) => ({
    caseStudy,
    metrics: firstMetrics(metricsById.get(caseStudy.id) ?? [], CAROUSEL_METRIC_LIMIT).map(toMetricCard),
  }));
}

/** Standalone active testimonials, then case-study testimonials; the built-in defaults when none or on failure. */
export async function loadTestimonials(services: ShowcaseServices): Promise<TestimonialsData> {
  try {
    const [standalone, fromCaseStudies] = await Promise.all([
      listActiveTestimonials(services.database),
      listCaseStudyTestimonials(services.database),
    ]);
    return selectTestimonials({ standalone, fromCaseStudies }, sampleTestimonials);
  } catch (error) {
    services.logger.error({ err: error }, 'failed to load testimonials; showing the default testimonials');
    return selectTestimonials(null, sampleTestimonials);
  }
}
