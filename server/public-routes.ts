/**
 * The public site's requests are answered from a route table without the studio's routes.
 *
 * React Router's cost per request grows with its route table, not with the route that answers: it
 * tries the branches in rank order (the studio's routes of two and more segments rank above every
 * one-segment public page, so /lead-intake is matched only after about fifty failed branches), and
 * every render rebuilds its server routes and data routes from the whole manifest (`ServerRouter`).
 * The studio has 37 of the 67 routes, and a visitor's request can never be answered by one of them.
 * Two handlers from one build, chosen by path, take that cost off every public render (about 0.1 ms
 * of CPU: docs/decisions/pages-and-blocks.md) and change no answer: a request that might be the
 * studio's goes to the whole table, exactly as before.
 */
import type { ServerBuild } from 'react-router';
import { decodeOrKeep } from '#app/lib/decode-uri.ts';

/**
 * Whether `url` (a request's path and query, as Express's `originalUrl`) needs the whole route table.
 * It errs towards yes: the path is read as React Router reads it (the same URL parser, so `/x/../admin`
 * is `/admin`; percent-decoded; any case; any run of leading slashes), and the route manifest's
 * endpoint, which client-side navigation asks about any path, always does.
 */
export function needsWholeRouteTable(url: string, manifestPath: string | undefined): boolean {
  const { pathname } = new URL(`http://localhost${url}`);
  if (pathname === manifestPath) return true;
  return /^\/+admin/i.test(decodeOrKeep(pathname));
}

/**
 * The build with every route under /admin left out of both its server routes and its client manifest
 * (the manifest's version stays, so a client's manifest requests still match), and with the layouts
 * left without a route to hold. Everything else is the same object.
 */
export function withoutStudioRoutes(build: ServerBuild): ServerBuild {
  const all = build.routes;
  const fullPath = (id: string): string => {
    const route = all[id];
    if (!route) return '';
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return [parent, route.path ?? ''].filter(Boolean).join('/');
  };
  const isStudio = (id: string) => /^\/*admin(?:\/|$)/i.test(fullPath(id));
  const childrenOf = (id: string) => Object.keys(all).filter((child) => all[child]?.parentId === id);
  const answers = (id: string): boolean => {
    const route = all[id];
    if (!route || isStudio(id)) return false;
    return route.path !== undefined || route.index === true || childrenOf(id).some(answers);
  };
  const kept = new Set(Object.keys(all).filter(answers));
  const keep = <T>(table: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(table).filter(([id]) => kept.has(id)));
  return {
    ...build,
    routes: keep(all),
    assets: { ...build.assets, routes: keep(build.assets.routes) },
  };
}
