/**
 * The page cache's React Router middleware, for the public layout: renders are stored as they stream
 * (docs/decisions/page-cache.md). Apart from page-cache.server.ts so that the services, which create
 * the store, never import the middleware and through it the router contexts they are part of.
 */
export { pageCacheMiddleware } from './page-cache/middleware.server.ts';
