/**
 * Testimonial administration (SPEC 7.2), shared by the admin screen and the JSON API: validate with
 * the form's schema, write, record who did it, and drop cached public pages that show testimonials.
 */
import type { Testimonial } from '../../lib/case-study.ts';
import { type FieldErrors, fieldErrors } from '../../lib/schemas/field-errors.ts';
import { type TestimonialField, testimonialSchema } from '../../lib/schemas/testimonial.ts';
import { auditAdminChange } from '../auth/audit.ts';
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonial,
  updateTestimonial,
} from '../db/repositories/testimonials.ts';
import type { AdminIdentity } from '../infrastructure/context.ts';
import type { Services } from '../infrastructure/services.ts';

type AdminServices = Pick<Services, 'database' | 'pageCache'>;

export type SaveOutcome =
  | { status: 'created' | 'updated'; testimonial: Testimonial }
  | { status: 'invalid'; errors: FieldErrors<TestimonialField> }
  | { status: 'not-found' };

export async function saveTestimonial(
  services: AdminServices,
  admin: AdminIdentity,
  ip: string | undefined,
  input: { id?: string | null; values: unknown },
): Promise<SaveOutcome> {
  const parsed = testimonialSchema.safeParse(input.values);
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors<TestimonialField>(parsed.error) };
  const values = parsed.data;
  const testimonial = input.id
    ? await updateTestimonial(services.database, input.id, values)
    : await createTestimonial(services.database, values);
  if (!testimonial) return { status: 'not-found' };
  const status = input.id ? 'updated' : 'created';
  await auditAdminChange(services.database, admin, ip, {
    action: input.id ? 'testimonial.updated' : 'testimonial.created',
    entityType: 'testimonial',
    entityId: testimonial.id,
    details: { authorName: testimonial.authorName, status: testimonial.status },
  });
  await services.pageCache.invalidate();
  return { status, testimonial };
}

/** Returns false when the testimonial did not exist. */
export async function removeTestimonial(
  services: AdminServices,
  admin: AdminIdentity,
  ip: string | undefined,
  id: string,
): Promise<boolean> {
  const existing = await getTestimonial(services.database, id);
  if (!existing || !(await deleteTestimonial(services.database, id))) return false;
  await auditAdminChange(services.database, admin, ip, {
    action: 'testimonial.deleted',
    entityType: 'testimonial',
    entityId: id,
    details: { authorName: existing.authorName, company: existing.company },
  });
  await services.pageCache.invalidate();
  return true;
}
