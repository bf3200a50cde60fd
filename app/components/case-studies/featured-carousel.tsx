import type { CarouselItem } from '../../lib/showcase.ts';

/** The featured case-study carousel of home and /document-processing (SPEC 2.3). */
export function FeaturedCaseStudyCarousel(_props: { items: CarouselItem[] }) {
  return null;
}
