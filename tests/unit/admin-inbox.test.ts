import { describe, expect, it } from 'vitest';
import {
  deliveryLabel,
  filterInbox,
  humanizeKey,
  type InboxItem,
  inboxItemFromContact,
  inboxItemFromLead,
  parseInboxView,
} from '#app/features/inbox/inbox.ts';

const contact = inboxItemFromContact(
  {
    id: 'c1',
    name: 'Priya Raman',
    email: 'priya@example.com',
    company: 'Northwind',
    message: 'Can we talk?',
    contactMode: 'consultation',
    status: 'new',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  { status: 'sent', attempts: 1, lastError: null, sentAt: '2026-11-20T10:00:05.000Z' },
);

describe('inbox items', () => {
  it('maps a contact message', () => {
    expect(contact).toMatchObject({
      source: 'contact',
      kind: 'contact',
      name: 'Priya Raman',
      message: 'Can we talk?',
      details: [{ label: 'Contact mode', value: 'Consultation' }],
    });
  });

  it('maps a lead, lifting its message and labelling the rest of its payload', () => {
    const lead = inboxItemFromLead(
      {
        id: 'l1',
        kind: 'roi_email',
        name: null,
        email: 'cfo@example.com',
        company: null,
        payload: {
          message: 'Send it',
          processHours: 40,
          tags: ['a', 'b'],
          urgent: true,
          empty: '',
          nested: { hourlyRate: 35 },
        },
        status: 'read',
        createdAt: '2026-11-21T10:00:00.000Z',
      },
      null,
    );
    expect(lead.message).toBe('Send it');
    expect(lead.details).toEqual([
      { label: 'Process hours', value: '40' },
      { label: 'Tags', value: 'a, b' },
      { label: 'Urgent', value: 'Yes' },
      { label: 'Nested', value: 'Hourly rate: 35' },
    ]);
  });

  it("names an ROI request's model version first, for the inbox and the CSV's details", () => {
    const lead = inboxItemFromLead(
      {
        id: 'l2',
        kind: 'roi_email',
        name: null,
        email: 'cfo@example.com',
        company: null,
        payload: { processHours: 40 },
        status: 'new',
        createdAt: '2026-11-21T10:00:00.000Z',
        roiModelVersion: 3,
      },
      null,
    );
    expect(lead.details).toEqual([
      { label: 'ROI model version', value: '3' },
      { label: 'Process hours', value: '40' },
    ]);
  });

  it('humanises payload keys', () => {
    expect(humanizeKey('processHours')).toBe('Process hours');
    expect(humanizeKey('image_src')).toBe('Image src');
    expect(humanizeKey('ROI')).toBe('Roi');
  });

  it('labels the delivery status', () => {
    expect(deliveryLabel(null)).toBe('No e-mail');
    expect(deliveryLabel({ status: 'sent', attempts: 1, lastError: null, sentAt: 'x' })).toBe('E-mail sent');
    expect(deliveryLabel({ status: 'failed', attempts: 8, lastError: 'x', sentAt: null })).toBe('E-mail failed');
    expect(deliveryLabel({ status: 'pending', attempts: 0, lastError: null, sentAt: null })).toBe('E-mail queued');
    expect(deliveryLabel({ status: 'pending', attempts: 2, lastError: 'x', sentAt: null })).toBe(
      'E-mail retrying (attempt 2)',
    );
  });

  it('files items into folders', () => {
    const items: InboxItem[] = [
      { ...contact, id: 'a', status: 'new' },
      { ...contact, id: 'b', status: 'read' },
      { ...contact, id: 'c', status: 'archived' },
    ];
    expect(filterInbox(items, 'inbox').map((i) => i.id)).toEqual(['a', 'b']);
    expect(filterInbox(items, 'unread').map((i) => i.id)).toEqual(['a']);
    expect(filterInbox(items, 'archived').map((i) => i.id)).toEqual(['c']);
    expect(parseInboxView('archived')).toBe('archived');
    expect(parseInboxView('bogus')).toBe('inbox');
    expect(parseInboxView(null)).toBe('inbox');
  });
});
