/**
 * The interactive blocks of pages built from blocks through HTTP, as a browser without JavaScript
 * uses them (issue 28): the contact form with its booking choice, the project request (lead
 * intake), the process assessment and the ROI calculator, each posted to the page it is on and
 * answered there by the form's own server code: the same stored rows, queued e-mails, webhook
 * events, messages, statuses and rate limits as /contact, /lead-intake, /process-assessment and
 * /roi-calculator. Rows are written and read in the server's SQLite file.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPage } from '#app/.server/changes/pages.ts';
import { openSqlite } from '#app/.server/db/index.ts';
import { listLeads } from '#app/.server/db/repositories/leads.ts';
import { createWebhookEndpoint } from '#app/.server/db/repositories/webhooks.ts';
import type { Database } from '#app/.server/db/types.ts';
import { assessmentAnswers, projectRequestAnswers as projectRequest } from '../helpers/lead-input.ts';
import { insuranceBlocks, insuranceHero, insurancePage } from '../helpers/page-input.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const INSURANCE = '/industries/insurance';
const GET_STARTED = '/industries/insurance/get-started';

const message = {
  name: 'Grace Hopper',
  email: 'grace@insurer.example',
  company: 'Remington Mutual',
  message: 'Our claims intake takes three days.',
};

const assessment = { ...assessmentAnswers, painPoints: 'errors-rework' };

/** What the visit-trail script puts in the hidden field as a form is sent (docs/decisions/lead-attribution.md). */
const trail = JSON.stringify({ landing: '/use-cases', pages: ['/use-cases', INSURANCE] });

/** Each test posts from an address of its own, so the per-IP budgets (3 here) never mix. */
let nextIp = 10;
const freshIp = () => `203.0.113.${nextIp++}`;

