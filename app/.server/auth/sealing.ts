/**
 * Secrets the server must be able to read back (an invitation link to copy again, a webhook's
 * signing secret), sealed with AES-256-GCM under a key derived from SESSION_SECRET by HKDF, one key
 * per purpose. A copy of the database alone opens none of them; with a different SESSION_SECRET (a
 * rotated secret) a sealed value no longer opens, and the feature says so instead.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../infrastructure/config.ts';

type SecretConfig = Pick<Config, 'sessionSecret'>;

/** HKDF's salt and info: a purpose's key opens only what was sealed for that purpose. */
export interface SealPurpose {
  salt: string;
  info: string;
}

const sealingKey = (config: SecretConfig, purpose: SealPurpose) =>
  Buffer.from(hkdfSync('sha256', config.sessionSecret, purpose.salt, purpose.info, 32));

export function seal(config: SecretConfig, purpose: SealPurpose, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(config, purpose), iv);
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The plaintext, or null when it was sealed under another secret or purpose, or the value is damaged. */
export function unseal(config: SecretConfig, purpose: SealPurpose, value: string): string | null {
  const [iv, tag, sealed] = value.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(config, purpose), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
