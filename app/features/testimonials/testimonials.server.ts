/**
 * Testimonial administration (SPEC 7.2), shared by the admin screen and the JSON API: validate with
 * the form's schema and write as a change (app/.server/changes/testimonials.ts), which records who
 * did it and drops cached public pages that show testimonials.
 */

import { ClientApprovalRequired } from '../../.server/changes/reviews.ts';
import { createTestimonial, deleteTestimonial, updateTestimonial } from '../../.server/changes/testimonials.ts';
import {
  getRevision,
  listRevisions,
  revisionAtVersion,
  VersionConflict,
} from '../../.server/db/repositories/revisions.ts';
import { getTestimonial } from '../../.server/db/repositories/testimonials.ts';
import type { AdminIdentity } from '../../.server/infrastructure/context.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import { revisionCopy, revisionKindLabels } from '../../content/revision-copy.ts';
import type { Testimonial } from '../../lib/case-study.ts';
import { compareText, type FieldChange, type HistoryEntry, type SaveConflict } from '../../lib/revisions.ts';
import { type FieldErrors, fieldErrors } from '../../lib/schemas/field-errors.ts';
import { type TestimonialField, testimonialSchema } from './testimonial-schema.ts';

type AdminServices = Pick<Services, 'database' | 'logger' | 'pageCache'>;

export type SaveOutcome =
  | { status: 'created' | 'updated'; testimonial: Testimonial }
  | { status: 'invalid'; errors: FieldErrors<TestimonialField> }
  | { status: 'conflict'; conflict: SaveConflict }
  /** Refused by the client-approval gate (issue 30): nothing was saved; `reason` says why and what to do. */
  | { status: 'approval-required'; reason: string; refused: 'publish' | 'edit' }
  | { status: 'not-found' };

const FIELD_LABELS: Record<Exclude<TestimonialField, never>, string> = {
  quote: 'Quote',
  authorName: 'Author Name',
  title: 'Title',
  company: 'Company',
  image: 'Author Photo',
  status: 'Status',
};

/** What differs between two versions of a testimonial, field by field. */
export function diffTestimonials(before: Testimonial, after: Testimonial): FieldChange[] {
  return (Object.keys(FIELD_LABELS) as TestimonialField[])
    .map((field) => compareText(FIELD_LABELS[field], String(before[field] ?? ''), String(after[field] ?? '')))
    .filter((change): change is FieldChange => change !== null);
}

/** What was saved since `baseVersion`: that version's snapshot against the testimonial now. */
async function changesSince(services: AdminServices, current: Testimonial, baseVersion: number) {
  const base = await revisionAtVersion<Testimonial>(services.database, 'testimonial', current.id, baseVersion);
  return base ? diffTestimonials(base.snapshot, current) : [];
}

export async function saveTestimonial(
  services: AdminServices,
  admin: AdminIdentity,
  ip: string | undefined,
  input: {
    id?: string | null;
    values: unknown;
    expectedVersion?: number | undefined;
    /** The create form's "Client approval required" (on by default there; later, the Client review panel's). */
    approvalRequired?: boolean;
  },
): Promise<SaveOutcome> {
  const parsed = testimonialSchema.safeParse(input.values);
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors<TestimonialField>(parsed.error) };
  const values = parsed.data;
  const by = { actor: admin.email, userId: admin.userId, ip };
  let testimonial: Testimonial | null;
  try {
    testimonial = input.id
      ? await updateTestimonial(services, input.id, values, {
          by,
          expectedVersion: input.expectedVersion,
          action: 'testimonial.updated',
        })
      : await createTestimonial(services, values, {
          by,
          action: 'testimonial.created',
          approvalRequired: input.approvalRequired === true,
          ...(input.approvalRequired ? { details: { clientApprovalRequired: true } } : {}),
        });
  } catch (error) {
    if (error instanceof ClientApprovalRequired) {
      return { status: 'approval-required', reason: error.reason, refused: error.refused };
    }
    if (!(error instanceof VersionConflict) || !input.id) throw error;
    const current = await getTestimonial(services.database, input.id);
    if (!current) return { status: 'not-found' };
    const changes = await changesSince(services, current, error.expected);
    return { status: 'conflict', conflict: { ...error.current, basedOn: error.expected, changes } };
  }
  if (!testimonial) return { status: 'not-found' };
  return { status: input.id ? 'updated' : 'created', testimonial };
}

/** Returns false when the testimonial did not exist. */
export function removeTestimonial(
  services: AdminServices,
  admin: AdminIdentity,
  ip: string | undefined,
  id: string,
): Promise<boolean> {
  return deleteTestimonial(services, id, {
    by: { actor: admin.email, userId: admin.userId, ip },
    action: 'testimonial.deleted',
  });
}

/** The edit form's last versions of a testimonial, newest first. */
export async function recentTestimonialVersions(
  services: Pick<Services, 'database'>,
  testimonial: Testimonial,
  limit = 5,
): Promise<HistoryEntry[]> {
  const revisions = await listRevisions(services.database, 'testimonial', testimonial.id, { limit });
  return revisions.map((revision) => ({
    id: revision.id,
    version: revision.version,
    change: revisionKindLabels[revision.kind] ?? revision.kind,
    actor: revision.actor,
    at: revision.createdAt,
    current: revision.version === testimonial.version,
  }));
}

export type RestoreOutcome = { ok: true; testimonial: Testimonial } | { ok: false; status: 404 | 409; message: string };

/** Saves an earlier version of a testimonial as its newest one. */
export async function restoreTestimonialVersion(
  services: AdminServices,
  admin: AdminIdentity,
  ip: string | undefined,
  input: { id: string; revisionId: string },
): Promise<RestoreOutcome> {
  const revision = await getRevision<Testimonial>(services.database, 'testimonial', input.id, input.revisionId);
  if (!revision) return { ok: false, status: 404, message: revisionCopy.revisionMissing };
  const { quote, authorName, title, company, image, status } = revision.snapshot;
  const testimonial = await updateTestimonial(
    services,
    input.id,
    { quote, authorName, title, company, image, status },
    {
      by: { actor: admin.email, userId: admin.userId, ip },
      kind: 'restored',
      action: 'testimonial.version_restored',
      details: ({ after }) => ({ revisionId: revision.id, restoredVersion: revision.version, version: after?.version }),
    },
  ).catch((error: unknown) => {
    if (error instanceof ClientApprovalRequired) return error;
    throw error;
  });
  if (testimonial instanceof ClientApprovalRequired) return { ok: false, status: 409, message: testimonial.reason };
  if (!testimonial) return { ok: false, status: 404, message: revisionCopy.revisionMissing };
  return { ok: true, testimonial };
}
