/**
 * Everything stored about one person (issue 31; docs/decisions/leads-pipeline.md, "One person"):
 * their submissions (grouped by `person_key`), the timeline entries of those, the outbox e-mails to
 * them or about their submissions, the webhook deliveries whose payload copies name them, and the
 * audit entries about their submissions or naming their addresses; and what client review keeps of
 * them when they were a client contact under an address with the same key. Reads and writes of rows only:
 * what an export or an erasure is, as a change, is app/.server/changes/people.ts.
 */
import { type Selectable, sql } from 'kysely';
import { clientReviewerActor } from '../../../lib/audit-log.ts';
import type { SubmissionSource } from '../../../lib/lead-pipeline.ts';
import { personKey } from '../../../lib/person-key.ts';
import { type Pseudonym, pseudonymiseJson, pseudonymiseText } from '../../../lib/pseudonymise.ts';
import { rateLimitAddress } from '../../auth/rate-limit-address.ts';
import { fromJson, now, toJson } from '../mapping.ts';
import type {
  AuditLogTable,
  LeadNotesTable,
  OutboxTable,
  ReviewCommentsTable,
  ReviewDecisionsTable,
  ReviewRequestsTable,
  WebhookDeliveriesTable,
} from '../schema.ts';
import type { Database } from '../types.ts';
import { rowToContactMessage } from './contact-messages.ts';
import { type InboxRecord, pipelineOf } from './inbox-page.ts';
import { rowToLead } from './leads.ts';

/** The `related_type` the contact and lead flows give their outbox e-mails (features/inbox's OUTBOX_RELATED). */
const OUTBOX_RELATED: Record<SubmissionSource, string> = { contact: 'contact_message', lead: 'lead' };

/** Statements take at most this many values in one `in` list (SQLite's parameter limit is far above). */
const CHUNK = 500;

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < values.length; start += CHUNK) out.push(values.slice(start, start + CHUNK));
  return out;
}

