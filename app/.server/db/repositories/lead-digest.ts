/**
 * What the daily lead digest reads (issue 31; docs/decisions/leads-pipeline.md): who receives it
 * (active staff who may own leads and have not turned it off), each one's leads with a follow-up due,
 * and the new unassigned leads of the last day. Rows as the e-mail lists them, from both tables.
 */
import { sql } from 'kysely';
import type { InboxKind } from '../../../lib/inbox-query.ts';
import type { Role } from '../../../lib/roles.ts';
import { mayOwnLeads } from '../../../lib/studio-access.ts';
import { storedInstant, toBool, toInt, toIso } from '../mapping.ts';
import type { Database } from '../types.ts';

export interface DigestRecipient {
  id: string;
  email: string;
  name: string | null;
}

export interface DigestLead {
  kind: InboxKind;
  name: string | null;
  email: string;
  company: string | null;
  createdAt: string;
  followUpOn: string | null;
}

/** Whether `userId` receives the digest (on unless they turned it off). */
export async function readLeadDigest(database: Database, userId: string): Promise<boolean> {
  const row = await database.db.selectFrom('users').select('lead_digest').where('id', '=', userId).executeTakeFirst();
  return row ? toBool(row.lead_digest) : false;
}

export async function setLeadDigest(database: Database, userId: string, on: boolean): Promise<void> {
  await database.db.updateTable('users').set({ lead_digest: on }).where('id', '=', userId).execute();
}

/** Active staff who may own leads and receive the digest, by e-mail. */
export async function listDigestRecipients(database: Database): Promise<DigestRecipient[]> {
  const rows = await database.db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'role', 'lead_digest'])
    .where('deactivated_at', 'is', null)
    .orderBy('email')
    .execute();
  return rows
    .filter((row) => toBool(row.lead_digest) && mayOwnLeads(row.role as Role))
    .map((row) => ({ id: row.id, email: row.email, name: row.name }));
}

async function digestRows(
  narrow: (table: 'contact_messages' | 'leads') => Promise<DigestLead[]>,
  order: (a: DigestLead, b: DigestLead) => number,
  limit: number,
): Promise<DigestLead[]> {
  const [messages, leads] = await Promise.all([narrow('contact_messages'), narrow('leads')]);
  return [...messages, ...leads].sort(order).slice(0, limit);
}

/** A table's rows outside the archive, with the columns the e-mail lists (a contact message's kind is 'contact'). */
const listed = (database: Database, table: 'contact_messages' | 'leads') =>
  database.db
    // Typed as leads: every column read or filtered here is on both tables (LeadPipelineColumns and the rest).
    .selectFrom(table as 'leads')
    .select(['name', 'email', 'company', 'created_at', 'follow_up_on'])
    .select(table === 'leads' ? sql<string>`kind`.as('kind') : sql<string>`'contact'`.as('kind'))
    .where('status', '!=', 'archived');

/** `ownerId`'s leads with a follow-up on or before `today`, outside the archive, earliest follow-up first. */
export function listDueLeads(database: Database, ownerId: string, today: string, limit: number): Promise<DigestLead[]> {
  return digestRows(
    async (table) => {
      const rows = await listed(database, table)
        .where('owner_id', '=', ownerId)
        .where('follow_up_on', '<=', today)
        .orderBy('follow_up_on')
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map(toDigestLead);
    },
    (a, b) => (a.followUpOn ?? '').localeCompare(b.followUpOn ?? '') || a.createdAt.localeCompare(b.createdAt),
    limit,
  );
}

/** Leads received in [since, until) that are still New and unassigned, outside the archive, newest first. */
export function listNewUnassigned(database: Database, since: Date, until: Date, limit: number): Promise<DigestLead[]> {
  return digestRows(
    async (table) => {
      const rows = await listed(database, table)
        .where('owner_id', 'is', null)
        .where('pipeline_status', '=', 'new')
        .where('created_at', '>=', storedInstant(since))
        .where('created_at', '<', storedInstant(until))
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toDigestLead);
    },
    (a, b) => b.createdAt.localeCompare(a.createdAt),
    limit,
  );
}

const toDigestLead = (row: {
  kind: string;
  name: string | null;
  email: string;
  company: string | null;
  created_at: unknown;
  follow_up_on: string | null;
}): DigestLead => ({
  kind: row.kind as InboxKind,
  name: row.name,
  email: row.email,
  company: row.company,
  createdAt: toIso(row.created_at as string),
  followUpOn: row.follow_up_on,
});

/** Whether the digest of `relatedId` (recipient and day) is already in the outbox: it is sent once. */
export async function digestQueued(database: Database, relatedId: string): Promise<boolean> {
  const row = await database.db
    .selectFrom('outbox')
    .select('id')
    .where('related_type', '=', LEAD_DIGEST_OUTBOX_TYPE)
    .where('related_id', '=', relatedId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The outbox's `related_type` of a digest; its `related_id` is `${userId}:${day}`. */
export const LEAD_DIGEST_OUTBOX_TYPE = 'lead_digest';

/** How many leads listNewUnassigned would list without its limit. */
export async function countNewUnassigned(database: Database, since: Date, until: Date): Promise<number> {
  const counts = await Promise.all(
    (['contact_messages', 'leads'] as const).map((table) =>
      database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '!=', 'archived')
        .where('owner_id', 'is', null)
        .where('pipeline_status', '=', 'new')
        .where('created_at', '>=', storedInstant(since))
        .where('created_at', '<', storedInstant(until))
        .executeTakeFirstOrThrow(),
    ),
  );
  return counts.reduce((sum, row) => sum + toInt(row.count), 0);
}
