/**
 * Testimonials as changes. The client-approval gate (issue 30; docs/decisions/client-review.md) runs
 * in every write that can make one Active, so a refused save keeps nothing.
 */
import type { Testimonial } from '../../lib/case-study.ts';
import { saveApprovalSetting } from '../db/repositories/review-requests.ts';
import {
  deleteTestimonialRow,
  insertTestimonial,
  lockTestimonial,
  type TestimonialChanges,
  type TestimonialInput,
  testimonialUpdatedAt,
  updateTestimonialRow,
} from '../db/repositories/testimonials.ts';
import { type ChangeMeta, type ChangeTarget, commitChange, deleteRecord, type RecordKind, SYSTEM } from './pipeline.ts';
import { refuseUnapprovedTestimonial } from './reviews.ts';

export const TESTIMONIAL: RecordKind<Testimonial> = {
  entityType: 'testimonial',
  idOf: (testimonial) => testimonial.id,
  history: {
    versionOf: (testimonial) => testimonial.version,
    // Saved before version history existed: its state, as of its last save, by nobody named.
    async baseline(database, testimonial) {
      const at = await testimonialUpdatedAt(database, testimonial.id);
      return { revision: 'created', by: SYSTEM, ...(at ? { at } : {}) };
    },
  },
  auditDetails: ({ before, after }) =>
    after
      ? { authorName: after.authorName, status: after.status }
      : { authorName: before?.authorName, company: before?.company },
  shownIn: () => ['public'],
};

type Meta = ChangeMeta<Testimonial>;

/**
 * With `approvalRequired`, the new testimonial needs its client's approval before it is Active; set
 * before the gate, so one created Active is refused (ClientApprovalRequired) and nothing is kept.
 */
export function createTestimonial(
  target: ChangeTarget,
  input: TestimonialInput,
  options: Meta & { approvalRequired?: boolean } = {},
): Promise<Testimonial> {
  return commitChange(target, async (change) => {
    const testimonial = await insertTestimonial(change.database, input);
    if (options.approvalRequired) {
      await saveApprovalSetting(change.database, {
        recordType: 'testimonial',
        recordId: testimonial.id,
        required: true,
        by: (options.by ?? SYSTEM).actor,
        at: new Date(testimonial.createdAt),
      });
    }
    await refuseUnapprovedTestimonial(change.database, null, testimonial);
    await change.record(TESTIMONIAL, {
      before: null,
      after: testimonial,
      by: options.by ?? SYSTEM,
      revision: options.kind ?? 'created',
      action: options.action ?? null,
      ...(options.details ? { details: options.details } : {}),
      at: testimonial.createdAt,
    });
    return testimonial;
  });
}

/**
 * Changes only the fields given; returns null when the testimonial does not exist. With
 * `expectedVersion`, a testimonial saved since that version is not touched: VersionConflict.
 */
export function updateTestimonial(
  target: ChangeTarget,
  id: string,
  changes: TestimonialChanges,
  options: Meta & { expectedVersion?: number | undefined } = {},
): Promise<Testimonial | null> {
  return commitChange(target, async (change) => {
    const before = await lockTestimonial(change.database, id);
    if (!before) return null;
    await change.keepBaseline(TESTIMONIAL, before);
    await change.refuseStale(TESTIMONIAL, before, options.expectedVersion, {
      actor: SYSTEM.actor,
      at: before.createdAt,
    });
    const after = await updateTestimonialRow(change.database, before, changes);
    // An editor's save or a restored version: not Active without the client's approval when it needs one.
    await refuseUnapprovedTestimonial(change.database, before, after);
    await change.record(TESTIMONIAL, {
      before,
      after,
      by: options.by ?? SYSTEM,
      revision: options.kind ?? 'edited',
      action: options.action ?? null,
      ...(options.details ? { details: options.details } : {}),
    });
    return after;
  });
}

/** Deletes a testimonial, keeping its last state as a 'deleted' revision. False when it did not exist. */
export function deleteTestimonial(
  target: ChangeTarget,
  id: string,
  options: Pick<Meta, 'by' | 'action'> = {},
): Promise<boolean> {
  return deleteRecord(target, TESTIMONIAL, { lock: lockTestimonial, remove: deleteTestimonialRow }, id, options);
}
