/**
 * The case-study domain model as the application reads it (SPEC 3), independent of the database:
 * camelCase fields, real booleans, real arrays and ISO-8601 date strings on SQLite and PostgreSQL alike.
 */

export const CASE_STUDY_STATUSES = ['draft', 'published', 'archived'] as const;
export type CaseStudyStatus = (typeof CASE_STUDY_STATUSES)[number];

export const SECTION_TYPES = ['client', 'challenge', 'solution', 'outcome'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** SPEC 5: a result without a figure is saved with this value (the simple editor shows it empty again). */
export const ACHIEVED = 'Achieved';

export const METRIC_TYPES = ['percentage', 'currency', 'number', 'time', 'text'] as const;
export type MetricType = (typeof METRIC_TYPES)[number];

export interface CaseStudy {
  id: string;
  slug: string;
  title: string;
  subtitle: string | null;
  executiveSummary: string | null;
  clientName: string;
  clientIndustry: string;
  clientLocation: string | null;
  clientSize: string | null;
  clientDescription: string | null;
  clientLogoUrl: string | null;
  projectDuration: string | null;
  /** ISO date (YYYY-MM-DD) */
  projectStartDate: string | null;
  projectEndDate: string | null;
  technologyUsed: string[];
  teamSize: number | null;
  teamRoles: string[];
  mainImageUrl: string | null;
  mainImageAlt: string | null;
  processFlowImageUrl: string | null;
  testimonialQuote: string | null;
  testimonialAuthor: string | null;
  testimonialTitle: string | null;
  testimonialCompany: string | null;
  testimonialImage: string | null;
  showTestimonial: boolean;
  metaTitle: string | null;
  metaDescription: string | null;
  tags: string[];
  status: CaseStudyStatus;
  featured: boolean;
  displayOrder: number | null;
  /** Id given by an external caller of the intake API, for idempotent re-submission. */
  externalId: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** When a draft is to be published by itself (UTC); null when it is not scheduled. */
  publishAt: string | null;
  /** Counts the saves: a save names the version it started from, so no save overwrites one it never saw. */
  version: number;
}

export interface CaseStudySection {
  id: string;
  caseStudyId: string;
  sectionType: SectionType;
  title: string | null;
  /** HTML, sanitised on save and on render. */
  content: string;
  /** 0 to 3 */
  orderIndex: number;
}

export interface CaseStudyMetric {
  id: string;
  caseStudyId: string;
  label: string;
  value: string;
  metricType: MetricType;
  description: string | null;
  orderIndex: number;
  emphasis: boolean;
}

export interface CaseStudyProcess {
  id: string;
  caseStudyId: string;
  title: string;
  description: string | null;
  orderIndex: number;
}

export const MEDIA_KINDS = ['image', 'video', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export interface CaseStudyMedia {
  id: string;
  caseStudyId: string;
  url: string;
  alt: string | null;
  caption: string | null;
  kind: MediaKind;
  orderIndex: number;
}

/** A case study with everything its detail page shows (SPEC 7.1: caseStudy, sections, metrics, processes, media). */
export interface CaseStudyDetail {
  caseStudy: CaseStudy;
  sections: CaseStudySection[];
  metrics: CaseStudyMetric[];
  processes: CaseStudyProcess[];
  media: CaseStudyMedia[];
}

type Timestamps = 'id' | 'createdAt' | 'updatedAt' | 'publishedAt' | 'externalId' | 'version';
type Owned<T> = Omit<T, 'id' | 'caseStudyId'>;

/**
 * A case study with only what SPEC 3 requires filled in and every optional field empty: a draft, not
 * featured, testimonial shown when there is one. The one place the full list of fields is spelled
 * out for a new case study; callers spread their own fields over it.
 */
export function emptyCaseStudy(
  required: Pick<CaseStudy, 'slug' | 'title' | 'clientName' | 'clientIndustry'>,
): Omit<CaseStudy, 'id' | 'createdAt' | 'updatedAt' | 'publishedAt' | 'version' | 'publishAt'> {
  return {
    ...required,
    subtitle: null,
    executiveSummary: null,
    clientLocation: null,
    clientSize: null,
    clientDescription: null,
    clientLogoUrl: null,
    projectDuration: null,
    projectStartDate: null,
    projectEndDate: null,
    technologyUsed: [],
    teamSize: null,
    teamRoles: [],
    mainImageUrl: null,
    mainImageAlt: null,
    processFlowImageUrl: null,
    testimonialQuote: null,
    testimonialAuthor: null,
    testimonialTitle: null,
    testimonialCompany: null,
    testimonialImage: null,
    showTestimonial: true,
    metaTitle: null,
    metaDescription: null,
    tags: [],
    status: 'draft',
    featured: false,
    displayOrder: null,
    externalId: null,
  };
}

/** What an editor, the seed or the intake API hands to the repository to create or replace a case study. */
export interface CaseStudyInput {
  caseStudy: Omit<CaseStudy, Timestamps | 'publishAt'> & {
    externalId?: string | null;
    publishedAt?: string | null;
    /** Absent: a new study is not scheduled, a saved one keeps its schedule. */
    publishAt?: string | null;
  };
  sections: Owned<CaseStudySection>[];
  metrics: Owned<CaseStudyMetric>[];
  processes: Owned<CaseStudyProcess>[];
  media: Owned<CaseStudyMedia>[];
}

export type TestimonialStatus = 'active' | 'inactive';

/** A standalone testimonial (SPEC 3: the app reads author_name as authorName). */
export interface Testimonial {
  id: string;
  quote: string;
  authorName: string;
  title: string;
  company: string;
  image: string | null;
  status: TestimonialStatus;
  createdAt: string;
  /** Counts the saves, like a case study's. */
  version: number;
}

/** The shape a testimonial card displays, whether it came from the testimonials table or a case study. */
export interface DisplayTestimonial {
  id: string;
  quote: string;
  authorName: string;
  title: string;
  company: string;
  image: string | null;
  /** Optional highlight figures shown under the quote (built-in samples carry some). */
  stats?: { label: string; value: string }[];
}

/** SPEC 3's four badge colours. */
export const CHIP_COLORS = ['blue', 'purple', 'green', 'gray'] as const;
export type ChipColor = (typeof CHIP_COLORS)[number];

/** The two kinds of automation a built-in case study (or a use case sent to the intake) is about. */
export const USE_CASE_CATEGORIES = ['rpa', 'agents'] as const;
export type UseCaseCategory = (typeof USE_CASE_CATEGORIES)[number];

/**
 * A built-in case study (SPEC 3 'Built-in case study (fallback)'), shown when the database has none;
 * the entries themselves are copy, in app/features/case-studies/fallback-case-studies.ts.
 */
export interface BuiltInUseCase {
  /** '1'..'11' */
  id: string;
  title: string;
  subtitle: string;
  /** One of BUILT_IN_INDUSTRIES for the built-in entries (a unit test checks it). */
  industry: string;
  category: UseCaseCategory;
  /** One or two sentences. */
  description: string;
  /** Three or four short outcome bullets. */
  results: string[];
  imageSrc: string;
  /** Alternative text for imageSrc (SPEC 3 lists imageAlt on built-in entries). */
  imageAlt?: string;
  chipColor: ChipColor;
  /** True for ids 1, 2 and 3 only. */
  featured: boolean;
}

/** What a published study's card on /use-cases shows (SPEC 2.8), besides its metrics. */
export type CaseStudyCardFields = Pick<
  CaseStudy,
  'id' | 'slug' | 'title' | 'clientName' | 'clientIndustry' | 'executiveSummary' | 'mainImageUrl' | 'mainImageAlt'
>;
