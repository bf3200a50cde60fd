/**
 * One-time invitation tokens: 32 random bytes (base64url) in the link, their SHA-256 in the
 * database for the lookup (like session tokens), and the token sealed (./sealing.ts) under a key
 * derived from SESSION_SECRET, so the inviter can copy the link again from the staff table (for a
 * studio without SMTP). A copy of the database alone opens no link; with a different SESSION_SECRET
 * (a rotated secret) a sealed token no longer opens and the table offers a resend instead.
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../infrastructure/config.ts';
import { type SealPurpose, seal, unseal } from './sealing.ts';
import { hashToken } from './sessions.ts';

/** How long an invitation link works (issue 19). */
export const INVITATION_TTL_HOURS = 72;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type SecretConfig = Pick<Config, 'sessionSecret'>;

const INVITATION_SEAL: SealPurpose = { salt: 'staff-invitations', info: 'invitation-token-seal' };

export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export const sealToken = (config: SecretConfig, token: string): string => seal(config, INVITATION_SEAL, token);

/** The token, or null when it was sealed under another secret or the value is damaged. */
export function unsealToken(config: SecretConfig, value: string): string | null {
  const token = unseal(config, INVITATION_SEAL, value);
  return token !== null && isWellFormedToken(token) ? token : null;
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
