/**
 * Pure rules that turn case studies into what the public pages show: limits, the metric cut,
 * testimonial picks and section order (SPEC 2.3, 2.8, 2.9), and the shapes of the cards and blocks
 * the pages render. No React, no database, no copy: the builders that fill those shapes with the
 * default texts are app/features/case-studies/view-models.ts.
 */
import {
  type CaseStudy,
  type CaseStudyMetric,
  type CaseStudySection,
  type ChipColor,
  SECTION_TYPES,
  type SectionType,
} from '../../lib/case-study.ts';
import type { CaseStudyCard } from '../../lib/showcase.ts';

/** The first `limit` metrics by order_index ascending (ties keep their given order). */
export function firstMetrics<T extends Pick<CaseStudyMetric, 'orderIndex'>>(metrics: readonly T[], limit: number): T[] {
  return [...metrics].sort((a, b) => a.orderIndex - b.orderIndex).slice(0, Math.max(0, limit));
}

/** A text with something in it (not null, not blank). */
export const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

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
