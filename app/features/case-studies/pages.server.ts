/**
 * Data of the public case-study pages: the /use-cases list and the /use-cases/{slug-or-id} detail
 * (SPEC 2.8, 2.9, 7.1). Only published case studies are ever read; failed reads are logged and
 * degrade as SPEC 8 says (an empty list, no case study), never a 500 for the visitor.
 */
import { sql } from 'kysely';
import {
  findSlugRedirect,
  listPublishedCaseStudyCards,
  listPublishedCaseStudyMetrics,
} from '../../.server/db/repositories/case-studies.ts';
import { loadDetail } from '../../.server/db/repositories/case-study-children.ts';
import { rowToCaseStudy } from '../../.server/db/repositories/case-study-rows.ts';
import type { Database } from '../../.server/db/types.ts';
import { sanitizeRichText } from '../../.server/infrastructure/html-sanitizer.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import type { BuiltInUseCase, CaseStudy, CaseStudyDetail } from '../../lib/case-study.ts';
import type { JsonLdObject } from '../../lib/structured-data.ts';
import { caseStudyDetailCopy } from './case-study-copy.ts';
import { type CaseStudyBody, type CaseStudyList, type PublicCaseStudy, toPublicCaseStudy } from './case-study-page.ts';
import { caseStudyArticleJsonLd } from './case-study-seo.ts';
import { caseStudyPath, detailTestimonial } from './case-study-view.ts';
import { findBuiltInUseCase, listBuiltInUseCases } from './fallback-case-studies.ts';
import { buildDetailBlocks, cardFromBuiltIn, cardFromCaseStudy } from './view-models.ts';

type PageServices = Pick<Services, 'database' | 'logger'>;

/**
 * The /use-cases list: published case studies in display order with the first metrics of each
 * (all metrics in one query, read beside the studies', not one request per study as SPEC 2.8
 * describes), or the built-in entries when the database has none.
 */
export async function loadCaseStudyList(services: PageServices): Promise<CaseStudyList> {
  const [studies, metrics] = await Promise.allSettled([
    listPublishedCaseStudyCards(services.database),
    listPublishedCaseStudyMetrics(services.database),
  ]);
  if (studies.status === 'rejected') {
    services.logger.error({ err: studies.reason }, 'failed to load the case study list');
  }
  if (metrics.status === 'rejected') {
    services.logger.error({ err: metrics.reason }, 'failed to load case study metrics for the list');
  }
  const caseStudies = studies.status === 'fulfilled' ? studies.value : [];
  if (caseStudies.length === 0) return { source: 'built-in', cards: listBuiltInUseCases().map(cardFromBuiltIn) };
  const metricsById = metrics.status === 'fulfilled' ? metrics.value : new Map();
  return {
    source: 'database',
    cards: caseStudies.map((caseStudy) => cardFromCaseStudy(caseStudy, metricsById.get(caseStudy.id) ?? [])),
  };
}

/** The published case study whose slug, or else id, is `slugOrId` (without its children). */
export async function findPublishedCaseStudy(database: Database, slugOrId: string): Promise<CaseStudy | null> {
  const row = await database.db
    .selectFrom('case_studies')
    .selectAll()
    .where('status', '=', 'published')
    .where((eb) => eb.or([eb('slug', '=', slugOrId), eb('id', '=', slugOrId)]))
    .orderBy(sql`(slug = ${slugOrId})`, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? rowToCaseStudy(row) : null;
}

/** The detail page's body of any case study (the studio's draft preview reads it too). */
export async function loadBody(services: PageServices, caseStudy: CaseStudy): Promise<CaseStudyBody> {
  const empty: CaseStudyBody = {
    metrics: [],
    blocks: [],
    testimonial: detailTestimonial(caseStudy),
    processes: [],
    media: [],
  };
  let detail: CaseStudyDetail | null = null;
  try {
    detail = await loadDetail(services.database.db, caseStudy);
  } catch (error) {
    services.logger.error({ err: error, caseStudyId: caseStudy.id }, 'failed to load case study details');
  }
  const processFlowImage = {
    src: caseStudy.processFlowImageUrl?.trim() || caseStudyDetailCopy.processFlowDefaultImage,
    alt: caseStudyDetailCopy.processFlowAlt,
  };
  if (!detail) return { ...empty, blocks: buildDetailBlocks([], { sanitize: sanitizeRichText, processFlowImage }) };
  return {
    metrics: detail.metrics.map(({ id, label, value, description, emphasis }) => ({
      id,
      label,
      value,
      description,
      emphasis,
    })),
    // Section HTML is sanitised here, on the server, at every render (and again by the editors on save).
    blocks: buildDetailBlocks(detail.sections, { sanitize: sanitizeRichText, processFlowImage }),
    testimonial: detailTestimonial(detail.caseStudy),
    processes: detail.processes.map(({ id, title, description }) => ({ id, title, description })),
    media: detail.media
      .filter((item) => item.url.trim() !== '')
      .map(({ id, url, alt, caption, kind }) => ({ id, url, alt, caption, kind })),
  };
}

export type CaseStudyLookup =
  | { kind: 'database'; caseStudy: PublicCaseStudy; jsonLd: JsonLdObject; body: Promise<CaseStudyBody> }
  | { kind: 'built-in'; useCase: BuiltInUseCase }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

/**
 * SPEC 2.9: the database first (published only, by slug or id), then an old slug of a published
 * case study (a permanent redirect), then the built-in entries by id, else not found. The body
 * (sections, metrics, processes, media) is returned as a promise so that the route may stream it.
 */
export async function findCaseStudyPage(
  services: PageServices,
  slugOrId: string,
  siteUrl: string,
): Promise<CaseStudyLookup> {
  try {
    const caseStudy = await findPublishedCaseStudy(services.database, slugOrId);
    if (caseStudy) {
      return {
        kind: 'database',
        caseStudy: toPublicCaseStudy(caseStudy),
        jsonLd: caseStudyArticleJsonLd(caseStudy, siteUrl),
        body: loadBody(services, caseStudy),
      };
    }
    const newSlug = await findSlugRedirect(services.database, slugOrId);
    if (newSlug && newSlug !== slugOrId && (await findPublishedCaseStudy(services.database, newSlug))) {
      return { kind: 'redirect', location: caseStudyPath(newSlug) };
    }
  } catch (error) {
    services.logger.error({ err: error, slugOrId }, 'failed to look up a case study');
  }
  const useCase = findBuiltInUseCase(slugOrId);
  return useCase ? { kind: 'built-in', useCase } : { kind: 'not-found' };
}
