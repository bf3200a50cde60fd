import type { TestimonialsData } from '../../../../lib/showcase.ts';
import { TestimonialsSection } from '../../../case-studies/testimonials-section.tsx';
import type { BlockOf } from '../block-schemas.ts';

/** A testimonials block: the home page's testimonials carousel with the block's heading (the home page's by default). */
export function TestimonialsView({
  block,
  testimonials,
}: {
  block: BlockOf<'testimonials'>;
  testimonials: TestimonialsData;
}) {
  return <TestimonialsSection testimonials={testimonials} {...(block.heading ? { heading: block.heading } : {})} />;
}
