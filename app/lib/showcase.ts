/**
 * What the home page and /document-processing show of case studies and testimonials: the contract
 * between the marketing pages and the case-studies feature (loaded by app/.server/showcase.ts).
 */
import type { CaseStudy, CaseStudyMetric, DisplayTestimonial } from './case-study.ts';

export interface CarouselItem {
  caseStudy: CaseStudy;
  /** The first 4 metrics by order_index (SPEC 2.3); empty means "show the default result bullets". */
  metrics: CaseStudyMetric[];
}

export interface TestimonialsData {
  items: DisplayTestimonial[];
  source: 'database' | 'default';
}

export interface HomeShowcase {
  /** Featured published case studies for 'See our work', at most 6. */
  featured: CaseStudy[];
  /** Featured published case studies for the carousel, at most 5, with their metrics. */
  carousel: CarouselItem[];
  testimonials: TestimonialsData;
}
