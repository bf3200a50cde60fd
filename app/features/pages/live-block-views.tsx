import { FeaturedCaseStudyCarousel } from '../case-studies/featured-carousel.tsx';
import { FeaturedCaseStudies } from '../case-studies/featured-case-studies.tsx';
import { TestimonialsSection } from '../case-studies/testimonials-section.tsx';
import type { BlockRenderers } from './blocks/page-blocks.tsx';
import type { LiveBlockData } from './live-blocks.server.ts';

/** How the live blocks are drawn from the data the page's loader read (live-blocks.server.ts). */
export function liveBlockRenderers(live: LiveBlockData): BlockRenderers {
  return {
    'featured-case-studies': (block) => (
      <FeaturedCaseStudies
        caseStudies={live.featured[block.id] ?? []}
        limit={block.max}
        id={`block-${block.id}`}
        {...(block.heading ? { heading: block.heading } : {})}
      />
    ),
    testimonials: (block) =>
      live.testimonials ? (
        <TestimonialsSection testimonials={live.testimonials} {...(block.heading ? { heading: block.heading } : {})} />
      ) : null,
    'case-study-carousel': () => (live.carousel ? <FeaturedCaseStudyCarousel items={live.carousel} /> : null),
  };
}
