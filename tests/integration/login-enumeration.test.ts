/**
 * User enumeration through timing, proven structurally rather than with a stopwatch: on every
 * engine, a sign-in with an unknown e-mail runs exactly the same password-hash work (one scrypt
 * derivation with the same cost, key length and salt length) as one with a wrong password, and the
 * same rate-limit writes. A timing assertion would be flaky on a shared machine; this is not.
 */
import type * as Crypto from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

interface ScryptCall {
  passwordLength: number;
  saltLength: number;
  keyLength: number;
  options: { N?: number; r?: number; p?: number };
}
const scryptCalls: ScryptCall[] = [];

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  const scrypt = (...args: Parameters<typeof actual.scrypt>) => {
    const [password, salt, keyLength, options] = args as unknown as [
      string,
      Buffer,
      number,
      { N?: number; r?: number; p?: number },
    ];
    scryptCalls.push({
      passwordLength: String(password).length,
      saltLength: salt.length,
      keyLength,
      options: { N: options.N, r: options.r, p: options.p },
    });
    return (actual.scrypt as (...a: unknown[]) => void)(...args);
  };
  return { ...actual, default: { ...actual, scrypt }, scrypt };
});

const { attemptLogin, INVALID_CREDENTIALS } = await import('#app/.server/auth/login.ts');
const { hashPassword } = await import('#app/.server/auth/password.ts');
const { createUser } = await import('#app/.server/db/repositories/users.ts');
const { createTestDatabase, engines } = await import('../helpers/database.ts');
type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

const config = { rateLimits: { login: { limit: 100, windowSeconds: 900 } } };

describe.each(engines)('sign-in does the same work for unknown and known e-mails on %s', (engine) => {
  let database: TestDatabase;
  let storedHash: string;

  beforeAll(async () => {
    storedHash = await hashPassword('the right password, long enough');
  });
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    await createUser(database, { email: 'admin@example.com', passwordHash: storedHash });
  });
  afterEach(async () => {
    await database.destroy();
  });

  async function traced(email: string, password: string) {
    scryptCalls.length = 0;
    const outcome = await attemptLogin(database, config, { email, password, ip: '10.0.0.1' });
    const rateLimitRows = await database.db.selectFrom('rate_limits').select('key').orderBy('key').execute();
    return { outcome, calls: [...scryptCalls], rateLimitKeys: rateLimitRows.map((row) => row.key.split(':')[1]) };
  }

  it('runs one scrypt derivation with identical parameters, and answers the same message', async () => {
    const wrong = await traced('admin@example.com', 'a wrong password');
    await database.db.deleteFrom('rate_limits').execute();
    const unknown = await traced('nobody@example.com', 'a wrong password');

    expect(wrong.outcome).toMatchObject({ status: 'invalid', message: INVALID_CREDENTIALS });
    expect(unknown.outcome).toMatchObject({ status: 'invalid', message: INVALID_CREDENTIALS });

    expect(wrong.calls).toHaveLength(1);
    expect(unknown.calls).toHaveLength(1);
    // The stored cost (N = 2^17, r = 8, p = 1), a 64-byte key and a 32-byte salt on both paths.
    expect(wrong.calls[0]?.options).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(unknown.calls[0]?.keyLength).toBe(wrong.calls[0]?.keyLength);
    expect(unknown.calls[0]?.saltLength).toBe(wrong.calls[0]?.saltLength);
    expect(unknown.calls[0]?.options).toEqual(wrong.calls[0]?.options);
    // Both attempts are counted against the same budgets (account, address, account from address).
    expect(unknown.rateLimitKeys).toEqual(wrong.rateLimitKeys);
  });

  it('gives a blocked caller the same answer and no hash work, whether the account exists or not', async () => {
    const blocked = { rateLimits: { login: { limit: 1, windowSeconds: 900 } } };
    // The address's budget across accounts (four times the limit) is spent on other e-mails.
    for (const email of ['w@example.com', 'x@example.com', 'y@example.com', 'z@example.com']) {
      await attemptLogin(database, blocked, { email, password: 'p', ip: '10.0.0.9' });
    }
    scryptCalls.length = 0;
    const known = await attemptLogin(database, blocked, { email: 'admin@example.com', password: 'p', ip: '10.0.0.9' });
    const knownCalls = scryptCalls.length;
    const unknown = await attemptLogin(database, blocked, { email: 'v@example.com', password: 'p', ip: '10.0.0.9' });
    // Rate-limited before any lookup: the answer and the work are the same whether the account exists.
    expect(known.status).toBe('rate-limited');
    expect(unknown.status).toBe('rate-limited');
    expect(knownCalls).toBe(0);
    expect(scryptCalls).toHaveLength(0);
  });
});
