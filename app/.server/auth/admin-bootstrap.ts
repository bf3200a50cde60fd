/**
 * Makes sure someone can sign in to the admin studio (DESIGN 4, first run): the account named by
 * ADMIN_EMAIL/ADMIN_PASSWORD is created when it is missing; without one, the first start of an
 * empty database creates an account with a random password and logs it once.
 *
 * An existing account keeps its password: one changed on the Account page must survive the next
 * deploy, which starts with the same environment. ADMIN_PASSWORD_RESET asks for ADMIN_PASSWORD to
 * be given to it again (a forgotten password), ending its sessions.
 */
import { randomInt } from 'node:crypto';
import { brand } from '../../content/brand.ts';
import type { Database } from '../db/index.ts';
import { deleteSessionsForUser } from '../db/repositories/sessions.ts';
import { isUniqueViolation } from '../db/repositories/unique-violation.ts';
import {
  countUsers,
  createUser,
  findUserByEmail,
  normalizeEmail,
  updateUserPassword,
} from '../db/repositories/users.ts';
import type { Config } from '../infrastructure/config.ts';
import type { Logger } from '../infrastructure/logger.ts';
import { hashPassword, verifyPassword } from './password.ts';

/**
 * created: the account was missing; unchanged: its password already is ADMIN_PASSWORD; kept: it has
 * another password, left alone; reset: given ADMIN_PASSWORD on request (ADMIN_PASSWORD_RESET).
 */
type ConfiguredAdminAction = 'created' | 'unchanged' | 'kept' | 'reset';

export type BootstrapOutcome =
  | { action: ConfiguredAdminAction; email: string }
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
  admin: { email: string; password: string; resetPassword: boolean },
): Promise<ConfiguredAdminAction> {
  let user = await findUserByEmail(database, admin.email);
  if (!user) {
    try {
      await createUser(database, {
        email: admin.email,
        passwordHash: await hashPassword(admin.password),
        role: 'admin',
      });
      return 'created';
    } catch (error) {
      // Another instance starting at the same moment created it first: treat it as existing.
      if (!isUniqueViolation(error)) throw error;
      user = await findUserByEmail(database, admin.email);
      if (!user) throw error;
    }
  }
  if (await verifyPassword(admin.password, user.passwordHash)) return 'unchanged';
  if (!admin.resetPassword) return 'kept';
  await updateUserPassword(database, user.id, await hashPassword(admin.password));
  // A password reset by the operator must also end sessions opened with the old one.
  await deleteSessionsForUser(database, user.id);
  return 'reset';
}

// The operator reads these after a deploy: each says what happened to ADMIN_PASSWORD and what to do.
function logConfiguredAdmin(logger: Logger, email: string, action: ConfiguredAdminAction): void {
  const fields = { email, action };
  switch (action) {
    case 'created':
      logger.info(fields, `Created admin account ${email} with the password in ADMIN_PASSWORD`);
      return;
    case 'unchanged':
      logger.info(fields, 'admin account ready');
      return;
    case 'kept':
      logger.info(
        fields,
        `Admin account ${email} exists and keeps its current password: ADMIN_PASSWORD was not applied. ` +
          'To give it ADMIN_PASSWORD (and end its sessions), start once with ADMIN_PASSWORD_RESET=1.',
      );
      return;
    case 'reset':
      // A warning: left set, the flag reverts a password changed in the studio at every start.
      logger.warn(
        fields,
        `Admin account ${email} was given the password in ADMIN_PASSWORD and signed out everywhere ` +
          '(ADMIN_PASSWORD_RESET is set). Unset ADMIN_PASSWORD_RESET, or a password changed in the studio ' +
          'reverts at the next start.',
      );
  }
}

export async function bootstrapAdmin(
  database: Database,
  config: Pick<Config, 'admin' | 'publicUrl'>,
  logger: Logger,
): Promise<BootstrapOutcome> {
  if (config.admin) {
    const action = await ensureConfiguredAdmin(database, config.admin);
    const email = normalizeEmail(config.admin.email);
    logConfiguredAdmin(logger, email, action);
    return { action, email };
  }

  if ((await countUsers(database)) > 0) return { action: 'none' };
  const email = `admin@${brand.domain}`;
  const password = generatePassword();
  try {
    await createUser(database, {
      email,
      name: 'Administrator',
      passwordHash: await hashPassword(password),
      role: 'admin',
    });
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
