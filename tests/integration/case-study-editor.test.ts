/**
 * Saving from the two editors (app/features/case-studies/editor.server.ts) on every engine: what is stored,
 * the server-side validation, slugs, published_at, atomic replacement of children, HTML cleaning,
 * cache invalidation and the audit trail.
 */
import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteCaseStudy } from '#app/.server/changes/case-studies.ts';
import { listAudit } from '#app/.server/db/repositories/audit-log.ts';
import { getCacheVersions } from '#app/.server/db/repositories/cache-versions.ts';
import { findSlugRedirect, getCaseStudyDetail } from '#app/.server/db/repositories/case-studies.ts';
import { findApprovalSetting } from '#app/.server/db/repositories/review-requests.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { createLogger } from '#app/.server/infrastructure/logger.ts';
import { seedCaseStudies } from '#app/content/seed-content.ts';
import { defaultSectionTitles } from '#app/features/case-studies/case-study-copy.ts';
import {
  emptyFullValues,
  emptySimpleValues,
  type FullEditorValues,
  fullValuesFromDetail,
  type SimpleEditorValues,
  simpleValuesFromDetail,
} from '#app/features/case-studies/case-study-form.ts';
import { saveCaseStudy } from '#app/features/case-studies/editor.server.ts';
import { ACHIEVED, type CaseStudyDetail } from '#app/lib/case-study.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

const logger = createLogger({ logLevel: 'silent' });
let admin = { userId: '', email: 'editor@example.com' };

function fullValues(changes: Partial<FullEditorValues> = {}): FullEditorValues {
  const values = emptyFullValues(defaultSectionTitles);
  return {
    ...values,
    // These studies are published without a client review: the author unticks "Client approval required".
    clientApprovalRequired: false,
    title: 'Claims Triage Agent',
    clientName: 'Meridian Mutual',
    clientIndustry: 'Insurance',
    executiveSummary: 'Claims triaged in 15 minutes instead of two days.',
    mainImageUrl: '/uploads/case-study-images/1732230000000-abcdefghijkl.png',
    mainImageAlt: 'An adjuster reviewing a claim',
    teamSize: '4',
    tags: ['AI Agents', ' ', 'Insurance'],
    sections: {
      ...values.sections,
      challenge: { title: 'The challenge', content: '<p>9,000 notices a month</p>' },
      solution: { title: '', content: '<p>An agent<script>alert(1)</script> reads each one</p>' },
      outcome: { title: 'The outcome', content: '<p></p>' },
    },
    metrics: [
      { key: 'a', label: 'Triage time', value: '15 min', metricType: 'time', description: '', emphasis: true },
      { key: 'b', label: 'Half filled', value: '', metricType: 'text', description: '', emphasis: false },
      {
        key: 'c',
        label: 'Straight-through',
        value: '33%',
        metricType: 'percentage',
        description: 'of claims',
        emphasis: false,
      },
    ],
    processes: [{ key: 'p', title: 'Read the notice', description: '' }],
    media: [{ key: 'm', url: 'https://videos.example.com/demo.mp4', alt: 'Demo', caption: '', kind: 'video' }],
    ...changes,
  };
}

function simpleValues(changes: Partial<SimpleEditorValues> = {}): SimpleEditorValues {
  return {
    ...emptySimpleValues(),
    clientApprovalRequired: false,
    title: 'Patient Intake Automation',
    clientName: 'Northwind Clinics',
    clientIndustry: 'Healthcare',
    executiveSummary: 'Intake forms checked and filed automatically.',
    results: [
      { key: 'r1', text: 'Faster check-in', metric: '' },
      { key: 'r2', text: '', metric: '90%' },
      { key: 'r3', text: 'Eligibility checks', metric: '98%' },
    ],
    challenge: 'Paper forms.\n\nLong queues.',
    solution: '',
    outcome: 'Shorter waits.',
    ...changes,
  };
}

