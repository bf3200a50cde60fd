/**
 * The /webhook-api page never keeps the key in its address. A GET that carries a valid `api_key`
 * is redirected at once to the same address without it, plus a `grant`: a signed, short-lived token
 * naming the key's owner and bound to exactly these parameters. The page (and anything on it that
 * shows its own address, such as the consent form's return path) therefore never holds the key, and
 * neither do the browser's history, later Referer headers or request logs.
 *
 * A grant is `<principal>.<expiry>.<mac>`: HMAC-SHA-256 with the session secret over the principal,
 * the expiry, the sorted parameters and, for the environment key, a digest of that key (so changing
 * WEBHOOK_API_KEY ends its grants). A studio key's grant ends when the key is revoked. Copying a
 * grant lets someone create exactly the use case the key's owner was about to create, for at most
 * GRANT_TTL_MS: the same thing the link itself allowed.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { getApiKey } from '../../.server/db/repositories/api-keys.ts';
import type { Database } from '../../.server/db/types.ts';
import type { Config } from '../../.server/infrastructure/config.ts';
import { ENVIRONMENT_PRINCIPAL, type IntakePrincipal } from './keys.server.ts';

export const GRANT_TTL_MS = 30 * 60 * 1000;

/** Parameters that are not part of the use case and so not covered by the grant's signature. */
export const CONTROL_PARAMS = ['api_key', 'grant', 'throttled'] as const;

/** The use-case parameters in a stable order, so the signature does not depend on their order. */
export function canonicalParams(params: URLSearchParams): string {
  const entries = [...params].filter(([name]) => !(CONTROL_PARAMS as readonly string[]).includes(name));
  entries.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  return new URLSearchParams(entries).toString();
}

type GrantConfig = Pick<Config, 'sessionSecret' | 'intakeApiKey'>;

function mac(config: GrantConfig, principalId: string, expires: string, params: URLSearchParams): Buffer {
  const keyBinding =
    principalId === ENVIRONMENT_PRINCIPAL.id
      ? createHash('sha256')
          .update(config.intakeApiKey ?? '')
          .digest('hex')
      : '';
  return createHmac('sha256', config.sessionSecret)
    .update(['intake-grant-v1', principalId, expires, keyBinding, canonicalParams(params)].join('\n'))
    .digest();
}

export function issueGrant(
  config: GrantConfig,
  principal: IntakePrincipal,
  params: URLSearchParams,
  at = Date.now(),
): string {
  const expires = String(Math.floor((at + GRANT_TTL_MS) / 1000));
  return `${principal.id}.${expires}.${mac(config, principal.id, expires, params).toString('base64url')}`;
}

const GRANT_PATTERN = /^([A-Za-z0-9-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The principal a grant stands for, or null when it is malformed, forged, for other parameters,
 * expired, or its key is gone (revoked, or the environment key changed or was removed).
 */
export async function redeemGrant(
  database: Database,
  config: GrantConfig,
  grant: string | null,
  params: URLSearchParams,
  at = Date.now(),
): Promise<IntakePrincipal | null> {
  const match = grant ? GRANT_PATTERN.exec(grant) : null;
  if (!match) return null;
  const [, principalId = '', expires = '', signature = ''] = match;
  const expected = mac(config, principalId, expires, params);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) * 1000 <= at) return null;

  if (principalId === ENVIRONMENT_PRINCIPAL.id) return config.intakeApiKey ? ENVIRONMENT_PRINCIPAL : null;
  const key = await getApiKey(database, principalId);
  return key && key.revokedAt === null ? { kind: 'studio', id: key.id, name: key.name } : null;
}
