/**
 * Writes the cookie-banner choice. Not HttpOnly-sensitive data, but only the server reads it, so it
 * is HttpOnly anyway; SameSite=Lax, first-party, and Secure whenever the site is served over HTTPS.
 */
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, type ConsentChoice, readConsentChoice } from '../lib/consent.ts';
import type { Config } from './config.ts';

export function consentCookieHeader(config: Pick<Config, 'publicUrl'>, choice: ConsentChoice): string {
  return [
    `${CONSENT_COOKIE}=${choice}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(config.publicUrl.startsWith('https:') ? ['Secure'] : []),
  ].join('; ');
}

export function readConsent(request: Request): ConsentChoice | null {
  return readConsentChoice(request.headers.get('Cookie'));
}
