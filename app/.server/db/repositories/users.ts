/**
 * Admin accounts. E-mails are stored lower-cased and trimmed so that sign-in is case-insensitive
 * and the unique index holds one account per address whatever the capitalisation.
 */
import type { Selectable } from 'kysely';
import { now, toInt, toIso } from '../mapping.ts';
import type { UsersTable } from '../schema.ts';
import type { Database } from '../types.ts';

export interface User {
  id: string;
  email: string;
  name: string | null;
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const rowToUser = (row: Selectable<UsersTable>): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  passwordHash: row.password_hash,
  createdAt: toIso(row.created_at),
  updatedAt: toIso(row.updated_at),
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
