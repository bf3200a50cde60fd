/**
 * The dashboard for thousands (issue 19) on every engine: the database pages, searches and filters
 * the case-study list in SPEC 2.11's order (display order, no order last, then most recently
 * updated), the counters stay exact whatever the search, and the folded search text every query
 * relies on is written by every save and by migration 0004 for the studies it finds.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCaseStudy, deleteCaseStudy, updateCaseStudy } from '#app/.server/changes/case-studies.ts';
import { migrateToLatest } from '#app/.server/db/index.ts';
import { listDashboardCaseStudies } from '#app/.server/db/repositories/case-studies.ts';
import { listRevisions } from '#app/.server/db/repositories/revisions.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { createLogger } from '#app/.server/infrastructure/logger.ts';
import { loadDashboard } from '#app/features/case-studies/dashboard.server.ts';
import { restoreDeleted, restoreVersion } from '#app/features/case-studies/history.server.ts';
import { caseStudySearchText, type DashboardQuery, searchWords } from '#app/lib/admin-case-studies.ts';
import type { CaseStudyInput, CaseStudyStatus } from '#app/lib/case-study.ts';
import { bareCaseStudyInput } from '../helpers/case-study-input.ts';
import { createTestDatabase, createTestDatabaseAt, engines, type TestDatabase } from '../helpers/database.ts';

const logger = createLogger({ logLevel: 'silent' });

type Fields = Partial<CaseStudyInput['caseStudy']>;

const query = (changes: Partial<DashboardQuery> = {}): DashboardQuery => ({
  q: '',
  status: 'all',
  page: 1,
  ...changes,
});

describe.each(engines)('the dashboard list on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.destroy();
  });

  /** A case study with only what the test says about it (no children), last saved at `updatedAt`. */
  async function add(slug: string, fields: Fields = {}, options: { updatedAt?: string; id?: string } = {}) {
    const detail = await createCaseStudy(
      database,
      bareCaseStudyInput({ slug, title: `Study ${slug}`, status: 'draft', displayOrder: null, ...fields }),
      { now: options.updatedAt ?? '2026-01-01T00:00:00.000Z', ...(options.id ? { id: options.id } : {}) },
    );
    return detail.caseStudy;
  }

  /** The slugs of one page, as the dashboard asks for it. */
  async function slugs(options: { q?: string; status?: CaseStudyStatus | 'all'; offset?: number; limit?: number }) {
    const page = await listDashboardCaseStudies(database, {
      words: searchWords(options.q ?? ''),
      status: options.status ?? 'all',
      offset: options.offset ?? 0,
      limit: options.limit ?? 100,
    });
    return { slugs: page.caseStudies.map((c) => c.slug), matching: page.matching };
  }

  const storedSearchText = async (id: string) =>
    (await database.db.selectFrom('case_studies').select('search_text').where('id', '=', id).executeTakeFirstOrThrow())
      .search_text;

  it('orders by display order, no order last, then most recently updated, then id on a full tie', async () => {
    const day = (d: number) => `2026-01-${String(d).padStart(2, '0')}T00:00:00.000Z`;
    await add('none-old', { displayOrder: null }, { updatedAt: day(1) });
    await add('none-new', { displayOrder: null }, { updatedAt: day(9) });
    await add('two', { displayOrder: 2 }, { updatedAt: day(9) });
    await add('ten', { displayOrder: 10 }, { updatedAt: day(9) });
    await add('one-old', { displayOrder: 1 }, { updatedAt: day(2) });
    await add('one-new', { displayOrder: 1 }, { updatedAt: day(5) });
    await add('zero', { displayOrder: 0 }, { updatedAt: day(1) });
    // The same order and the same time: the id decides, so pages never overlap or skip a study.
    await add('tie-b', { displayOrder: 3 }, { updatedAt: day(4), id: '00000000-0000-4000-8000-00000000000b' });
    await add('tie-a', { displayOrder: 3 }, { updatedAt: day(4), id: '00000000-0000-4000-8000-00000000000a' });

    const expected = ['zero', 'one-new', 'one-old', 'two', 'tie-a', 'tie-b', 'ten', 'none-new', 'none-old'];
    expect(await slugs({})).toEqual({ slugs: expected, matching: 9 });
    // Numerically, not as text ('10' after '2'), and the same order page by page.
    const pages = [];
    for (let offset = 0; offset < 9; offset += 2) pages.push(...(await slugs({ offset, limit: 2 })).slugs);
    expect(pages).toEqual(expected);
  });

  it('moves a study that is saved again ahead of the others of its display order', async () => {
    const first = await add('first', { displayOrder: 1 }, { updatedAt: '2026-01-01T00:00:00.000Z' });
    await add('second', { displayOrder: 1 }, { updatedAt: '2026-01-02T00:00:00.000Z' });
    expect((await slugs({})).slugs).toEqual(['second', 'first']);
    await updateCaseStudy(
      database,
      first.id,
      bareCaseStudyInput({ slug: 'first', title: 'Study first', status: 'draft', displayOrder: 1 }),
    );
    expect((await slugs({})).slugs).toEqual(['first', 'second']);
  });

  it('filters by status, and combines the filter with the search', async () => {
    await add('p1', { status: 'published', clientName: 'Acme' });
    await add('p2', { status: 'published', clientName: 'Globex' });
    await add('d1', { status: 'draft', clientName: 'Acme' });
    await add('a1', { status: 'archived', clientName: 'Acme' });
    const sorted = async (options: Parameters<typeof slugs>[0]) => {
      const page = await slugs(options);
      return { slugs: [...page.slugs].sort(), matching: page.matching };
    };
    expect(await sorted({ status: 'published' })).toEqual({ slugs: ['p1', 'p2'], matching: 2 });
    expect(await sorted({ status: 'draft' })).toEqual({ slugs: ['d1'], matching: 1 });
    expect(await sorted({ status: 'archived' })).toEqual({ slugs: ['a1'], matching: 1 });
    expect(await sorted({ status: 'all' })).toEqual({ slugs: ['a1', 'd1', 'p1', 'p2'], matching: 4 });
    expect(await sorted({ status: 'published', q: 'acme' })).toEqual({ slugs: ['p1'], matching: 1 });
    expect(await sorted({ status: 'archived', q: 'globex' })).toEqual({ slugs: [], matching: 0 });
  });

  it('finds studies having every word of the search in title, client, industry or slug, whatever the case and accents', async () => {
    await add('claims-triage', { title: 'Claims Triage', clientName: 'Zürich Mutual', clientIndustry: 'Insurance' });
    await add('kyc', { title: 'KYC onboarding', clientName: 'Harbor Bank', clientIndustry: 'Finance' });
    await add('credit', { title: 'Crédit scoring', clientName: 'Banque Élan', clientIndustry: 'Finance' });
    await add('zurich-invoices', { title: 'Invoices', clientName: 'Acme', clientIndustry: 'Manufacturing' });
    const found = async (q: string) => (await slugs({ q })).slugs.sort();

    expect(await found('zurich')).toEqual(['claims-triage', 'zurich-invoices']);
    expect(await found('ZÜRICH')).toEqual(['claims-triage', 'zurich-invoices']);
    expect(await found('zurich insurance')).toEqual(['claims-triage']);
    expect(await found('  insurance   ZURICH ')).toEqual(['claims-triage']);
    expect(await found('zurich bank')).toEqual([]);
    expect(await found('finance')).toEqual(['credit', 'kyc']);
    expect(await found('credit elan')).toEqual(['credit']);
    expect(await found('CRÉDIT')).toEqual(['credit']);
    // Part of a word is enough; the slug is searched too.
    expect(await found('onboard')).toEqual(['kyc']);
    expect(await found('zurich-inv')).toEqual(['zurich-invoices']);
    expect(await found('')).toHaveLength(4);
  });

  it("treats '%', '_' and other pattern characters as plain characters", async () => {
    await add('uptime', { title: '100% Uptime' });
    await add('tax', { title: 'Tax_Return bot' });
    await add('plain', { title: 'Taxes Return 100 percent' });
    await add('quote', { title: "O'Brien \\ Sons [beta] *" });
    const found = async (q: string) => (await slugs({ q })).slugs.sort();

    expect(await found('%')).toEqual(['uptime']);
    expect(await found('100%')).toEqual(['uptime']);
    expect(await found('_')).toEqual(['tax']);
    expect(await found('tax_return')).toEqual(['tax']);
    // As LIKE patterns these would match 'Taxes Return' too.
    expect(await found('tax%return')).toEqual([]);
    expect(await found('t_x')).toEqual([]);
    expect(await found("o'brien")).toEqual(['quote']);
    expect(await found('\\')).toEqual(['quote']);
    expect(await found('[beta]')).toEqual(['quote']);
    expect(await found('*')).toEqual(['quote']);
  });

  it('pages by 25, shows the last page for a page past the end, and keeps the counters exact whatever the search', async () => {
    // 60 studies: 20 published (5 of them featured), 30 drafts, 10 archived; 12 of them from Zürich.
    for (let i = 0; i < 60; i += 1) {
      const status: CaseStudyStatus = i < 20 ? 'published' : i < 50 ? 'draft' : 'archived';
      await add(
        `s${String(i).padStart(2, '0')}`,
        {
          status,
          featured: i < 5,
          displayOrder: i % 7 === 0 ? null : i,
          clientName: i % 5 === 0 ? 'Zürich Re' : 'Acme',
        },
        { updatedAt: `2026-02-01T00:00:${String(i).padStart(2, '0')}.000Z` },
      );
    }
    const counts = { total: 60, published: 20, drafts: 30, featured: 5 };
    const all = (await slugs({ limit: 100 })).slugs;
    expect(all).toHaveLength(60);

    const first = await loadDashboard({ database }, query());
    expect(first).toMatchObject({ counts, matching: 60, page: 1, pageCount: 3 });
    expect(first.rows.map((r) => r.slug)).toEqual(all.slice(0, 25));

    const third = await loadDashboard({ database }, query({ page: 3 }));
    expect(third).toMatchObject({ counts, matching: 60, page: 3, pageCount: 3 });
    expect(third.rows.map((r) => r.slug)).toEqual(all.slice(50));

    // The list got shorter since the link was made: the last page, not an empty one.
    const past = await loadDashboard({ database }, query({ page: 9 }));
    expect(past).toMatchObject({ counts, matching: 60, page: 3, pageCount: 3 });
    expect(past.rows.map((r) => r.slug)).toEqual(all.slice(50));
    const huge = await loadDashboard({ database }, query({ page: 1_000_000 }));
    expect(huge).toMatchObject({ page: 3, pageCount: 3 });

    // Every page in turn: each study exactly once, in order.
    const paged = [];
    for (let page = 1; page <= 3; page += 1) {
      paged.push(...(await loadDashboard({ database }, query({ page }))).rows.map((r) => r.slug));
    }
    expect(paged).toEqual(all);

    // A search and a filter page their own matches; the counters still count every study.
    const zurich = await loadDashboard({ database }, query({ q: 'zurich' }));
    expect(zurich).toMatchObject({ counts, matching: 12, page: 1, pageCount: 1 });
    expect(zurich.rows.map((r) => r.slug)).toEqual(all.filter((slug) => Number(slug.slice(1)) % 5 === 0));
    const drafts = await loadDashboard({ database }, query({ status: 'draft', page: 2 }));
    expect(drafts).toMatchObject({ counts, matching: 30, page: 2, pageCount: 2 });
    const allDrafts = all.filter((slug) => Number(slug.slice(1)) >= 20 && Number(slug.slice(1)) < 50);
    expect(drafts.rows.map((r) => r.slug)).toEqual(allDrafts.slice(25));
    expect(drafts.rows.every((row) => row.status === 'draft')).toBe(true);
    const nothing = await loadDashboard({ database }, query({ q: 'no such study', page: 4 }));
    expect(nothing).toMatchObject({ counts, rows: [], matching: 0, page: 1, pageCount: 1 });
  });

  it('counts nothing in an empty studio', async () => {
    expect(await loadDashboard({ database }, query({ page: 2 }))).toEqual({
      counts: { total: 0, published: 0, drafts: 0, featured: 0 },
      rows: [],
      matching: 0,
      page: 1,
      pageCount: 1,
    });
  });

  it('keeps the search text up to date when a study is created, updated, restored and brought back', async () => {
    const services = { database, logger };
    const user = await createUser(database, { email: 'ana@example.com', passwordHash: 'not-used' });
    const admin = { userId: user.id, email: user.email };
    const input = (fields: Fields) =>
      bareCaseStudyInput({ slug: 'claims', title: 'Claims Triage', clientName: 'Zürich Mutual', ...fields });
    const created = (await createCaseStudy(database, input({}))).caseStudy;
    expect(await storedSearchText(created.id)).toBe(
      caseStudySearchText({
        title: 'Claims Triage',
        clientName: 'Zürich Mutual',
        clientIndustry: 'Manufacturing',
        slug: 'claims',
      }),
    );
    expect((await slugs({ q: 'zurich' })).slugs).toEqual(['claims']);

    await updateCaseStudy(
      database,
      created.id,
      input({
        slug: 'kyc-onboarding',
        title: 'KYC Onboarding',
        clientName: 'Société Générale',
        clientIndustry: 'Banking',
      }),
    );
    expect(await storedSearchText(created.id)).toBe('kyc onboarding societe generale banking kyc-onboarding');
    expect((await slugs({ q: 'zurich' })).slugs).toEqual([]);
    expect((await slugs({ q: 'societe kyc' })).slugs).toEqual(['kyc-onboarding']);

    // Restoring version 1 brings its words back.
    const [original] = (await listRevisions(database, 'case_study', created.id)).filter((r) => r.version === 1);
    if (!original) throw new Error('no first revision');
    expect(await restoreVersion(services, { id: created.id, revisionId: original.id, admin })).toMatchObject({
      ok: true,
    });
    expect(await storedSearchText(created.id)).toBe('claims triage zurich mutual manufacturing claims');
    expect((await slugs({ q: 'zurich' })).slugs).toEqual(['claims']);

    // Deleted and brought back: found again.
    expect(await deleteCaseStudy(database, created.id)).toBe(true);
    expect((await slugs({ q: 'zurich' })).slugs).toEqual([]);
    expect(await restoreDeleted(services, { id: created.id, admin })).toMatchObject({ ok: true });
    expect(await storedSearchText(created.id)).toBe('claims triage zurich mutual manufacturing claims');
    expect((await slugs({ q: 'zurich' })).slugs).toEqual(['claims']);
  });
});

