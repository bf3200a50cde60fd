/**
 * Pure rules that turn case studies into what the public pages show: limits, defaults, the metric
 * cut, testimonial picks and section order (SPEC 2.3, 2.8, 2.9). No React, no database.
 */
import { carouselSlideCopy, DEFAULT_CASE_STUDY_SUMMARY, sectionPresentation } from '../content/case-study-copy.ts';
import type { BuiltInUseCase, ChipColor } from '../content/fallback-case-studies.ts';
import { carouselSampleTestimonials } from '../content/sample-testimonials.ts';
import { wrapIndex } from './carousel.ts';
import {
  type CaseStudy,
  type CaseStudyMetric,
  type CaseStudySection,
  type DisplayTestimonial,
  SECTION_TYPES,
  type SectionType,
} from './case-study.ts';
import type { CaseStudyCard } from './showcase.ts';
import { LIST_CARD_METRIC_LIMIT } from './showcase-limits.ts';

/** The first `limit` metrics by order_index ascending (ties keep their given order). */
export function firstMetrics<T extends Pick<CaseStudyMetric, 'orderIndex'>>(metrics: readonly T[], limit: number): T[] {
  return [...metrics].sort((a, b) => a.orderIndex - b.orderIndex).slice(0, Math.max(0, limit));
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** The case study's executive summary, or SPEC 2.8's default text. */
export function summaryOf(caseStudy: Pick<CaseStudy, 'executiveSummary'>): string {
  return filled(caseStudy.executiveSummary) ? caseStudy.executiveSummary.trim() : DEFAULT_CASE_STUDY_SUMMARY;
}

/** The public address of a database case study (by slug) or a built-in one (by id). */
export const caseStudyPath = (slugOrId: string) => `/use-cases/${encodeURIComponent(slugOrId)}`;

const industryColors: Record<string, ChipColor> = {
  'green energy': 'green',
  healthcare: 'green',
  retail: 'gray',
  insurance: 'purple',
  'finance & banking': 'blue',
  'financial services': 'blue',
  finance: 'blue',
  manufacturing: 'gray',
  telecom: 'purple',
  'real estate': 'green',
  entertainment: 'purple',
};

/** The badge colour of an industry (SPEC 3's four badge colours); blue when unknown. */
export function industryChipColor(industry: string): ChipColor {
  return industryColors[industry.trim().toLowerCase()] ?? 'blue';
}

/** One card of the /use-cases list, whether it comes from the database or the built-in entries. */
export interface CaseStudyCardModel {
  key: string;
  href: string;
  title: string;
  industry: string;
  chipColor: ChipColor;
  clientName: string | null;
  summary: string;
  image: { src: string; alt: string } | null;
  metrics: { label: string; value: string }[];
  /** Outcome bullets, used when there are no metrics (built-in entries). */
  results: string[];
}

export function cardFromCaseStudy(caseStudy: CaseStudy, metrics: readonly CaseStudyMetric[]): CaseStudyCardModel {
  return {
    key: caseStudy.id,
    href: caseStudyPath(caseStudy.slug),
    title: caseStudy.title,
    industry: caseStudy.clientIndustry,
    chipColor: industryChipColor(caseStudy.clientIndustry),
    clientName: caseStudy.clientName,
    summary: summaryOf(caseStudy),
    image: filled(caseStudy.mainImageUrl)
      ? { src: caseStudy.mainImageUrl, alt: caseStudy.mainImageAlt?.trim() || caseStudy.title }
      : null,
    metrics: firstMetrics(metrics, LIST_CARD_METRIC_LIMIT).map(({ label, value }) => ({ label, value })),
    results: [],
  };
}

export function cardFromBuiltIn(useCase: BuiltInUseCase): CaseStudyCardModel {
  return {
    key: `built-in-${useCase.id}`,
    href: caseStudyPath(useCase.id),
    title: useCase.title,
    industry: useCase.industry,
    chipColor: useCase.chipColor,
    clientName: null,
    summary: useCase.description.trim() || DEFAULT_CASE_STUDY_SUMMARY,
    image: filled(useCase.imageSrc) ? { src: useCase.imageSrc, alt: useCase.imageAlt ?? useCase.title } : null,
    metrics: [],
    results: useCase.results.slice(0, LIST_CARD_METRIC_LIMIT),
  };
}

/** 'title at company' as the testimonial carousels write it, or whichever part exists. */
export function titleAtCompany(title: string | null | undefined, company: string | null | undefined): string {
  const parts = [title, company].filter(filled).map((part) => part.trim());
  return parts.join(' at ');
}

/** Up to two initials of a person's name, for a testimonial without a photo. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return '?';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** SPEC 2.3: the carousel shows a case study's own testimonial only when it is switched on and complete. */
export function hasCarouselTestimonial(caseStudy: CaseStudyCard): boolean {
  return caseStudy.showTestimonial && filled(caseStudy.testimonialQuote) && filled(caseStudy.testimonialAuthor);
}

/**
 * The testimonial panel of the carousel's slide `index`: the case study's own testimonial (title
 * defaulting to 'Client', company to the client's name), otherwise built-in sample `index % 2`.
 */
export function carouselTestimonial(caseStudy: CaseStudyCard, index: number): DisplayTestimonial {
  if (!hasCarouselTestimonial(caseStudy)) {
    return { ...carouselSampleTestimonials[wrapIndex(index, 2) as 0 | 1] };
  }
  return {
    id: `case-study-${caseStudy.id}`,
    quote: caseStudy.testimonialQuote?.trim() ?? '',
    authorName: caseStudy.testimonialAuthor?.trim() ?? '',
    title: filled(caseStudy.testimonialTitle)
      ? caseStudy.testimonialTitle.trim()
      : carouselSlideCopy.defaultAuthorTitle,
    company: filled(caseStudy.testimonialCompany) ? caseStudy.testimonialCompany.trim() : caseStudy.clientName,
    image: filled(caseStudy.testimonialImage) ? caseStudy.testimonialImage : null,
  };
}

/** The detail page's testimonial block (SPEC 2.9): switched on and a quote or an author; 'title, company'. */
export interface DetailTestimonial {
  quote: string | null;
  author: string | null;
  image: string | null;
  byline: string;
}

export function detailTestimonial(caseStudy: CaseStudy): DetailTestimonial | null {
  const quote = filled(caseStudy.testimonialQuote) ? caseStudy.testimonialQuote.trim() : null;
  const author = filled(caseStudy.testimonialAuthor) ? caseStudy.testimonialAuthor.trim() : null;
  if (!caseStudy.showTestimonial || (quote === null && author === null)) return null;
  return {
    quote,
    author,
    image: filled(caseStudy.testimonialImage) ? caseStudy.testimonialImage : null,
    byline: [caseStudy.testimonialTitle, caseStudy.testimonialCompany]
      .filter(filled)
      .map((part) => part.trim())
      .join(', '),
  };
}

/** Sections in SPEC 2.9's reading order (client, challenge, solution, outcome), then by order_index. */
export function orderSections<T extends Pick<CaseStudySection, 'sectionType' | 'orderIndex'>>(
  sections: readonly T[],
): T[] {
  const rank = (type: T['sectionType']) => SECTION_TYPES.indexOf(type);
  return [...sections].sort((a, b) => rank(a.sectionType) - rank(b.sectionType) || a.orderIndex - b.orderIndex);
}

/** One block of a database case study's story, in reading order (SPEC 2.9). */
export type DetailBlock =
  | { kind: 'section'; key: string; sectionType: SectionType; title: string; html: string }
  | { kind: 'placeholder'; key: string; sectionType: SectionType; title: string; text: string }
  | { kind: 'process-flow'; key: string; src: string; alt: string };

/**
 * The story of a case study: its sections in the order client, challenge, solution, outcome (HTML
 * passed through `sanitize`; sections left empty by it are skipped), the process-flow image right
 * after the challenge, and generic placeholder text for all four when there are no sections.
 */
export function buildDetailBlocks(
  sections: readonly CaseStudySection[],
  options: { sanitize: (html: string) => string; processFlowImage: { src: string; alt: string } },
): DetailBlock[] {
  const clean = orderSections(sections)
    .map((section) => ({ section, html: options.sanitize(section.content) }))
    .filter(({ html }) => html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '' || /<(img|hr|table)\b/i.test(html));
  const blocks: DetailBlock[] = [];
  for (const type of SECTION_TYPES) {
    const { defaultTitle, placeholder } = sectionPresentation[type];
    if (clean.length === 0) {
      blocks.push({ kind: 'placeholder', key: type, sectionType: type, title: defaultTitle, text: placeholder });
    }
    for (const { section, html } of clean.filter(({ section }) => section.sectionType === type)) {
      blocks.push({
        kind: 'section',
        key: section.id,
        sectionType: type,
        title: section.title?.trim() || defaultTitle,
        html,
      });
    }
    if (type === 'challenge') blocks.push({ kind: 'process-flow', key: 'process-flow', ...options.processFlowImage });
  }
  return blocks;
}
