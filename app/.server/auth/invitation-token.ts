/**
 * One-time invitation tokens: 32 random bytes (base64url) in the link, their SHA-256 in the
 * database for the lookup (like session tokens), and the token sealed with AES-256-GCM under a key
 * derived from SESSION_SECRET, so the inviter can copy the link again from the staff table (for a
 * studio without SMTP). A copy of the database alone opens no link; with a different SESSION_SECRET
 * (a rotated secret) a sealed token no longer opens and the table offers a resend instead.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../infrastructure/config.ts';
import { hashToken } from './sessions.ts';

/** How long an invitation link works (issue 19). */
export const INVITATION_TTL_HOURS = 72;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type SecretConfig = Pick<Config, 'sessionSecret'>;

const sealingKey = (config: SecretConfig) =>
  Buffer.from(hkdfSync('sha256', config.sessionSecret, 'staff-invitations', 'invitation-token-seal', 32));

export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export function sealToken(config: SecretConfig, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(config), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The token, or null when it was sealed under another secret or the value is damaged. */
export function unsealToken(config: SecretConfig, value: string): string | null {
  const [iv, tag, sealed] = value.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(config), iv);
    decipher.setAuthTag(tag);
    const token = Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    return isWellFormedToken(token) ? token : null;
  } catch {
    return null;
  }
}

/** A fresh token, what the database keeps of it, and its validity from `now`. */
export function newInvitationToken(config: SecretConfig, now: Date) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: hashToken(token),
    tokenSealed: sealToken(config, token),
    sentAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_HOURS * 3600 * 1000),
  };
}

export const invitationPath = (token: string) => `/admin/invitation/${token}`;

export const invitationUrl = (config: Pick<Config, 'publicUrl'>, token: string) =>
  `${config.publicUrl}${invitationPath(token)}`;
