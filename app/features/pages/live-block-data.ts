import type { CarouselItem, CaseStudyCard, TestimonialsData } from '../../lib/showcase.ts';

/** What a page's live blocks show (loaded by live-blocks.server.ts, sent with the page). */
export interface LiveBlockData {
  /** Each featured-case-studies block's cards, by block id. */
  featured: Record<string, CaseStudyCard[]>;
  /** The testimonials, when the page has a testimonials block. */
  testimonials: TestimonialsData | null;
  /** The carousel's slides, when the page has a case-study carousel. */
  carousel: CarouselItem[] | null;
}
