/**
 * Who may use the intake: the WEBHOOK_API_KEY of the environment, and keys created in the studio
 * (stored as SHA-256 hashes, app/.server/db/repositories/api-keys.ts). Every comparison is made in
 * constant time over SHA-256 digests, so neither the key's length nor how much of a guess matched
 * leaks through response times. The key is a server-side secret: nothing here reaches a browser.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createApiKey, findApiKeyByHash, markApiKeyUsed } from '../../.server/db/repositories/api-keys.ts';
import type { Database } from '../../.server/db/types.ts';
import type { Config } from '../../.server/infrastructure/config.ts';

/** Who made an intake call: the environment's key, or a studio key (by id and name). */
export type IntakePrincipal =
  | { kind: 'environment'; id: 'env'; name: 'WEBHOOK_API_KEY' }
  | { kind: 'studio'; id: string; name: string };

export const ENVIRONMENT_PRINCIPAL: IntakePrincipal = { kind: 'environment', id: 'env', name: 'WEBHOOK_API_KEY' };

/** Keys longer than this are refused unread: no real key is, and hashing megabytes is pointless work. */
const MAX_PRESENTED_LENGTH = 512;

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

export const hashApiKey = (key: string): string => digest(key).toString('hex');

/** Compares two secrets in constant time (equal-length SHA-256 digests, crypto.timingSafeEqual). */
export function secretsEqual(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}

/** Studio keys: 'bf_' and 43 base64url characters (256 random bits). */
export const API_KEY_PREFIX = 'bf_';

export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** Creates a studio key; the plain key is returned once and never stored. */
export async function issueApiKey(
  database: Database,
  input: { name: string; createdBy: string | null },
): Promise<{ key: string; id: string; lastFour: string }> {
  const key = generateApiKey();
  const lastFour = key.slice(-4);
  const created = await createApiKey(database, {
    name: input.name,
    keyHash: hashApiKey(key),
    lastFour,
    createdBy: input.createdBy,
  });
  return { key, id: created.id, lastFour };
}

/**
 * The principal a presented key belongs to, or null. The environment key is always compared (even
 * when a studio key matches first), so the time taken does not tell which kind of key was tried.
 */
export async function verifyApiKey(
  database: Database,
  config: Pick<Config, 'intakeApiKey'>,
  presented: string | null | undefined,
): Promise<IntakePrincipal | null> {
  if (!presented || presented.length > MAX_PRESENTED_LENGTH) return null;

  // With no environment key configured, compare against a random value nobody can present.
  const environmentKey = config.intakeApiKey ?? randomBytes(32).toString('hex');
  const isEnvironmentKey = secretsEqual(presented, environmentKey) && config.intakeApiKey !== undefined;

  const presentedHash = hashApiKey(presented);
  const stored = await findApiKeyByHash(database, presentedHash);
  const isStudioKey =
    stored !== null &&
    stored.revokedAt === null &&
    timingSafeEqual(Buffer.from(stored.keyHash, 'hex'), Buffer.from(presentedHash, 'hex'));

  if (isEnvironmentKey) return ENVIRONMENT_PRINCIPAL;
  if (isStudioKey && stored) {
    await markApiKeyUsed(database, stored.id);
    return { kind: 'studio', id: stored.id, name: stored.name };
  }
  return null;
}

/** The token of an `Authorization: Bearer <key>` header, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization');
  if (!header) return null;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match?.[1] ?? null;
}

/** How the environment key is shown in the studio: only whether it is set, and its last four characters. */
export function environmentKeySummary(config: Pick<Config, 'intakeApiKey'>): {
  configured: boolean;
  lastFour: string | null;
} {
  return config.intakeApiKey
    ? { configured: true, lastFour: config.intakeApiKey.slice(-4) }
    : { configured: false, lastFour: null };
}
