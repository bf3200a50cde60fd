/**
 * Contact messages and ROI e-mail requests end to end below HTTP, on every engine: stored first,
 * then their e-mail queued; a broken outbox never loses a message; honeypot and rate limit.
 */

import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveSiteDocument } from '#app/.server/changes/site-documents.ts';
import { listContactMessages } from '#app/.server/db/repositories/contact-messages.ts';
import { listLeads } from '#app/.server/db/repositories/leads.ts';
import { brand } from '#app/content/brand.ts';
import { defaultSiteSettings } from '#app/content/site-settings.ts';
import { type SubmissionServices, submitContactMessage } from '#app/features/contact/contact.server.ts';
import { requestRoiEmail } from '#app/features/roi/roi-email.server.ts';
import { SITE_SETTINGS } from '#app/features/settings/settings.server.ts';
import { computeRoi, defaultRoiInputs } from '#app/lib/roi.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';
import { submissionServices } from '../helpers/submission-services.ts';

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We reconcile 4,000 invoices a month by hand.',
  contactMode: 'email',
};

const outbox = (database: TestDatabase) => database.db.selectFrom('outbox').selectAll().orderBy('created_at').execute();

describe.each(engines)('contact submissions on %s', (engine) => {
  let database: TestDatabase;
  let services: SubmissionServices;

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    services = submissionServices(database);
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('signs the notification with the company’s details of the site settings, today’s until they are saved', async () => {
    await submitContactMessage(services, message, { ip: '203.0.113.20' });
    expect((await outbox(database))[0]?.html_body).toContain(`${brand.legalName} · ${brand.address}`);
    const settings = {
      ...defaultSiteSettings(undefined),
      companyName: 'Acme Automation GmbH',
      postalAddress: '1 Hauptstraße, Berlin',
    };
    await saveSiteDocument(database, 'settings', settings, { kind: SITE_SETTINGS, action: null });
    await submitContactMessage(services, message, { ip: '203.0.113.21' });
    expect((await outbox(database))[1]?.html_body).toContain('Acme Automation GmbH · 1 Hauptstraße, Berlin');
  });

  it('stores the message, then queues the notification to CONTACT_TO with the visitor as reply-to', async () => {
    const outcome = await submitContactMessage(services, message, { ip: '203.0.113.7', userAgent: 'test-agent' });
    expect(outcome.status).toBe('sent');
    const [stored] = await listContactMessages(database);
    expect(stored).toMatchObject({
      id: outcome.status === 'sent' ? outcome.id : '',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      message: message.message,
      contactMode: 'email',
      status: 'new',
      ip: '203.0.113.7',
      userAgent: 'test-agent',
    });
    const [queued] = await outbox(database);
    expect(queued).toMatchObject({
      to_address: 'sales@brightflow.test',
      reply_to: 'ada@example.com',
      subject: 'New message from Ada Lovelace',
      related_type: 'contact_message',
      related_id: stored?.id,
      status: 'pending',
    });
    expect(queued?.text_body).toContain(message.message);
    // Stored first: the e-mail is never older than the message it announces.
    expect(new Date(queued?.created_at ?? 0).getTime()).toBeGreaterThanOrEqual(
      new Date(stored?.createdAt ?? 0).getTime(),
    );
  });

  // Issue 27: the message and its e-mail are one change, like a lead and its e-mail. A message is
  // never stored without its notification, and a visitor whose message could not be stored is told
  // (the routes answer 500 with "Failed to send message"), never thanked for a message the team
  // would not hear about.
  it('stores the message and its e-mail together, or neither', async () => {
    await sql`drop table outbox`.execute(database.db);
    await expect(
      submitContactMessage(services, { ...message, contactMode: 'consultation' }, { ip: '203.0.113.7' }),
    ).rejects.toThrow();
    expect(await listContactMessages(database)).toHaveLength(0);
  });

  it('stores nothing and queues nothing for invalid input, and says why', async () => {
    const outcome = await submitContactMessage(
      services,
      { name: '', email: 'nope', message: '' },
      { ip: '203.0.113.7' },
    );
    expect(outcome).toEqual({
      status: 'invalid',
      message: 'Name is required',
      fieldErrors: { name: 'Name is required', email: 'Please enter a valid email', message: 'Message is required' },
    });
    expect(await listContactMessages(database)).toHaveLength(0);
    expect(await outbox(database)).toHaveLength(0);
  });

  it('pretends to accept a bot that fills in the honeypot, and keeps nothing', async () => {
    const outcome = await submitContactMessage(
      services,
      { ...message, website: 'https://spam.example' },
      { ip: '198.51.100.1' },
    );
    expect(outcome.status).toBe('sent');
    expect(await listContactMessages(database)).toHaveLength(0);
    expect(await outbox(database)).toHaveLength(0);
  });

  it('limits submissions per IP with a clear message, other IPs unaffected', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await submitContactMessage(services, message, { ip: '192.0.2.1' })).status).toBe('sent');
    }
    const limited = await submitContactMessage(services, message, { ip: '192.0.2.1' });
    expect(limited).toMatchObject({ status: 'rate-limited' });
    if (limited.status !== 'rate-limited') throw new Error('expected a rate limit');
    expect(limited.message).toMatch(
      /^Too many submissions from your network in a short time\. Please try again in 10 minutes/,
    );
    expect(limited.retryAfterSeconds).toBeGreaterThan(590);
    expect(await listContactMessages(database)).toHaveLength(3);
    expect((await submitContactMessage(services, message, { ip: '192.0.2.2' })).status).toBe('sent');
  });

  it("stores an ROI 'email results' request as a lead and queues the analysis to the visitor", async () => {
    const inputs = { ...defaultRoiInputs, complexity: 'high' as const, employees: 9 };
    const outcome = await requestRoiEmail(services, { email: ' cfo@example.com ', inputs }, { ip: '203.0.113.9' });
    expect(outcome).toEqual({ status: 'sent', email: 'cfo@example.com' });
    const [lead] = await listLeads(database);
    expect(lead).toMatchObject({ kind: 'roi_email', email: 'cfo@example.com', status: 'new', ip: '203.0.113.9' });
    expect(lead?.payload).toEqual({
      inputs,
      results: computeRoi(inputs),
      shareUrl: expect.stringContaining('https://brightflow.test/roi-calculator?processHours=20'),
    });
    const [queued] = await outbox(database);
    expect(queued).toMatchObject({
      to_address: 'cfo@example.com',
      subject: 'Your automation ROI analysis from Brightflow',
      related_type: 'lead',
      related_id: lead?.id,
    });
    expect(queued?.text_body).toContain('$110,880');
    expect(queued?.text_body).toContain('https://brightflow.test/roi-calculator/report.pdf?processHours=20');
  });

  it('asks for an address before storing an ROI request', async () => {
    expect(await requestRoiEmail(services, { email: '', inputs: defaultRoiInputs }, { ip: '203.0.113.9' })).toEqual({
      status: 'invalid',
      reason: 'required',
      message: 'Please enter your email address to receive the results.',
    });
    expect(await listLeads(database)).toHaveLength(0);
  });
});
