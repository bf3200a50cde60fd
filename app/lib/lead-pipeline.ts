/**
 * Leads as a pipeline (issue 31; docs/decisions/leads-pipeline.md): the statuses a submission moves
 * through, why one was lost, and what a save of the pipeline form changes. Pure, so the rules are
 * unit-tested without a database; the change itself is app/.server/changes/leads.ts.
 *
 * The form posts the values it was rendered with beside the new ones (`was…`), and only a field
 * the person changed is written: two people saving the same lead at once do not undo each other's
 * other fields, without a version to conflict on.
 */
import { z } from 'zod';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};

export const LOST_REASONS = [
  'no_budget',
  'no_response',
  'chose_competitor',
  'not_a_fit',
  'bad_timing',
  'other',
] as const;
export type LostReason = (typeof LOST_REASONS)[number];

export const LOST_REASON_LABELS: Record<LostReason, string> = {
  no_budget: 'No budget',
  no_response: 'Stopped replying',
  chose_competitor: 'Chose someone else',
  not_a_fit: 'Not a fit for us',
  bad_timing: 'Bad timing',
  other: 'Other',
};

/** Which submission a lead is: a contact message or a row of `leads` (ROI request, lead intake, assessment). */
export type SubmissionSource = 'contact' | 'lead';
export interface SubmissionRef {
  source: SubmissionSource;
  id: string;
}

export interface PipelineState {
  status: LeadStatus;
  ownerId: string | null;
  /** A calendar day, YYYY-MM-DD. */
  followUpOn: string | null;
  lostReason: LostReason | null;
  lostNote: string | null;
}

export const NEW_PIPELINE: PipelineState = {
  status: 'new',
  ownerId: null,
  followUpOn: null,
  lostReason: null,
  lostNote: null,
};

/** A staff account as an owner of leads. */
export interface LeadOwner {
  id: string;
  email: string;
  name: string | null;
  /** Deactivated, or no longer in a role that owns leads: named, but not offered. */
  current: boolean;
}

/** What one save asks for: the fields the person changed (absent: untouched) and a note. */
export interface PipelineUpdate {
  status?: { status: LeadStatus; lostReason: LostReason | null; lostNote: string | null };
  ownerId?: string | null;
  followUpOn?: string | null;
  note?: string;
}

export const PIPELINE_MESSAGES = {
  lostReason: 'Choose why this lead was lost.',
  followUpOn: 'Enter the follow-up date as a day, like 2026-12-01.',
  lostNote: 'Keep the reason under 500 characters.',
  note: 'Keep the note under 5,000 characters.',
  nothing: 'Nothing to save: change the status, owner or follow-up, or write a note.',
  invalid: 'That form was not one the inbox sent. Reload the page and try again.',
} as const;

const isCalendarDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const optional = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : null));

const formSchema = z.object({
  source: z.enum(['contact', 'lead']),
  id: z.string().min(1).max(100),
  status: z.enum(LEAD_STATUSES),
  wasStatus: z.enum(LEAD_STATUSES),
  lostReason: optional,
  wasLostReason: optional,
  lostNote: optional,
  wasLostNote: optional,
  ownerId: optional,
  wasOwnerId: optional,
  followUpOn: optional,
  wasFollowUpOn: optional,
  note: optional,
});

export type PipelineFormResult =
  | { ok: true; ref: SubmissionRef; update: PipelineUpdate }
  | { ok: false; message: string };

