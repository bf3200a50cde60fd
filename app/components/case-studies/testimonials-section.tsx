import type { TestimonialsData } from '../../lib/showcase.ts';

/** Home testimonials carousel (SPEC 2.3, 4). */
export function TestimonialsSection(_props: { testimonials: TestimonialsData }) {
  return null;
}
