/**
 * The e-mail outbox: a message is stored before delivery is attempted, and workers (one per app
 * instance) claim due messages with a lease, so an e-mail is neither lost while SMTP is down nor
 * sent twice by two instances. A row whose body carries a secret arrives sealed (mail/sealed-body.ts)
 * and loses its body in the statement that finishes it; finished rows are deleted after
 * OUTBOX_RETENTION_DAYS (docs/decisions/outbox-delivery.md, "Secrets in the outbox").
 */
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { now, storedInstant, toBool, toInt, toIso, toIsoOrNull } from '../mapping.ts';
import type { DB, OutboxStatus, OutboxTable } from '../schema.ts';
import type { Database } from '../types.ts';

export type { OutboxStatus } from '../schema.ts';

export interface OutboxEmail {
  id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** `text` and `html` are sealed (a secret-bearing e-mail): only mail/sealed-body.ts opens them. */
  sealed: boolean;
  relatedType: string | null;
  relatedId: string | null;
  status: OutboxStatus;
  /** Delivery attempts so far, counting the one a claim has just started. */
  attempts: number;
  nextAttemptAt: string;
  lockedUntil: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** When it was sent or given up; null while pending. */
  finishedAt: string | null;
}

export interface EmailInput {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  /** `text` and `html` are already sealed (mail/sealed-body.ts's `sealedBody`). */
  sealed?: boolean;
  relatedType?: string | null;
  relatedId?: string | null;
}

export interface DeliveryStatus {
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

const rowToEmail = (row: Selectable<OutboxTable>): OutboxEmail => ({
  id: row.id,
  to: row.to_address,
  replyTo: row.reply_to,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  sealed: toBool(row.sealed),
  relatedType: row.related_type,
  relatedId: row.related_id,
  status: row.status,
  attempts: toInt(row.attempts),
  nextAttemptAt: toIso(row.next_attempt_at),
  lockedUntil: toIsoOrNull(row.locked_until),
  lastError: row.last_error,
  createdAt: toIso(row.created_at),
  sentAt: toIsoOrNull(row.sent_at),
  finishedAt: toIsoOrNull(row.finished_at),
});

/**
 * The bodies of a finished row: a secret-bearing one's go (nobody will send it again, so nothing
 * needs them), in the same statement that marks it sent or given up; any other row keeps its own.
 */
const finishedBodies = (eb: ExpressionBuilder<DB, 'outbox'>) => ({
  text_body: eb.case().when('sealed', '=', true).then('').elseRef('text_body').end(),
  html_body: eb.case().when('sealed', '=', true).then(null).elseRef('html_body').end(),
});

/** Queues an e-mail for immediate delivery. */
export async function enqueueEmail(database: Database, input: EmailInput): Promise<OutboxEmail> {
  const at = now();
  const row = await database.db
    .insertInto('outbox')
    .values({
      id: crypto.randomUUID(),
      to_address: input.to,
      reply_to: input.replyTo ?? null,
      subject: input.subject,
      text_body: input.text,
      html_body: input.html ?? null,
      sealed: input.sealed ?? false,
      related_type: input.relatedType ?? null,
      related_id: input.relatedId ?? null,
      next_attempt_at: at,
      created_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToEmail(row);
}

/**
 * Leases up to `limit` due e-mails for `lockSeconds` and returns them, oldest due first. One
 * statement: on PostgreSQL `for update skip locked` keeps concurrent workers from taking the same
 * rows; SQLite has a single writer, so the statement is atomic there as it stands. A worker that
 * dies mid-send loses its lease and the e-mail is claimed again once `locked_until` has passed.
 */
export async function claimDueEmails(
  database: Database,
  options: { now?: Date | string; limit: number; lockSeconds: number },
): Promise<OutboxEmail[]> {
  const at = options.now ? new Date(options.now) : new Date();
  const current = storedInstant(at);
  const lockedUntil = storedInstant(at.getTime() + options.lockSeconds * 1000);
  let due = database.db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', current)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', current)]))
    .orderBy('next_attempt_at')
    .limit(options.limit);
  if (database.dialect === 'postgres') due = due.forUpdate().skipLocked();

  const rows = await database.db
    .updateTable('outbox')
    .set((eb) => ({ locked_until: lockedUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
  return rows.map(rowToEmail).sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt));
}

