/**
 * One-time invitation tokens: 32 random bytes (base64url) in the link and only their SHA-256 in the
 * database, for the lookup (like session tokens). The link is shown once, to the staff member who
 * made it (the invitation or its resend), and goes out in the e-mail; nothing stored opens it
 * (issue 26: a copy of the database opens no invitation).
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../infrastructure/config.ts';
import { hashToken } from './sessions.ts';

/** How long an invitation link works (issue 19). */
export const INVITATION_TTL_HOURS = 72;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** A fresh token, what the database keeps of it, and its validity from `now`. */
export function newInvitationToken(now: Date) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: hashToken(token),
    sentAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_HOURS * 3600 * 1000),
  };
}

export const invitationPath = (token: string) => `/admin/invitation/${token}`;

export const invitationUrl = (config: Pick<Config, 'publicUrl'>, token: string) =>
  `${config.publicUrl}${invitationPath(token)}`;
