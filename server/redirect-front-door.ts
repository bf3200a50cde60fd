/**
 * The studio's redirects (issue 32), answered at the very front of the server (server.ts), before the
 * page cache: a GET or HEAD whose path has a 301 or 302 rule is answered from the in-memory table
 * (app/.server/redirects/redirects.ts) with its Location, the query kept, and counted; nothing else
 * is done for it. A 410 rule is left to the page routes, which render the Gone page with that status
 * (features/redirects/serve.server.ts), as are a client-side navigation's data requests (`.data`),
 * which React Router must answer in its own format.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Services } from '#app/.server/infrastructure/services.ts';
import { locationFor, matchRedirect } from '#app/lib/redirects.ts';

/** The request log and /metrics label these by this, never by the path. */
export const REDIRECT_ROUTE = 'redirect';

export function redirectFrontDoor(
  services: Pick<Services, 'redirects'>,
  securityHeaders: Readonly<Record<string, string>>,
): RequestHandler {
  const { redirects } = services;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const table = redirects.current ?? (await redirects.load());
    if (table.size === 0) return next();
    const path = req.path;
    if (path.endsWith('.data')) return next();
    const rule = matchRedirect(table, path);
    if (!rule || rule.to === null) return next();
    const query = req.originalUrl.indexOf('?');
    const target = locationFor(rule, path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path) as string;
    // The visitor's query is kept unless the target has its own.
    const location = query !== -1 && !target.includes('?') ? `${target}${req.originalUrl.slice(query)}` : target;
    redirects.countHit(rule.from);
    res.locals.route = REDIRECT_ROUTE;
    res.writeHead(rule.status, {
      ...securityHeaders,
      Location: location,
      // A browser may keep a 301 for good; a day downstream lets staff correct a mistake.
      'Cache-Control': rule.status === 301 ? 'public, max-age=3600' : 'no-store',
      'Content-Length': '0',
    });
    res.end();
  };
}