describe('interactive blocks over HTTP', () => {
  let server: TestServer;
  let database: Database;

  beforeAll(async () => {
    server = await startTestServer({
      SEED: 'sample',
      CONTACT_RATE_LIMIT: '3',
      TRUST_PROXY: 'loopback',
      // The deliveries are only counted here: attempted, they fail (no such host), and five failures in a
      // row switch the endpoint off, after which no later event is queued for it (on a slow machine that
      // happened before the ROI test).
      WEBHOOK_POLL_MS: '3600000',
    });
    database = openSqlite(path.join(server.dataDir, 'site.db'));
    await createPage(database, insurancePage({ status: 'published', blocks: insuranceBlocks }));
    await createPage(
      database,
      insurancePage({
        path: GET_STARTED,
        title: 'Get started with automation for insurance',
        status: 'published',
        blocks: [
          insuranceHero,
          { id: 'request', type: 'project-request-form' },
          { id: 'assessment', type: 'process-assessment-form' },
          { id: 'roi', type: 'roi-calculator' },
        ],
      }),
    );
    await createWebhookEndpoint(database, {
      url: 'https://hooks.example.com/brightflow',
      events: ['contact.created', 'lead.created', 'roi_report.requested'],
      secretSealed: 'not-delivered-in-this-test',
      createdBy: null,
    });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  const get = (pathname: string) => fetch(`${server.url}${pathname}`, { redirect: 'manual' });
  const post = (pathname: string, fields: Record<string, string>, ip = freshIp()) =>
    fetch(`${server.url}${pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: server.url,
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': ip,
      },
      body: new URLSearchParams(fields),
    });

  const messagesFrom = (email: string) =>
    database.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
  const outboxOf = (id: string) => database.db.selectFrom('outbox').selectAll().where('related_id', '=', id).execute();
  const webhookEvents = async (eventType: string) =>
    (
      await database.db.selectFrom('webhook_deliveries').select('payload').where('event_type', '=', eventType).execute()
    ).map((row) => String(row.payload));

  it('serves the page with its hero, cards, featured insurance work, FAQ and the contact form of /contact', async () => {
    const response = await get(INSURANCE);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Automation for insurers</h1>');
    expect(html).toContain('What we automate for insurers');
    expect(html).toContain('AI Claims Triage Agent for First Notice of Loss');
    expect(html).not.toContain('Touchless Invoice Processing Across 14 SAP Entities');
    expect(html).toContain('How long does a pilot take?');
    // The mode tabs and the booking fallback, as on /contact (no SCHEDULER_URL here)…
    expect(html).toContain('Schedule a Consultation');
    expect(html).toContain('Book your consultation by email');
    // …and the e-mail form, posting to this page, at its section.
    expect(html).toContain('<section id="contact"');
    expect(html).toContain('action="/industries/insurance?mode=email#contact"');
    expect(html).toContain('name="block" value="contact-form"');
    expect(html).toContain('formAction="/industries/insurance?mode=email#contact"');
    expect(html).not.toContain('action="/contact');
    expect(html).toContain('Send us an email');
  });

  it('answers a client-side navigation’s data request for the page', async () => {
    const response = await get(`${INSURANCE}.data`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Automation for insurers');
  });

  it('without JavaScript: stores the message with its e-mail and webhook event, then shows the confirmation on the page', async () => {
    const response = await post(`${INSURANCE}?mode=email`, { ...message, attribution: trail, block: 'contact-form' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location');
    expect(location).toBe('/industries/insurance?mode=email&sent=1#contact');

    const [stored] = await messagesFrom(message.email);
    expect(stored).toMatchObject({ name: 'Grace Hopper', company: 'Remington Mutual', contact_mode: 'email' });
    expect(JSON.parse(String(stored?.attribution))).toMatchObject({
      landingPage: '/use-cases',
      pages: ['/use-cases', INSURANCE],
    });
    const [email] = await outboxOf(stored!.id);
    expect(email).toMatchObject({ to_address: 'hello@brightflow.io', reply_to: message.email, status: 'pending' });
    expect((await webhookEvents('contact.created')).some((payload) => payload.includes(stored!.id))).toBe(true);

    const confirmation = await (await get(location!)).text();
    expect(confirmation).toContain('Message Sent Successfully');
    expect(confirmation).toContain('Thank you! We&#x27;ve received your email and will respond shortly.');
    expect(confirmation).toContain('Automation for insurers</h1>');
  });

  it('without JavaScript: answers bad input with 400 and the messages of /contact, keeping what was typed', async () => {
    const response = await post(`${INSURANCE}?mode=email`, {
      name: '',
      email: 'grace@',
      company: 'Remington Mutual',
      message: '',
      block: 'contact-form',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Name is required');
    expect(html).toContain('Please enter a valid email');
    expect(html).toContain('Message is required');
    expect(html).toContain('value="grace@"');
    expect(html).toContain('value="Remington Mutual"');
    expect(html).toContain('Automation for insurers</h1>');
    expect(await messagesFrom('grace@')).toHaveLength(0);
  });

  it('switches modes without JavaScript on the page itself, keeping what was typed', async () => {
    const typed = await post(INSURANCE, {
      intent: 'switch-mode',
      name: 'Grace Hopper',
      email: '',
      company: '',
      message: 'Half a thought',
      block: 'contact-form',
    });
    expect(typed.status).toBe(200);
    const html = await typed.text();
    expect(html).toContain('value="Grace Hopper"');
    expect(html).toContain('Half a thought</textarea>');

    const empty = await post(`${INSURANCE}?mode=email`, { intent: 'switch-mode', block: 'contact-form' });
    expect(empty.status).toBe(303);
    expect(empty.headers.get('location')).toBe('/industries/insurance?mode=email#contact');
  });

  it('limits contact messages per IP as /contact does: 429, Retry-After and the message', async () => {
    const ip = freshIp();
    for (let sent = 0; sent < 3; sent++) {
      const response = await post(`${INSURANCE}?mode=email`, { ...message, block: 'contact-form' }, ip);
      expect(response.status).toBe(303);
    }
    const limited = await post(`${INSURANCE}?mode=email`, { ...message, block: 'contact-form' }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await limited.text();
    expect(html).toContain('Too many submissions from your network in a short time.');
    expect(html).toContain('value="Grace Hopper"');
  });

  it('stores a project request from its block, with its e-mail and event, and thanks the visitor there', async () => {
    const response = await post(GET_STARTED, { ...projectRequest, block: 'project-request-form' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Thank you, Sam. We have your request.');
    expect(html).toContain('href="/industries/insurance/get-started#lead-intake"');
    expect(html).toContain('Automation for insurers</h1>');
    const [lead] = await listLeads(database, { kind: 'lead_intake' });
    expect(lead).toMatchObject({
      name: 'Sam Okafor',
      email: 'sam@contoso.example',
      payload: { companySize: '250-999', processes: projectRequest.processes, timeline: 'within-3-months' },
    });
    const [email] = await outboxOf(lead!.id);
    expect(email?.subject).toBe('Project request: Contoso (Within the next 3 months)');
    expect((await webhookEvents('lead.created')).some((payload) => payload.includes(lead!.id))).toBe(true);
  });

  it('answers a bad or oversized project request with the messages of /lead-intake and a 4xx', async () => {
    const before = (await listLeads(database)).length;
    const bad = await post(GET_STARTED, {
      ...projectRequest,
      email: 'sam@',
      companySize: 'huge',
      block: 'project-request-form',
    });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('Please check the highlighted fields.');
    expect(html).toContain('Please enter a valid email');
    expect(html).toContain('Select your company size');
    expect(html).toContain('value="sam@"');

    // The block field comes first in the form, so even a post too large to read whole reaches its form.
    const huge = await post(GET_STARTED, {
      block: 'project-request-form',
      ...projectRequest,
      processes: 'x'.repeat(70_000),
    });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain('That submission is too large.');
    expect((await listLeads(database)).length).toBe(before);
  });

  it('stores a process assessment from its block and thanks the visitor there', async () => {
    const response = await post(GET_STARTED, { ...assessment, block: 'process-assessment-form' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Thank you, Dana. Your assessment is on its way.');
    expect(html).toContain('href="/industries/insurance/get-started#process-assessment"');
    const [lead] = await listLeads(database, { kind: 'process_assessment' });
    expect(lead).toMatchObject({ name: 'Dana Whitfield', payload: { processName: 'Supplier invoice processing' } });
    const [email] = await outboxOf(lead!.id);
    expect(email?.subject).toBe('Process assessment: Supplier invoice processing (Northwind Traders)');

    const bad = await post(GET_STARTED, { ...assessment, processName: '', block: 'process-assessment-form' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Please check the highlighted fields.');
  });

  it('computes the ROI calculator block as /roi-calculator does, and e-mails the analysis from the page', async () => {
    const query = '?complexity=high&calculate=1';
    const onPage = await (await get(`${GET_STARTED}${query}`)).text();
    const onCalculator = await (await get(`/roi-calculator${query}`)).text();
    for (const figure of ['Your estimated return', '$110,880', '362%']) {
      expect(onPage).toContain(figure);
      expect(onCalculator).toContain(figure);
    }
    expect(onPage).toContain('action="/industries/insurance/get-started#roi-calculator"');
    expect(await (await get(GET_STARTED)).text()).not.toContain('Your estimated return');

    const inputs = {
      processHours: '40',
      hourlyRate: '50',
      frequency: '4',
      complexity: 'high',
      department: 'Finance',
      employees: '5',
    };
    const sent = await post(`${GET_STARTED}?calculate=1`, {
      block: 'roi-calculator',
      intent: 'email',
      email: 'cfo@insurer.example',
      ...inputs,
    });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('Your ROI analysis has been sent to cfo@insurer.example.');
    const [lead] = await listLeads(database, { kind: 'roi_email' });
    expect(lead).toMatchObject({ email: 'cfo@insurer.example' });
    expect((await outboxOf(lead!.id))[0]?.to_address).toBe('cfo@insurer.example');
    expect((await webhookEvents('roi_report.requested')).length).toBeGreaterThan(0);

    const invalid = await post(`${GET_STARTED}?calculate=1`, {
      block: 'roi-calculator',
      intent: 'email',
      email: 'cfo@',
      ...inputs,
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('Please enter a valid email');
  });

  it('refuses a post for a form the page does not show, or from no form, with 400; an unknown path stays 404', async () => {
    const elsewhere = await post(GET_STARTED, { ...message, block: 'contact-form' });
    expect(elsewhere.status).toBe(400);
    expect(await messagesFrom(message.email)).toHaveLength(4);
    expect((await post(INSURANCE, message)).status).toBe(400);
    expect((await post('/industries/nowhere', { ...message, block: 'contact-form' })).status).toBe(404);
    const json = await fetch(`${server.url}${INSURANCE}`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...message, block: 'contact-form' }),
    });
    expect(json.status).toBe(415);
  });
});
