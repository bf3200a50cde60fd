/**
 * A lead's pipeline as a change (issue 31; docs/decisions/leads-pipeline.md): a save of the inbox's
 * pipeline form writes the new status, owner and follow-up on the submission's row, one timeline
 * entry per field that changed (and the note, if one was written), the audit entry and the
 * `lead.updated` webhook event, all in one transaction.
 */

import type { BulkAction } from '../../lib/inbox-bulk.ts';
import {
  applyPipelineUpdate,
  changedFields,
  type PipelineField,
  type PipelineUpdate,
  type SubmissionRef,
} from '../../lib/lead-pipeline.ts';
import { mayOwnLeads } from '../../lib/studio-access.ts';
import {
  addTimelineEntry,
  lockPipeline,
  type NewTimelineEntry,
  type PipelineChange,
  writePipeline,
} from '../db/repositories/lead-notes.ts';

export type { PipelineChange } from '../db/repositories/lead-notes.ts';

import { now } from '../db/mapping.ts';
import { findUserById } from '../db/repositories/users.ts';
import { leadUpdated } from '../webhooks/events.ts';
import { type Actor, type ChangeTarget, commitChange, type RecordKind } from './pipeline.ts';
import { setInboxStatus } from './submissions.ts';

/** The audit log's entity types of the two tables, as their creation is already audited under. */
const ENTITY_TYPES = { contact: 'contact_message', lead: 'lead' } as const;

const pipelineKind = (source: SubmissionRef['source']): RecordKind<PipelineChange> => ({
  entityType: ENTITY_TYPES[source],
  idOf: (record) => record.id,
  auditDetails: ({ after }) =>
    after
      ? {
          changes: after.changes,
          status: after.status,
          owner: after.ownerEmail,
          followUpOn: after.followUpOn,
          ...(after.status === 'lost' ? { lostReason: after.lostReason } : {}),
        }
      : {},
  events: ({ before, after }) => (before && after ? [leadUpdated(after)] : []),
});

const KINDS = { contact: pipelineKind('contact'), lead: pipelineKind('lead') } as const;

/** Why a save was refused: the lead is gone, or the chosen owner cannot own leads. */
export class PipelineRefused extends Error {
  readonly reason: 'missing' | 'owner';
  constructor(reason: 'missing' | 'owner', message: string) {
    super(message);
    this.reason = reason;
  }
}

/**
 * Saves what a person changed on a lead; returns the lead as it now is. Throws PipelineRefused when
 * it does not exist or the owner is not an active Admin or Sales member.
 */
export function updateLeadPipeline(
  target: ChangeTarget,
  by: Actor,
  ref: SubmissionRef,
  update: PipelineUpdate,
): Promise<PipelineChange> {
  return commitChange(target, async (change) => {
    const current = await lockPipeline(change.database, ref);
    if (!current) throw new PipelineRefused('missing', 'That message no longer exists.');
    const emailOf = async (id: string | null) =>
      id ? ((await findUserById(change.database, id))?.email ?? null) : null;

    if (update.ownerId) {
      const owner = await findUserById(change.database, update.ownerId);
      if (!owner || owner.deactivatedAt !== null || !mayOwnLeads(owner.role)) {
        throw new PipelineRefused('owner', 'Choose an active Admin or Sales member as the owner.');
      }
    }
    const next = applyPipelineUpdate(current, update);
    const fields: PipelineField[] = changedFields(current, next);
    const before: PipelineChange = { ...current, ownerEmail: await emailOf(current.ownerId), changes: [] };
    const after: PipelineChange = {
      ...current,
      ...next,
      ownerEmail: await emailOf(next.ownerId),
      changes: update.note ? [...fields, 'note'] : fields,
    };
    if (after.changes.length === 0) return after;

    await writePipeline(change.database, ref, next);
    // One instant for the whole save; `position` keeps its entries in the order they are written.
    const at = now();
    let position = 0;
    const add = (entry: NewTimelineEntry) =>
      addTimelineEntry(change.database, ref, by, entry, { at, position: position++ });
    if (fields.includes('status')) {
      await add({
        entry: 'status',
        from: current.status,
        to: next.status,
        lostReason: next.lostReason,
        lostNote: next.lostNote,
      });
    }
    if (fields.includes('owner')) {
      await add({
        entry: 'owner',
        from: before.ownerEmail,
        to: after.ownerEmail,
      });
    }
    if (fields.includes('follow_up')) {
      await add({
        entry: 'follow_up',
        from: current.followUpOn,
        to: next.followUpOn,
      });
    }
    if (update.note) await add({ entry: 'note', body: update.note });

    await change.record(KINDS[ref.source], { before, after, by, action: 'lead.updated' });
    return after;
  });
}

/**
 * A bulk action on a selection: every item changes, with its own timeline entries, audit entry and
 * event, in one transaction, or none does. Returns how many existed; the missing are skipped.
 */
export function applyBulkAction(
  target: ChangeTarget,
  by: Actor,
  refs: readonly SubmissionRef[],
  action: BulkAction,
): Promise<number> {
  return commitChange(target, async (change) => {
    let done = 0;
    for (const ref of refs) {
      if (action.type === 'archive') {
        if (await setInboxStatus(change.database, by, ref.source, ref.id, 'archived')) done++;
        continue;
      }
      if (!(await lockPipeline(change.database, ref))) continue;
      await updateLeadPipeline(
        change.database,
        by,
        ref,
        action.type === 'assign'
          ? { ownerId: action.ownerId }
          : { status: { status: action.status, lostReason: null, lostNote: null } },
      );
      done++;
    }
    return done;
  });
}
