import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCaseStudy, deleteCaseStudy, updateCaseStudy } from '#app/.server/changes/case-studies.ts';
import {
  countCaseStudies,
  findCaseStudyByExternalId,
  findSlugRedirect,
  getCaseStudyById,
  getCaseStudyDetail,
  isSlugTaken,
  listAllCaseStudies,
  listCaseStudyTestimonials,
  listMetricsForCaseStudies,
  listPublishedCaseStudies,
} from '#app/.server/db/repositories/case-studies.ts';
import { isUniqueViolation } from '#app/.server/db/repositories/unique-violation.ts';
import type { CaseStudyDetail, CaseStudyInput } from '#app/lib/case-study.ts';
import { bareCaseStudyInput, caseStudyInput } from '../helpers/case-study-input.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** A detail without generated values (ids, timestamps), to compare what was written with what reads back. */
function contentOf(detail: CaseStudyDetail) {
  const { id, createdAt, updatedAt, publishedAt, externalId, version, ...caseStudy } = detail.caseStudy;
  const strip = <T extends { id: string; caseStudyId: string }>({ id: _id, caseStudyId: _owner, ...rest }: T) => rest;
  return {
    caseStudy,
    sections: detail.sections.map(strip),
    metrics: detail.metrics.map(strip),
    processes: detail.processes.map(strip),
    media: detail.media.map(strip),
  };
}

/** What an input sets on the row itself (external id and published_at are handled apart). */
function editableFields(input: CaseStudyInput) {
  const { externalId: _externalId, publishedAt: _publishedAt, ...fields } = input.caseStudy;
  return { ...fields, publishAt: fields.publishAt ?? null };
}

