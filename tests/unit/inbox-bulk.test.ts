import { describe, expect, it } from 'vitest';
import { BULK_MESSAGES, bulkDoneText, parseBulkAction, parseBulkForm } from '#app/lib/inbox-bulk.ts';

describe('the inbox’s bulk actions', () => {
  it('reads the selection and the action', () => {
    expect(parseBulkForm(['lead:a1', 'contact:b2', 'lead:a1'], 'assign:u-1')).toEqual({
      ok: true,
      refs: [
        { source: 'lead', id: 'a1' },
        { source: 'contact', id: 'b2' },
      ],
      action: { type: 'assign', ownerId: 'u-1' },
    });
    expect(parseBulkAction('assign:none')).toEqual({ type: 'assign', ownerId: null });
    expect(parseBulkAction('status:won')).toEqual({ type: 'status', status: 'won' });
    expect(parseBulkAction('archive')).toEqual({ type: 'archive' });
  });

  it('refuses an empty or oversized selection, an unknown item and Lost (which needs a reason per lead)', () => {
    expect(parseBulkForm([], 'archive')).toEqual({ ok: false, message: BULK_MESSAGES.none });
    const many = Array.from({ length: 51 }, (_, i) => `lead:id${i}`);
    expect(parseBulkForm(many, 'archive')).toEqual({ ok: false, message: BULK_MESSAGES.tooMany });
    expect(parseBulkForm(['page:x'], 'archive')).toEqual({ ok: false, message: BULK_MESSAGES.none });
    for (const action of ['status:lost', 'assign:', 'delete', null]) {
      expect(parseBulkForm(['lead:a1'], action)).toEqual({ ok: false, message: BULK_MESSAGES.action });
    }
  });

  it('says what was done', () => {
    expect(bulkDoneText({ type: 'assign', ownerId: 'u' }, 3, 'Sam')).toBe('Assigned 3 messages to Sam.');
    expect(bulkDoneText({ type: 'assign', ownerId: null }, 1, null)).toBe('Unassigned 1 message.');
    expect(bulkDoneText({ type: 'status', status: 'qualified' }, 2, null)).toBe('Moved 2 messages to Qualified.');
    expect(bulkDoneText({ type: 'archive' }, 2, null)).toBe('Archived 2 messages.');
  });
});
