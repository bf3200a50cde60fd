/**
 * Bulk actions on a selection of the inbox (issue 31): assign, change status, archive. What the
 * form posts, read into what to do. Lost is not offered in bulk: it asks for a reason per lead.
 */
import { parseSubmissionKey } from './inbox-open.ts';
import { LEAD_STATUS_LABELS, type LeadStatus, type SubmissionRef } from './lead-pipeline.ts';

/** A page at most: the selection is made on one page. */
export const BULK_LIMIT = 50;

export const BULK_STATUSES = ['new', 'contacted', 'qualified', 'won'] as const satisfies readonly LeadStatus[];

export type BulkAction =
  | { type: 'assign'; ownerId: string | null }
  | { type: 'status'; status: (typeof BULK_STATUSES)[number] }
  | { type: 'archive' };

export const BULK_MESSAGES = {
  none: 'Select at least one message first.',
  tooMany: `Select at most ${BULK_LIMIT} messages at a time.`,
  action: 'Choose what to do with the selected messages.',
} as const;

const ID = /^[A-Za-z0-9-]{1,64}$/;

export function parseBulkAction(value: string | null | undefined): BulkAction | null {
  if (value === 'archive') return { type: 'archive' };
  if (value === 'assign:none') return { type: 'assign', ownerId: null };
  if (value?.startsWith('assign:') && ID.test(value.slice(7))) return { type: 'assign', ownerId: value.slice(7) };
  const status = value?.startsWith('status:') ? value.slice(7) : '';
  if ((BULK_STATUSES as readonly string[]).includes(status)) {
    return { type: 'status', status: status as (typeof BULK_STATUSES)[number] };
  }
  return null;
}

export type BulkFormResult = { ok: true; refs: SubmissionRef[]; action: BulkAction } | { ok: false; message: string };

/** The selection (`item` values 'lead:<id>') and the action; repeats count once. */
export function parseBulkForm(items: readonly string[], action: string | null): BulkFormResult {
  const unique = [...new Set(items)];
  if (unique.length === 0) return { ok: false, message: BULK_MESSAGES.none };
  if (unique.length > BULK_LIMIT) return { ok: false, message: BULK_MESSAGES.tooMany };
  const refs: SubmissionRef[] = [];
  for (const item of unique) {
    const ref = parseSubmissionKey(item);
    if (!ref) return { ok: false, message: BULK_MESSAGES.none };
    refs.push(ref);
  }
  const parsed = parseBulkAction(action);
  return parsed ? { ok: true, refs, action: parsed } : { ok: false, message: BULK_MESSAGES.action };
}

/** What the toast says once done. */
export function bulkDoneText(action: BulkAction, count: number, ownerName: string | null): string {
  const what = count === 1 ? '1 message' : `${count} messages`;
  switch (action.type) {
    case 'archive':
      return `Archived ${what}.`;
    case 'assign':
      return ownerName ? `Assigned ${what} to ${ownerName}.` : `Unassigned ${what}.`;
    case 'status':
      return `Moved ${what} to ${LEAD_STATUS_LABELS[action.status]}.`;
  }
}
