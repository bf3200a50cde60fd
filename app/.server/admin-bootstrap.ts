/**
 * Makes sure someone can sign in to the admin studio (DESIGN 4, first run): the account named by
 * ADMIN_EMAIL/ADMIN_PASSWORD is created or given that password; without one, the first start of an
 * empty database creates an account with a random password and logs it once.
 */
import { randomInt } from 'node:crypto';
import { brand } from '../content/brand.ts';
import { hashPassword, verifyPassword } from './auth/password.ts';
import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import { deleteSessionsForUser } from './db/repositories/sessions.ts';
import { isUniqueViolation } from './db/repositories/unique-violation.ts';
import { countUsers, createUser, findUserByEmail, updateUserPassword } from './db/repositories/users.ts';
import type { Logger } from './logger.ts';

export type BootstrapOutcome =
  | { action: 'created' | 'updated' | 'unchanged'; email: string }
  | { action: 'generated'; email: string; password: string }
  | { action: 'none' };

// No look-alike characters (0/O, 1/l/I): the password is read off a log and typed by hand.
const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GENERATED_PASSWORD_LENGTH = 20;

export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

async function ensureConfiguredAdmin(
  database: Database,
  admin: { email: string; password: string },
): Promise<'created' | 'updated' | 'unchanged'> {
  let user = await findUserByEmail(database, admin.email);
  if (!user) {
    try {
      await createUser(database, { email: admin.email, passwordHash: await hashPassword(admin.password) });
      return 'created';
    } catch (error) {
      // Another instance starting at the same moment created it first: fall through to the update.
      if (!isUniqueViolation(error)) throw error;
      user = await findUserByEmail(database, admin.email);
      if (!user) throw error;
    }
  }
  if (await verifyPassword(admin.password, user.passwordHash)) return 'unchanged';
  await updateUserPassword(database, user.id, await hashPassword(admin.password));
  // A password changed by the operator must also end sessions opened with the old one.
  await deleteSessionsForUser(database, user.id);
  return 'updated';
}

export async function bootstrapAdmin(
  database: Database,
  config: Pick<Config, 'admin' | 'publicUrl'>,
  logger: Logger,
): Promise<BootstrapOutcome> {
  if (config.admin) {
    const action = await ensureConfiguredAdmin(database, config.admin);
    const email = config.admin.email.trim().toLowerCase();
    logger.info({ email, action }, 'admin account ready');
    return { action, email };
  }

  if ((await countUsers(database)) > 0) return { action: 'none' };
  const email = `admin@${brand.domain}`;
  const password = generatePassword();
  try {
    await createUser(database, { email, name: 'Administrator', passwordHash: await hashPassword(password) });
  } catch (error) {
    if (isUniqueViolation(error)) return { action: 'none' };
    throw error;
  }
  const loginUrl = `${config.publicUrl}/admin/login`;
  // Logged once, on purpose: this is the only way to learn the password. The field is not named
  // `password`, which the logger redacts.
  logger.warn(
    { email, initialPassword: password, loginUrl },
    `Created admin account ${email} with password ${password} (shown only this once). Sign in at ${loginUrl} ` +
      `and change it now: npm run admin:create -- --email ${email}`,
  );
  return { action: 'generated', email, password };
}
