/**
 * Which requests may share a cached page, and under what key: its address (the path and only the
 * query parameters the page reads) and the visitor's consent choice. Requests that are personal (a
 * studio session, a one-time toast) or are not page views get no key and are never cached.
 */

import { CONSENT_COOKIE, isConsentChoice } from '../../lib/consent.ts';
import { readCookies } from '../../lib/cookies.ts';
import { SESSION_COOKIE, TOAST_COOKIE } from '../infrastructure/cookie-names.ts';

/** Paths whose responses depend on who asks, or that are not HTML pages. */
const UNCACHEABLE =
  /^\/(admin|api|review|uploads|assets|images|healthz|readyz|metrics|webhook-api)(\/|$)|\.data$|\.[a-z0-9]+$/i;
/**
 * Cookies that make a response personal: an admin session (the header shows the studio link, and
 * admins must see their saves at once) and a one-time toast. Any other cookie (analytics, A/B tools
 * of the visitor's own) does not change what we render, so the visitor still gets the shared page.
 */
const PERSONAL_COOKIES = new Set([SESSION_COOKIE, TOAST_COOKIE]);

/**
 * The query parameters each public page reads while it renders (in its loader or its components),
 * by path. Any other parameter (utm_source, fbclid, a cache-buster) does not change the page, so the
 * request is answered from, and rendered as, the address without it. A page that starts to read a
 * parameter must add it here, or visitors get the page as if the parameter were absent
 * (tests/unit/page-cache.test.ts checks the ones the app writes into its own links).
 */
// `mode=email` selects the e-mail tab (readContactMode, features/contact/contact-mode-switch.tsx);
// `sent=1` shows "message sent" after a post without JavaScript (features/contact/contact-section.tsx).
const CONTACT_PARAMETERS = ['mode', 'sent'];
// A shared analysis: the inputs the calculator renders with (readRoiInputs, lib/roi.ts, read by
// features/roi/roi-calculator.tsx) and `calculate=1`, which shows the results.
const ROI_PARAMETERS = [
  'calculate',
  'complexity',
  'department',
  'employees',
  'frequency',
  'hourlyRate',
  'processHours',
];

const PAGE_QUERY_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  '/': [],
  '/roi-calculator': ROI_PARAMETERS,
};

/**
 * Any other path may be a page built from blocks (the catch-all route, issue 28; /contact and the
 * other seeded pages too), whose contact-form and roi-calculator blocks read the parameters of
 * /contact and /roi-calculator.
 */
const BLOCK_PAGE_QUERY_PARAMETERS: readonly string[] = [...CONTACT_PARAMETERS, ...ROI_PARAMETERS];

/**
 * A path as the app writes its links: lower case, no trailing slash, nothing encoded. The router
 * also matches `/Contact/` or `/c%6Fntact`; for those we cannot tell which page (and so which
 * parameters) it is, so they are left as they came.
 */
const PLAIN_PATH = /^(?:\/|(?:\/[a-z0-9-]+)+)$/;
/** A key of a plain path without a query: one of the site's pages (see `PageCache`'s two pools). */
export const PAGE_KEY = /^(?:\/|(?:\/[a-z0-9-]+)+)\|/;

/** The address a request's page is rendered and cached as: its path and the parameters it reads, sorted. */
export function pageAddress(originalUrl: string): string {
  const queryStart = originalUrl.indexOf('?');
  if (queryStart === -1) return originalUrl;
  const path = originalUrl.slice(0, queryStart);
  if (!PLAIN_PATH.test(path)) return originalUrl;
  const read = PAGE_QUERY_PARAMETERS[path] ?? BLOCK_PAGE_QUERY_PARAMETERS;
  const kept = new URLSearchParams(
    [...new URLSearchParams(originalUrl.slice(queryStart + 1))].filter(([name]) => read.includes(name)),
  );
  // Stable: of a repeated parameter the page reads the first, and still does.
  kept.sort();
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** The cache key of a request, or null when its response must not be shared. */
export function pageCacheKey(request: {
  method: string;
  /** The path and query as asked for (Express's `originalUrl`, or a Request URL's path and search). */
  url: string;
  cookie: string | null | undefined;
}): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const queryStart = request.url.indexOf('?');
  if (UNCACHEABLE.test(queryStart === -1 ? request.url : request.url.slice(0, queryStart))) return null;
  const address = pageAddress(request.url);
  if (address.length > 300) return null;
  if (!request.cookie) return `${address}|consent=none`;
  // One pass over the header; only the cookies the key depends on are copied out of it.
  const cookies = readCookies(request.cookie, (name) => name === CONSENT_COOKIE || PERSONAL_COOKIES.has(name));
  for (const name in cookies) if (PERSONAL_COOKIES.has(name)) return null;
  // The consent banner is rendered on the server, so the page differs with and without a choice
  // (a value we did not write counts as none, as the page renders it).
  const consent = cookies[CONSENT_COOKIE];
  return `${address}|consent=${isConsentChoice(consent) ? consent : 'none'}`;
}
