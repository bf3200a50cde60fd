/**
 * The page cache's store, as the rest of the app sees it: created once with the services, invalidated
 * by every save. How pages are keyed, stored and served stays inside page-cache/
 * (docs/decisions/page-cache.md); the public layout runs page-cache-middleware.server.ts.
 */
export { PageCache } from './page-cache/store.server.ts';
