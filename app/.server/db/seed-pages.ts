/**
 * The pages every database starts with (issue 28): today's copy pages (app/content/pages/), created
 * on a database's first start whatever SEED says, since they are the site, not sample content.
 * Each is created once per database through the change pipeline (a revision and an audit entry by
 * "Site setup"); the step is marked done in the same transaction, so a page staff later delete or
 * move never comes back, and instances starting together on one empty database seed it once.
 */
import { SEED_PAGES } from '../../content/pages/index.ts';
import { SITE_SETUP_ACTOR } from '../../lib/audit-log.ts';
import type { PageInput } from '../../lib/page.ts';
import { writePage } from '../changes/pages.ts';
import { commitChange } from '../changes/pipeline.ts';
import type { Logger } from '../infrastructure/logger.ts';
import type { Database } from './index.ts';
import { now } from './mapping.ts';
import { isPagePathTaken } from './repositories/pages.ts';
import { isUniqueViolation } from './repositories/unique-violation.ts';

export const COPY_PAGES_STEP = 'copy-pages';

/**
 * Creates the seed pages unless this database has done so before; a path a page already holds is
 * left to that page. Returns the paths it created (none when the step was done, here or by another
 * instance).
 */
export async function seedSitePages(
  database: Database,
  logger: Pick<Logger, 'info'>,
  pages: readonly PageInput[] = SEED_PAGES,
): Promise<string[]> {
  const done = await database.db
    .selectFrom('site_setup')
    .select('step')
    .where('step', '=', COPY_PAGES_STEP)
    .executeTakeFirst();
  if (done) return [];
  try {
    const created = await commitChange(database, async (change) => {
      // First, so a second instance waits here for this transaction and then finds the step taken.
      await change.database.db.insertInto('site_setup').values({ step: COPY_PAGES_STEP, done_at: now() }).execute();
      const paths: string[] = [];
      for (const page of pages) {
        if (await isPagePathTaken(change.database, page.path)) continue;
        await writePage(change, null, page, { by: { actor: SITE_SETUP_ACTOR }, action: 'page.created' });
        paths.push(page.path);
      }
      return paths;
    });
    logger.info({ pages: created }, 'site pages seeded');
    return created;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    logger.info('site pages are being seeded by another instance');
    return [];
  }
}
