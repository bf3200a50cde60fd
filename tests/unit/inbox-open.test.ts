/** The inbox's open submission (issue 31): the `open` parameter, and the links that open and close a card. */
import { describe, expect, it } from 'vitest';
import { excerptOf, inboxItemFromLead, inboxSummary } from '#app/features/inbox/inbox.ts';
import { cardAnchor, inboxOpenHref, parseSubmissionKey } from '#app/lib/inbox-open.ts';
import { parseInboxQuery } from '#app/lib/inbox-query.ts';
import { NEW_PIPELINE } from '#app/lib/lead-pipeline.ts';

const ref = { source: 'lead', id: 'a1b2-c3' } as const;

describe('parseSubmissionKey', () => {
  it('reads a source and an id', () => {
    expect(parseSubmissionKey('lead:a1b2-c3')).toEqual(ref);
    expect(parseSubmissionKey('contact:x9')).toEqual({ source: 'contact', id: 'x9' });
  });
  it('refuses anything else', () => {
    for (const value of [null, undefined, '', 'lead:', 'page:x', 'lead:a b', `lead:${'a'.repeat(65)}`, 'lead:x:y']) {
      expect(parseSubmissionKey(value)).toBeNull();
    }
  });
});

describe('inboxOpenHref', () => {
  it('keeps the filters and the cursor, opens one card and lands on it', () => {
    const query = parseInboxQuery(new URLSearchParams('status=won&owner=mine'));
    expect(inboxOpenHref(query, ref)).toBe('/admin/messages?status=won&owner=mine&open=lead:a1b2-c3#lead-lead-a1b2-c3');
    expect(inboxOpenHref(query, null, ref)).toBe('/admin/messages?status=won&owner=mine#lead-lead-a1b2-c3');
    expect(inboxOpenHref(query, ref, null)).toBe('/admin/messages?status=won&owner=mine&open=lead:a1b2-c3');
  });
  it('starts the query when the list has none', () => {
    expect(inboxOpenHref(parseInboxQuery(new URLSearchParams()), ref, null)).toBe('/admin/messages?open=lead:a1b2-c3');
    expect(inboxOpenHref(parseInboxQuery(new URLSearchParams()), null)).toBe('/admin/messages');
  });
  it('reads back what it wrote', () => {
    const href = inboxOpenHref(parseInboxQuery(new URLSearchParams('q=acme')), ref, null);
    expect(parseSubmissionKey(new URL(href, 'http://x').searchParams.get('open'))).toEqual(ref);
    expect(cardAnchor(ref)).toBe('lead-lead-a1b2-c3');
  });
});

describe('the list summary', () => {
  it('cuts a long message at a word, on one line', () => {
    const text = `We re-key\n\n${'delivery notes every week '.repeat(10)}`;
    const excerpt = excerptOf(text, 40);
    expect(excerpt).toBe('We re-key delivery notes every week…');
    expect(excerptOf('Short one.', 40)).toBe('Short one.');
  });
  it('shows the answers when there is no message, without the model version', () => {
    const item = inboxItemFromLead(
      {
        id: 'l1',
        kind: 'roi_email',
        name: null,
        email: 'cfo@example.com',
        company: null,
        payload: { processHours: 40, complexity: 'medium' },
        status: 'new',
        createdAt: '2026-11-01T10:00:00.000Z',
        roiModelVersion: 3,
      },
      null,
    );
    const summary = inboxSummary(item, NEW_PIPELINE);
    expect(summary.excerpt).toBe('Process hours: 40; Complexity: medium');
    expect(summary).toMatchObject({ id: 'l1', source: 'lead', kind: 'roi_email', pipeline: NEW_PIPELINE });
    expect(summary).not.toHaveProperty('details');
  });
});
