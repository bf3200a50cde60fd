/**
 * The view models of the case-study pages: cards, the carousel's testimonial panel and a detail
 * page's story, built by the rules of app/features/case-studies/case-study-view.ts and filled in with the default
 * texts of app/content (SPEC 2.3, 2.8, 2.9). Used by the components and by the loaders that prepare
 * their data (app/features/case-studies/pages.server.ts).
 */

import {
  type BuiltInUseCase,
  type CaseStudy,
  type CaseStudyCardFields,
  type CaseStudyMetric,
  type CaseStudySection,
  type DisplayTestimonial,
  SECTION_TYPES,
} from '../../lib/case-study.ts';
import type { CaseStudyCard } from '../../lib/showcase.ts';
import { wrapIndex } from './carousel.ts';
import { carouselSlideCopy, DEFAULT_CASE_STUDY_SUMMARY, sectionPresentation } from './case-study-copy.ts';
import {
  type CaseStudyCardModel,
  caseStudyPath,
  type DetailBlock,
  filled,
  firstMetrics,
  hasCarouselTestimonial,
  industryChipColor,
  orderSections,
} from './case-study-view.ts';
import { carouselSampleTestimonials } from './sample-testimonials.ts';
import { LIST_CARD_METRIC_LIMIT } from './showcase-limits.ts';

/** The case study's executive summary, or SPEC 2.8's default text. */
export function summaryOf(caseStudy: Pick<CaseStudy, 'executiveSummary'>): string {
  return filled(caseStudy.executiveSummary) ? caseStudy.executiveSummary.trim() : DEFAULT_CASE_STUDY_SUMMARY;
}

export function cardFromCaseStudy(
  caseStudy: CaseStudyCardFields,
  metrics: readonly CaseStudyMetric[],
): CaseStudyCardModel {
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
