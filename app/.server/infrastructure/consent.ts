/**
 * Writes the cookie-banner choice. Not HttpOnly-sensitive data, but only the server reads it, so it
 * is HttpOnly anyway; SameSite=Lax, first-party, and Secure whenever the site is served over HTTPS.
 */
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, type ConsentChoice, isConsentChoice } from '../../lib/consent.ts';
import { readCookie, setCookieHeader, siteCookieAttributes } from '../../lib/cookies.ts';
import type { Config } from './config.ts';

export function consentCookieHeader(config: Pick<Config, 'publicUrl'>, choice: ConsentChoice): string {
  return setCookieHeader(CONSENT_COOKIE, choice, {
    ...siteCookieAttributes(config.publicUrl),
    maxAge: CONSENT_MAX_AGE_SECONDS,
  });
}

/** The stored choice in a Cookie header, or null when there is none (or it is not one we wrote). */
export function readConsentChoice(cookieHeader: string | null | undefined): ConsentChoice | null {
  const value = readCookie(cookieHeader, CONSENT_COOKIE);
  return isConsentChoice(value) ? value : null;
}

export function readConsent(request: Request): ConsentChoice | null {
  return readConsentChoice(request.headers.get('Cookie'));
}
