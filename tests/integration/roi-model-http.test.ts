/**
 * The ROI model versions through real HTTP against the production build (issue 29): the calculator
 * page computes with the published version and links its PDF to it; a PDF or an e-mail request is
 * computed with the version it names, even after another is published; a malformed version is 400
 * and an unknown (or draft) one 404, with a message, never a 500.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishRoiModelVersion, saveRoiModelVersion } from '#app/.server/changes/roi-models.ts';
import { type Database, openSqlite } from '#app/.server/db/index.ts';
import { SEEDED_ROI_MODEL } from '#app/lib/roi.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const inputs =
  'processHours=20&hourlyRate=35&frequency=22&complexity=medium&department=Finance+%26+Accounting&employees=5';

describe('ROI model versions over HTTP', () => {
  let server: TestServer;
  let database: Database;
  let draft = 0;

  beforeAll(async () => {
    server = await startTestServer({ SEED: 'none', CONTACT_RATE_LIMIT: '1000' });
    database = openSqlite(path.join(server.dataDir, 'site.db'));
    const medium = { ...SEEDED_ROI_MODEL.complexities.medium, savingsRate: 0.75 };
    const version = await saveRoiModelVersion(database, {
      ...SEEDED_ROI_MODEL,
      complexities: { ...SEEDED_ROI_MODEL.complexities, medium },
    });
    draft = version.version;
  });
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  const emailPost = (fields: Record<string, string>) =>
    fetch(`${server.url}/roi-calculator`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `${inputs}&${new URLSearchParams({ intent: 'email', ...fields })}`,
    });
  const lead = (email: string) =>
    database.db
      .selectFrom('leads')
      .select(['roi_model_version', 'payload'])
      .where('email', '=', email)
      .executeTakeFirst();

  it('refuses a draft version: its figures are not public', async () => {
    const pdf = await fetch(`${server.url}/roi-calculator/report.pdf?${inputs}&model=${draft}`);
    expect(pdf.status).toBe(404);
    expect(await pdf.text()).toBe(
      `There is no published ROI model version ${draft}. Open the calculator again and retry.`,
    );
  });

  it('computes the page, its PDF link and the e-mail with the published version', async () => {
    await publishRoiModelVersion(database, draft);
    const html = await (await fetch(`${server.url}/roi-calculator?${inputs}&calculate=1`)).text();
    expect(html).toContain('$138,600');
    expect(html).toContain(`model=${draft}`);

    const pdf = await fetch(`${server.url}/roi-calculator/report.pdf?${inputs}&model=${draft}`);
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('$138,600');
    expect(text).toContain(`ROI model version ${draft}`);

    expect((await emailPost({ email: 'now@example.com', model: String(draft) })).status).toBe(200);
    expect(Number((await lead('now@example.com'))?.roi_model_version)).toBe(draft);
  });

  it('recomputes a request with the version it names, though another is published since', async () => {
    const pdf = await fetch(`${server.url}/roi-calculator/report.pdf?${inputs}&model=1`);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('$129,360');
    expect(text).toContain('ROI model version 1');

    expect((await emailPost({ email: 'before@example.com', model: '1' })).status).toBe(200);
    const stored = await lead('before@example.com');
    expect(Number(stored?.roi_model_version)).toBe(1);
    const payload = typeof stored?.payload === 'string' ? JSON.parse(stored.payload) : stored?.payload;
    expect(payload.results.estimatedSavings).toBeCloseTo(129_360);
    const [mail] = await database.db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', 'before@example.com')
      .execute();
    expect(mail?.text_body).toContain('ROI model version 1.');
    expect(mail?.text_body).toContain('&model=1');
  });

  it('answers a malformed or unknown version with a 4xx and a message, storing nothing', async () => {
    const malformed = await fetch(`${server.url}/roi-calculator/report.pdf?${inputs}&model=abc`);
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toMatch(/^The ROI model version in this request is not a version number/);
    expect((await fetch(`${server.url}/roi-calculator/report.pdf?model=999`)).status).toBe(404);

    for (const [model, status] of [
      ['999', 404],
      ['1.5', 400],
    ] as const) {
      const response = await emailPost({ email: `refused-${status}@example.com`, model });
      expect(response.status).toBe(status);
      expect(await lead(`refused-${status}@example.com`)).toBeUndefined();
    }
  });
});
