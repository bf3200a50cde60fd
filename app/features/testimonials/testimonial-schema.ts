/**
 * The testimonial form (SPEC 5), used by the admin screen's action, the JSON API and the browser.
 * Texts are trimmed; the image is optional and becomes '' (empty text) when cleared.
 */
import { z } from '../../lib/schemas/zod.ts';
import { typeError } from './zod3-messages.ts';

export const TESTIMONIAL_STATUSES = ['active', 'inactive'] as const;

export const testimonialMessages = {
  quote: 'Quote must be at least 10 characters',
  authorName: 'Author name must be at least 2 characters',
  title: 'Title must be at least 2 characters',
  company: 'Company must be at least 2 characters',
  image: 'Enter an image address starting with https:// or /',
} as const;

export const testimonialLimits = { quote: 2000, authorName: 120, title: 120, company: 120, image: 2048 } as const;

const text = (min: number, minMessage: string, max: number, label: string) =>
  z
    .string({ error: typeError('string') })
    .trim()
    .min(min, minMessage)
    .max(max, `${label} must be at most ${max} characters`);

/** An absolute http(s) URL, or a path on this site (uploads, /images). Never `javascript:` or `data:`. */
export function isImageAddress(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:';
}

export const testimonialSchema = z.object({
  quote: text(10, testimonialMessages.quote, testimonialLimits.quote, 'Quote'),
  authorName: text(2, testimonialMessages.authorName, testimonialLimits.authorName, 'Author name'),
  title: text(2, testimonialMessages.title, testimonialLimits.title, 'Title'),
  company: text(2, testimonialMessages.company, testimonialLimits.company, 'Company'),
  image: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string({ error: typeError('string') })
      .trim()
      .max(testimonialLimits.image, `Image address must be at most ${testimonialLimits.image} characters`)
      .refine(isImageAddress, testimonialMessages.image),
  ),
  status: z.enum(TESTIMONIAL_STATUSES, { error: "Status must be 'active' or 'inactive'" }).default('active'),
});

export type TestimonialFormInput = z.input<typeof testimonialSchema>;
export type TestimonialFormData = z.output<typeof testimonialSchema>;
export type TestimonialField = keyof TestimonialFormData;
export const TESTIMONIAL_FIELDS = ['quote', 'authorName', 'title', 'company', 'image', 'status'] as const;
