/**
 * Staff accounts, each with one role (app/lib/roles.ts). E-mails are stored lower-cased and
 * trimmed so that sign-in is case-insensitive and the unique index holds one account per address
 * whatever the capitalisation. A deactivated account keeps its row (the audit log and revisions name
 * it) but cannot sign in. There is always at least one active Admin: deactivation and role changes
 * check it in their own transaction.
 */
import type { Selectable } from 'kysely';
import type { Role } from '../../../lib/roles.ts';
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
  role: Role;
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
  role: row.role,
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

/**
 * Throws when the e-mail is taken (unique index). Without a role the account is an Admin, as the
 * column's default: the operator's own accounts (ADMIN_EMAIL, `npm run admin:create`) are.
 */
export async function createUser(
  database: Database,
  input: { email: string; name?: string | null; passwordHash: string; role?: Role },
): Promise<User> {
  const at = now();
  const row = await database.db
    .insertInto('users')
    .values({
      id: crypto.randomUUID(),
      email: normalizeEmail(input.email),
      name: input.name ?? null,
      password_hash: input.passwordHash,
      role: input.role ?? 'admin',
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
 * The active Admins' ids, locked until the transaction ends on PostgreSQL (`for update`); SQLite's
 * single writer serialises the transaction as a whole. Deactivation and demotion read them first, so
 * two Admins removing each other at the same moment cannot leave the studio without one.
 */
async function lockActiveAdmins(transaction: Database): Promise<string[]> {
  let query = transaction.db
    .selectFrom('users')
    .select('id')
    .where('deactivated_at', 'is', null)
    .where('role', '=', 'admin');
  if (transaction.dialect === 'postgres') query = query.forUpdate();
  return (await query.execute()).map((row) => row.id);
}

/**
 * Deactivates an account and ends its sessions, unless it is the last active Admin. Run it inside a
 * transaction (with what else deactivation ends, and the audit entry).
 */
export async function deactivateUser(
  transaction: Database,
  id: string,
  at: Date = new Date(),
): Promise<'deactivated' | 'last-admin' | 'not-found'> {
  const stamp = storedInstant(at);
  const admins = await lockActiveAdmins(transaction);
  if (admins.length <= 1 && admins.includes(id)) return 'last-admin';
  const result = await transaction.db
    .updateTable('users')
    .set({ deactivated_at: stamp, updated_at: stamp })
    .where('id', '=', id)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return 'not-found';
  // Its sessions end with it: the account's next request finds none.
  await transaction.db.deleteFrom('sessions').where('user_id', '=', id).execute();
  return 'deactivated';
}

export type RoleChange =
  | { status: 'changed'; from: Role }
  | { status: 'unchanged' }
  | { status: 'last-admin' }
  | { status: 'not-found' };

/**
 * Gives an active account another role, unless that would demote the last active Admin. Run it
 * inside a transaction (with the audit entry). Sessions stay: every request reads the role afresh.
 */
export async function changeUserRole(
  transaction: Database,
  id: string,
  role: Role,
  at: Date = new Date(),
): Promise<RoleChange> {
  const admins = await lockActiveAdmins(transaction);
  const user = await transaction.db
    .selectFrom('users')
    .select(['role'])
    .where('id', '=', id)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!user) return { status: 'not-found' };
  if (user.role === role) return { status: 'unchanged' };
  if (user.role === 'admin' && admins.length <= 1) return { status: 'last-admin' };
  await transaction.db
    .updateTable('users')
    .set({ role, updated_at: storedInstant(at) })
    .where('id', '=', id)
    .execute();
  return { status: 'changed', from: user.role };
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
