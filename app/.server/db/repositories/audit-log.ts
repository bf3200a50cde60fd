/**
 * Who changed what in the admin studio, kept even when the acting user is later deleted: written by
 * every change, read newest first in keyset pages by /admin/audit and its CSV export, and trimmed to
 * AUDIT_RETENTION_DAYS by the scheduler (docs/decisions/audit-log.md).
 */
import type { Selectable } from 'kysely';
import type { AuditKey, AuditRecord } from '../../../lib/audit-log.ts';
import { currentRequestId } from '../../infrastructure/request-scope.ts';
import { fromJson, now, storedInstant, toInt, toIso, toJson } from '../mapping.ts';
import type { AuditLogTable } from '../schema.ts';
import type { Database } from '../types.ts';

/** An entry with the account that acted, while it exists (the shape pages use is AuditRecord). */
export interface AuditEntry extends AuditRecord {
  userId: string | null;
}

export interface AuditInput {
  userId: string | null;
  actor: string;
  action: string;
  entityType?: string | null;
  entityId?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
  /** Left out: the id of the request being served, if any; null: none (work no request asked for). */
  requestId?: string | null;
  /** When it happened (ISO); defaults to now. A job with its own clock (the scheduler) passes its time. */
  createdAt?: string;
}

const rowToEntry = (row: Selectable<AuditLogTable>): AuditEntry => ({
  id: row.id,
  userId: row.user_id,
  actor: row.actor,
  action: row.action,
  entityType: row.entity_type,
  entityId: row.entity_id,
  details: fromJson<Record<string, unknown>>(row.details, {}),
  ip: row.ip,
  requestId: row.request_id,
  createdAt: toIso(row.created_at),
});

export async function recordAudit(database: Database, input: AuditInput): Promise<AuditEntry> {
  const row = await database.db
    .insertInto('audit_log')
    .values({
      id: crypto.randomUUID(),
      user_id: input.userId,
      actor: input.actor,
      action: input.action,
      entity_type: input.entityType ?? null,
      entity_id: input.entityId ?? null,
      details: toJson(input.details ?? {}),
      ip: input.ip ?? null,
      request_id: input.requestId === undefined ? currentRequestId() : input.requestId,
      created_at: input.createdAt === undefined ? now() : storedInstant(input.createdAt),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToEntry(row);
}

/** The most recent entries, newest first. */
export async function listAudit(database: Database, options: { limit: number }): Promise<AuditEntry[]> {
  return (await listAuditPage(database, { limit: options.limit })).entries;
}

/** What the studio's audit page filters on; each one left out matches everything. */
export interface AuditFilter {
  /** An exact actor: a staff e-mail, 'api:<key name>', 'Scheduler'. */
  actor?: string | null;
  action?: string | null;
  /** From this instant on (inclusive, ISO). */
  since?: string | null;
  /** Before this instant (exclusive, ISO). */
  until?: string | null;
}

export interface AuditPageOptions {
  filter?: AuditFilter;
  /** Rows older than this key: the next page (newest first). */
  after?: AuditKey | null;
  /** Rows newer than this key: the previous page (read oldest first, returned newest first). */
  before?: AuditKey | null;
  limit: number;
}

/** The log narrowed by a filter. */
function filtered(database: Database, filter: AuditFilter) {
  let query = database.db.selectFrom('audit_log');
  if (filter.actor) query = query.where('actor', '=', filter.actor);
  if (filter.action) query = query.where('action', '=', filter.action);
  // Timestamps are ISO text on SQLite (compared as text: one fixed-width form, `storedInstant`) and
  // timestamptz on PostgreSQL (the ISO parameter is read as one): the same comparison holds on both.
  if (filter.since) query = query.where('created_at', '>=', storedInstant(filter.since));
  if (filter.until) query = query.where('created_at', '<', storedInstant(filter.until));
  return query;
}

/**
 * One page of the log, newest first, by keyset: `where (created_at, id) < (:createdAt, :id) order by
 * created_at desc, id desc limit :n`, never OFFSET, so page 2,000 costs what page 1 does and an entry
 * written meanwhile shifts nothing (docs/decisions/audit-log.md). The indexes (created_at, id),
 * (actor, created_at, id) and (action, created_at, id) of migration 0004 serve it whole or filtered.
 * A page going back (`before`) is read in the opposite order and turned round. `hasMore`: there are
 * rows beyond the page in the direction read (one more row is asked for).
 */
export async function listAuditPage(
  database: Database,
  options: AuditPageOptions,
): Promise<{ entries: AuditEntry[]; hasMore: boolean }> {
  const { filter = {}, after, before, limit } = options;
  const backwards = !after && Boolean(before);
  const direction = backwards ? 'asc' : 'desc';
  let query = filtered(database, filter).selectAll();
  const key = after ?? before;
  if (key) {
    // A row value comparison: one range on the (…, created_at, id) index on both engines.
    query = query.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), backwards ? '>' : '<', eb.tuple(key.createdAt, key.id)),
    );
  }
  const rows = await query
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit).map(rowToEntry);
  return { entries: backwards ? page.reverse() : page, hasMore: rows.length > limit };
}

/** How many entries the filter matches. */
export async function countAudit(database: Database, filter: AuditFilter = {}): Promise<number> {
  const row = await filtered(database, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return toInt(row.count);
}

/**
 * Deletes the entries written before `cutoff` (ISO), `batchSize` at a time, each batch a statement
 * of its own: a year of entries goes without one long transaction holding SQLite's single writer or
 * PostgreSQL's locks (docs/decisions/audit-log.md). Returns how many went.
 */
export async function deleteAuditBefore(database: Database, cutoff: string, batchSize = 1000): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = database.db
      .selectFrom('audit_log')
      .select('id')
      .where('created_at', '<', storedInstant(cutoff))
      .orderBy('created_at')
      .orderBy('id')
      .limit(batchSize);
    const result = await database.db.deleteFrom('audit_log').where('id', 'in', batch).executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < batchSize) return deleted;
  }
}
