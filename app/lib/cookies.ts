/**
 * One way to read and write cookies: with cookie-es, the library React Router's `createCookie` parses
 * and serialises with. A cookie with a signed or structured value (the toast) is a `createCookie`; the
 * two whose value is a plain word (the session token, the consent choice) go through these helpers,
 * because `createCookie` would wrap the value in base64 JSON: their wire format stays `name=value`,
 * so signed-in staff keep their sessions across a deploy. Pure, so the page cache's key (run for
 * every request) reads cookies the same way as the code that wrote them.
 */
import { parse, serialize } from 'cookie-es';

/** The attributes the site sets cookies with (the same shape `createCookie` takes). */
export interface CookieAttributes {
  path: string;
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
  /** Seconds; without it the cookie ends with the browser session. */
  maxAge?: number;
}

/**
 * Every cookie of the site: site-wide, never readable by scripts, sent on top-level navigations from
 * other sites but not on their sub-requests or posts, and Secure whenever the site is served over HTTPS.
 */
export const siteCookieAttributes = (publicUrl: string): CookieAttributes => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: publicUrl.startsWith('https:'),
});

/**
 * The cookies of a Cookie header whose names `wanted` accepts, each at its first occurrence. Names
 * and values are trimmed and values percent-decoded, as `createCookie` reads them; the values of
 * the other cookies are never copied, which keeps this cheap on a long header.
 */
export function readCookies(
  header: string | null | undefined,
  wanted: (name: string) => boolean,
): Record<string, string | undefined> {
  return header ? parse(header, { filter: wanted }) : {};
}

/** The value of cookie `name` in a Cookie header ('' when it is set empty), or null when it is absent. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  return readCookies(header, (candidate) => candidate === name)[name] ?? null;
}

/** The Set-Cookie value storing `value` under `name` (percent-encoded where needed; `readCookie` decodes it). */
export function setCookieHeader(name: string, value: string, attributes: CookieAttributes): string {
  return serialize(name, value, attributes);
}

/** The Set-Cookie value that removes cookie `name` (set with `attributes`) at once. */
export function clearCookieHeader(name: string, attributes: CookieAttributes): string {
  return serialize(name, '', { ...attributes, maxAge: 0, expires: new Date(0) });
}
