/**
 * What follows a change of a standalone testimonial, declared once (the change pipeline, DESIGN 9):
 * the whole record kept as a revision, an audit entry naming it, and the public pages that show the
 * carousel dropped from every cache. The studio, the JSON API and the seed all write through here.
 */
import type { AuditAction } from '../../lib/audit-log.ts';
import type { Testimonial } from '../../lib/case-study.ts';
import { latestRevision, type RevisionKind, VersionConflict } from '../db/repositories/revisions.ts';
import {
  deleteTestimonialRow,
  insertTestimonial,
  lockTestimonial,
  type TestimonialChanges,
  type TestimonialInput,
  testimonialUpdatedAt,
  updateTestimonialRow,
} from '../db/repositories/testimonials.ts';
import {
  type Actor,
  type ChangeTarget,
  commitChange,
  deleteRecord,
  type RecordedChange,
  type RecordKind,
  SYSTEM,
} from './pipeline.ts';

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

interface ChangeMeta {
  by?: Actor;
  kind?: RevisionKind;
  action?: AuditAction | null;
  details?: RecordedChange<Testimonial>['details'];
}

export function createTestimonial(
  target: ChangeTarget,
  input: TestimonialInput,
  options: ChangeMeta = {},
): Promise<Testimonial> {
  return commitChange(target, async (change) => {
    const testimonial = await insertTestimonial(change.database, input);
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
  options: ChangeMeta & { expectedVersion?: number | undefined } = {},
): Promise<Testimonial | null> {
  return commitChange(target, async (change) => {
    const before = await lockTestimonial(change.database, id);
    if (!before) return null;
    await change.keepBaseline(TESTIMONIAL, before);
    if (options.expectedVersion !== undefined && options.expectedVersion !== before.version) {
      const last = await latestRevision(change.database.db, 'testimonial', id);
      throw new VersionConflict(options.expectedVersion, {
        version: before.version,
        actor: last?.actor ?? SYSTEM.actor,
        at: last?.createdAt ?? before.createdAt,
      });
    }
    const after = await updateTestimonialRow(change.database, before, changes);
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
  options: Pick<ChangeMeta, 'by' | 'action'> = {},
): Promise<boolean> {
  return deleteRecord(target, TESTIMONIAL, { lock: lockTestimonial, remove: deleteTestimonialRow }, id, options);
}
