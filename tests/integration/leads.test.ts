/**
 * The process assessment and project request forms through HTTP, as a browser without JavaScript posts
 * them: stored leads (with their notification e-mail queued), validation answers, the shared per-IP
 * limit, the honeypot, oversized and malformed posts, on SQLite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLeads } from '#app/.server/db/repositories/leads.ts';
import { engines } from '../helpers/database.ts';
import { type EngineServer, startServerOn } from '../helpers/engine-server.ts';
import { assessmentAnswers as assessment, projectRequestAnswers as projectRequest } from '../helpers/lead-input.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

function body(fields: Record<string, string>, extra: [string, string][] = []) {
  const params = new URLSearchParams(fields);
  for (const [name, value] of extra) params.append(name, value);
  return params;
}

describe.each(engines)('lead forms on %s', (engine) => {
  let setup: EngineServer;
  beforeAll(async () => {
    setup = await startServerOn(engine, { CONTACT_RATE_LIMIT: '4', SEED: 'none' });
  }, 90_000);
  afterAll(async () => {
    await setup?.cleanup();
  });

  const post = (route: string, params: URLSearchParams, headers: Record<string, string> = {}) =>
    fetch(`${setup.server.url}${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: setup.server.url, ...headers },
      body: params,
    });

  it('stores a process assessment, queues the team notification and thanks the visitor', async () => {
    const response = await post(
      '/process-assessment',
      body({ ...assessment, processName: 'Supplier\u0000 invoice processing' }, [
        ['painPoints', 'errors-rework'],
        ['painPoints', 'manual-data-entry'],
      ]),
      { 'X-Forwarded-For': '203.0.113.9' },
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Thank you, Dana. Your assessment is on its way.');
    expect(html).toContain('Open the ROI calculator');

    const [lead] = await listLeads(setup.database, { kind: 'process_assessment' });
    expect(lead).toMatchObject({
      kind: 'process_assessment',
      name: 'Dana Whitfield',
      email: 'dana@northwind.example',
      company: 'Northwind Traders',
      status: 'new',
      payload: {
        processName: 'Supplier invoice processing',
        processDescription: assessment.processDescription,
        monthlyVolume: 2400,
        hoursPerWeek: 32,
        systems: '2-3',
        painPoints: ['manual-data-entry', 'errors-rework'],
        dataFormat: 'semi-structured',
      },
    });
    expect(lead?.ip).toBeTruthy();

    const email = await setup.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('related_id', '=', lead!.id)
      .executeTakeFirstOrThrow();
    expect(email.related_type).toBe('lead');
    expect(email.reply_to).toBe('dana@northwind.example');
    expect(email.subject).toBe('Process assessment: Supplier invoice processing (Northwind Traders)');
    expect(email.text_body).toContain('Pain points: Manual data entry and re-keying, Errors and rework');
  });

  it('stores a project request', async () => {
    const response = await post('/lead-intake', body(projectRequest));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Thank you, Sam. We have your request.');
    const [lead] = await listLeads(setup.database, { kind: 'lead_intake' });
    expect(lead).toMatchObject({
      name: 'Sam Okafor',
      email: 'sam@contoso.example',
      company: 'Contoso',
      payload: { companySize: '250-999', processes: projectRequest.processes, timeline: 'within-3-months' },
    });
  });

  it('answers bad input with 400, the messages next to the fields and the values kept', async () => {
    const before = (await listLeads(setup.database)).length;
    const response = await post(
      '/lead-intake',
      body({ ...projectRequest, email: 'sam@', companySize: 'huge', name: '' }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Please check the highlighted fields.');
    expect(html).toContain('Name is required');
    expect(html).toContain('Please enter a valid email');
    expect(html).toContain('Select your company size');
    expect(html).toContain('value="sam@"');
    expect(html).toContain('Employee onboarding across HR, IT and payroll.</textarea>');
    expect(html).toMatch(/<option value="within-3-months" selected="">/);
    expect((await listLeads(setup.database)).length).toBe(before);
  });

  it('answers a post that is not a form with 400, and an oversized one with 413, never 500', async () => {
    const garbage = await fetch(`${setup.server.url}/process-assessment`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=nope', Origin: setup.server.url },
      body: 'this is not multipart',
    });
    expect(garbage.status).toBe(400);
    const huge = await post('/process-assessment', body({ ...assessment, processDescription: 'x'.repeat(70_000) }));
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain('That submission is too large.');
  });

  it('quietly drops a post whose honeypot is filled in', async () => {
    const before = (await listLeads(setup.database)).length;
    const response = await post('/lead-intake', body({ ...projectRequest, website: 'https://spam.example' }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Thank you, Sam.');
    expect((await listLeads(setup.database)).length).toBe(before);
  });

  it('limits submissions per IP (CONTACT_RATE_LIMIT) with 429, Retry-After and a clear message', async () => {
    // Earlier tests used 3 of the 4 allowed (valid posts only count); one more passes, the next is refused.
    expect((await post('/lead-intake', body(projectRequest))).status).toBe(200);
    const before = (await listLeads(setup.database)).length;
    const limited = await post('/process-assessment', body(assessment, [['painPoints', 'compliance']]));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    const html = await limited.text();
    expect(html).toContain('Too many submissions from your network');
    expect(html).toContain('value="Dana Whitfield"');
    expect((await listLeads(setup.database)).length).toBe(before);
  });
});

describe('cookie consent', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SEED: 'none' });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  const choose = (params: Record<string, string>) =>
    fetch(`${server.url}/cookies`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
      body: new URLSearchParams(params),
    });

  it('renders the banner only while no choice is stored', async () => {
    const first = await (await fetch(`${server.url}/terms`)).text();
    expect(first).toContain('We only use essential cookies');
    const chosen = await (
      await fetch(`${server.url}/terms`, { headers: { Cookie: 'cookie_consent=essential' } })
    ).text();
    expect(chosen).not.toContain('We only use essential cookies');
    const bogus = await (await fetch(`${server.url}/terms`, { headers: { Cookie: 'cookie_consent=maybe' } })).text();
    expect(bogus).toContain('We only use essential cookies');
  });

  it('stores a no-JavaScript choice for a year and goes back to the page, never off-site', async () => {
    const response = await choose({ choice: 'all', returnTo: '/rpa?x=1' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/rpa?x=1');
    expect(response.headers.get('Set-Cookie')).toBe(
      'cookie_consent=all; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax',
    );
    const offSite = await choose({ choice: 'essential', returnTo: '//evil.example/' });
    expect(offSite.headers.get('Location')).toBe('/');
  });

  it('refuses anything but the two choices', async () => {
    const response = await choose({ choice: 'everything', returnTo: '/' });
    expect(response.status).toBe(400);
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });
});
