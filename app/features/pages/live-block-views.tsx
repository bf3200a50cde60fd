import type { BlockRenderers } from './blocks/page-blocks.tsx';
import { renderCarousel } from './live/carousel-view.tsx';
import { renderFeatured } from './live/featured-view.tsx';
import { renderTestimonials } from './live/testimonials-view.tsx';
import type { LiveBlockData } from './live-blocks.server.ts';

/** How the live blocks are drawn from the data the page's loader read (live-blocks.server.ts). */
export function liveBlockRenderers(live: LiveBlockData): BlockRenderers {
  return {
    'featured-case-studies': (block) => renderFeatured(block, live),
    testimonials: (block) => renderTestimonials(block, live),
    'case-study-carousel': () => renderCarousel(live),
  };
}