describe.each(engines)('case-study editors on %s', (engine) => {
  let database: TestDatabase;
  let services: { database: TestDatabase; logger: typeof logger };
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    services = { database, logger };
    const user = await createUser(database, { email: 'editor@example.com', passwordHash: 'not-used' });
    admin = { userId: user.id, email: user.email };
  });
  afterEach(async () => {
    await database.destroy();
  });

  const save = (editor: 'full' | 'simple', payload: unknown, id?: string) =>
    saveCaseStudy(services, { editor, payload, id, admin, ip: '203.0.113.7' });

  async function created(editor: 'full' | 'simple', payload: unknown): Promise<CaseStudyDetail> {
    const outcome = await save(editor, payload);
    if (!outcome.ok) throw new Error(`save failed: ${JSON.stringify(outcome)}`);
    return outcome.detail;
  }

  it('full editor: stores the normalised study with its kept sections, metrics, steps and media', async () => {
    const detail = await created('full', fullValues({ displayOrder: 'abc' }));
    const stored = await getCaseStudyDetail(database, detail.caseStudy.id, { publishedOnly: false });
    expect(stored?.caseStudy).toMatchObject({
      slug: 'claims-triage-agent',
      title: 'Claims Triage Agent',
      teamSize: 4,
      tags: ['AI Agents', 'Insurance'],
      displayOrder: 100,
      status: 'draft',
      publishedAt: null,
    });
    // Empty sections skipped, script removed by the public allow-list, blank title filled in.
    expect(stored?.sections.map((s) => [s.sectionType, s.title, s.content])).toEqual([
      ['challenge', 'The challenge', '<p>9,000 notices a month</p>'],
      ['solution', 'The solution', '<p>An agent reads each one</p>'],
    ]);
    // Only metrics with a label and a value, in the on-screen order.
    expect(stored?.metrics.map((m) => [m.label, m.value, m.metricType, m.emphasis, m.orderIndex])).toEqual([
      ['Triage time', '15 min', 'time', true, 0],
      ['Straight-through', '33%', 'percentage', false, 1],
    ]);
    expect(stored?.processes.map((p) => p.title)).toEqual(['Read the notice']);
    expect(stored?.media.map((m) => [m.url, m.kind])).toEqual([['https://videos.example.com/demo.mp4', 'video']]);
  });

  it('simple editor: results become metrics (an empty metric is saved as Achieved and shows empty again)', async () => {
    const detail = await created('simple', simpleValues());
    expect(detail.caseStudy.displayOrder).toBe(0);
    expect(detail.metrics.map((m) => [m.label, m.value])).toEqual([
      ['Faster check-in', ACHIEVED],
      ['Eligibility checks', '98%'],
    ]);
    expect(detail.sections.map((s) => [s.sectionType, s.content])).toEqual([
      ['challenge', '<p>Paper forms.</p><p>Long queues.</p>'],
      ['outcome', '<p>Shorter waits.</p>'],
    ]);
    const reloaded = simpleValuesFromDetail(detail);
    expect(reloaded.results.map((r) => [r.text, r.metric])).toEqual([
      ['Faster check-in', ''],
      ['Eligibility checks', '98%'],
    ]);
    expect(reloaded.challenge).toBe('Paper forms.\n\nLong queues.');
  });

  it('answers field errors for bad input and stores nothing', async () => {
    const simple = await save(
      'simple',
      simpleValues({ title: '  ', clientName: '', clientIndustry: '\t', executiveSummary: ' ' }),
    );
    expect(simple).toEqual({
      ok: false,
      status: 400,
      errors: {
        title: 'Title is required',
        clientName: 'Client name is required',
        clientIndustry: 'Client industry is required',
        executiveSummary: 'Executive summary is required',
      },
    });

    const full = await save(
      'full',
      fullValues({
        mainImageAlt: '',
        clientLogoUrl: 'javascript:alert(1)',
        projectStartDate: '2024-05-01',
        projectEndDate: '2024-04-01',
        status: 'live' as never,
      }),
    );
    expect(full.ok).toBe(false);
    if (full.ok || full.status !== 400) throw new Error('expected field errors');
    expect(full.errors).toMatchObject({
      mainImageAlt: 'Alt text is required for the main image',
      clientLogoUrl: 'Upload an image or enter a web address starting with https://',
      projectEndDate: 'The end date cannot be before the start date',
      status: 'Choose Draft, Published or Archived',
    });

    expect(await save('full', undefined)).toMatchObject({ status: 400, errors: { form: expect.any(String) } });
    expect(await save('full', { title: 42 })).toMatchObject({ status: 400 });
    expect(await database.db.selectFrom('case_studies').select('id').execute()).toEqual([]);
  });

  it('makes slugs unique: a title-made slug gets a suffix, a hand-typed clash is reported', async () => {
    await created('full', fullValues());
    const second = await created('simple', simpleValues({ title: 'Claims Triage Agent' }));
    expect(second.caseStudy.slug).toBe('claims-triage-agent-2');

    const typed = await save('full', fullValues({ slug: 'claims-triage-agent', slugEdited: true }));
    expect(typed).toMatchObject({
      ok: false,
      status: 400,
      errors: { slug: expect.stringContaining('already used by another case study') },
    });
    // Keeping its own slug on edit is no clash.
    const again = await save('simple', simpleValuesFromDetail(second), second.caseStudy.id);
    expect(again.ok && again.detail.caseStudy.slug).toBe('claims-triage-agent-2');
  });

  it('published_at: set when created as published, on the first publication of a draft, never moved', async () => {
    const live = await created('full', fullValues({ status: 'published' }));
    expect(live.caseStudy.publishedAt).not.toBeNull();

    const draft = await created('simple', simpleValues());
    expect(draft.caseStudy.publishedAt).toBeNull();
    const id = draft.caseStudy.id;
    const published = await save('simple', simpleValues({ status: 'published' }), id);
    const firstPublished = published.ok ? published.detail.caseStudy.publishedAt : null;
    expect(firstPublished).not.toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 15));
    const unpublished = await save('simple', simpleValues({ status: 'archived' }), id);
    expect(unpublished.ok && unpublished.detail.caseStudy.publishedAt).toBe(firstPublished);
    const republished = await save('full', fullValues({ status: 'published' }), id);
    expect(republished.ok && republished.detail.caseStudy.publishedAt).toBe(firstPublished);
  });

  it('a published study whose slug changes keeps its old address as a redirect', async () => {
    const live = await created('full', fullValues({ status: 'published' }));
    const renamed = await save(
      'full',
      { ...fullValuesFromDetail(live, defaultSectionTitles), slug: 'ai-claims-triage', slugEdited: true },
      live.caseStudy.id,
    );
    expect(renamed.ok && renamed.detail.caseStudy.slug).toBe('ai-claims-triage');
    expect(await findSlugRedirect(database, 'claims-triage-agent')).toBe('ai-claims-triage');
  });

  it('editing replaces sections and metrics; a failure part-way leaves the previous version intact', async () => {
    const original = await created('full', fullValues({ status: 'published' }));
    const id = original.caseStudy.id;

    const edited = fullValuesFromDetail(original, defaultSectionTitles);
    edited.title = 'Claims Triage Agent v2';
    edited.sections.challenge.content = '';
    edited.sections.outcome.content = '<p>Two days became 15 minutes.</p>';
    edited.metrics = [{ ...edited.metrics[1]!, label: 'Straight-through claims' }];
    const saved = await save('full', edited, id);
    expect(saved.ok).toBe(true);
    const after = await getCaseStudyDetail(database, id, { publishedOnly: false });
    expect(after?.sections.map((s) => s.sectionType)).toEqual(['solution', 'outcome']);
    expect(after?.metrics.map((m) => m.label)).toEqual(['Straight-through claims']);
    expect(await database.db.selectFrom('case_study_metrics').select('id').execute()).toHaveLength(1);

    // The database fails while writing the new metrics, after the old ones were deleted.
    const failMetricInserts: KyselyPlugin = {
      transformQuery(args) {
        const node = args.node;
        if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'case_study_metrics') {
          throw new Error('simulated write failure');
        }
        return node;
      },
      transformResult: async (args) => args.result,
    };
    const failing = { database: { ...database, db: database.db.withPlugin(failMetricInserts) }, logger };
    const broken = { ...edited, title: 'Half-saved title', metrics: [...edited.metrics, ...fullValues().metrics] };
    const outcome = await saveCaseStudy(failing, { editor: 'full', payload: broken, id, admin });
    expect(outcome).toEqual({ ok: false, status: 500, message: 'Failed to update case study' });
    const intact = await getCaseStudyDetail(database, id, { publishedOnly: false });
    expect(intact?.caseStudy.title).toBe('Claims Triage Agent v2');
    expect(intact?.sections.map((s) => s.sectionType)).toEqual(['solution', 'outcome']);
    expect(intact?.metrics.map((m) => m.label)).toEqual(['Straight-through claims']);

    // Deleting removes the study with all its children.
    expect(await deleteCaseStudy(database, id)).toBe(true);
    for (const table of [
      'case_study_sections',
      'case_study_metrics',
      'case_study_processes',
      'case_study_media',
    ] as const) {
      expect(await database.db.selectFrom(table).select('id').where('case_study_id', '=', id).execute()).toEqual([]);
    }
  });

  it('a quick edit keeps what the simple editor does not show and the formatting of untouched text', async () => {
    const seed = seedCaseStudies[0]!;
    const full = await created('full', {
      ...fullValuesFromDetail(
        {
          caseStudy: {
            ...seed.caseStudy,
            id: 'x',
            externalId: null,
            createdAt: '',
            updatedAt: '',
            publishedAt: null,
            publishAt: null,
            version: 1,
          },
          sections: seed.sections.map((s, i) => ({ ...s, id: `s${i}`, caseStudyId: 'x' })),
          metrics: seed.metrics.map((m, i) => ({ ...m, id: `m${i}`, caseStudyId: 'x' })),
          processes: seed.processes.map((p, i) => ({ ...p, id: `p${i}`, caseStudyId: 'x' })),
          media: seed.media.map((m, i) => ({ ...m, id: `d${i}`, caseStudyId: 'x' })),
        },
        defaultSectionTitles,
      ),
    });
    const quick = simpleValuesFromDetail(full);
    const outcome = await save('simple', { ...quick, outcome: 'A new outcome paragraph.' }, full.caseStudy.id);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const after = outcome.detail;
    expect(after.caseStudy.clientLocation).toBe(seed.caseStudy.clientLocation);
    expect(after.caseStudy.projectStartDate).toBe(seed.caseStudy.projectStartDate);
    expect(after.processes).toHaveLength(seed.processes.length);
    expect(after.media).toHaveLength(seed.media.length);
    expect(after.sections.find((s) => s.sectionType === 'client')?.content).toBe(seed.sections[0]?.content);
    expect(after.sections.find((s) => s.sectionType === 'solution')?.content).toBe(seed.sections[2]?.content);
    expect(after.sections.find((s) => s.sectionType === 'outcome')?.content).toBe('<p>A new outcome paragraph.</p>');
    expect(after.metrics.map((m) => [m.label, m.metricType, m.description])).toEqual(
      seed.metrics.map((m) => [m.label, m.metricType, m.description]),
    );
  });

  // Issue 27: one rule for every path that writes a study (editors, intake, scheduler): a change of
  // a study that is or was published invalidates the public pages; a draft shows only in the studio.
  it('bumps the public cache version and records who saved what', async () => {
    const before = (await getCacheVersions(database)).public ?? 0;
    const detail = await created('full', fullValues({ status: 'published' }));
    await save('simple', simpleValuesFromDetail(detail), detail.caseStudy.id);
    expect((await getCacheVersions(database)).public).toBe(before + 2);
    const draft = await created('full', fullValues({ title: 'Still a draft', slug: 'still-a-draft' }));
    await save('simple', simpleValuesFromDetail(draft), draft.caseStudy.id);
    expect((await getCacheVersions(database)).public).toBe(before + 2);

    const entries = await listAudit(database, { limit: 10 });
    expect(entries.map((e) => [e.action, e.actor, e.entityId, e.ip])).toEqual(
      expect.arrayContaining([
        ['case_study.created', admin.email, detail.caseStudy.id, '203.0.113.7'],
        ['case_study.updated', admin.email, detail.caseStudy.id, '203.0.113.7'],
      ]),
    );
  });

  it('a new study starts with "Client approval required" on unless unticked; published at once, it is refused', async () => {
    for (const editor of ['full', 'simple'] as const) {
      const values = editor === 'full' ? fullValues : simpleValues;
      const { clientApprovalRequired } =
        editor === 'full' ? emptyFullValues(defaultSectionTitles) : emptySimpleValues();
      expect(clientApprovalRequired).toBe(true);

      const kept = await created(editor, values({ clientApprovalRequired: true, title: `Needs consent ${editor}` }));
      expect(await findApprovalSetting(database, kept.caseStudy.id)).toBe(true);
      const unticked = await created(editor, values({ title: `No consent needed ${editor}` }));
      expect(await findApprovalSetting(database, unticked.caseStudy.id)).toBeNull();

      const refused = await save(
        editor,
        values({ clientApprovalRequired: true, title: `Live ${editor}`, status: 'published' }),
      );
      expect(refused).toMatchObject({
        ok: false,
        status: 409,
        refused: `Client approval required: "Live ${editor}" has not been approved by the client. Send it for review from its Client review panel, or turn off "Client approval required" there.`,
      });
    }
    // Nothing of the refused saves was kept, the setting neither.
    const rows = await database.db
      .selectFrom('case_studies')
      .select('title')
      .where('title', 'like', 'Live %')
      .execute();
    expect(rows).toEqual([]);
    expect(await database.db.selectFrom('review_settings').select('record_id').execute()).toHaveLength(2);
  });

  it('reports a study that no longer exists', async () => {
    const outcome = await save('full', fullValues(), '00000000-0000-4000-8000-000000000000');
    expect(outcome).toMatchObject({ ok: false, status: 404 });
  });
});
