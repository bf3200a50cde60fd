/**
 * The visitor's cookie choice (Cookie Policy, "The consent banner"). It lives in a first-party
 * cookie the server reads, so a page is rendered with or without the banner and never flashes it.
 * The page cache keys on the same cookie (app/.server/page-cache/key.ts). Reading the cookie
 * is the server's (app/.server/infrastructure/consent.ts): this module is in every public page's
 * bundle, and the cookie parser is not.
 */
export const CONSENT_COOKIE = 'cookie_consent';

/** One year, in seconds: how long the choice is remembered before we ask again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const consentChoices = ['all', 'essential'] as const;
export type ConsentChoice = (typeof consentChoices)[number];

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return typeof value === 'string' && (consentChoices as readonly string[]).includes(value);
}

/**
 * Where to return after a no-JavaScript consent post: a path on this site only (no open redirect),
 * otherwise the home page.
 */
export function consentReturnPath(target: unknown): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2000) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (!target.startsWith('/') || target.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(target)) return '/';
  const base = 'http://site.invalid';
  try {
    const url = new URL(target, base);
    if (url.origin !== base) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