describe.each(engines)('case studies repository on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('reads back exactly what it wrote, children ordered by order_index', async () => {
    const input = caseStudyInput({ externalId: 'ext-42' });
    const created = await createCaseStudy(database, input, { intakeKeyId: 'env' });

    const byOrder = <T extends { orderIndex: number }>(list: T[]) =>
      [...list].sort((a, b) => a.orderIndex - b.orderIndex);
    expect(contentOf(created)).toEqual({
      caseStudy: editableFields(input),
      sections: byOrder(input.sections),
      metrics: byOrder(input.metrics),
      processes: byOrder(input.processes),
      media: byOrder(input.media),
    });
    expect(created.sections.map((s) => s.sectionType)).toEqual(['client', 'challenge', 'solution', 'outcome']);
    expect(created.caseStudy.showTestimonial).toBe(false);
    expect(created.caseStudy.featured).toBe(true);
    expect(created.metrics.map((m) => m.emphasis)).toEqual([true, false]);
    expect(created.caseStudy.externalId).toBe('ext-42');
    expect(created.caseStudy.createdAt).toMatch(ISO);
    expect(created.caseStudy.updatedAt).toBe(created.caseStudy.createdAt);
    expect(created.caseStudy.publishedAt).toBe(created.caseStudy.createdAt);
    for (const child of [...created.sections, ...created.metrics, ...created.processes, ...created.media]) {
      expect(child.caseStudyId).toBe(created.caseStudy.id);
    }

    expect(await getCaseStudyDetail(database, input.caseStudy.slug, { publishedOnly: true })).toEqual(created);
    expect(await getCaseStudyDetail(database, created.caseStudy.id, { publishedOnly: true })).toEqual(created);
    expect(await getCaseStudyById(database, created.caseStudy.id)).toEqual(created.caseStudy);
    expect(await findCaseStudyByExternalId(database, 'env', 'ext-42')).toEqual(created.caseStudy);
    expect(await findCaseStudyByExternalId(database, 'env', 'ext-43')).toBeNull();
    // External ids are the caller's: another intake key's 'ext-42' is not this study.
    expect(await findCaseStudyByExternalId(database, 'another-key', 'ext-42')).toBeNull();
  });

  it('keeps nulls, empty lists and true booleans of a bare draft', async () => {
    const input = bareCaseStudyInput({ slug: 'bare' });
    const created = await createCaseStudy(database, input);
    expect(contentOf(created)).toEqual({
      caseStudy: editableFields(input),
      sections: [],
      metrics: [],
      processes: [],
      media: [],
    });
    expect(created.caseStudy.showTestimonial).toBe(true);
    expect(created.caseStudy.featured).toBe(false);
    expect(created.caseStudy.externalId).toBeNull();
    expect(created.caseStudy.publishedAt).toBeNull();
    expect(await getCaseStudyById(database, created.caseStudy.id)).toEqual(created.caseStudy);
  });

  it('lists published studies by display order (nulls last), then newest, with featured filter and limit', async () => {
    const make = (slug: string, displayOrder: number | null, days: number, extra = {}) =>
      createCaseStudy(database, bareCaseStudyInput({ slug, status: 'published', displayOrder, ...extra }), {
        now: daysAgo(days),
      });
    await make('second', 2, 50, { featured: true });
    await make('unordered-old', null, 40);
    await make('unordered-new', null, 10, { featured: true });
    await make('first', 1, 5);
    await make('draft', 0, 1, { status: 'draft', featured: true });
    await make('archived', 0, 1, { status: 'archived' });

    const slugs = (list: { slug: string }[]) => list.map((c) => c.slug);
    expect(slugs(await listPublishedCaseStudies(database))).toEqual([
      'first',
      'second',
      'unordered-new',
      'unordered-old',
    ]);
    expect(slugs(await listPublishedCaseStudies(database, { featured: true }))).toEqual(['second', 'unordered-new']);
    expect(slugs(await listPublishedCaseStudies(database, { featured: false }))).toEqual(['first', 'unordered-old']);
    expect(slugs(await listPublishedCaseStudies(database, { limit: 2 }))).toEqual(['first', 'second']);
    expect(slugs(await listPublishedCaseStudies(database, { featured: true, limit: 1 }))).toEqual(['second']);

    expect(await getCaseStudyDetail(database, 'draft', { publishedOnly: true })).toBeNull();
    expect((await getCaseStudyDetail(database, 'draft', { publishedOnly: false }))?.caseStudy.slug).toBe('draft');
    expect(await getCaseStudyDetail(database, 'missing', { publishedOnly: false })).toBeNull();
    expect(await countCaseStudies(database)).toEqual({ total: 6, published: 4, drafts: 1, featured: 3 });
  });

  it('lists every study for the admin by display order (nulls last), then most recently updated', async () => {
    const a = await createCaseStudy(database, bareCaseStudyInput({ slug: 'a' }), { now: daysAgo(30) });
    await createCaseStudy(database, bareCaseStudyInput({ slug: 'b' }), { now: daysAgo(20) });
    await createCaseStudy(database, bareCaseStudyInput({ slug: 'c', displayOrder: 5, status: 'archived' }), {
      now: daysAgo(40),
    });
    expect((await listAllCaseStudies(database)).map((c) => c.slug)).toEqual(['c', 'b', 'a']);

    await updateCaseStudy(database, a.caseStudy.id, bareCaseStudyInput({ slug: 'a', title: 'Edited' }));
    expect((await listAllCaseStudies(database)).map((c) => c.slug)).toEqual(['c', 'a', 'b']);
  });

  it('replaces the row and all children on update, keeping id and created_at', async () => {
    const created = await createCaseStudy(database, caseStudyInput(), { now: daysAgo(3) });
    const next = caseStudyInput(
      { title: 'Renamed', featured: false, showTestimonial: true, tags: ['AI'], displayOrder: null },
      {
        sections: [{ sectionType: 'challenge', title: null, content: '<p>New</p>', orderIndex: 1 }],
        metrics: [
          { label: 'Speed', value: '3x', metricType: 'number', description: null, orderIndex: 0, emphasis: true },
        ],
        processes: [],
        media: [],
      },
    );
    const updated = await updateCaseStudy(database, created.caseStudy.id, next);
    if (!updated) throw new Error('updateCaseStudy returned null for an existing study');
    expect(contentOf(updated)).toEqual({ ...next, caseStudy: editableFields(next) });
    expect(updated.caseStudy.id).toBe(created.caseStudy.id);
    expect([created.caseStudy.version, updated.caseStudy.version]).toEqual([1, 2]);
    expect(updated.caseStudy.createdAt).toBe(created.caseStudy.createdAt);
    expect(updated.caseStudy.updatedAt > created.caseStudy.updatedAt).toBe(true);
    expect(await getCaseStudyDetail(database, created.caseStudy.id, { publishedOnly: false })).toEqual(updated);
    expect(await updateCaseStudy(database, 'no-such-id', next)).toBeNull();
  });

  it('leaves the old version intact when an update fails half-way', async () => {
    const created = await createCaseStudy(database, caseStudyInput());
    const broken = caseStudyInput(
      { title: 'Half-saved' },
      {
        sections: [
          { sectionType: 'client', title: null, content: '<p>ok</p>', orderIndex: 0 },
          { sectionType: 'outcome', title: null, content: '<p>bad</p>', orderIndex: 7 },
        ],
        metrics: [],
      },
    );
    await expect(updateCaseStudy(database, created.caseStudy.id, broken)).rejects.toThrow();
    expect(await getCaseStudyDetail(database, created.caseStudy.id, { publishedOnly: false })).toEqual(created);
  });

  it('sets published_at on first publication only', async () => {
    const given = '2023-05-01T10:00:00.000Z';
    const imported = await createCaseStudy(
      database,
      bareCaseStudyInput({ slug: 'imported', status: 'published', publishedAt: given }),
    );
    expect(imported.caseStudy.publishedAt).toBe(given);

    const draft = await createCaseStudy(database, bareCaseStudyInput({ slug: 'draft' }));
    expect(draft.caseStudy.publishedAt).toBeNull();
    const id = draft.caseStudy.id;
    const stillDraft = await updateCaseStudy(database, id, bareCaseStudyInput({ slug: 'draft', title: 'x' }));
    expect(stillDraft?.caseStudy.publishedAt).toBeNull();

    const published = await updateCaseStudy(database, id, bareCaseStudyInput({ slug: 'draft', status: 'published' }));
    const firstPublished = published?.caseStudy.publishedAt;
    expect(firstPublished).toMatch(ISO);
    const edited = await updateCaseStudy(
      database,
      id,
      bareCaseStudyInput({ slug: 'draft', status: 'published', title: 'y' }),
    );
    expect(edited?.caseStudy.publishedAt).toBe(firstPublished);
    const archived = await updateCaseStudy(database, id, bareCaseStudyInput({ slug: 'draft', status: 'archived' }));
    expect(archived?.caseStudy.publishedAt).toBe(firstPublished);
    const republished = await updateCaseStudy(database, id, bareCaseStudyInput({ slug: 'draft', status: 'published' }));
    expect(republished?.caseStudy.publishedAt).toBe(firstPublished);
  });

  it('records the old slug of a published study as a redirect', async () => {
    const published = await createCaseStudy(database, bareCaseStudyInput({ slug: 'alpha', status: 'published' }));
    const id = published.caseStudy.id;
    await updateCaseStudy(database, id, bareCaseStudyInput({ slug: 'beta', status: 'published' }));
    expect(await findSlugRedirect(database, 'alpha')).toBe('beta');

    await updateCaseStudy(database, id, bareCaseStudyInput({ slug: 'gamma', status: 'published' }));
    expect(await findSlugRedirect(database, 'alpha')).toBe('gamma');
    expect(await findSlugRedirect(database, 'beta')).toBe('gamma');

    // Moving back to a former slug makes it live again instead of redirecting away from itself.
    await updateCaseStudy(database, id, bareCaseStudyInput({ slug: 'alpha', status: 'published' }));
    expect(await findSlugRedirect(database, 'alpha')).toBeNull();
    expect(await findSlugRedirect(database, 'gamma')).toBe('alpha');

    const draft = await createCaseStudy(database, bareCaseStudyInput({ slug: 'draft-one' }));
    await updateCaseStudy(database, draft.caseStudy.id, bareCaseStudyInput({ slug: 'draft-two' }));
    expect(await findSlugRedirect(database, 'draft-one')).toBeNull();
    expect(await findSlugRedirect(database, 'never-existed')).toBeNull();
  });

  it('deletes a study with its children and redirects', async () => {
    const created = await createCaseStudy(database, caseStudyInput({ slug: 'old' }));
    const id = created.caseStudy.id;
    await updateCaseStudy(database, id, caseStudyInput({ slug: 'new' }));
    const other = await createCaseStudy(database, caseStudyInput({ slug: 'other' }));

    expect(await deleteCaseStudy(database, id)).toBe(true);
    expect(await deleteCaseStudy(database, id)).toBe(false);
    expect(await getCaseStudyDetail(database, id, { publishedOnly: false })).toBeNull();
    expect(await findSlugRedirect(database, 'old')).toBeNull();
    for (const table of [
      'case_study_sections',
      'case_study_metrics',
      'case_study_processes',
      'case_study_media',
    ] as const) {
      const rows = await database.db.selectFrom(table).select('case_study_id').execute();
      expect(rows.map((r) => r.case_study_id)).toEqual(rows.map(() => other.caseStudy.id));
      expect(rows.length).toBeGreaterThan(0);
    }
    const redirects = await database.db.selectFrom('case_study_slug_redirects').selectAll().execute();
    expect(redirects).toEqual([]);
  });

  it('loads the metrics of many studies at once, in order, with an empty list for studies without', async () => {
    const a = await createCaseStudy(database, caseStudyInput({ slug: 'a' }));
    const b = await createCaseStudy(database, bareCaseStudyInput({ slug: 'b' }));
    const c = await createCaseStudy(
      database,
      caseStudyInput(
        { slug: 'c' },
        {
          metrics: [
            { label: 'Third', value: '3', metricType: 'number', description: null, orderIndex: 2, emphasis: false },
            { label: 'First', value: '1', metricType: 'text', description: null, orderIndex: 0, emphasis: false },
            { label: 'Second', value: '2', metricType: 'time', description: null, orderIndex: 1, emphasis: true },
          ],
        },
      ),
    );
    const map = await listMetricsForCaseStudies(database, [a.caseStudy.id, b.caseStudy.id, c.caseStudy.id]);
    expect(map.get(a.caseStudy.id)).toEqual(a.metrics);
    expect(map.get(b.caseStudy.id)).toEqual([]);
    expect(map.get(c.caseStudy.id)?.map((m) => m.label)).toEqual(['First', 'Second', 'Third']);
    expect(map.get(c.caseStudy.id)).toEqual(c.metrics);
    expect((await listMetricsForCaseStudies(database, [])).size).toBe(0);
  });

  it('maps testimonials of published studies that have a quote and an author, newest first', async () => {
    const older = await createCaseStudy(database, caseStudyInput({ slug: 'older' }), { now: daysAgo(9) });
    const newer = await createCaseStudy(
      database,
      bareCaseStudyInput({
        slug: 'newer',
        status: 'published',
        testimonialQuote: 'Great work.',
        testimonialAuthor: 'Sam Lee',
      }),
      { now: daysAgo(2) },
    );
    await createCaseStudy(
      database,
      bareCaseStudyInput({ slug: 'no-author', status: 'published', testimonialQuote: 'Hm.' }),
    );
    await createCaseStudy(
      database,
      bareCaseStudyInput({ slug: 'empty-author', status: 'published', testimonialQuote: 'Hm.', testimonialAuthor: '' }),
    );
    await createCaseStudy(
      database,
      bareCaseStudyInput({ slug: 'draft', testimonialQuote: 'Draft quote.', testimonialAuthor: 'Drafty' }),
    );

    expect(await listCaseStudyTestimonials(database)).toEqual([
      {
        id: `case-study-${newer.caseStudy.id}`,
        quote: 'Great work.',
        authorName: 'Sam Lee',
        title: '',
        company: '',
        image: null,
      },
      {
        id: `case-study-${older.caseStudy.id}`,
        quote: 'Our invoices now post on their own.',
        authorName: 'Laura Brennan',
        title: 'VP Finance',
        company: 'Halvorsen Components',
        image: '/images/people/laura.jpg',
      },
    ]);
  });

  it('answers whether a slug is taken and rejects a duplicate slug', async () => {
    const created = await createCaseStudy(database, bareCaseStudyInput({ slug: 'taken' }));
    expect(await isSlugTaken(database, 'taken')).toBe(true);
    expect(await isSlugTaken(database, 'taken', created.caseStudy.id)).toBe(false);
    expect(await isSlugTaken(database, 'free')).toBe(false);

    const error = await createCaseStudy(database, bareCaseStudyInput({ slug: 'taken' })).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await countCaseStudies(database)).toEqual({ total: 1, published: 0, drafts: 1, featured: 0 });
  });

  it('keeps the external id unless an update names one', async () => {
    const created = await createCaseStudy(database, bareCaseStudyInput({ slug: 'x', externalId: 'ext-1' }));
    const kept = await updateCaseStudy(database, created.caseStudy.id, bareCaseStudyInput({ slug: 'x' }));
    expect(kept?.caseStudy.externalId).toBe('ext-1');
    const changed = await updateCaseStudy(
      database,
      created.caseStudy.id,
      bareCaseStudyInput({ slug: 'x', externalId: 'ext-2' }),
    );
    expect(changed?.caseStudy.externalId).toBe('ext-2');
  });
});

describe.runIf(engines.length > 1)('case studies across engines', () => {
  it('reads back identical domain objects on SQLite and PostgreSQL', async () => {
    const results = [];
    for (const engine of engines) {
      const database = await createTestDatabase(engine);
      try {
        await createCaseStudy(database, caseStudyInput(), { now: '2024-02-03T04:05:06.789Z' });
        const detail = await getCaseStudyDetail(database, 'invoice-automation', { publishedOnly: true });
        results.push(detail && contentOf(detail));
        results.push(detail?.caseStudy.createdAt);
      } finally {
        await database.destroy();
      }
    }
    expect(results[0]).toEqual(results[2]);
    expect(results[1]).toBe('2024-02-03T04:05:06.789Z');
    expect(results[3]).toBe('2024-02-03T04:05:06.789Z');
  });
});
