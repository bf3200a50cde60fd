import { FeaturedCaseStudyCarousel } from '../../case-studies/featured-carousel.tsx';
import type { LiveBlockData } from '../live-blocks.server.ts';

/** A case-study carousel block: the featured case studies as slides. */
export const renderCarousel = (live: LiveBlockData) =>
  live.carousel ? <FeaturedCaseStudyCarousel items={live.carousel} /> : null;
