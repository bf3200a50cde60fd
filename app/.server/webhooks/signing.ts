/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com/): `webhook-signature` is `v1,` and
 * the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` under the endpoint's secret.
 * Signing is the specification's own JavaScript library, so receivers' libraries agree with it;
 * tests check it against the specification's test vector and an implementation of their own.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { type SealPurpose, seal, unseal } from '../auth/sealing.ts';
import type { Config } from '../infrastructure/config.ts';

const SECRET_PREFIX = 'whsec_';
/** 32 random bytes: the specification asks for 24 to 64. */
const SECRET_BYTES = 32;

const WEBHOOK_SECRET_SEAL: SealPurpose = { salt: 'webhook-endpoints', info: 'webhook-secret-seal' };

/** A new signing secret as the specification's libraries read it: `whsec_` + base64. */
export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;

export const isWebhookSecret = (value: string): boolean =>
  value.startsWith(SECRET_PREFIX) && Buffer.from(value.slice(SECRET_PREFIX.length), 'base64').length >= 24;

export const sealWebhookSecret = (config: Pick<Config, 'sessionSecret'>, secret: string): string =>
  seal(config, WEBHOOK_SECRET_SEAL, secret);

/** The secret, or null when SESSION_SECRET has changed since it was sealed (the studio asks for a rotation). */
export function unsealWebhookSecret(config: Pick<Config, 'sessionSecret'>, sealed: string): string | null {
  const secret = unseal(config, WEBHOOK_SECRET_SEAL, sealed);
  return secret !== null && isWebhookSecret(secret) ? secret : null;
}

/** A message id (`webhook-id`): unique per event, kept by every retry and redelivery of it. */
export const newMessageId = (): string => `msg_${randomUUID().replaceAll('-', '')}`;

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers of one attempt; the timestamp is the attempt's, so receivers can refuse replays. */
export function signWebhook(secret: string, messageId: string, at: Date, body: string): SignedHeaders {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  };
}