/** The person key of the submission with this id (either table), or null when there is none. */
export async function personKeyOfSubmission(database: Database, id: string): Promise<string | null> {
  for (const table of ['contact_messages', 'leads'] as const) {
    const row = await database.db
      .selectFrom(table)
      .select(['person_key', 'email'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (row) return row.person_key ?? personKey(row.email);
  }
  return null;
}

/** Every submission of the person, newest first, as the inbox reads them. */
export async function listPersonRecords(database: Database, personKey: string): Promise<InboxRecord[]> {
  const [contacts, leads] = await Promise.all([
    database.db.selectFrom('contact_messages').selectAll().where('person_key', '=', personKey).execute(),
    database.db.selectFrom('leads').selectAll().where('person_key', '=', personKey).execute(),
  ]);
  const records: InboxRecord[] = [
    ...contacts.map((row) => ({
      source: 'contact' as const,
      record: rowToContactMessage(row),
      pipeline: pipelineOf(row),
    })),
    ...leads.map((row) => ({ source: 'lead' as const, record: rowToLead(row), pipeline: pipelineOf(row) })),
  ];
  return records.sort(
    (a, b) => b.record.createdAt.localeCompare(a.record.createdAt) || a.record.id.localeCompare(b.record.id),
  );
}

/** A submission's row as stored, for an export: every column but the search index's. */
export type StoredSubmission = { source: SubmissionSource } & Record<string, unknown>;

/** The rows an export hands over and an erasure removes or rewrites. */
export interface PersonRows {
  /** The key every address of theirs folds to (lib/person-key.ts). */
  personKey: string;
  submissions: StoredSubmission[];
  notes: Selectable<LeadNotesTable>[];
  outbox: Selectable<OutboxTable>[];
  webhookDeliveries: Selectable<WebhookDeliveriesTable>[];
  audit: Selectable<AuditLogTable>[];
  /** Client review (features/review) of a request sent to them, their comments and decisions on it. */
  reviewRequests: Selectable<ReviewRequestsTable>[];
  reviewComments: Selectable<ReviewCommentsTable>[];
  reviewDecisions: Selectable<ReviewDecisionsTable>[];
  /** Every address the person wrote from, lower-cased (what an e-mail or a payload may carry). */
  addresses: string[];
  /** Every name and company the submissions gave (what an audit entry may carry besides the address). */
  names: string[];
  /** The network addresses the submissions came from (the submission rate limit's counters are keyed by them). */
  ips: string[];
}

const withoutSearch = (row: Record<string, unknown>): Record<string, unknown> => {
  const { search: _search, ...rest } = row;
  return rest;
};

const escapeLike = (text: string) => text.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_');

/** `like` patterns (escaped with a backslash) that find each needle anywhere in a text. */
function likePatterns(needles: readonly string[]) {
  return needles.map((needle) => `%${escapeLike(needle)}%`);
}

/**
 * `like` patterns (escaped) every lower-cased address with this person key matches: its first
 * letter and its domain (either of Gmail's). They narrow a search the key itself then decides, so a
 * spelling none of the submissions used ('A.da+x@googlemail.com') is found too.
 */
export function keyPatterns(key: string): string[] {
  const at = key.lastIndexOf('@');
  if (at <= 0) return [escapeLike(key)];
  const first = escapeLike(key.slice(0, 1));
  const domain = key.slice(at + 1);
  const domains = domain === 'gmail.com' ? ['gmail.com', 'googlemail.com'] : [domain];
  return domains.map((name) => `${first}%@${escapeLike(name)}`);
}

/** Rows whose `column`, lower-cased, may be an address with this key (decide with `personKey` after). */
const mayHaveKey = (column: string, key: string) =>
  keyPatterns(key).map((pattern) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);

const hasKey = (key: string) => (address: string | null) => address !== null && personKey(address) === key;

/** What client review keeps about the person: requests sent to an address of theirs, and what was said on those. */
async function readReviewRows(database: Database, key: string) {
  const requests = (
    await database.db
      .selectFrom('review_requests')
      .selectAll()
      .where((eb) => eb.or(mayHaveKey('contact_email', key)))
      .execute()
  ).filter((row) => hasKey(key)(row.contact_email));
  const requestIds = requests.map((row) => row.id);
  const comments: Selectable<ReviewCommentsTable>[] = [];
  const decisions = new Map<string, Selectable<ReviewDecisionsTable>>();
  for (const chunk of chunks(requestIds)) {
    comments.push(
      ...(await database.db.selectFrom('review_comments').selectAll().where('request_id', 'in', chunk).execute()),
    );
    for (const row of await database.db
      .selectFrom('review_decisions')
      .selectAll()
      .where('request_id', 'in', chunk)
      .execute()) {
      decisions.set(row.id, row);
    }
  }
  // A decision names the address the link was sent to; one under another request of theirs counts too.
  for (const row of await database.db
    .selectFrom('review_decisions')
    .selectAll()
    .where((eb) => eb.or(mayHaveKey('reviewer_email', key)))
    .execute()) {
    if (hasKey(key)(row.reviewer_email)) decisions.set(row.id, row);
  }
  return { requests, comments, decisions: [...decisions.values()] };
}

/** Everything stored about the person with this key; empty lists when there is nothing. */
export async function readPersonRows(database: Database, key: string): Promise<PersonRows> {
  const [contacts, leads] = await Promise.all([
    database.db.selectFrom('contact_messages').selectAll().where('person_key', '=', key).execute(),
    database.db.selectFrom('leads').selectAll().where('person_key', '=', key).execute(),
  ]);
  const submissions: StoredSubmission[] = [
    ...contacts.map((row) => ({ source: 'contact' as const, ...withoutSearch(row) })),
    ...leads.map((row) => ({ source: 'lead' as const, ...withoutSearch(row) })),
  ];
  const refs = [
    ...contacts.map((row) => ({ source: 'contact' as const, id: row.id })),
    ...leads.map((row) => ({ source: 'lead' as const, id: row.id })),
  ];
  const ids = refs.map((ref) => ref.id);
  const review = ids.length === 0 ? { requests: [], comments: [], decisions: [] } : await readReviewRows(database, key);
  const requestIds = review.requests.map((row) => row.id);
  const addresses = [
    ...new Set(
      [
        ...[...contacts, ...leads].map((row) => row.email),
        ...review.requests.map((row) => row.contact_email),
        ...review.decisions.map((row) => row.reviewer_email),
      ].map((address) => address.trim().toLowerCase()),
    ),
  ];
  const names = [
    ...new Set(
      [
        ...[...contacts, ...leads].flatMap((row) => [row.name, row.company]),
        ...review.requests.map((row) => row.contact_name),
        ...review.comments.map((row) => row.author_name),
        ...review.decisions.map((row) => row.reviewer_name),
      ].filter((v): v is string => Boolean(v?.trim())),
    ),
  ];
  const ips = [
    ...new Set(
      [...contacts, ...leads, ...review.comments, ...review.decisions].flatMap((row) => (row.ip ? [row.ip] : [])),
    ),
  ];
  const reviewRows = {
    reviewRequests: review.requests,
    reviewComments: review.comments,
    reviewDecisions: review.decisions,
  };
  if (ids.length === 0) {
    return {
      personKey: key,
      submissions,
      notes: [],
      outbox: [],
      webhookDeliveries: [],
      audit: [],
      ...reviewRows,
      addresses,
      names,
      ips,
    };
  }

  const notes: Selectable<LeadNotesTable>[] = [];
  for (const source of ['contact', 'lead'] as const) {
    for (const chunk of chunks(refs.filter((ref) => ref.source === source).map((ref) => ref.id))) {
      notes.push(
        ...(await database.db
          .selectFrom('lead_notes')
          .selectAll()
          .where('submission_type', '=', source)
          .where('submission_id', 'in', chunk)
          .orderBy('created_at')
          .orderBy('position')
          .execute()),
      );
    }
  }

  const outbox = new Map<string, Selectable<OutboxTable>>();
  const related = [
    ...(['contact', 'lead'] as const).map((source) => ({
      type: OUTBOX_RELATED[source],
      ids: refs.filter((ref) => ref.source === source).map((ref) => ref.id),
    })),
    // Client review's e-mails: the link to them, and what staff were told of their decisions.
    { type: 'review_request', ids: requestIds },
  ];
  for (const { type, ids: relatedIds } of related) {
    for (const chunk of chunks(relatedIds)) {
      const rows = await database.db
        .selectFrom('outbox')
        .selectAll()
        .where('related_type', '=', type)
        .where('related_id', 'in', chunk)
        .execute();
      for (const row of rows) outbox.set(row.id, row);
    }
  }
  // Any e-mail to or from an address with their key, however it was spelled.
  const mailed = await database.db
    .selectFrom('outbox')
    .selectAll()
    .where((eb) => eb.or([...mayHaveKey('to_address', key), ...mayHaveKey('reply_to', key)]))
    .execute();
  for (const row of mailed) if (hasKey(key)(row.to_address) || hasKey(key)(row.reply_to)) outbox.set(row.id, row);

  // A payload is the event's JSON text: it names the submission's id and the address as sent.
  const needles = likePatterns([...ids, ...requestIds, ...addresses]);
  const webhookDeliveries = new Map<string, Selectable<WebhookDeliveriesTable>>();
  const audit = new Map<string, Selectable<AuditLogTable>>();
  for (const chunk of chunks(needles)) {
    const deliveries = await database.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where((eb) => eb.or(chunk.map((needle) => eb(sql`lower(payload)`, 'like', sql`${needle} escape '\\'`))))
      .execute();
    for (const row of deliveries) webhookDeliveries.set(row.id, row);
    const entries = await database.db
      .selectFrom('audit_log')
      .selectAll()
      .where((eb) =>
        eb.or(chunk.map((needle) => eb(sql`lower(cast(details as text))`, 'like', sql`${needle} escape '\\'`))),
      )
      .execute();
    for (const row of entries) audit.set(row.id, row);
  }
  for (const chunk of chunks([...ids, ...requestIds])) {
    const entries = await database.db.selectFrom('audit_log').selectAll().where('entity_id', 'in', chunk).execute();
    for (const row of entries) audit.set(row.id, row);
  }
  // What they did as a client reviewer is audited under their address as the actor.
  for (const chunk of chunks(addresses.map(clientReviewerActor))) {
    const entries = await database.db.selectFrom('audit_log').selectAll().where('actor', 'in', chunk).execute();
    for (const row of entries) audit.set(row.id, row);
  }

  const byTime = <R extends { created_at: unknown; id: string }>(rows: Iterable<R>) =>
    [...rows].sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)) || a.id.localeCompare(b.id));
  return {
    personKey: key,
    submissions,
    notes,
    outbox: byTime(outbox.values()),
    webhookDeliveries: byTime(webhookDeliveries.values()),
    audit: byTime(audit.values()),
    ...reviewRows,
    addresses,
    names,
    ips,
  };
}

