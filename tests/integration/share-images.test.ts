/**
 * Generated share images (issue 32) on a production server of each engine: a published case study's
 * `og:image` names its card, which stands in as the default image until the job has made it, then
 * answers 200 with a 1200 x 630 PNG cached for a year by its hash; a new title makes a new image, a
 * change to something the card does not show makes none. A page gets one unless staff uploaded one.
 */
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaseStudy, updateCaseStudy } from '#app/.server/changes/case-studies.ts';
import { createPage } from '#app/.server/changes/pages.ts';
import { getShareImage } from '#app/.server/db/repositories/share-images.ts';
import { runShareImageJob } from '#app/.server/share-images/job.ts';
import { createDiskStorage } from '#app/.server/storage/disk.ts';
import { caseStudyInput } from '../helpers/case-study-input.ts';
import { engines } from '../helpers/database.ts';
import { type EngineServer, startServerOn } from '../helpers/engine-server.ts';
import { insurancePage } from '../helpers/page-input.ts';
import { signInAsTestAdmin } from '../helpers/server.ts';

const logger = pino({ level: 'silent' });

/** The content of `<meta property="NAME" content="…">` (or `name="NAME"`) in a page's HTML. */
const metaOf = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&') ??
  null;

describe.each(engines)('share images on %s (issue 32)', (engine) => {
  let setup: EngineServer;

  beforeAll(async () => {
    // The server's own scheduler stays out of the way: the test runs the job itself, on the same storage.
    setup = await startServerOn(engine, { SEED: 'none', SCHEDULER_INTERVAL_MS: '3600000', SHARE_IMAGES: 'on' });
    // The seeded pages' cards first, so each test sees only what it publishes.
    while ((await runJob()).rendered.length > 0);
  }, 120_000);
  afterAll(async () => {
    await setup?.cleanup();
  });

  const runJob = () =>
    runShareImageJob({
      database: setup.database,
      storage: createDiskStorage(path.join(setup.server.dataDir, 'uploads')),
      logger,
      limit: 20,
    });
  const html = async (pagePath: string) => {
    const response = await fetch(`${setup.server.url}${pagePath}`);
    expect(response.status).toBe(200);
    return response.text();
  };
  const image = (url: string) => fetch(url, { redirect: 'manual' });

  it('makes a published case study a 1200 x 630 PNG card, new when the title changes, the same when nothing shown does', async () => {
    const study = await createCaseStudy(setup.database, caseStudyInput({ slug: 'invoice-automation' }));
    const id = study.caseStudy.id;

    const before = await html('/use-cases/invoice-automation');
    const url = metaOf(before, 'og:image') ?? '';
    expect(url).toMatch(new RegExp(`^${setup.server.url}/share-images/[0-9a-f]{64}\\.png$`));
    expect(metaOf(before, 'twitter:image')).toBe(url);
    expect(metaOf(before, 'og:image:width')).toBe('1200');
    expect(metaOf(before, 'og:image:height')).toBe('630');
    // Not made yet: the site's default image stands in, never cached.
    const early = await image(url);
    expect(early.status).toBe(302);
    expect(early.headers.get('location')).toBe('/images/og-default.png');
    expect(early.headers.get('cache-control')).toBe('no-store');

    expect((await runJob()).rendered).toEqual([id]);
    const made = await image(url);
    expect(made.status).toBe(200);
    expect(made.headers.get('content-type')).toBe('image/png');
    expect(made.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const png = Buffer.from(await made.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const row = await getShareImage(setup.database, 'case_study', id);
    expect(row).toMatchObject({
      sourceVersion: study.caseStudy.version,
      imageKey: `share-images/${row?.contentHash}.png`,
    });
    expect(url.endsWith(`/${row?.contentHash}.png`)).toBe(true);
    // Nothing left to do: the job looks at a record again only once it is saved.
    expect(await runJob()).toEqual({ rendered: [], unchanged: [], failed: [] });

    // Something the card does not show: no new image, the same address.
    const summary = caseStudyInput({ slug: 'invoice-automation', executiveSummary: 'Now nine in ten post untouched.' });
    await updateCaseStudy(setup.database, id, summary);
    expect(await runJob()).toEqual({ rendered: [], unchanged: [id], failed: [] });
    expect(metaOf(await html('/use-cases/invoice-automation'), 'og:image')).toBe(url);
    expect((await getShareImage(setup.database, 'case_study', id))?.contentHash).toBe(row?.contentHash);

    // A new title: a new image under a new hash, with other bytes.
    const retitled = caseStudyInput({ slug: 'invoice-automation', title: 'Touchless invoices at Halvorsen' });
    await updateCaseStudy(setup.database, id, retitled);
    expect((await runJob()).rendered).toEqual([id]);
    // The page cache of the server hears of the change a moment later on PostgreSQL (LISTEN/NOTIFY).
    await expect.poll(async () => metaOf(await html('/use-cases/invoice-automation'), 'og:image')).not.toBe(url);
    const newUrl = metaOf(await html('/use-cases/invoice-automation'), 'og:image') ?? '';
    const newPng = Buffer.from(await (await image(newUrl)).arrayBuffer());
    expect(await sharp(newPng).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(newPng.equals(png)).toBe(false);
    // The old card stays where it was (pages cached elsewhere may still name it).
    expect((await image(url)).status).toBe(200);
  });

  it('renders each card once when two instances run the job at the same moment', async () => {
    const ids: string[] = [];
    for (const slug of ['claims-triage', 'order-entry', 'payroll-checks']) {
      ids.push((await createCaseStudy(setup.database, caseStudyInput({ slug, title: `Study ${slug}` }))).caseStudy.id);
    }
    const reports = await Promise.all([runJob(), runJob()]);
    const rendered = reports.flatMap((report) => report.rendered);
    expect(rendered.toSorted()).toEqual(ids.toSorted());
    expect(reports.flatMap((report) => report.failed)).toEqual([]);
  });

  it('gives a published page its card, and keeps the image staff uploaded for another', async () => {
    const page = await createPage(setup.database, insurancePage({ status: 'published' }));
    const own = await createPage(
      setup.database,
      insurancePage({ path: '/industries/retail', status: 'published', ogImage: '/images/og-retail.png' }),
    );
    const report = await runJob();
    expect(report.rendered).toEqual([page.id]);
    expect(report.unchanged).toEqual([own.id]);

    const url = metaOf(await html('/industries/insurance'), 'og:image') ?? '';
    expect(url).toMatch(/\/share-images\/[0-9a-f]{64}\.png$/);
    const made = await image(url);
    expect(made.status).toBe(200);
    expect(await sharp(Buffer.from(await made.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });

    const retail = await html('/industries/retail');
    expect(metaOf(retail, 'og:image')).toBe(`${setup.server.url}/images/og-retail.png`);
    expect(metaOf(retail, 'og:image:width')).toBeNull();
  });

  it('makes the card of a page published in the studio right after the save, without a scheduler tick', async () => {
    // A draft written here (no trigger in the test process), published through the server's studio:
    // its scheduler ticks once an hour, so only the change pipeline's nudge can make the card.
    const draft = await createPage(setup.database, insurancePage({ path: '/industries/logistics', status: 'draft' }));
    const cookie = await signInAsTestAdmin(setup.server);
    const saved = await fetch(`${setup.server.url}/admin/pages/edit/${draft.id}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: setup.server.url, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        'editor-fields': 'case-study',
        version: '1',
        title: 'Logistics, automated',
        path: '/industries/logistics',
        metaDescription: 'Freight, customs and proofs of delivery without retyping.',
        noindex: 'false',
        status: 'published',
        publishAt: '',
        publishAtZone: 'UTC',
      }),
    });
    expect(saved.status).toBe(303);

    const url = metaOf(await html('/industries/logistics'), 'og:image') ?? '';
    expect(url).toMatch(/\/share-images\/[0-9a-f]{64}\.png$/);
    await expect.poll(async () => (await image(url)).status, { timeout: 15_000, interval: 200 }).toBe(200);
    const png = Buffer.from(await (await image(url)).arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(await getShareImage(setup.database, 'page', draft.id)).toMatchObject({ sourceVersion: 2 });
  });

  it('answers 404 for an address that is not a share image', async () => {
    for (const name of ['nope.png', `${'a'.repeat(64)}.svg`, `${'A'.repeat(64)}.png`, '..%2F..%2Fsite.db']) {
      expect((await image(`${setup.server.url}/share-images/${name}`)).status).toBe(404);
    }
  });
});
