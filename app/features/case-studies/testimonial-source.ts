/**
 * Which testimonials the home carousel shows (SPEC 4 'Testimonial data source'): standalone active
 * testimonials followed by case-study testimonials; they replace the built-in defaults only when
 * at least one exists, and a failed load keeps the defaults.
 */
import type { DisplayTestimonial, Testimonial } from '../../lib/case-study.ts';
import type { TestimonialsData } from '../../lib/showcase.ts';

export function toDisplayTestimonial(testimonial: Testimonial): DisplayTestimonial {
  return {
    id: testimonial.id,
    quote: testimonial.quote,
    authorName: testimonial.authorName,
    title: testimonial.title ?? '',
    company: testimonial.company ?? '',
    image: testimonial.image || null,
  };
}

/**
 * @param loaded what the database returned, or null when the load failed.
 * @param defaults the built-in samples (copy: app/features/case-studies/sample-testimonials.ts).
 */
export function selectTestimonials(
  loaded: { standalone: readonly Testimonial[]; fromCaseStudies: readonly DisplayTestimonial[] } | null,
  defaults: readonly DisplayTestimonial[],
): TestimonialsData {
  const items = loaded ? [...loaded.standalone.map(toDisplayTestimonial), ...loaded.fromCaseStudies] : [];
  if (items.length > 0) return { items, source: 'database' };
  return { items: defaults.map((testimonial) => ({ ...testimonial })), source: 'default' };
}
