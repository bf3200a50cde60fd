/**
 * Staff accounts (every one an admin: SPEC 6 has one role). E-mails are stored lower-cased and
 * trimmed so that sign-in is case-insensitive and the unique index holds one account per address
 * whatever the capitalisation. A deactivated account keeps its row (the audit log and revisions name
 * it) but cannot sign in.
 */
import type { Selectable } from 'kysely';
import { now, storedInstant, toInt, toIso, toIsoOrNull } from '../mapping.ts';
import type { UsersTable } from '../schema.ts';
import type { Database } from '../types.ts';

export interface User {
  id: string;
  email: string;
  name: string | null;
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
  deactivatedAt: string | null;
  lastSignInAt: string | null;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const rowToUser = (row: Selectable<UsersTable>): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  passwordHash: row.password_hash,
  createdAt: toIso(row.created_at),
  updatedAt: toIso(row.updated_at),
  deactivatedAt: toIsoOrNull(row.deactivated_at),
  lastSignInAt: toIsoOrNull(row.last_sign_in_at),
});

export async function findUserByEmail(database: Database, email: string): Promise<User | null> {
  const row = await database.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row ? rowToUser(row) : null;
}

export async function findUserById(database: Database, id: string): Promise<User | null> {
  const row = await database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? rowToUser(row) : null;
}

/** Throws when the e-mail is taken (unique index). */
export async function createUser(
  database: Database,
  input: { email: string; name?: string | null; passwordHash: string },
): Promise<User> {
  const at = now();
  const row = await database.db
    .insertInto('users')
    .values({
      id: crypto.randomUUID(),
      email: normalizeEmail(input.email),
      name: input.name ?? null,
      password_hash: input.passwordHash,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToUser(row);
}

/** Returns false when no such user exists. */
export async function updateUserPassword(database: Database, id: string, passwordHash: string): Promise<boolean> {
  const result = await database.db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countUsers(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return toInt(row.count);
}

/** Every account, oldest first (the staff table). */
export async function listUsers(database: Database): Promise<User[]> {
  const rows = await database.db.selectFrom('users').selectAll().orderBy('created_at').orderBy('id').execute();
  return rows.map(rowToUser);
}

export async function recordSignIn(database: Database, id: string, at: Date = new Date()): Promise<void> {
  await database.db
    .updateTable('users')
    .set({ last_sign_in_at: storedInstant(at) })
    .where('id', '=', id)
    .execute();
}

/**
 * Deactivates an account and ends its sessions, unless it is the last active one. Run it inside a
 * transaction (with the audit entry): it reads the active accounts `for update` on PostgreSQL, and
 * SQLite's single writer serialises it, so two staff members deactivating each other at the same
 * moment cannot leave nobody able to sign in.
 */
export async function deactivateUser(
  transaction: Database,
  id: string,
  at: Date = new Date(),
): Promise<'deactivated' | 'last-active' | 'not-found'> {
  const stamp = storedInstant(at);
  let active = transaction.db.selectFrom('users').select('id').where('deactivated_at', 'is', null);
  if (transaction.dialect === 'postgres') active = active.forUpdate();
  const ids = (await active.execute()).map((row) => row.id);
  if (!ids.includes(id)) return 'not-found';
  if (ids.length <= 1) return 'last-active';
  await transaction.db
    .updateTable('users')
    .set({ deactivated_at: stamp, updated_at: stamp })
    .where('id', '=', id)
    .where('deactivated_at', 'is', null)
    .execute();
  // Its sessions end with it: the account's next request finds none.
  await transaction.db.deleteFrom('sessions').where('user_id', '=', id).execute();
  return 'deactivated';
}

/** False when there is no such deactivated account. */
export async function reactivateUser(database: Database, id: string, at: Date = new Date()): Promise<boolean> {
  const result = await database.db
    .updateTable('users')
    .set({ deactivated_at: null, updated_at: storedInstant(at) })
    .where('id', '=', id)
    .where('deactivated_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
