import { describe, expect, it } from 'vitest';
import { consentCookieHeader, readConsentChoice } from '#app/.server/infrastructure/consent.ts';
import { CONSENT_COOKIE, consentReturnPath } from '#app/lib/consent.ts';

describe('readConsentChoice', () => {
  it.each([
    [null, null],
    ['', null],
    ['cookie_consent=all', 'all'],
    ['toast=abc; cookie_consent=essential; other=1', 'essential'],
    ['cookie_consent=maybe', null],
    ['xcookie_consent=all', null],
    ['cookie_consent = all', 'all'],
  ])('reads %j as %j', (header, expected) => {
    expect(readConsentChoice(header)).toBe(expected);
  });
});

describe('consentCookieHeader', () => {
  it('is a first-party, one-year, SameSite=Lax cookie, Secure only over HTTPS', () => {
    const http = consentCookieHeader({ publicUrl: 'http://localhost:3000' }, 'all');
    expect(http).toBe(`${CONSENT_COOKIE}=all; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`);
    const https = consentCookieHeader({ publicUrl: 'https://brightflow.io' }, 'essential');
    expect(https).toBe(`${CONSENT_COOKIE}=essential; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax`);
  });
});

describe('consentReturnPath', () => {
  it.each([
    ['/rpa', '/rpa'],
    ['/use-cases?page=2#top', '/use-cases?page=2#top'],
    ['/cookies#consent-banner', '/cookies#consent-banner'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/ok\r\nSet-Cookie: x=1', '/'],
    ['', '/'],
    [42, '/'],
  ])('sends %j back to %j', (target, expected) => {
    expect(consentReturnPath(target)).toBe(expected);
  });
});
