/**
 * Review links (issue 30): 32 random bytes (base64url) in the link and only their SHA-256 in the
 * database, as for staff invitations. The link goes out once, in the e-mail, built when the request
 * is sent; nothing stored opens it.
 */
import { randomBytes } from 'node:crypto';
import { hashToken } from '../../.server/auth/sessions.ts';
import type { Config } from '../../.server/infrastructure/config.ts';

export { isWellFormedToken as isWellFormedReviewToken } from '../../.server/auth/invitation-token.ts';

export function newReviewToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export const reviewPath = (token: string) => `/review/${token}`;

export const reviewUrl = (config: Pick<Config, 'publicUrl'>, token: string) =>
  `${config.publicUrl}${reviewPath(token)}`;
