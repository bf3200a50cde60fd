/**
 * The navigation's save on every engine (issue 29): links checked against the site's routes and the
 * pages and case studies as stored (a draft or a missing page refused by name), the first save
 * keeping today's navigation as version 1, a stale save refused with what changed, and the public
 * read falling back to today's navigation until a save.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPage } from '#app/.server/changes/pages.ts';
import { listRevisions } from '#app/.server/db/repositories/revisions.ts';
import { getSiteDocuments } from '#app/.server/db/repositories/site-documents.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { defaultNavigation } from '#app/content/default-navigation.ts';
import { saveNavigation } from '#app/features/navigation/navigation.server.ts';
import { valuesFromNavigation } from '#app/features/navigation/navigation-form.ts';
import { checkNavigationLinks } from '#app/features/navigation/navigation-links.server.ts';
import { navigationOf } from '#app/features/navigation/public-navigation.server.ts';
import type { Navigation } from '#app/lib/navigation.ts';
import type { PageInput } from '#app/lib/page.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

const page = (path: string, status: PageInput['status']): PageInput => ({
  path,
  title: `Page at ${path}`,
  metaDescription: '',
  ogImage: null,
  noindex: false,
  status,
  publishAt: null,
  blocks: [],
});

const logger = { error: () => {} } as never;

const withFooterLink = (label: string, target: string): Navigation => {
  const navigation = structuredClone(defaultNavigation);
  navigation.footer[2]?.links.push({ label, target });
  return navigation;
};

describe.each(engines)('the navigation on %s', (engine) => {
  let database: TestDatabase;
  let admin: { userId: string; email: string };

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    const user = await createUser(database, { email: 'admin@example.com', passwordHash: 'unused' });
    admin = { userId: user.id, email: user.email };
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('accepts the site’s own routes and published pages, and refuses drafts and missing pages by name', async () => {
    await createPage(database, page('/industries/insurance', 'published'));
    await createPage(database, page('/industries/retail', 'draft'));
    expect(await checkNavigationLinks(database, defaultNavigation)).toEqual({});
    expect(await checkNavigationLinks(database, withFooterLink('Insurance', '/industries/insurance#claims'))).toEqual(
      {},
    );
    expect(await checkNavigationLinks(database, withFooterLink('Retail', '/industries/retail'))).toEqual({
      'footer.2.links.2.target': '“Retail” links to /industries/retail, which is not a published page',
    });
    const missing = structuredClone(defaultNavigation);
    missing.services[1] = { ...missing.services[1]!, label: 'Mining', target: '/industries/mining?from=menu' };
    missing.header.push({ kind: 'link', label: 'Old study', target: '/use-cases/no-such-study' });
    expect(await checkNavigationLinks(database, missing)).toEqual({
      'services.1.target': '“Mining” links to /industries/mining, which is not a published page',
      'header.5.target': '“Old study” links to /use-cases/no-such-study, which is not a published page',
    });
  });

  it('reads today’s navigation until the first save, which keeps it as version 1', async () => {
    expect(navigationOf((await getSiteDocuments(database)).navigation)).toEqual(defaultNavigation);
    await createPage(database, page('/industries/insurance', 'published'));
    const values = valuesFromNavigation(withFooterLink('Insurance', '/industries/insurance'));
    expect(await saveNavigation({ database, logger }, { values, admin, expectedVersion: 0 })).toEqual({ ok: true });

    const stored = (await getSiteDocuments(database)).navigation;
    expect(stored?.version).toBe(2);
    expect(navigationOf(stored).footer[2]?.links.at(-1)).toEqual({
      label: 'Insurance',
      target: '/industries/insurance',
    });
    const revisions = await listRevisions(database, 'navigation', 'navigation');
    expect(revisions.map((revision) => [revision.version, revision.actor])).toEqual([
      [2, 'admin@example.com'],
      [1, 'Site setup'],
    ]);
  });

  it('refuses bad values with messages by field, and a stale save with what changed since', async () => {
    const bad = valuesFromNavigation(defaultNavigation);
    bad.header[0]!.label = '';
    expect(await saveNavigation({ database, logger }, { values: bad, admin, expectedVersion: 0 })).toEqual({
      ok: false,
      status: 400,
      errors: { 'header.0.label': 'Enter the text the link shows' },
    });

    const first = valuesFromNavigation(defaultNavigation);
    first.header[4]!.label = 'About us';
    expect((await saveNavigation({ database, logger }, { values: first, admin, expectedVersion: 0 })).ok).toBe(true);
    const stale = valuesFromNavigation(defaultNavigation);
    const outcome = await saveNavigation({ database, logger }, { values: stale, admin, expectedVersion: 0 });
    expect(outcome).toMatchObject({
      ok: false,
      status: 409,
      conflict: { version: 2, basedOn: 0, actor: 'admin@example.com' },
    });
    if (outcome.ok || outcome.status !== 409) throw new Error('expected a conflict');
    expect(outcome.conflict.changes.map((change) => change.field)).toEqual(['Header']);
    expect(navigationOf((await getSiteDocuments(database)).navigation).header[4]?.label).toBe('About us');
  });
});
