/**
 * After any change to a case study (a save, a restore, a scheduled publication), the public pages
 * must show it at once on every instance: the page cache is invalidated, or, where there is none
 * (scripts, tests), the shared cache version is bumped so the instances' caches drop their pages.
 */
import { bumpCacheVersion } from '../db/repositories/cache-versions.ts';
import type { Services } from '../infrastructure/services.ts';

export async function invalidatePublicPages(
  services: Pick<Services, 'database' | 'logger'> & Partial<Pick<Services, 'pageCache'>>,
): Promise<void> {
  try {
    if (services.pageCache) await services.pageCache.invalidate();
    else await bumpCacheVersion(services.database, 'public');
  } catch (error) {
    services.logger.error({ err: error }, 'could not invalidate the public page cache after a case-study change');
  }
}
