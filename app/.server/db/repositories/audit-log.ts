/**
 * Who changed what in the admin studio, kept even when the acting user is later deleted.
 */
import type { Selectable } from 'kysely';
import { currentRequestId } from '../../infrastructure/request-scope.ts';
import { fromJson, now, toIso, toJson } from '../mapping.ts';
import type { AuditLogTable } from '../schema.ts';
import type { Database } from '../types.ts';

export interface AuditEntry {
  id: string;
  userId: string | null;
  /** A readable name of who acted (an e-mail, 'system', 'api:<key name>'), kept after the user is gone. */
  actor: string;
  action: string;
  entityType: string | null;
  entityId: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  requestId: string | null;
  createdAt: string;
}

export interface AuditInput {
  userId: string | null;
  actor: string;
  action: string;
  entityType?: string | null;
  entityId?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
  /** Defaults to the id of the request being served, if any. */
  requestId?: string | null;
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
      request_id: input.requestId ?? currentRequestId(),
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToEntry(row);
}

/** The most recent entries, newest first. */
export async function listAudit(database: Database, options: { limit: number }): Promise<AuditEntry[]> {
  const rows = await database.db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(options.limit)
    .execute();
  return rows.map(rowToEntry);
}
