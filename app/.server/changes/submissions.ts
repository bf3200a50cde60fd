/**
 * What follows a visitor's message or lead, declared once (the change pipeline, DESIGN 9): its
 * webhook event (`contact.created`, `lead.created` or `roi_report.requested`) and the e-mails the
 * submission sends, all in the transaction that stores it, so a stored submission always has them
 * and a failed one has none. A status change in the inbox is a staff action: it is audited.
 */

import {
  type ContactMessage,
  type ContactMessageInput,
  type InboxStatus,
  insertContactMessage,
  setContactMessageStatus,
} from '../db/repositories/contact-messages.ts';
import { insertLead, type Lead, type LeadInput, setLeadStatus } from '../db/repositories/leads.ts';
import type { EmailInput } from '../db/repositories/outbox.ts';
import { contactCreated, leadStored } from '../webhooks/events.ts';
import type { Actor, ChangeTarget, RecordKind } from './pipeline.ts';
import { commitChange, storeRecord } from './pipeline.ts';

export const CONTACT_MESSAGE: RecordKind<ContactMessage> = {
  entityType: 'contact_message',
  idOf: (message) => message.id,
  events: ({ before, after }) => (before === null && after ? [contactCreated(after)] : []),
};

export const LEAD: RecordKind<Lead> = {
  entityType: 'lead',
  idOf: (lead) => lead.id,
  events: ({ before, after }) => (before === null && after ? [leadStored(after)] : []),
};

/** The e-mails a stored submission sends, made from what was stored (its id, its fields). */
type EmailsOf<R> = (record: R) => readonly EmailInput[];

/** Stores a contact message with its event and e-mails. */
export const createContactMessage = (
  target: ChangeTarget,
  input: ContactMessageInput,
  emails?: EmailsOf<ContactMessage>,
) => storeRecord(target, CONTACT_MESSAGE, insertContactMessage, input, emails);

/** Stores a lead (an ROI e-mail request, a project request or process assessment) with its event and e-mails. */
export const createLead = (target: ChangeTarget, input: LeadInput, emails?: EmailsOf<Lead>) =>
  storeRecord(target, LEAD, insertLead, input, emails);

/** Marks an inbox item read, unread or archived; false when no such message or lead exists. */
export function setInboxStatus(
  target: ChangeTarget,
  by: Actor,
  source: 'contact' | 'lead',
  id: string,
  status: InboxStatus,
): Promise<boolean> {
  return commitChange(target, async (change) => {
    const transition =
      source === 'contact'
        ? { kind: CONTACT_MESSAGE, after: await setContactMessageStatus(change.database, id, status) }
        : { kind: LEAD, after: await setLeadStatus(change.database, id, status) };
    if (transition.after === null) return false;
    // The status is the change; the kinds declare no event for it.
    await change.record(transition.kind as RecordKind<ContactMessage | Lead>, {
      before: transition.after,
      after: transition.after,
      by,
      action: 'message.status_changed',
      details: { status },
    });
    return true;
  });
}
