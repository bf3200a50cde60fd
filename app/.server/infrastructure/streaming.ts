/**
 * When a loader may stream part of its data (DESIGN 6: server rendering, with SPEC's loading texts
 * as the Suspense fallbacks of deferred data).
 *
 * A document request (a first visit, a reload, a crawler, a visitor without JavaScript) always gets
 * the complete HTML: streaming would hide the content behind a fallback until a script swaps it in.
 * A client-side navigation (React Router's data request, made with `fetch`) has JavaScript by
 * definition, so it gets the page at once and the slower part as a promise, shown with its loading
 * text until it arrives. In a loader: `list: isDocumentRequest(request) ? await promise : promise`.
 */

/** True for browser navigations and anything that does not say it is a `fetch` (curl, crawlers). */
export function isDocumentRequest(request: Request): boolean {
  return !isFetchDestination(request.headers.get('sec-fetch-dest'));
}

/**
 * Whether a request with this `Sec-Fetch-Dest` says it is a `fetch`, and so gets deferred data as
 * promises. An HTML page rendered for one carries loading texts in place of that data: the page
 * cache does not keep it (app/.server/page-cache/middleware.ts).
 */
export function isFetchDestination(secFetchDest: string | null | undefined): boolean {
  return secFetchDest === 'empty';
}
