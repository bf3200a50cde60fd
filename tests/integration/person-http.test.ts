/**
 * One person over HTTP on a production server of each engine (issue 31), without JavaScript: the
 * inbox links each lead to its person's page (no e-mail in the address), which shows both their
 * submissions with the ROI results; Sales exports JSON and CSV but may not erase; an Admin sees what
 * an erasure removes, erases, and the inbox no longer shows them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#app/.server/auth/password.ts';
import { createContactMessage, createLead } from '#app/.server/changes/submissions.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { computeRoi, defaultRoiInputs, formatCurrency } from '#app/lib/roi.ts';
import { engines } from '../helpers/database.ts';
import { type EngineServer, startServerOn } from '../helpers/engine-server.ts';
import { signInAs } from '../helpers/server.ts';

const text = async (response: Response) =>
  (await response.text()).replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

describe.each(engines)('one person over HTTP on %s (issue 31)', (engine) => {
  let setup: EngineServer;
  const cookies: Record<string, string> = {};
  let contactId: string;

  beforeAll(async () => {
    setup = await startServerOn(engine, { SEED: 'none' });
    const password = 'a-long-enough-passphrase';
    for (const role of ['admin', 'sales', 'editor'] as const) {
      const email = `${role}@example.com`;
      await createUser(setup.database, { email, passwordHash: await hashPassword(password), role });
      cookies[role] = await signInAs(setup.server, { email, password });
    }
    contactId = (
      await createContactMessage(setup.database, {
        name: 'Grace Hopper',
        email: 'Grace.Hopper+site@Example.com',
        company: '=cmd|calc',
        message: 'Our invoices need a compiler.',
        contactMode: 'email',
        ip: null,
        userAgent: null,
      })
    ).id;
    await createLead(setup.database, {
      kind: 'roi_email',
      email: 'grace.hopper@example.com',
      payload: { inputs: defaultRoiInputs, results: computeRoi(defaultRoiInputs) },
      roiModelVersion: 1,
    });
  }, 120_000);
  afterAll(async () => {
    await setup?.cleanup();
  });

  const get = (path: string, role: string) =>
    fetch(`${setup.server.url}${path}`, {
      redirect: 'manual',
      headers: { Cookie: cookies[role] ?? '', 'Sec-Fetch-Site': 'same-origin' },
    });
  const person = () => `/admin/people/${contactId}`;

  it('links every lead in the inbox to its person, whose page shows both submissions and the ROI results', async () => {
    const inbox = await text(await get('/admin/messages', 'sales'));
    expect(inbox).toContain(`href="/admin/people/${contactId}"`);
    const response = await get(person(), 'sales');
    expect(response.status).toBe(200);
    const page = await text(response);
    expect(page).toContain('<h1 class="text-2xl font-semibold tracking-tight sm:text-3xl">Grace Hopper</h1>');
    expect(page).toContain('grace.hopper@example.com, Grace.Hopper+site@Example.com');
    expect(page).toContain('Submissions (2)');
    expect(page).toContain('Results recomputed with model version 1');
    // Each submission links to the inbox filtered by the person, with that submission open at its form.
    expect(page).toMatch(
      new RegExp(`href="/admin/messages\\?person=[^"]+&open=contact:${contactId}#lead-contact-${contactId}"`),
    );
    expect(page).toContain(formatCurrency(computeRoi(defaultRoiInputs).annualCost));
    expect(page).not.toContain('Erase this person');
    expect((await get(person(), 'editor')).status).toBe(403);
    expect((await get('/admin/people/00000000-0000-4000-8000-000000000000', 'sales')).status).toBe(404);
  });

  it('exports JSON and a formula-safe CSV, audited', async () => {
    const json = await get(`${person()}/export/json`, 'sales');
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(json.headers.get('content-disposition')).toMatch(
      /^attachment; filename="brightflow-person-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = (await json.json()) as { submissions: { email: string }[] };
    expect(data.submissions.map((s) => s.email).sort()).toEqual([
      'Grace.Hopper+site@Example.com',
      'grace.hopper@example.com',
    ]);
    const csv = await get(`${person()}/export/csv`, 'sales');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const body = await csv.text();
    expect(body).toContain(`"Submission","${contactId}","company","'=cmd|calc"`);
    expect((await get(`${person()}/export/xml`, 'sales')).status).toBe(404);
    const audit = await setup.database.db
      .selectFrom('audit_log')
      .select(['actor', 'details'])
      .where('action', '=', 'person.exported')
      .execute();
    expect(audit.map((a) => a.actor)).toEqual(['sales@example.com', 'sales@example.com']);
  });

  it('lets only an Admin erase, after saying what goes; then the inbox no longer shows them', async () => {
    expect((await get(`${person()}/erase`, 'sales')).status).toBe(403);
    const confirm = await text(await get(`${person()}/erase`, 'admin'));
    expect(confirm).toContain('2 submissions, with their answers and visits');
    expect(confirm).toContain('Erase permanently');
    expect(await text(await get(person(), 'admin'))).toContain('Erase this person');

    const response = await fetch(`${setup.server.url}${person()}/erase`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Cookie: cookies.admin ?? '',
        Origin: setup.server.url,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ intent: 'erase' }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/messages');
    expect(await text(await get('/admin/messages', 'admin'))).not.toMatch(/hopper/i);
    expect((await get(person(), 'admin')).status).toBe(404);
    const [entry] = await setup.database.db
      .selectFrom('audit_log')
      .select(['actor', 'details'])
      .where('action', '=', 'person.erased')
      .execute();
    expect(entry?.actor).toBe('admin@example.com');
    expect(JSON.stringify(entry?.details)).not.toMatch(/hopper/i);
  });
});
