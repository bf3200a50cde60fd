/**
 * Cross-site request forgery protection for every admin mutation: a strict same-origin check on the
 * request's Fetch Metadata and Origin headers (OWASP's "verifying origin with standard headers").
 * No token to thread through forms or fetch calls: browsers send `Origin` on every POST, PUT,
 * PATCH and DELETE, and `Sec-Fetch-Site` on every request. Why not a token:
 * docs/decisions/admin-authentication.md.
 */
import type { Config } from '../infrastructure/config.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isMutation = (request: Request): boolean => !SAFE_METHODS.has(request.method.toUpperCase());

/**
 * True when the request demonstrably comes from a page of this site: `Sec-Fetch-Site`, when sent,
 * must be `same-origin`, and `Origin` must be the site's public origin or the origin the request was
 * addressed to. A request carrying neither header is refused: every browser that can run the studio
 * sends at least one of them on a mutation.
 */
export function isSameOriginRequest(request: Request, config: Pick<Config, 'publicUrl'>): boolean {
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  const origin = request.headers.get('Origin');
  if (origin === null) return fetchSite === 'same-origin';
  return siteOrigins(request, config).has(origin);
}

/** The site's public origin and the origin the request was addressed to (they differ behind a proxy without PUBLIC_URL). */
const siteOrigins = (request: Request, config: Pick<Config, 'publicUrl'>) =>
  new Set([new URL(config.publicUrl).origin, new URL(request.url).origin]);

/**
 * True when a page of another site started this request: a `Sec-Fetch-Site` other than `same-origin`
 * or `none` (typed, bookmarked), or an `Origin` or `Referer` of another site. For GETs that act (the
 * CSV exports write an audit entry), which the SameSite=Lax session cookie reaches from a link on any
 * site. A request with none of these headers passes: the browsers the studio is built for all send
 * `Sec-Fetch-Site`, so it is curl or a script (the trade-off: docs/decisions/admin-authentication.md).
 */
export function isCrossSiteRequest(request: Request, config: Pick<Config, 'publicUrl'>): boolean {
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origins = siteOrigins(request, config);
  const origin = request.headers.get('Origin');
  if (origin !== null && !origins.has(origin)) return true;
  const referer = request.headers.get('Referer');
  return referer !== null && !(URL.canParse(referer) && origins.has(new URL(referer).origin));
}

/** The 403 answer to a mutation that fails the check; thrown from middleware, actions and resource routes. */
export function forbiddenCrossSite(): Response {
  return Response.json(
    { error: 'This request did not come from the studio. Reload the page and try again.' },
    { status: 403, headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** Throws the 403 response for a request another site started (the CSV exports: they write an audit entry). */
export function assertNotCrossSite(request: Request, config: Pick<Config, 'publicUrl'>): void {
  if (isCrossSiteRequest(request, config)) throw forbiddenCrossSite();
}

/** Throws the 403 response unless the mutation is same-origin; safe methods pass. */
export function assertSameOrigin(request: Request, config: Pick<Config, 'publicUrl'>): void {
  if (isMutation(request) && !isSameOriginRequest(request, config)) throw forbiddenCrossSite();
}
