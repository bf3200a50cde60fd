import { TestimonialsSection } from '../../case-studies/testimonials-section.tsx';
import type { BlockOf } from '../blocks/block-schemas.ts';
import type { LiveBlockData } from '../live-blocks.server.ts';

/** A testimonials block: the published testimonials (or the defaults), under its heading. */
export const renderTestimonials = (block: BlockOf<'testimonials'>, live: LiveBlockData) =>
  live.testimonials ? (
    <TestimonialsSection testimonials={live.testimonials} {...(block.heading ? { heading: block.heading } : {})} />
  ) : null;
