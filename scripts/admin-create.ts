/**
 * `npm run admin:create -- --email E [--name N]`: creates an admin account, or sets a new password
 * for an existing one (and signs it out everywhere). The password comes from ADMIN_PASSWORD or is
 * asked for twice on the terminal without echo; it is never a command-line argument, which other
 * users of the machine could read from the process list.
 */

import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { hashPassword } from '#app/.server/auth/password.ts';
import { migrateToLatest, openDatabase } from '#app/.server/db/index.ts';
import { deleteSessionsForUser } from '#app/.server/db/repositories/sessions.ts';
import { createUser, findUserByEmail, normalizeEmail, updateUserPassword } from '#app/.server/db/repositories/users.ts';
import { ConfigError, loadConfig } from '#app/.server/infrastructure/config.ts';

const MIN_PASSWORD_LENGTH = 12;
const USAGE =
  'Usage: npm run admin:create -- --email <email> [--name <name>]\n' +
  'The password is read from ADMIN_PASSWORD or asked for on the terminal.';

class UsageError extends Error {}

async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer | string, encoding: BufferEncoding, callback: () => void) {
      if (!muted) process.stdout.write(chunk, encoding);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  rl.on('SIGINT', () => {
    rl.close();
    process.stdout.write('\n');
    process.exit(130);
  });
  try {
    const answer = rl.question(question);
    // The prompt has been written; everything echoed from here on is the typed password.
    muted = true;
    return await answer;
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new UsageError('Set ADMIN_PASSWORD or run this command in a terminal.');
  const first = await askHidden(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
  if (first.length < MIN_PASSWORD_LENGTH) return first;
  const second = await askHidden('Repeat the password: ');
  if (first !== second) throw new UsageError('The passwords do not match.');
  return first;
}

async function main(): Promise<void> {
  let values: { email?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.email || !z.email().safeParse(values.email.trim()).success) {
    throw new UsageError(`A valid --email is required.\n${USAGE}`);
  }
  const email = normalizeEmail(values.email);
  const password = await readPassword();
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new UsageError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }

  // ADMIN_PASSWORD is this script's input; without ADMIN_EMAIL the config would reject it as half a pair.
  const config = loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
    const passwordHash = await hashPassword(password);
    const existing = await findUserByEmail(database, email);
    if (existing) {
      await updateUserPassword(database, existing.id, passwordHash);
      await deleteSessionsForUser(database, existing.id);
      console.log(`Password for ${email} updated`);
    } else {
      await createUser(database, { email, name: values.name?.trim() || null, passwordHash, role: 'admin' });
      console.log(`Admin ${email} created`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof ConfigError;
  console.error(known ? error.message : `Could not create the admin: ${String(error)}`);
  process.exitCode = 1;
});
