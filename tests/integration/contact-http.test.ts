/**
 * The contact endpoints and the ROI report through real HTTP against the production build
 * (BUILD_DIR, default build/): POST /api/send-contact-email answers {data} or a 4xx {error} for
 * every kind of bad input (never a 500), the no-JavaScript form posts to /contact work, the
 * per-IP limit answers 429, and the PDF route returns a real PDF.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openSqlite } from '#app/.server/db/index.ts';
import { isPdf, pdfText } from '../helpers/pdf-text.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const valid = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'COBOL Works',
  message: 'Our month-end close takes nine days.',
  contactMode: 'email',
};

const postJson = (server: TestServer, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/send-contact-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const postForm = (server: TestServer, fields: Record<string, string>) =>
  fetch(`${server.url}/contact?mode=email`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

describe('contact endpoints over HTTP', () => {
  let server: TestServer;
  let database: Database;

  beforeAll(async () => {
    server = await startTestServer({ SEED: 'none', CONTACT_RATE_LIMIT: '1000' });
    database = openSqlite(path.join(server.dataDir, 'site.db'));
  });
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  const messages = () => database.db.selectFrom('contact_messages').selectAll().orderBy('created_at').execute();

  it('stores a valid message, queues its e-mail and answers 200 {data: {id}}', async () => {
    const response = await postJson(server, { ...valid, contactMode: 'consultation' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { data: { id: string } };
    expect(body).toEqual({ data: { id: expect.any(String) } });
    const stored = await database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Grace Hopper', contact_mode: 'consultation', ip: '127.0.0.1' });
    const queued = await database.db
      .selectFrom('outbox')
      .selectAll()
      .where('related_id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({
      to_address: 'hello@brightflow.io',
      reply_to: 'grace@example.com',
      status: 'pending',
    });
    expect(server.output()).toContain('SMTP_URL is not set');
  });

  it.each<[string, unknown, number, RegExp]>([
    ['missing fields', {}, 400, /^Name is required$/],
    ['an invalid e-mail', { ...valid, email: 'grace' }, 400, /^Please enter a valid email$/],
    ['wrong types', { ...valid, name: 7, message: { text: 'hi' } }, 400, /^Name must be text$/],
    ['a too-long message', { ...valid, message: 'x'.repeat(5001) }, 400, /^Message must be 5000 characters or fewer$/],
    ['a header injection attempt', { ...valid, name: 'Grace\r\nBcc: all@example.com' }, 400, /single line/],
    ['an unknown contact mode', { ...valid, contactMode: 'pigeon' }, 400, /Contact mode/],
    ['a JSON array', [valid], 400, /JSON object/],
    ['JSON null', 'null', 400, /JSON object/],
    ['broken JSON', '{"name": "Grace"', 400, /not valid JSON/],
    ['an empty body', '', 400, /not valid JSON/],
    ['a body over 64 KB', { ...valid, message: 'x'.repeat(70_000) }, 413, /at most 64 KB/],
  ])('answers %s with a 4xx {error}, never a 500', async (_name, body, status, message) => {
    const before = (await messages()).length;
    const response = await postJson(server, body);
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { error: string };
    expect(answer.error).toMatch(message);
    expect((await messages()).length).toBe(before);
  });

  it('returns every field error for the form to show next to its field', async () => {
    const response = await postJson(server, { name: '', email: '', message: '' });
    expect(await response.json()).toEqual({
      error: 'Name is required',
      fieldErrors: { name: 'Name is required', email: 'Email is required', message: 'Message is required' },
    });
  });

  it('refuses bodies that are not JSON (415) and methods other than POST (405)', async () => {
    const form = await fetch(`${server.url}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(valid),
    });
    expect(form.status).toBe(415);
    const get = await fetch(`${server.url}/api/send-contact-email`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toEqual({ error: 'Method not allowed: send a POST request' });
  });

  it('answers a bot that fills in the honeypot as if it succeeded, and keeps nothing', async () => {
    const before = (await messages()).length;
    const response = await postJson(server, { ...valid, website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { id: expect.any(String) } });
    expect((await messages()).length).toBe(before);
  });

  it('without JavaScript: shows the errors next to the fields with status 400, keeping what was typed', async () => {
    const response = await postForm(server, { name: '', email: 'not-an-email', company: 'Acme', message: '' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Name is required');
    expect(html).toContain('Please enter a valid email');
    expect(html).toContain('Message is required');
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('value="Acme"');
    expect(html).toMatch(/aria-invalid="true"/);
  });

  it('without JavaScript: stores the message and redirects (303) to the confirmation', async () => {
    const before = (await messages()).length;
    const response = await postForm(server, {
      name: 'Katherine Johnson',
      email: 'kj@example.com',
      company: '',
      message: 'Hi',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?mode=email&sent=1');
    const stored = await messages();
    expect(stored.length).toBe(before + 1);
    expect(stored.at(-1)).toMatchObject({ name: 'Katherine Johnson', company: null, contact_mode: 'email' });
    const page = await fetch(`${server.url}/contact?mode=email&sent=1`);
    expect(await page.text()).toContain('Thank you! We&#x27;ve received your email and will respond shortly.');
  });

  it('serves the ROI analysis as a PDF with the numbers of the inputs in the link', async () => {
    const response = await fetch(
      `${server.url}/roi-calculator/report.pdf?processHours=20&complexity=low&department=Supply%20Chain`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="brightflow-roi-analysis.pdf"');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(isPdf(pdf)).toBe(true);
    const text = pdfText(pdf);
    for (const expected of [
      'Supply Chain',
      'Low',
      '$147,840',
      '4 weeks',
      '1 month',
      '1,748%',
      `${server.url}/roi-calculator`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('renders the ROI results on the server for a shared link, and only then', async () => {
    const withResults = await (await fetch(`${server.url}/roi-calculator?complexity=high&calculate=1`)).text();
    expect(withResults).toContain('Your estimated return');
    expect(withResults).toContain('$110,880');
    expect(withResults).toContain('362%');
    const without = await (await fetch(`${server.url}/roi-calculator?complexity=high`)).text();
    expect(without).not.toContain('Your estimated return');
  });
});

describe('a configured booking page and the contact rate limit over HTTP', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      SEED: 'none',
      CONTACT_RATE_LIMIT: '2',
      SCHEDULER_URL: 'https://calendly.com/brightflow/consultation',
    });
  });

  it('embeds the booking page, 730 px high, told the host name and what to hide, and allows it in the CSP', async () => {
    const response = await fetch(`${server.url}/contact`);
    const html = await response.text();
    const frame = /<iframe[^>]*>/.exec(html)?.[0] ?? '';
    expect(frame).toContain('title="Book a consultation with Brightflow"');
    expect(frame).toContain('height="730"');
    const src = new URL((/src="([^"]+)"/.exec(frame)?.[1] ?? '').replaceAll('&amp;', '&'));
    expect(src.origin + src.pathname).toBe('https://calendly.com/brightflow/consultation');
    expect(src.searchParams.get('embed_domain')).toBe('127.0.0.1');
    expect(src.searchParams.get('hide_landing_page_details')).toBe('1');
    expect(src.searchParams.get('hide_gdpr_banner')).toBe('1');
    expect(src.searchParams.get('hide_event_type_details')).toBe('1');
    expect(response.headers.get('content-security-policy')).toContain('frame-src https://calendly.com');
    expect(html).not.toContain('Book your consultation by email');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers the third message from one IP in the window with 429 and a clear message', async () => {
    expect((await postJson(server, valid)).status).toBe(200);
    expect((await postForm(server, { ...valid })).status).toBe(303);
    const limited = await postJson(server, valid);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /^Too many submissions from your network in a short time\. Please try again in 10 minutes, or write to us at hello@brightflow\.io\.$/,
    );
    const form = await postForm(server, { ...valid });
    expect(form.status).toBe(429);
    const html = await form.text();
    expect(html).toContain('Too many submissions from your network');
    expect(html).toContain('value="Grace Hopper"');
  });
});
