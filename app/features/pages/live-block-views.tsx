import { FeaturedCaseStudyCarousel } from '../case-studies/featured-carousel.tsx';
import type { BlockRenderers } from './blocks/page-blocks.tsx';
import { FeaturedView } from './blocks/views/featured-view.tsx';
import { TestimonialsView } from './blocks/views/testimonials-view.tsx';
import type { LiveBlockData } from './live-block-data.ts';

/** How the live blocks are drawn from the data the page's loader read (live-blocks.server.ts). */
export function liveBlockRenderers(live: LiveBlockData): BlockRenderers {
  return {
    'featured-case-studies': (block) => <FeaturedView block={block} caseStudies={live.featured[block.id] ?? []} />,
    testimonials: (block) =>
      live.testimonials ? <TestimonialsView block={block} testimonials={live.testimonials} /> : null,
    'case-study-carousel': () => (live.carousel ? <FeaturedCaseStudyCarousel items={live.carousel} /> : null),
  };
}
