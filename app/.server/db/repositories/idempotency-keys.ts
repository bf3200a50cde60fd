/**
 * Idempotency records for the intake: a request with a key the server has seen gets the first
 * response again instead of creating a second case study. A request first *claims* its key (one
 * insert, so two instances racing on the same key cannot both win), then *completes* it with the
 * response it sent. A claim that never completes (a crashed process) can be taken over after
 * PENDING_TIMEOUT_MS; records expire after RETENTION_MS.
 */
import { fromJson, storedInstant, toIso } from '../mapping.ts';
import type { Database } from '../types.ts';

export const RETENTION_MS = 24 * 60 * 60 * 1000;
export const PENDING_TIMEOUT_MS = 60 * 1000;

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** The stored JSON: the response (status 0 while the first request is still running) and what was asked. */
interface IdempotencyRecord {
  status: number;
  body: unknown;
  /** A hash of the request, so a key reused for a different request is noticed. */
  fingerprint: string;
}

export type Claim =
  | { outcome: 'claimed' }
  | { outcome: 'replay'; response: StoredResponse }
  | { outcome: 'in_progress' }
  | { outcome: 'mismatch' };

async function insertClaim(database: Database, key: string, fingerprint: string, at: Date): Promise<boolean> {
  const record: IdempotencyRecord = { status: 0, body: null, fingerprint };
  const inserted = await database.db
    .insertInto('idempotency_keys')
    .values({ key, response: JSON.stringify(record), created_at: storedInstant(at) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function claimIdempotencyKey(
  database: Database,
  key: string,
  fingerprint: string,
  at: Date = new Date(),
): Promise<Claim> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (await insertClaim(database, key, fingerprint, at)) return { outcome: 'claimed' };
    const row = await database.db
      .selectFrom('idempotency_keys')
      .select(['response', 'created_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    // Deleted between our insert and this read: try once more.
    if (!row) continue;
    const record = fromJson<IdempotencyRecord>(row.response as string | IdempotencyRecord, {
      status: 0,
      body: null,
      fingerprint: '',
    });
    const age = at.getTime() - new Date(toIso(row.created_at)).getTime();
    const stale = age >= RETENTION_MS || (record.status === 0 && age >= PENDING_TIMEOUT_MS);
    if (stale) {
      await database.db
        .deleteFrom('idempotency_keys')
        .where('key', '=', key)
        .where('created_at', '=', toIso(row.created_at))
        .execute();
      continue;
    }
    if (record.fingerprint !== fingerprint) return { outcome: 'mismatch' };
    if (record.status === 0) return { outcome: 'in_progress' };
    return { outcome: 'replay', response: { status: record.status, body: record.body } };
  }
  return { outcome: 'in_progress' };
}

/** Stores the response of a claimed key, to be replayed to later requests with the same key. */
export async function completeIdempotencyKey(
  database: Database,
  key: string,
  fingerprint: string,
  response: StoredResponse,
): Promise<void> {
  const record: IdempotencyRecord = { status: response.status, body: response.body, fingerprint };
  await database.db
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(record) })
    .where('key', '=', key)
    .execute();
}

/** Gives a claim up (the request failed in a way worth retrying), so the key can be used again. */
export async function releaseIdempotencyKey(database: Database, key: string): Promise<void> {
  await database.db.deleteFrom('idempotency_keys').where('key', '=', key).execute();
}

/** Deletes records older than RETENTION_MS; returns how many. */
export async function purgeExpiredIdempotencyKeys(database: Database, at: Date = new Date()): Promise<number> {
  const cutoff = storedInstant(at.getTime() - RETENTION_MS);
  const result = await database.db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