describe.each(engines)('migration 0004 on %s', (engine) => {
  it('writes the search text of the studies that existed before it', async () => {
    const database = await createTestDatabaseAt(engine, '0003_revisions_and_schedule');
    try {
      // biome-ignore lint/suspicious/noExplicitAny: the schema of 0003, before search_text existed
      const db = database.db as any;
      const study = (
        id: string,
        title: string,
        clientName: string,
        clientIndustry: string,
        displayOrder: number | null,
      ) => ({
        id,
        slug: id,
        title,
        client_name: clientName,
        client_industry: clientIndustry,
        display_order: displayOrder,
        created_at: '2025-06-01T00:00:00.000Z',
        updated_at: '2025-06-01T00:00:00.000Z',
      });
      await db
        .insertInto('case_studies')
        .values([
          study('claims-triage', 'Claims Triage', 'Zürich Mutual', 'Insurance', 2),
          study('credit', 'Crédit scoring', 'Banque Élan', 'Finance', null),
          study('plain', 'Invoices', 'Acme', 'Manufacturing', 1),
        ])
        .execute();

      expect(await migrateToLatest(database)).toContain('0004_staff_and_audit_log');

      const rows = await database.db.selectFrom('case_studies').select(['id', 'search_text']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: 'claims-triage', search_text: 'claims triage zurich mutual insurance claims-triage' },
        { id: 'credit', search_text: 'credit scoring banque elan finance credit' },
        { id: 'plain', search_text: 'invoices acme manufacturing plain' },
      ]);
      const found = await listDashboardCaseStudies(database, {
        words: searchWords('ZURICH'),
        status: 'all',
        offset: 0,
        limit: 25,
      });
      expect(found.caseStudies.map((c) => c.id)).toEqual(['claims-triage']);
      const all = await listDashboardCaseStudies(database, { words: [], status: 'all', offset: 0, limit: 25 });
      expect(all).toMatchObject({ matching: 3 });
      expect(all.caseStudies.map((c) => c.id)).toEqual(['plain', 'claims-triage', 'credit']);
    } finally {
      await database.destroy();
    }
  });
});
