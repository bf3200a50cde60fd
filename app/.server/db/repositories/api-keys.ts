/**
 * Intake API keys managed in the studio. Only a SHA-256 hash of each key is stored (the keys are
 * 256-bit random strings, so a fast hash is enough: nothing to brute-force), plus its last four
 * characters so staff can tell keys apart. A revoked key stays listed, and never works again.
 */
import type { Selectable } from 'kysely';
import { now, storedInstant, toIso, toIsoOrNull } from '../mapping.ts';
import type { ApiKeysTable } from '../schema.ts';
import type { Database } from '../types.ts';

export interface ApiKey {
  id: string;
  name: string;
  lastFour: string;
  createdBy: string | null;
  /** E-mail of the admin who created it, when that account still exists. */
  createdByEmail: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** What verification needs: the stored hash and whether the key may still be used. */
export interface StoredApiKey {
  id: string;
  name: string;
  keyHash: string;
  revokedAt: string | null;
}

type Row = Selectable<ApiKeysTable> & { created_by_email?: string | null };

const rowToApiKey = (row: Row): ApiKey => ({
  id: row.id,
  name: row.name,
  lastFour: row.last_four,
  createdBy: row.created_by,
  createdByEmail: row.created_by_email ?? null,
  createdAt: toIso(row.created_at),
  lastUsedAt: toIsoOrNull(row.last_used_at),
  revokedAt: toIsoOrNull(row.revoked_at),
});

export async function createApiKey(
  database: Database,
  input: { name: string; keyHash: string; lastFour: string; createdBy: string | null },
): Promise<ApiKey> {
  const row = await database.db
    .insertInto('api_keys')
    .values({
      id: crypto.randomUUID(),
      name: input.name,
      key_hash: input.keyHash,
      last_four: input.lastFour,
      created_by: input.createdBy,
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToApiKey(row);
}

/** Every key, active ones first, newest first within each group. */
export async function listApiKeys(database: Database): Promise<ApiKey[]> {
  const rows = await database.db
    .selectFrom('api_keys as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .selectAll('k')
    .select('u.email as created_by_email')
    .orderBy((eb) => eb.case().when('k.revoked_at', 'is', null).then(0).else(1).end())
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id')
    .execute();
  return rows.map(rowToApiKey);
}

export async function getApiKey(database: Database, id: string): Promise<ApiKey | null> {
  const row = await database.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? rowToApiKey(row) : null;
}

/** The key whose hash is `keyHash`, revoked or not (the caller decides), or null. */
export async function findApiKeyByHash(database: Database, keyHash: string): Promise<StoredApiKey | null> {
  const row = await database.db
    .selectFrom('api_keys')
    .select(['id', 'name', 'key_hash', 'revoked_at'])
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, keyHash: row.key_hash, revokedAt: toIsoOrNull(row.revoked_at) } : null;
}

/** Revokes an active key; false when there is no such key or it was already revoked. */
export async function revokeApiKey(database: Database, id: string, at: string = now()): Promise<boolean> {
  const result = await database.db
    .updateTable('api_keys')
    .set({ revoked_at: storedInstant(at) })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes every active key `userId` created (their deactivation); returns how many. */
export async function revokeApiKeysCreatedBy(database: Database, userId: string, at: string = now()): Promise<number> {
  const result = await database.db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('created_by', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Active keys per creating account, by account id (what deactivating each would revoke). */
export async function countActiveApiKeysByCreator(database: Database): Promise<Map<string, number>> {
  const rows = await database.db
    .selectFrom('api_keys')
    .select((eb) => ['created_by', eb.fn.countAll<number>().as('count')])
    .where('revoked_at', 'is', null)
    .where('created_by', 'is not', null)
    .groupBy('created_by')
    .execute();
  return new Map(rows.map((row) => [row.created_by ?? '', Number(row.count)]));
}

export async function markApiKeyUsed(database: Database, id: string, at: string = now()): Promise<void> {
  await database.db
    .updateTable('api_keys')
    .set({ last_used_at: storedInstant(at) })
    .where('id', '=', id)
    .execute();
}
