/**
 * What the case-study pages receive from their loaders (app/features/case-studies/pages.server.ts): only the
 * fields they show, never internal ones such as the status or the external id.
 */
import type {
  BuiltInUseCase,
  CaseStudy,
  CaseStudyMedia,
  CaseStudyMetric,
  CaseStudyProcess,
} from '../../lib/case-study.ts';
import type { JsonLdObject } from '../../lib/structured-data.ts';
import type { CaseStudyCardModel, DetailBlock, DetailTestimonial } from './case-study-view.ts';
import type { Resolvable } from './resolvable.ts';

export interface CaseStudyList {
  /** 'built-in' when the database has no published case studies (SPEC 2.8). */
  source: 'database' | 'built-in';
  cards: CaseStudyCardModel[];
}

export const PUBLIC_CASE_STUDY_FIELDS = [
  'id',
  'slug',
  'title',
  'subtitle',
  'executiveSummary',
  'clientName',
  'clientIndustry',
  'clientLocation',
  'clientSize',
  'clientDescription',
  'clientLogoUrl',
  'projectDuration',
  'technologyUsed',
  'teamSize',
  'teamRoles',
  'mainImageUrl',
  'mainImageAlt',
  'metaTitle',
  'metaDescription',
  'tags',
  'createdAt',
  'updatedAt',
  'publishedAt',
] as const satisfies readonly (keyof CaseStudy)[];

export type PublicCaseStudy = Pick<CaseStudy, (typeof PUBLIC_CASE_STUDY_FIELDS)[number]>;

export function toPublicCaseStudy(caseStudy: CaseStudy): PublicCaseStudy {
  return Object.fromEntries(PUBLIC_CASE_STUDY_FIELDS.map((field) => [field, caseStudy[field]])) as PublicCaseStudy;
}

/** Everything below a database case study's opening: the part a client-side navigation may stream. */
export interface CaseStudyBody {
  metrics: Pick<CaseStudyMetric, 'id' | 'label' | 'value' | 'description' | 'emphasis'>[];
  blocks: DetailBlock[];
  testimonial: DetailTestimonial | null;
  processes: Pick<CaseStudyProcess, 'id' | 'title' | 'description'>[];
  media: Pick<CaseStudyMedia, 'id' | 'url' | 'alt' | 'caption' | 'kind'>[];
}

export type CaseStudyPageData =
  | {
      kind: 'database';
      caseStudy: PublicCaseStudy;
      body: Resolvable<CaseStudyBody>;
      jsonLd: JsonLdObject;
      /** Its generated share image's address (issue 32); null on a navigation, which streams the body. */
      shareImage: string | null;
    }
  | { kind: 'built-in'; useCase: BuiltInUseCase };
