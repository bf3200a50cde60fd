/**
 * What the home page and /document-processing show of case studies and testimonials: the contract
 * between the marketing pages and the case-studies feature (loaded by app/features/case-studies/showcase.server.ts).
 */
import type { CaseStudy, CaseStudyMetric, DisplayTestimonial } from './case-study.ts';

/**
 * What a card or a carousel slide shows of a case study, and so all of it these pages send to the
 * browser with their data (the whole record would about double the home page's hydration data).
 */
export type CaseStudyCard = Pick<
  CaseStudy,
  | 'id'
  | 'slug'
  | 'title'
  | 'clientName'
  | 'clientIndustry'
  | 'executiveSummary'
  | 'mainImageUrl'
  | 'mainImageAlt'
  | 'showTestimonial'
  | 'testimonialQuote'
  | 'testimonialAuthor'
  | 'testimonialTitle'
  | 'testimonialCompany'
  | 'testimonialImage'
>;

/** What a carousel slide shows of a metric. */
export type MetricCard = Pick<CaseStudyMetric, 'id' | 'label' | 'value'>;

export function toCaseStudyCard(caseStudy: CaseStudy): CaseStudyCard {
  return {
    id: caseStudy.id,
    slug: caseStudy.slug,
    title: caseStudy.title,
    clientName: caseStudy.clientName,
    clientIndustry: caseStudy.clientIndustry,
    executiveSummary: caseStudy.executiveSummary,
    mainImageUrl: caseStudy.mainImageUrl,
    mainImageAlt: caseStudy.mainImageAlt,
    showTestimonial: caseStudy.showTestimonial,
    testimonialQuote: caseStudy.testimonialQuote,
    testimonialAuthor: caseStudy.testimonialAuthor,
    testimonialTitle: caseStudy.testimonialTitle,
    testimonialCompany: caseStudy.testimonialCompany,
    testimonialImage: caseStudy.testimonialImage,
  };
}

export const toMetricCard = ({ id, label, value }: CaseStudyMetric): MetricCard => ({ id, label, value });

export interface CarouselItem {
  caseStudy: CaseStudyCard;
  /** The first 4 metrics by order_index (SPEC 2.3); empty means "show the default result bullets". */
  metrics: MetricCard[];
}

export interface TestimonialsData {
  items: DisplayTestimonial[];
  source: 'database' | 'default';
}
