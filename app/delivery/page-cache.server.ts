/**
 * The page cache, as the rest of the app sees it: the store every save invalidates (created once with
 * the services) and the middleware the public layout runs. How pages are keyed, stored and served
 * stays inside page-cache/ (docs/decisions/page-cache.md).
 */
export { pageCacheMiddleware } from './page-cache/middleware.server.ts';
export { PageCache } from './page-cache/store.server.ts';