/** Reads a posted pipeline form into the update it asks for, or the message saying what to fix. */
export function parsePipelineForm(form: Record<string, string | undefined>): PipelineFormResult {
  const parsed = formSchema.safeParse(form);
  if (!parsed.success) return { ok: false, message: PIPELINE_MESSAGES.invalid };
  const f = parsed.data;
  const lost = f.status === 'lost';
  const lostReason = lost ? f.lostReason : null;
  if (lost && !(LOST_REASONS as readonly string[]).includes(lostReason ?? '')) {
    return { ok: false, message: PIPELINE_MESSAGES.lostReason };
  }
  const lostNote = lost ? f.lostNote : null;
  if (lostNote && lostNote.length > 500) return { ok: false, message: PIPELINE_MESSAGES.lostNote };
  if (f.followUpOn && !isCalendarDay(f.followUpOn)) return { ok: false, message: PIPELINE_MESSAGES.followUpOn };
  if (f.note && f.note.length > 5000) return { ok: false, message: PIPELINE_MESSAGES.note };

  const update: PipelineUpdate = {};
  const wasLost = f.wasStatus === 'lost';
  if (
    f.status !== f.wasStatus ||
    (lost && (lostReason !== (wasLost ? f.wasLostReason : null) || lostNote !== (wasLost ? f.wasLostNote : null)))
  ) {
    update.status = { status: f.status, lostReason: lostReason as LostReason | null, lostNote };
  }
  if (f.ownerId !== f.wasOwnerId) update.ownerId = f.ownerId;
  if (f.followUpOn !== f.wasFollowUpOn) update.followUpOn = f.followUpOn;
  if (f.note) update.note = f.note;
  if (Object.keys(update).length === 0) return { ok: false, message: PIPELINE_MESSAGES.nothing };
  return { ok: true, ref: { source: f.source, id: f.id }, update };
}

/** The state after an update: a status other than Lost has no lost reason. */
export function applyPipelineUpdate(state: PipelineState, update: PipelineUpdate): PipelineState {
  const next = { ...state };
  if (update.status) {
    next.status = update.status.status;
    next.lostReason = update.status.status === 'lost' ? update.status.lostReason : null;
    next.lostNote = update.status.status === 'lost' ? update.status.lostNote : null;
  }
  if (update.ownerId !== undefined) next.ownerId = update.ownerId;
  if (update.followUpOn !== undefined) next.followUpOn = update.followUpOn;
  return next;
}

export type PipelineField = 'status' | 'owner' | 'follow_up' | 'note';

/** Which fields really differ between two states (a field set to what it was is no change). */
export function changedFields(before: PipelineState, after: PipelineState): Exclude<PipelineField, 'note'>[] {
  const fields: Exclude<PipelineField, 'note'>[] = [];
  if (before.status !== after.status || before.lostReason !== after.lostReason || before.lostNote !== after.lostNote) {
    fields.push('status');
  }
  if (before.ownerId !== after.ownerId) fields.push('owner');
  if (before.followUpOn !== after.followUpOn) fields.push('follow_up');
  return fields;
}

/** One entry of a lead's timeline, as stored (app/.server/db/repositories/lead-notes.ts). */
export type TimelineEntry = {
  id: string;
  author: string;
  createdAt: string;
} & (
  | { entry: 'note'; body: string }
  | {
      entry: 'status';
      from: LeadStatus;
      to: LeadStatus;
      lostReason: LostReason | null;
      lostNote: string | null;
    }
  | { entry: 'owner'; from: string | null; to: string | null }
  | { entry: 'follow_up'; from: string | null; to: string | null }
);

/** A timeline entry in a sentence (a note's text is shown below it). */
export function describeTimelineEntry(entry: TimelineEntry): string {
  switch (entry.entry) {
    case 'note':
      return `${entry.author} wrote a note`;
    case 'status': {
      const why =
        entry.to === 'lost' && entry.lostReason
          ? ` (${LOST_REASON_LABELS[entry.lostReason]}${entry.lostNote ? `: ${entry.lostNote}` : ''})`
          : '';
      return entry.from === entry.to
        ? `${entry.author} changed why it was lost${why}`
        : `${entry.author} moved it from ${LEAD_STATUS_LABELS[entry.from]} to ${LEAD_STATUS_LABELS[entry.to]}${why}`;
    }
    case 'owner':
      if (entry.to === null) return `${entry.author} unassigned it from ${entry.from ?? 'nobody'}`;
      return entry.from === null
        ? `${entry.author} assigned it to ${entry.to}`
        : `${entry.author} reassigned it from ${entry.from} to ${entry.to}`;
    case 'follow_up':
      if (entry.to === null) return `${entry.author} cleared the follow-up date`;
      return `${entry.author} set the follow-up date to ${entry.to}`;
  }
}
