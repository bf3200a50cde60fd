/**
 * "Publish at" through the full editor's real actions, on a production server of each engine
 * (issue 26): a time more than five years ahead, or one that is not a date, is refused with the
 * field's message and a 400, nothing is saved, and the scheduler (ticking every 200 ms here) publishes
 * nothing. Before issue 26, '9999-12-31T23:59' from New York was stored on SQLite as
 * '+010000-01-01T04:59:00.000Z' and published on the scheduler's next pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaseStudy } from '#app/.server/changes/case-studies.ts';
import type { FullEditorValues } from '#app/features/case-studies/case-study-form.ts';
import { PUBLISH_AT_INVALID, PUBLISH_AT_TOO_FAR } from '#app/features/case-studies/case-study-schema.ts';
import { bareCaseStudyInput, draftFormInNewYork } from '../helpers/case-study-input.ts';
import { engines } from '../helpers/database.ts';
import { type EngineServer, startServerOn } from '../helpers/engine-server.ts';
import { signInAsTestAdmin } from '../helpers/server.ts';

/** The page's text as a person reads it (the HTML escapes quotes and apostrophes). */
const text = async (response: Response) =>
  (await response.text()).replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/** Five years and a day from now, as the datetime-local field holds it in UTC. */
const justTooFar = () => {
  const at = new Date();
  at.setUTCFullYear(at.getUTCFullYear() + 5);
  return new Date(at.getTime() + 86_400_000).toISOString().slice(0, 16);
};

describe.each(engines)('"Publish at" over HTTP on %s (issue 26)', (engine) => {
  let setup: EngineServer;
  let cookie: string;

  beforeAll(async () => {
    setup = await startServerOn(engine, { SEED: 'none', SCHEDULER_INTERVAL_MS: '200' });
    cookie = await signInAsTestAdmin(setup.server);
  }, 120_000);
  afterAll(async () => {
    await setup?.cleanup();
  });

  const post = (path: string, values: FullEditorValues) =>
    fetch(`${setup.server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: setup.server.url, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payload: JSON.stringify(values) }),
    });

  const studies = () =>
    setup.database.db
      .selectFrom('case_studies')
      .select(['id', 'title', 'status', 'publish_at', 'version'])
      .orderBy('id')
      .execute();

  /** Long enough for several of the scheduler's passes. */
  const schedulerPasses = () => new Promise((resolve) => setTimeout(resolve, 1000));

  it.each([
    ['9999-12-31T23:59 in New York', '9999-12-31T23:59', 'America/New_York', PUBLISH_AT_TOO_FAR],
    ['five years and a day ahead', justTooFar(), 'UTC', PUBLISH_AT_TOO_FAR],
    ['29 February of a common year', '2027-02-29T09:00', 'America/New_York', PUBLISH_AT_INVALID],
  ])(
    'refuses %s with 400 and the message, saving nothing, when creating and editing',
    async (_name, publishAt, zone, message) => {
      const existing = await createCaseStudy(
        setup.database,
        bareCaseStudyInput({ slug: `existing-${crypto.randomUUID()}`, title: 'Existing draft', status: 'draft' }),
      );
      const before = await studies();

      const created = await post('/admin/case-studies/new', draftFormInNewYork({ publishAt, publishAtZone: zone }));
      const edited = await post(
        `/admin/case-studies/edit/${existing.caseStudy.id}`,
        draftFormInNewYork({ title: 'Existing draft', slug: existing.caseStudy.slug, publishAt, publishAtZone: zone }),
      );
      await schedulerPasses();

      // Nothing new, nothing changed, nothing published.
      expect(await studies()).toEqual(before);
      expect(created.status).toBe(400);
      expect(await text(created)).toContain(message);
      expect(edited.status).toBe(400);
      expect(await text(edited)).toContain(message);
    },
  );

  it('still saves a schedule within five years, stored in the fixed-width form, and leaves it waiting', async () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    const response = await post(
      '/admin/case-studies/new',
      draftFormInNewYork({ title: 'Next year', publishAt: `${nextYear}-06-01T09:30` }),
    );
    expect(response.status).toBe(303);
    await schedulerPasses();
    const row = await setup.database.db
      .selectFrom('case_studies')
      .select(['status', 'publish_at'])
      .where('title', '=', 'Next year')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('draft');
    // 09:30 in New York in June (EDT, UTC-4).
    const stored = row.publish_at instanceof Date ? row.publish_at.toISOString() : row.publish_at;
    expect(stored).toBe(`${nextYear}-06-01T13:30:00.000Z`);
  });
});
