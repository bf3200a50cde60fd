/**
 * Messages sent through the contact form, stored before any e-mail is attempted so none is lost.
 */
import type { Selectable } from 'kysely';
import type { LeadAttribution } from '../../../lib/lead-attribution.ts';
import { personKey } from '../../../lib/person-key.ts';
import { now, toIso } from '../mapping.ts';
import type { ContactMessagesTable, ContactMode, InboxStatus } from '../schema.ts';
import type { Database } from '../types.ts';
import { attributionColumns, attributionOfRow } from './lead-attribution.ts';

export type { ContactMode, InboxStatus } from '../schema.ts';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  contactMode: ContactMode;
  status: InboxStatus;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
  /** Where the visit came from; null when the browser sent nothing usable (see lib/lead-attribution.ts). */
  attribution: LeadAttribution | null;
}

export interface ContactMessageInput {
  name: string;
  email: string;
  company?: string | null;
  message: string;
  contactMode: ContactMode;
  ip?: string | null;
  userAgent?: string | null;
  attribution?: LeadAttribution | null;
}

/** A row as the domain object (the inbox's page query reads rows of its own). */
export const rowToContactMessage = (row: Selectable<ContactMessagesTable>): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  message: row.message,
  contactMode: row.contact_mode,
  status: row.status,
  ip: row.ip,
  userAgent: row.user_agent,
  createdAt: toIso(row.created_at),
  attribution: attributionOfRow(row),
});

/** Inserts a message; a change stores it with what follows (app/.server/changes/submissions.ts). */
export async function insertContactMessage(database: Database, input: ContactMessageInput): Promise<ContactMessage> {
  const row = await database.db
    .insertInto('contact_messages')
    .values({
      id: crypto.randomUUID(),
      name: input.name,
      email: input.email,
      person_key: personKey(input.email),
      // An empty optional field is stored as 'not given', not as an empty string.
      company: input.company || null,
      message: input.message,
      contact_mode: input.contactMode,
      ip: input.ip ?? null,
      user_agent: input.userAgent ?? null,
      created_at: now(),
      ...attributionColumns(input.attribution),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToContactMessage(row);
}

/** Newest first, optionally only those with one status. */
export async function listContactMessages(
  database: Database,
  options: { status?: InboxStatus } = {},
): Promise<ContactMessage[]> {
  let query = database.db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').orderBy('id');
  if (options.status !== undefined) query = query.where('status', '=', options.status);
  const rows = await query.execute();
  return rows.map(rowToContactMessage);
}

export async function getContactMessage(database: Database, id: string): Promise<ContactMessage | null> {
  const row = await database.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? rowToContactMessage(row) : null;
}

/** Returns the updated message, or null when it does not exist. */
export async function setContactMessageStatus(
  database: Database,
  id: string,
  status: InboxStatus,
): Promise<ContactMessage | null> {
  const row = await database.db
    .updateTable('contact_messages')
    .set({ status })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? rowToContactMessage(row) : null;
}
