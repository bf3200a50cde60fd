/**
 * The pages every database starts with (issue 28; app/.server/db/seed-pages.ts), on every engine:
 * a fresh database gets the eight copy pages published, each with its revision and an audit entry
 * by "Site setup"; a page staff delete or move never comes back on a restart; instances starting
 * together on one empty database seed it once, without an error.
 */
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPage, deletePage, updatePage } from '#app/.server/changes/pages.ts';
import { type Database, migrateToLatest, openPostgres } from '#app/.server/db/index.ts';
import { listAudit } from '#app/.server/db/repositories/audit-log.ts';
import { findPagePathRedirect, getPageByPath, listPages } from '#app/.server/db/repositories/pages.ts';
import { listRevisions } from '#app/.server/db/repositories/revisions.ts';
import { seedSitePages } from '#app/.server/db/seed-pages.ts';
import { SEED_PAGES } from '#app/content/pages/index.ts';
import { createPostgresDatabase, createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

const logger = pino({ level: 'silent' });
const seededPaths = SEED_PAGES.map((page) => page.path);

describe.each(engines)('the seeded pages on %s', (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('are created on a fresh database, published, each with a revision and an audit entry by Site setup', async () => {
    expect(await seedSitePages(database, logger)).toEqual(seededPaths);
    const pages = await listPages(database);
    expect(pages.map((page) => page.path).sort()).toEqual([...seededPaths].sort());
    expect(pages.every((page) => page.status === 'published' && page.version === 1)).toBe(true);
    const about = await getPageByPath(database, '/about', { publishedOnly: true });
    expect(about).toMatchObject({ title: 'About Us', blocks: SEED_PAGES[0]?.blocks });
    expect(await listRevisions(database, 'page', about!.id)).toHaveLength(1);
    const audit = await listAudit(database, { limit: 20 });
    expect(audit.filter((entry) => entry.action === 'page.created' && entry.actor === 'Site setup')).toHaveLength(
      seededPaths.length,
    );
  });

  it('never come back once deleted or moved: a restart seeds nothing', async () => {
    await seedSitePages(database, logger);
    const about = (await getPageByPath(database, '/about', { publishedOnly: false }))!;
    const rpa = (await getPageByPath(database, '/rpa', { publishedOnly: false }))!;
    await deletePage(database, about.id);
    await updatePage(database, rpa.id, { ...SEED_PAGES[1]!, path: '/robotic-process-automation' });

    expect(await seedSitePages(database, logger)).toEqual([]);
    expect(await getPageByPath(database, '/about', { publishedOnly: false })).toBeNull();
    expect(await getPageByPath(database, '/rpa', { publishedOnly: false })).toBeNull();
    expect(await findPagePathRedirect(database, '/rpa')).toBe('/robotic-process-automation');
    expect(await listPages(database)).toHaveLength(seededPaths.length - 1);
  });

  it('leave a path a page already holds to that page', async () => {
    const own = { ...SEED_PAGES[5]!, title: 'Our own terms', status: 'draft' as const };
    await createPage(database, own);
    expect(await seedSitePages(database, logger)).toEqual(seededPaths.filter((p) => p !== '/terms'));
    expect(await getPageByPath(database, '/terms', { publishedOnly: false })).toMatchObject({ title: 'Our own terms' });
  });
});

/** Two pools on one PostgreSQL database, as two instances starting together have. */
async function twoInstances(): Promise<{ first: Database; second: Database; drop(): Promise<void> }> {
  const postgres = await createPostgresDatabase('seed');
  const first = openPostgres(postgres.url, { max: 2 });
  const second = openPostgres(postgres.url, { max: 2 });
  await migrateToLatest(first);
  return {
    first,
    second,
    async drop() {
      await first.close();
      await second.close();
      await postgres.drop();
    },
  };
}

// Several instances share PostgreSQL only: an SQLite site is one process (production-topology.md).
describe.runIf(engines.includes('postgres'))('two instances starting together on one empty PostgreSQL', () => {
  it('seed the pages once, and neither fails', async () => {
    const { first, second, drop } = await twoInstances();
    try {
      const results = await Promise.all([seedSitePages(first, logger), seedSitePages(second, logger)]);
      expect(results.map((paths) => paths.length).sort()).toEqual([0, seededPaths.length]);
      expect(await listPages(first)).toHaveLength(seededPaths.length);
    } finally {
      await drop();
    }
  });
});
