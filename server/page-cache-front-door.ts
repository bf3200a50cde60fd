/**
 * The server's front door for cached pages, at the very front of the middleware (server.ts): a page
 * already in the page cache is answered at once with the fixed security headers and the page's own
 * CSP, skipping compression, the per-response nonce and routing, which would only re-derive them; a
 * request for a page being rendered right now waits for that render and is answered with it. A
 * waiting request only takes a render that no invalidation has outdated since it arrived, so a change
 * is visible to every request made after the save.
 *
 * Anything else goes on to React Router, where the public layout's middleware renders and stores the
 * page (app/.server/page-cache/middleware.ts). A page is rendered as its cache address (the
 * query parameters it does not read dropped), so what is stored is what everyone asking for that
 * address should get; the request log still shows what the visitor asked for.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Services } from '#app/.server/infrastructure/services.ts';
import { isFetchDestination } from '#app/.server/infrastructure/streaming.ts';
import { type CachedPage, cachedPageAnswer } from '#app/.server/page-cache/cached-page.ts';
import { pageAddress, pageCacheKey } from '#app/.server/page-cache/key.ts';
import type { Render } from '#app/.server/page-cache/store.ts';

/** How long a request waits for another request's render of the same page before rendering itself. */
const COALESCE_WAIT_MS = 5000;
/** Waits at most this many renders by others (each may have been outdated by an invalidation). */
const MAX_WAITS = 3;

/** The render's outcome, or null when it takes longer than a request should wait. */
const waitForRender = (pending: Promise<Render>) =>
  new Promise<Render | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), COALESCE_WAIT_MS);
    void pending.then((render) => {
      clearTimeout(timer);
      resolve(render);
    });
  });

/** React Router reads `req.originalUrl`: point both at the page's cache address until the response is sent. */
function renderAsAddress(req: Request, res: Response) {
  const address = pageAddress(req.originalUrl);
  if (address === req.originalUrl) return;
  const asked = { url: req.url, originalUrl: req.originalUrl };
  req.url = address.slice(req.baseUrl.length) || '/';
  req.originalUrl = address;
  res.prependListener('finish', () => {
    req.url = asked.url;
    req.originalUrl = asked.originalUrl;
  });
}

export function pageCacheFrontDoor(
  services: Pick<Services, 'pageCache'>,
  securityHeaders: Readonly<Record<string, string>>,
): RequestHandler {
  const { pageCache } = services;
  const send = (req: Request, res: Response, page: CachedPage) => {
    const answer = cachedPageAnswer(page, {
      method: req.method,
      acceptEncoding: req.headers['accept-encoding'],
      ifNoneMatch: req.headers['if-none-match'],
    });
    pageCache.stats.hits += 1;
    // The request log and /metrics label it by the route it was rendered for (server.ts).
    res.locals.route = page.route;
    res.writeHead(answer.status, { ...securityHeaders, ...answer.headers });
    res.end(answer.body);
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    if (!pageCache.enabled) return next();
    const key = pageCacheKey({ method: req.method, url: req.originalUrl, cookie: req.headers.cookie });
    if (!key) return next();

    const arrivedAt = pageCache.version;
    for (let waits = 0; ; waits++) {
      const hit = pageCache.get(key);
      if (hit) return send(req, res, hit);
      const pending = pageCache.rendering(key);
      if (!pending || waits >= MAX_WAITS) break;
      const render = await waitForRender(pending);
      if (res.writableEnded || req.socket.destroyed) return;
      // Not outdated by a save since this request arrived (the cache may already have dropped it).
      if (render?.page && render.version === arrivedAt) return send(req, res, render.page);
    }

    if (req.method === 'GET' && !isFetchDestination(req.headers['sec-fetch-dest'])) renderAsAddress(req, res);
    next();
  };
}