/** Counts of what was removed or rewritten, by kind (the confirmation and the audit entry say them). */
export interface ErasureCounts {
  submissions: number;
  notes: number;
  outbox: number;
  webhookDeliveries: number;
  audit: number;
  /** Client review's requests, comments and decisions naming them. */
  reviews: number;
}

/**
 * Removes the person's submissions and their timelines, blanks the outbox e-mails to or about them
 * (and stops those not yet sent), replaces the webhook payload copies that name them, and writes a
 * pseudonym over their name and address in the audit entries. In the caller's transaction.
 */
export async function eraseRows(database: Database, rows: PersonRows, pseudonym: Pseudonym): Promise<ErasureCounts> {
  const db = database.db;
  for (const chunk of chunks(rows.notes.map((note) => note.id))) {
    await db.deleteFrom('lead_notes').where('id', 'in', chunk).execute();
  }
  for (const source of ['contact', 'lead'] as const) {
    const ids = rows.submissions.filter((row) => row.source === source).map((row) => String(row.id));
    for (const chunk of chunks(ids)) {
      await db
        .deleteFrom(source === 'contact' ? 'contact_messages' : 'leads')
        .where('id', 'in', chunk)
        .execute();
    }
  }
  if (database.dialect === 'sqlite') {
    // The search index's triggers mark the deleted text gone; merging its segments drops it from the file too.
    await sql`insert into submission_search (submission_search) values ('optimize')`.execute(db);
  }
  // The submission rate limit's counters (features/contact) are keyed by the address a visitor sent from.
  // Client review's attempts are counted by `review:ip:` and the address's network (features/review).
  const counters = rows.ips.flatMap((ip) => [`contact:${ip}`, `lead:${ip}`, `review:ip:${rateLimitAddress(ip)}`]);
  for (const chunk of chunks([...new Set(counters)])) {
    await db.deleteFrom('rate_limits').where('key', 'in', chunk).execute();
  }
  const erased = 'Erased at the person’s request.';
  for (const row of rows.outbox) {
    await db
      .updateTable('outbox')
      .set({
        // The studio's own notification keeps its address; only the person's are replaced.
        ...(hasKey(rows.personKey)(row.to_address) ? { to_address: pseudonym.address } : {}),
        reply_to: hasKey(rows.personKey)(row.reply_to) ? pseudonym.address : row.reply_to,
        subject: 'Erased e-mail',
        text_body: '',
        html_body: null,
        sealed: false,
        last_error: row.status === 'pending' ? erased : null,
        // An e-mail not yet sent never will be: there is nothing left to send.
        ...(row.status === 'pending' ? { status: 'failed' as const, locked_until: null } : {}),
      })
      .where('id', '=', row.id)
      .execute();
  }
  for (const row of rows.webhookDeliveries) {
    await db
      .updateTable('webhook_deliveries')
      .set({
        payload: toJson({ erased: true }),
        last_error: row.status === 'pending' ? erased : row.last_error === null ? null : 'Erased',
        ...(row.status === 'pending' ? { status: 'failed' as const, locked_until: null } : {}),
      })
      .where('id', '=', row.id)
      .execute();
    // What the receiver answered may echo the payload.
    await db
      .updateTable('webhook_attempts')
      .set({ response_excerpt: null, error: null })
      .where('delivery_id', '=', row.id)
      .execute();
  }
  for (const row of rows.audit) {
    const details = fromJson<Record<string, unknown>>(row.details, {});
    const text = toJson(pseudonymiseJson(details, rows, pseudonym));
    // Where they acted themselves (as a client reviewer), the network address was theirs too.
    const theirs = row.ip !== null && rows.ips.includes(row.ip);
    await db
      .updateTable('audit_log')
      .set({ details: text, actor: pseudonymiseText(row.actor, rows, pseudonym), ...(theirs ? { ip: null } : {}) })
      .where('id', '=', row.id)
      .execute();
  }
  await eraseReviewRows(database, rows, pseudonym);
  return countsOf(rows);
}

