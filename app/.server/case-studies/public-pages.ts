/**
 * After any change to a case study (a save, a restore, a scheduled publication), the public pages
 * must show it at once on every instance: the page cache is invalidated, or, where there is none
 * (scripts, tests), the shared cache version is bumped so the instances' caches drop their pages.
 */
import { bumpCacheVersion } from '../db/repositories/cache-versions.ts';
import type { Database } from '../db/types.ts';
import type { Logger } from '../infrastructure/logger.ts';
import type { PageCache } from '../page-cache/store.ts';

export async function invalidatePublicPages(services: {
  database: Database;
  logger: Logger;
  pageCache?: PageCache;
}): Promise<void> {
  try {
    if (services.pageCache) await services.pageCache.invalidate();
    else await bumpCacheVersion(services.database, 'public');
  } catch (error) {
    services.logger.error({ err: error }, 'could not invalidate the public page cache after a case-study change');
  }
}
