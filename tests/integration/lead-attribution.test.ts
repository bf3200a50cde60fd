/**
 * Where each lead came from (issue 20), on SQLite and PostgreSQL: every form stores the attribution
 * its hidden field carried (checked and capped; anything malformed is dropped and the submission
 * still succeeds), the inbox names the case studies read by their current titles, and the
 * dashboard's Leads panel counts the last twelve weeks by source.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCaseStudy, deleteCaseStudy } from '#app/.server/changes/case-studies.ts';
import { createContactMessage, createLead } from '#app/.server/changes/submissions.ts';
import { listContactMessages } from '#app/.server/db/repositories/contact-messages.ts';
import { listSubmissionRecords } from '#app/.server/db/repositories/lead-attribution.ts';
import { listLeads } from '#app/.server/db/repositories/leads.ts';
import { listInbox } from '#app/features/inbox/inbox.server.ts';
import { loadLeadsPanel } from '#app/features/inbox/leads-panel.server.ts';
import { type LeadAttribution, NOT_RECORDED, parseAttribution } from '#app/lib/lead-attribution.ts';
import { caseStudyInput } from '../helpers/case-study-input.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';
import { type EngineServer, startServerOn } from '../helpers/engine-server.ts';
import { assessmentAnswers, projectRequestAnswers } from '../helpers/lead-input.ts';

const trail = {
  landing: '/rpa',
  referrer: 'https://www.google.com/search?q=rpa',
  utm: { source: 'google', medium: 'cpc', campaign: 'spring' },
  pages: ['/rpa', '/use-cases/claims-automation', '/use-cases/invoice-capture', '/contact'],
};

const expectedAttribution: LeadAttribution = {
  landingPage: '/rpa',
  referrer: 'https://www.google.com/search',
  utm: { source: 'google', medium: 'cpc', campaign: 'spring' },
  pages: trail.pages,
  caseStudies: ['claims-automation', 'invoice-capture'],
};

const sourceColumns = async (database: TestDatabase | EngineServer['database'], table: 'contact_messages' | 'leads') =>
  database.db.selectFrom(table).select(['email', 'lead_source', 'case_studies_read']).execute();

describe.each(engines)('attribution sent with each form, on %s', (engine) => {
  let setup: EngineServer;
  beforeAll(async () => {
    setup = await startServerOn(engine, { CONTACT_RATE_LIMIT: '100', SEED: 'none' });
  }, 90_000);
  afterAll(async () => {
    await setup?.cleanup();
  });

  const post = (route: string, fields: Record<string, string>, pairs: [string, string][] = []) => {
    const body = new URLSearchParams(fields);
    for (const [name, value] of pairs) body.append(name, value);
    return fetch(`${setup.server.url}${route}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: setup.server.url },
      body,
    });
  };

  it('stores it with a contact message posted without JavaScript and with the JSON API', async () => {
    const plain = await post('/contact?mode=email', {
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Invoices, please.',
      attribution: JSON.stringify(trail),
    });
    expect(plain.status).toBe(303);
    const api = await fetch(`${setup.server.url}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: setup.server.url },
      body: JSON.stringify({
        name: 'Bo',
        email: 'bo@example.com',
        message: 'Hello',
        contactMode: 'email',
        attribution: { landing: '/', referrer: 'https://www.linkedin.com/feed/' },
      }),
    });
    expect(api.status).toBe(200);

    const messages = await listContactMessages(setup.database);
    expect(messages.find((m) => m.email === 'ada@example.com')?.attribution).toEqual(expectedAttribution);
    expect(messages.find((m) => m.email === 'bo@example.com')?.attribution).toEqual({
      landingPage: '/',
      referrer: 'https://www.linkedin.com/feed/',
      utm: {},
      pages: [],
      caseStudies: [],
    });
    expect(await sourceColumns(setup.database, 'contact_messages')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'ada@example.com', lead_source: 'google' }),
        expect.objectContaining({ email: 'bo@example.com', lead_source: 'linkedin.com', case_studies_read: null }),
      ]),
    );
  });

  it('stores it with a project request, a process assessment and an ROI e-mail request', async () => {
    const projectRequest = await post('/lead-intake', { ...projectRequestAnswers, attribution: JSON.stringify(trail) });
    expect(projectRequest.status).toBe(200);
    const assessment = await post(
      '/process-assessment',
      {
        ...assessmentAnswers,
        attribution: JSON.stringify({ landing: '/process-assessment', pages: ['/process-assessment'] }),
      },
      [['painPoints', 'errors-rework']],
    );
    expect(assessment.status).toBe(200);
    const roi = await post('/roi-calculator', {
      intent: 'email',
      email: 'cfo@example.com',
      attribution: JSON.stringify({ ...trail, utm: { source: 'newsletter' } }),
    });
    expect(roi.status).toBe(200);

    const leads = await listLeads(setup.database);
    const byKind = Object.fromEntries(leads.map((lead) => [lead.kind, lead.attribution]));
    expect(byKind.lead_intake).toEqual(expectedAttribution);
    expect(byKind.process_assessment).toEqual({
      landingPage: '/process-assessment',
      referrer: null,
      utm: {},
      pages: ['/process-assessment'],
      caseStudies: [],
    });
    expect(byKind.roi_email).toMatchObject({ utm: { source: 'newsletter' } });
    expect(await sourceColumns(setup.database, 'leads')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'sam@contoso.example', lead_source: 'google' }),
        expect.objectContaining({ email: 'dana@northwind.example', lead_source: 'direct', case_studies_read: null }),
        expect.objectContaining({ email: 'cfo@example.com', lead_source: 'newsletter' }),
      ]),
    );
  });

  it('never lets a malformed or oversized attribution fail a submission: it is dropped', async () => {
    const broken = await post('/lead-intake', {
      name: 'Broken Trail',
      email: 'broken@example.com',
      company: 'Contoso',
      companySize: '250-999',
      processes: 'Employee onboarding across HR, IT and payroll.',
      timeline: 'within-3-months',
      attribution: '{"landing": "/rpa", "pages": [',
    });
    expect(broken.status).toBe(200);
    const huge = await post('/contact?mode=email', {
      name: 'Huge',
      email: 'huge@example.com',
      message: 'Hi',
      attribution: JSON.stringify({ landing: '/', pages: Array.from({ length: 1000 }, (_, i) => `/p/${i}`) }),
    });
    expect(huge.status).toBe(303);
    const long = await post('/contact?mode=email', {
      name: 'Long',
      email: 'long@example.com',
      message: 'Hi',
      attribution: JSON.stringify({ landing: '/', pages: Array.from({ length: 400 }, (_, i) => `/p/${i}`) }),
    });
    expect(long.status).toBe(303);
    const hostile = await post('/contact?mode=email', {
      name: 'Hostile',
      email: 'hostile@example.com',
      message: 'Hi',
      attribution: JSON.stringify({
        landing: 'javascript:alert(1)',
        referrer: 'javascript:alert(1)',
        utm: { source: '<script>alert(1)</script>'.repeat(20) },
        pages: ['//evil.example/', '/ok'],
      }),
    });
    expect(hostile.status).toBe(303);

    const [lead] = (await listLeads(setup.database)).filter((l) => l.email === 'broken@example.com');
    expect(lead?.attribution).toBeNull();
    const messages = await listContactMessages(setup.database);
    expect(messages.find((m) => m.email === 'huge@example.com')?.attribution).toBeNull();
    // Capped, not refused: the visit's last 20 pages.
    const capped = messages.find((m) => m.email === 'long@example.com')?.attribution;
    expect(capped?.pages).toEqual(Array.from({ length: 20 }, (_, i) => `/p/${380 + i}`));
    expect(messages.find((m) => m.email === 'hostile@example.com')?.attribution).toEqual({
      landingPage: null,
      referrer: null,
      utm: { source: '<script>alert(1)</script>'.repeat(20).slice(0, 100) },
      pages: ['/ok'],
      caseStudies: [],
    });
  });
});

describe.each(engines)('attribution in the inbox and the Leads panel, on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database.destroy();
  });

  const at = (iso: string) => vi.setSystemTime(new Date(iso));
  const contact = (email: string, attribution: LeadAttribution | null) =>
    createContactMessage(database, { name: 'V', email, message: 'Hi', contactMode: 'email', attribution });
  const roiLead = (email: string, attribution: LeadAttribution | null) =>
    createLead(database, { kind: 'roi_email', email, attribution });
  const attribution = (raw: unknown) => parseAttribution(raw);

  it('names the case studies read by their current titles, and by slug once deleted', async () => {
    const kept = await createCaseStudy(
      database,
      caseStudyInput({ slug: 'claims-automation', title: 'Claims Automation', status: 'published' }),
    );
    const gone = await createCaseStudy(
      database,
      caseStudyInput({ slug: 'invoice-capture', title: 'Invoice Capture', status: 'published' }),
    );
    await deleteCaseStudy(database, gone.caseStudy.id);
    await contact(
      'reader@example.com',
      attribution({ ...trail, pages: [...trail.pages, `/use-cases/${kept.caseStudy.id}`] }),
    );
    await contact('nojs@example.com', null);

    const items = await listInbox(database);
    const reader = items.find((item) => item.email === 'reader@example.com');
    expect(reader?.attribution?.source).toEqual({ kind: 'utm', name: 'google' });
    expect(reader?.attribution?.caseStudiesRead).toEqual([
      { slug: 'claims-automation', title: 'Claims Automation' },
      { slug: 'invoice-capture', title: null },
      { slug: kept.caseStudy.id, title: 'Claims Automation' },
    ]);
    expect(items.find((item) => item.email === 'nojs@example.com')?.attribution).toBeNull();
  });

  it('counts the last twelve weeks by source and ranks the case studies read', async () => {
    await createCaseStudy(database, caseStudyInput({ slug: 'claims-automation', title: 'Claims Automation' }));
    at('2026-09-01T10:00:00Z'); // before the twelve weeks
    await contact('old@example.com', attribution({ landing: '/', utm: { source: 'google' } }));
    at('2026-09-07T00:00:00Z'); // the first moment of the first week
    await roiLead('first@example.com', null);
    at('2026-11-16T09:00:00Z');
    await contact('a@example.com', attribution(trail));
    await roiLead('b@example.com', attribution({ landing: '/', referrer: 'https://www.linkedin.com/feed/' }));
    at('2026-11-25T09:00:00Z');
    await contact('c@example.com', attribution({ landing: '/', pages: ['/use-cases/claims-automation'] }));
    await roiLead('d@example.com', attribution({ ...trail, utm: {}, referrer: null }));

    const panel = await loadLeadsPanel(database, new Date('2026-11-26T12:00:00Z'));
    expect(panel.total).toBe(5);
    expect(panel.weeks).toHaveLength(12);
    expect(panel.weeks[0]).toEqual({ start: '2026-09-07', counts: { [NOT_RECORDED]: 1 }, total: 1 });
    expect(panel.weeks[10]).toEqual({ start: '2026-11-16', counts: { google: 1, 'linkedin.com': 1 }, total: 2 });
    expect(panel.weeks[11]).toEqual({ start: '2026-11-23', counts: { direct: 2 }, total: 2 });
    expect(panel.sources).toEqual(['direct', 'google', 'linkedin.com', NOT_RECORDED]);
    expect(panel.caseStudies).toEqual([
      { slug: 'claims-automation', title: 'Claims Automation', submissions: 3 },
      { slug: 'invoice-capture', title: null, submissions: 2 },
    ]);
  });

  it('reads a bounded number of rows per table, newest first', async () => {
    for (const [index, day] of ['10', '11', '12'].entries()) {
      at(`2026-11-${day}T09:00:00Z`);
      await contact(`m${index}@example.com`, attribution({ landing: '/', utm: { source: `s${index}` } }));
    }
    const records = await listSubmissionRecords(database, new Date('2026-11-01T00:00:00Z'), 2);
    expect(records.map((record) => record.source)).toEqual(['s2', 's1']);
  });
});