/** What an erasure of these rows removes or rewrites, per kind. */
export const countsOf = (rows: PersonRows): ErasureCounts => ({
  submissions: rows.submissions.length,
  notes: rows.notes.length,
  outbox: rows.outbox.length,
  webhookDeliveries: rows.webhookDeliveries.length,
  audit: rows.audit.length,
  reviews: rows.reviewRequests.length + rows.reviewComments.length + rows.reviewDecisions.length,
});

/**
 * Client review keeps its history (which version was approved or commented, when, what staff
 * replied), so the study's review still reads coherently: only who the client contact was goes, as
 * the same pseudonym the audit entries get, with their network address; what they wrote keeps its
 * words but not their name or address. A request still open is revoked: nobody is left to send it to.
 */
async function eraseReviewRows(database: Database, rows: PersonRows, pseudonym: Pseudonym): Promise<void> {
  const db = database.db;
  const text = (value: string | null) => (value === null ? null : pseudonymiseText(value, rows, pseudonym));
  const revokedAt = now();
  for (const row of rows.reviewRequests) {
    await db
      .updateTable('review_requests')
      .set({
        contact_name: pseudonym.label,
        contact_email: pseudonym.address,
        message: text(row.message),
        ...(row.revoked_at === null ? { revoked_at: revokedAt } : {}),
      })
      .where('id', '=', row.id)
      .execute();
  }
  for (const row of rows.reviewComments) {
    await db
      .updateTable('review_comments')
      .set({ author_name: pseudonym.label, ip: null, body: text(row.body) ?? '', reply: text(row.reply) })
      .where('id', '=', row.id)
      .execute();
  }
  for (const row of rows.reviewDecisions) {
    await db
      .updateTable('review_decisions')
      .set({ reviewer_name: pseudonym.label, reviewer_email: pseudonym.address, ip: null, message: text(row.message) })
      .where('id', '=', row.id)
      .execute();
  }
}