export async function markEmailSent(database: Database, id: string): Promise<void> {
  const at = now();
  await database.db
    .updateTable('outbox')
    .set((eb) => ({
      status: 'sent',
      sent_at: at,
      finished_at: at,
      locked_until: null,
      last_error: null,
      ...finishedBodies(eb),
    }))
    .where('id', '=', id)
    .execute();
}

/**
 * Records a failed attempt: retried at `nextAttemptAt`, or given up for good when it is null. Only
 * a pending row: a worker whose lease ran out during a slow send must not turn an e-mail another
 * worker has since delivered back into a pending one (it would be sent again).
 */
export async function markEmailFailed(
  database: Database,
  id: string,
  error: string,
  nextAttemptAt: Date | string | null,
): Promise<void> {
  await database.db
    .updateTable('outbox')
    .set((eb) =>
      nextAttemptAt === null
        ? { status: 'failed', finished_at: now(), locked_until: null, last_error: error, ...finishedBodies(eb) }
        : { status: 'pending', locked_until: null, last_error: error, next_attempt_at: storedInstant(nextAttemptAt) },
    )
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Deletes the rows finished (sent, or given up after their last attempt) before `cutoff` (ISO),
 * `batchSize` at a time, each batch a statement of its own, like the audit log's retention. A
 * pending row is never deleted, however old. Returns how many went.
 */
export async function deleteFinishedEmailsBefore(
  database: Database,
  cutoff: string,
  batchSize = 1000,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = database.db
      .selectFrom('outbox')
      .select('id')
      .where('status', 'in', ['sent', 'failed'])
      .where('finished_at', '<', cutoff)
      .orderBy('finished_at')
      .orderBy('id')
      .limit(batchSize);
    const result = await database.db.deleteFrom('outbox').where('id', 'in', batch).executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < batchSize) return deleted;
  }
}

const severity: Record<OutboxStatus, number> = { failed: 2, pending: 1, sent: 0 };

/**
 * Delivery status per related record (e.g. each contact message), for the inbox. When a record has
 * several e-mails, the least delivered one speaks for it: failed, then pending, then sent.
 */
export async function getDeliveryStatus(
  database: Database,
  relatedType: string,
  relatedIds: readonly string[],
): Promise<Map<string, DeliveryStatus>> {
  const byId = new Map<string, DeliveryStatus>();
  if (relatedIds.length === 0) return byId;
  const rows = await database.db
    .selectFrom('outbox')
    .select(['related_id', 'status', 'attempts', 'last_error', 'sent_at'])
    .where('related_type', '=', relatedType)
    .where('related_id', 'in', [...new Set(relatedIds)])
    .orderBy('created_at')
    .execute();
  for (const row of rows) {
    if (row.related_id === null) continue;
    const known = byId.get(row.related_id);
    if (known && severity[known.status] >= severity[row.status]) continue;
    byId.set(row.related_id, {
      status: row.status,
      attempts: toInt(row.attempts),
      lastError: row.last_error,
      sentAt: toIsoOrNull(row.sent_at),
    });
  }
  return byId;
}

/** A queue's state as /metrics reports it (app/.server/infrastructure/metrics.ts). */
export interface QueueStats {
  /** Items waiting to be delivered (due now or retrying later). */
  depth: number;
  /** How long the oldest waiting item has waited since it was queued; 0 when none waits. */
  oldestAgeSeconds: number;
  /** Items given up on after their last attempt. */
  failed: number;
}

/** The outbox as a queue, in one query (the status index covers it). */
export async function outboxQueueStats(database: Database, at: Date = new Date()): Promise<QueueStats> {
  const row = await database.db
    .selectFrom('outbox')
    .select([
      sql<number | string | null>`sum(case when status = 'pending' then 1 else 0 end)`.as('depth'),
      sql<number | string | null>`sum(case when status = 'failed' then 1 else 0 end)`.as('failed'),
      sql<string | Date | null>`min(case when status = 'pending' then created_at end)`.as('oldest'),
    ])
    .where('status', 'in', ['pending', 'failed'])
    .executeTakeFirst();
  const oldest = row?.oldest ? Date.parse(toIso(row.oldest)) : Number.NaN;
  return {
    depth: toInt(row?.depth ?? 0),
    failed: toInt(row?.failed ?? 0),
    oldestAgeSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, (at.getTime() - oldest) / 1000),
  };
}
