/**
 * Site documents, the data layer (issue 29): one read for every document, the first save keeping
 * the defaults as version 1, versions, stale saves refused, restoring a version, the revisions, the
 * audit entries and the invalidation a save makes, on every engine.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULTS_VERSION,
  restoreSiteDocument,
  saveSiteDocument,
  siteDocumentKind,
} from '#app/.server/changes/site-documents.ts';
import { migrateToLatest } from '#app/.server/db/index.ts';
import { listAudit } from '#app/.server/db/repositories/audit-log.ts';
import { getCacheVersions } from '#app/.server/db/repositories/cache-versions.ts';
import { listRevisions, VersionConflict } from '#app/.server/db/repositories/revisions.ts';
import { getSiteDocuments, lockSiteDocument, writeSiteDocument } from '#app/.server/db/repositories/site-documents.ts';
import { createTestDatabase, createTestDatabaseAt, engines, type TestDatabase } from '../helpers/database.ts';

const SETTINGS = siteDocumentKind('settings', 'site_settings');
const NAVIGATION = siteDocumentKind('navigation', 'navigation');
const admin = { actor: 'admin@example.com', userId: null, ip: '203.0.113.7' };
const defaults = { phone: '+44 20 0000 0000', company: 'Brightflow' };

describe.each(engines)('site documents on %s', (engine) => {
  let database: TestDatabase;
  const invalidations = async () => (await getCacheVersions(database)).public ?? 0;

  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('reads as absent until saved, then every document in one read', async () => {
    expect(await getSiteDocuments(database)).toEqual({ settings: null, navigation: null });
    const stored = await writeSiteDocument(database, 'navigation', { items: ['a'] }, null, { by: 'someone' });
    expect(stored).toMatchObject({ key: 'navigation', data: { items: ['a'] }, version: 1, updatedBy: 'someone' });
    const next = await writeSiteDocument(database, 'navigation', { items: ['b'] }, stored);
    expect(next).toMatchObject({ version: 2, data: { items: ['b'] }, updatedBy: null });
    const documents = await getSiteDocuments(database);
    expect(documents.settings).toBeNull();
    expect(documents.navigation).toEqual(next);
    expect(await lockSiteDocument(database, 'navigation')).toEqual(next);
    // A first insert that finds the row already there writes nothing.
    expect(await writeSiteDocument(database, 'navigation', { items: ['c'] }, null)).toBeNull();
    expect((await getSiteDocuments(database)).navigation?.data).toEqual({ items: ['b'] });
  });

  it('keeps the defaults as version 1 on the first save, the save as version 2, with one audit entry', async () => {
    const before = await invalidations();
    const saved = await saveSiteDocument(
      database,
      'settings',
      { ...defaults, phone: '+44 20 1111 1111' },
      {
        kind: SETTINGS,
        by: admin,
        expectedVersion: DEFAULTS_VERSION,
        action: 'site_settings.updated',
        defaults,
      },
    );
    expect(saved).toMatchObject({ version: 2, updatedBy: 'admin@example.com', data: { phone: '+44 20 1111 1111' } });
    expect((await getSiteDocuments(database)).settings).toEqual(saved);
    expect(await invalidations()).toBe(before + 1);

    const revisions = await listRevisions(database, 'site_settings', 'settings');
    expect(revisions.map((r) => [r.version, r.kind, r.actor])).toEqual([
      [2, 'edited', 'admin@example.com'],
      [1, 'created', 'Site setup'],
    ]);
    const entries = await listAudit(database, { limit: 5 });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'site_settings.updated',
      actor: 'admin@example.com',
      entityType: 'site_settings',
      entityId: 'settings',
      ip: '203.0.113.7',
      details: { version: 2 },
    });
  });

  it('refuses a save based on an older version, naming who saved last, and writes nothing', async () => {
    const meta = { kind: SETTINGS, by: admin, action: 'site_settings.updated' as const, defaults };
    await saveSiteDocument(database, 'settings', { phone: 'first' }, { ...meta, expectedVersion: 0 });
    const stale = saveSiteDocument(
      database,
      'settings',
      { phone: 'lost' },
      { ...meta, by: { actor: 'b@example.com' }, expectedVersion: 0 },
    );
    await expect(stale).rejects.toBeInstanceOf(VersionConflict);
    await expect(stale).rejects.toMatchObject({ expected: 0, current: { version: 2, actor: 'admin@example.com' } });
    expect((await getSiteDocuments(database)).settings).toMatchObject({ version: 2, data: { phone: 'first' } });
    expect(await listRevisions(database, 'site_settings', 'settings')).toHaveLength(2);
    expect(await listAudit(database, { limit: 5 })).toHaveLength(1);

    const next = await saveSiteDocument(database, 'settings', { phone: 'second' }, { ...meta, expectedVersion: 2 });
    expect(next.version).toBe(3);
  });

  it('lets one of two first saves through and refuses the other', async () => {
    const meta = { kind: SETTINGS, action: 'site_settings.updated' as const, defaults, expectedVersion: 0 };
    const results = await Promise.allSettled([
      saveSiteDocument(database, 'settings', { phone: 'one' }, { ...meta, by: { actor: 'one@example.com' } }),
      saveSiteDocument(database, 'settings', { phone: 'two' }, { ...meta, by: { actor: 'two@example.com' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(VersionConflict);
    expect((await getSiteDocuments(database)).settings?.version).toBe(2);
    expect(await listRevisions(database, 'site_settings', 'settings')).toHaveLength(2);
  });

  it('restores an earlier version as a new one, and refuses a revision of another document', async () => {
    const meta = { kind: SETTINGS, by: admin, action: 'site_settings.updated' as const, defaults };
    await saveSiteDocument(database, 'settings', { ...defaults, phone: 'changed' }, meta);
    const [, original] = await listRevisions(database, 'site_settings', 'settings');
    const before = await invalidations();
    const restored = await restoreSiteDocument(database, SETTINGS, original?.id ?? '', {
      by: admin,
      action: 'site_settings.version_restored',
    });
    expect(restored).toMatchObject({ version: 3, data: defaults });
    expect((await getSiteDocuments(database)).settings?.data).toEqual(defaults);
    expect(await invalidations()).toBe(before + 1);
    const [latest] = await listRevisions(database, 'site_settings', 'settings');
    expect(latest).toMatchObject({ version: 3, kind: 'restored', actor: 'admin@example.com' });
    const [entry] = await listAudit(database, { limit: 1 });
    expect(entry).toMatchObject({
      action: 'site_settings.version_restored',
      details: { version: 3, restoredVersion: 1, revisionId: original?.id },
    });

    await saveSiteDocument(
      database,
      'navigation',
      { items: [] },
      { kind: NAVIGATION, action: null, defaults: { items: ['x'] } },
    );
    expect(await restoreSiteDocument(database, NAVIGATION, original?.id ?? '', { action: null })).toBeNull();
    expect(await restoreSiteDocument(database, SETTINGS, 'missing', { action: null })).toBeNull();
  });

  it('refuses to save a document with another document’s kind', () => {
    expect(() => saveSiteDocument(database, 'navigation', {}, { kind: SETTINGS, action: null })).toThrow(
      /settings kind/,
    );
  });
});

describe.each(engines)('the site documents migration on %s', (engine) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.destroy();
  });

  it('lets revisions be of site settings and the navigation, keeping the ones stored, and no other type', async () => {
    database = await createTestDatabaseAt(engine, '0012_site_setup');
    const revision = (id: string, entityType: string) => ({
      id,
      entity_type: entityType as never,
      entity_id: 'x',
      version: 1,
      kind: 'edited',
      snapshot: '{}',
      actor: 'ana@example.com',
      user_id: null,
      created_at: new Date().toISOString(),
    });
    await database.db.insertInto('revisions').values(revision('kept', 'page')).execute();
    expect(await migrateToLatest(database)).toContain('0013_site_documents');
    expect(await listRevisions(database, 'page', 'x')).toMatchObject([{ id: 'kept' }]);
    await database.db
      .insertInto('revisions')
      .values([revision('s', 'site_settings'), revision('n', 'navigation')])
      .execute();
    await expect(database.db.insertInto('revisions').values(revision('bad', 'nonsense')).execute()).rejects.toThrow();
  });
});
