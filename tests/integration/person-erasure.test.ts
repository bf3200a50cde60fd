/**
 * One person's export and erasure (issue 31) on each engine. The erasure test reads EVERY table the
 * database has (from its catalog, so a new table fails here until it is listed below with how an
 * erasure treats it) and the outbox, and finds nothing of the erased person; another person's data stays.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCaseStudy } from '#app/.server/changes/case-studies.ts';
import { updateLeadPipeline } from '#app/.server/changes/leads.ts';
import { erasePerson, exportPerson } from '#app/.server/changes/people.ts';
import { createTestimonial } from '#app/.server/changes/testimonials.ts';
import { listAudit } from '#app/.server/db/repositories/audit-log.ts';
import { enqueueEmail } from '#app/.server/db/repositories/outbox.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { createWebhookEndpoint } from '#app/.server/db/repositories/webhooks.ts';
import { parseConfig } from '#app/.server/infrastructure/config.ts';
import { openedBody } from '#app/.server/mail/sealed-body.ts';
import { type SubmissionServices, submitContactMessage } from '#app/features/contact/contact.server.ts';
import { loadPerson } from '#app/features/leads/person.server.ts';
import { personExport, personExportCsv } from '#app/features/leads/person-export.server.ts';
import { commentAsReviewer, decideAsReviewer, sendReviewRequest } from '#app/features/review/review.server.ts';
import { requestRoiEmail } from '#app/features/roi/roi-email.server.ts';
import { computeRoi, defaultRoiInputs } from '#app/lib/roi.ts';
import { caseStudyInput } from '../helpers/case-study-input.ts';
import { createTestDatabase, type Engine, engines, type TestDatabase } from '../helpers/database.ts';
import { submissionServices } from '../helpers/submission-services.ts';

/**
 * Every table, and why an erasure leaves nothing of a lead in it. A table missing here fails the
 * test: decide whether it can hold a lead's data, and erase it in app/.server/db/repositories/person-data.ts if so.
 */
const TABLES: Record<string, string> = {
  contact_messages: 'erased: the rows are deleted',
  leads: 'erased: the rows are deleted',
  lead_notes: 'erased: the timelines are deleted',
  outbox: 'erased: e-mails to or about them keep no address of theirs, subject or body',
  webhook_deliveries: 'erased: payload copies replaced',
  webhook_attempts: 'erased: the receiver’s answers to those deliveries blanked',
  audit_log: 'erased: their addresses and names replaced by a pseudonym',
  rate_limits: 'erased: the submission counters of their network addresses deleted',
  submission_search: 'erased (SQLite): the search index, by its triggers and a merge',
  submission_search_data: 'the search index’s storage (SQLite)',
  submission_search_idx: 'the search index’s storage (SQLite)',
  submission_search_content: 'the search index’s storage (SQLite)',
  submission_search_docsize: 'the search index’s storage (SQLite)',
  submission_search_config: 'the search index’s storage (SQLite)',
  case_studies: 'content: no lead data',
  case_study_slug_redirects: 'content: no lead data',
  case_study_sections: 'content: no lead data',
  case_study_metrics: 'content: no lead data',
  case_study_processes: 'content: no lead data',
  case_study_media: 'content: no lead data',
  testimonials: 'content: no lead data',
  pages: 'content: no lead data',
  page_path_redirects: 'content: no lead data',
  site_setup: 'content: no lead data',
  site_documents: 'content: no lead data',
  roi_models: 'content: no lead data',
  share_images: 'content: the share images of published pages and case studies',
  retired_share_images: 'content: share images no record names any more, until deleted',
  lead_retention: 'settings: how long leads are kept per status',
  not_found_paths: 'the 404 log: paths and referring pages (without their query), not leads',
  redirect_hits: 'redirect counters',
  revisions: 'content history: submissions have no revisions',
  users: 'staff accounts, not leads',
  staff_invitations: 'staff, not leads',
  sessions: 'staff sessions',
  api_keys: 'intake keys',
  idempotency_keys: 'intake API replies (case studies), not leads',
  images: 'uploaded files',
  cache_versions: 'cache counters',
  job_leases: 'job leases',
  webhook_endpoints: 'receivers’ settings',
  review_requests: 'erased: a request to an address with their key names the pseudonym, and is revoked',
  review_comments: 'erased: their comments on it keep their words but the pseudonym’s name, no network address',
  review_decisions: 'erased: their decisions keep what was decided, by the pseudonym, no network address',
  review_settings: 'client review settings',
  kysely_migration: 'the migrations run',
  kysely_migration_lock: 'the migrations’ lock',
  sqlite_sequence: 'SQLite’s counters',
};

async function tableNames(database: TestDatabase, engine: Engine): Promise<string[]> {
  const rows =
    engine === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(database.db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(database.db);
  return rows.rows.map((row) => row.name).sort();
}

/** Every row of a table as lower-cased text (binary columns as bytes read as Latin-1). */
async function tableText(database: TestDatabase, table: string): Promise<string> {
  const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
  return JSON.stringify(rows.rows, (_key, value) =>
    value instanceof Uint8Array || (value && (value as { type?: string }).type === 'Buffer')
      ? Buffer.from(value as Uint8Array).toString('latin1')
      : value,
  ).toLowerCase();
}

/** What must be gone: the person's name, company, words, every address they wrote from, where they wrote from. */
const ADA = ['lovelace', 'analytical engines', 'bernoulli', '198.51.100.23', '198.51.100.24', '198.51.100.25'];

const reviewConfig = parseConfig({
  NODE_ENV: 'test',
  PUBLIC_URL: 'https://brightflow.test',
  SESSION_SECRET: 's'.repeat(40),
});

/** What Ada's erasure counts: her two submissions, their client review and an e-mail to another spelling of hers. */
const COUNTS = { submissions: 2, notes: 2, outbox: 5, webhookDeliveries: 6, audit: 5, reviews: 3 };

describe.each(engines)('a person’s export and erasure on %s', (engine) => {
  let database: TestDatabase;
  let services: SubmissionServices;
  let sales: { userId: string; actor: string };

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    services = submissionServices(database, { contactLimit: 10 });
    const user = await createUser(database, { email: 'sam@brightflow.test', passwordHash: 'x', role: 'sales' });
    sales = { userId: user.id, actor: user.email };
    await createWebhookEndpoint(database, {
      url: 'https://crm.example.com/hook',
      events: [
        'contact.created',
        'lead.created',
        'roi_report.requested',
        'lead.updated',
        'lead.erased',
        'review.requested',
        'review.commented',
        'review.approved',
      ],
      secretSealed: 'sealed',
      createdBy: null,
    });
  });
  afterEach(async () => {
    await database.destroy();
  });

  /** Ada writes twice, from two spellings of one Gmail address; Bob once. */
  async function seed() {
    const contact = await submitContactMessage(
      services,
      {
        name: 'Ada Lovelace',
        email: 'Ada.Lovelace+web@Gmail.com',
        company: 'Analytical Engines Ltd',
        message: 'We compute Bernoulli numbers by hand every month.',
        contactMode: 'email',
      },
      { ip: '198.51.100.23', userAgent: 'Test' },
    );
    expect(contact.status).toBe('sent');
    const inputs = { ...defaultRoiInputs, processHours: 12 };
    expect(
      await requestRoiEmail(services, { email: 'adalovelace@gmail.com', inputs }, { ip: '198.51.100.24' }),
    ).toEqual({ status: 'sent', email: 'adalovelace@gmail.com' });
    await submitContactMessage(
      services,
      {
        name: 'Bob Babbage',
        email: 'bob@example.com',
        company: 'Difference Ltd',
        message: 'Hello.',
        contactMode: 'email',
      },
      { ip: '192.0.2.1', userAgent: 'Test' },
    );
    const contactId = (contact as { id: string }).id;
    await updateLeadPipeline(
      database,
      sales,
      { source: 'contact', id: contactId },
      {
        ownerId: sales.userId,
        note: 'Lovelace wants a demo.',
      },
    );
    return { contactId, inputs };
  }

  /**
   * Ada is also a client contact, under a spelling none of her submissions used: she comments and
   * approves (a case study's review, or with `testimonial` a testimonial's).
   */
  async function seedReview(testimonial = false) {
    const review = { database, config: reviewConfig, logger: services.logger as never };
    const studyId = testimonial
      ? (
          await createTestimonial(database, {
            quote: 'The close takes four days now.',
            authorName: 'Grace Hopper',
            title: 'Controller',
            company: 'Harbor Logistics',
            image: '',
            status: 'inactive',
          })
        ).id
      : (await createCaseStudy(database, caseStudyInput({ status: 'draft' }))).caseStudy.id;
    const ref = testimonial ? { type: 'testimonial' as const, id: studyId } : studyId;
    const sent = await sendReviewRequest(review, { userId: sales.userId, email: sales.actor }, '127.0.0.5', ref, {
      contactName: 'Ada Lovelace',
      contactEmail: 'Ada.Lovelace@Googlemail.com',
      message: 'Ada Lovelace, please check the figures.',
      days: 14,
    });
    expect(sent).toMatchObject({ ok: true });
    const mail = await database.db
      .selectFrom('outbox')
      .selectAll()
      .where('related_type', '=', 'review_request')
      .executeTakeFirstOrThrow();
    const body = openedBody(reviewConfig, { text: mail.text_body, html: mail.html_body, sealed: Boolean(mail.sealed) });
    const token = /\/review\/([A-Za-z0-9_-]{43})/.exec(body?.text ?? '')?.[1] ?? '';
    const comment = {
      target: testimonial ? 'testimonial' : 'study',
      name: 'Ada Lovelace',
      comment: 'Ada Lovelace agrees with the savings.',
    };
    expect(await commentAsReviewer(review, token, comment, '198.51.100.25')).toMatchObject({ ok: true });
    const decision = { decision: 'approved' as const, name: 'Ada Lovelace', message: 'Fine by Ada Lovelace.' };
    expect(await decideAsReviewer(review, token, decision, '198.51.100.25')).toMatchObject({ ok: true });
    return { studyId };
  }

  it('shows one person for both submissions, with the ROI results and one timeline', async () => {
    const { contactId, inputs } = await seed();
    const person = await loadPerson(database, contactId);
    expect(person?.title).toBe('Ada Lovelace');
    expect(person?.emails).toEqual(['adalovelace@gmail.com', 'Ada.Lovelace+web@Gmail.com']);
    expect(person?.submissions.map((s) => s.kind)).toEqual(['roi_email', 'contact']);
    expect(person?.roi).toHaveLength(1);
    expect(person?.roi[0]).toMatchObject({ version: 1, recomputed: true });
    expect(person?.roi[0]?.results).toContainEqual({
      label: 'Annual process cost',
      value: `$${computeRoi(inputs).annualCost.toLocaleString('en-US')}`,
    });
    expect(person?.timeline.map((entry) => entry.entry)).toEqual(['note', 'owner']);
    expect(await loadPerson(database, crypto.randomUUID())).toBeNull();
  });

  it('exports everything stored about them, audited, as JSON and a formula-safe CSV', async () => {
    const { contactId } = await seed();
    await database.db.updateTable('leads').set({ company: '=HYPERLINK("http://evil")' }).execute();
    // E-mails to spellings none of her submissions used: one is hers (the same key), one is someone else's.
    await enqueueEmail(database, { to: 'A.Da.Lovelace+News@Googlemail.com', subject: 'News', text: 'Hello' });
    await enqueueEmail(database, { to: 'ada.lovelace@example.com', subject: 'News', text: 'Hello' });
    const rows = await exportPerson(database, sales, { personKey: 'adalovelace@gmail.com', via: contactId }, 'csv');
    const content = personExport(rows);
    expect(content.submissions).toHaveLength(2);
    expect(content.notes).toHaveLength(2);
    // The notification to the studio, the analysis to Ada and the e-mail to her other spelling.
    expect(content.outboxEmails.map((e) => e.to_address).sort()).toEqual([
      'A.Da.Lovelace+News@Googlemail.com',
      'adalovelace@gmail.com',
      'sales@brightflow.test',
    ]);
    expect(content.webhookDeliveries.map((d) => d.event_type).sort()).toEqual([
      'contact.created',
      'lead.updated',
      'roi_report.requested',
    ]);
    expect(JSON.stringify(content)).not.toContain('bob@example.com');
    const csv = personExportCsv(content);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).not.toMatch(/(^|,)"=/m);
    const [audit] = await listAudit(database, { limit: 1 });
    expect(audit).toMatchObject({ action: 'person.exported', actor: 'sam@brightflow.test', entityType: 'person' });
    expect(audit?.details).toMatchObject({ format: 'csv', counts: { submissions: 2, notes: 2 } });
  });

  it('erases them as the client contact of a testimonial’s review too, keeping what was said and decided', async () => {
    await seed();
    const { studyId: testimonialId } = await seedReview(true);
    expect(await tableText(database, 'review_requests')).toContain('lovelace');
    const done = await erasePerson(database, sales, 'adalovelace@gmail.com');
    expect(done?.counts.reviews).toBe(3);
    for (const table of await tableNames(database, engine)) {
      const text = await tableText(database, table);
      for (const needle of ADA) expect(text.includes(needle), `${needle} in ${table}`).toBe(false);
    }
    const label = done?.pseudonym ?? '';
    const request = await database.db
      .selectFrom('review_requests')
      .selectAll()
      .where('record_type', '=', 'testimonial')
      .where('record_id', '=', testimonialId)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ contact_name: label, version: 1 });
    expect(await database.db.selectFrom('review_comments').selectAll().execute()).toMatchObject([
      { request_id: request.id, author_name: label, target: 'testimonial', ip: null },
    ]);
    expect(await database.db.selectFrom('review_decisions').selectAll().execute()).toMatchObject([
      { request_id: request.id, decision: 'approved', reviewer_name: label, ip: null },
    ]);
  });

  it('erases them from every table in one change, audited without their data, and keeps everyone else', async () => {
    const { contactId } = await seed();
    const { studyId } = await seedReview();
    await enqueueEmail(database, { to: 'A.Da.Lovelace+News@Googlemail.com', subject: 'News', text: 'Hello' });
    await exportPerson(database, sales, { personKey: 'adalovelace@gmail.com', via: contactId }, 'json');
    const names = await tableNames(database, engine);
    expect(names.filter((name) => !(name in TABLES))).toEqual([]);
    // The seed really put Ada in the tables the erasure has to clean.
    for (const table of [
      'contact_messages',
      'leads',
      'lead_notes',
      'outbox',
      'webhook_deliveries',
      'audit_log',
      'review_requests',
      'review_comments',
      'review_decisions',
    ]) {
      expect(await tableText(database, table), table).toContain('lovelace');
    }

    const done = await erasePerson(database, sales, 'adalovelace@gmail.com');
    expect(done?.counts).toEqual(COUNTS);

    for (const table of names) {
      const text = await tableText(database, table);
      for (const needle of ADA) expect(text.includes(needle), `${needle} in ${table}`).toBe(false);
    }
    const outbox = await database.db.selectFrom('outbox').selectAll().orderBy('created_at').execute();
    const blanked = outbox.filter((row) => row.subject === 'Erased e-mail');
    expect(blanked).toHaveLength(COUNTS.outbox);
    expect(blanked.every((row) => row.text_body === '' && row.html_body === null && row.status === 'failed')).toBe(
      true,
    );
    // Bob's message, e-mail and event are untouched.
    expect(await tableText(database, 'contact_messages')).toContain('bob babbage');
    expect(outbox.find((row) => row.reply_to === 'bob@example.com')?.text_body).toContain('Hello.');
    expect(await tableText(database, 'webhook_deliveries')).toContain('bob@example.com');

    const [entry] = await listAudit(database, { limit: 1 });
    expect(entry).toMatchObject({ action: 'person.erased', actor: 'sam@brightflow.test', entityType: 'person' });
    expect(entry?.details).toEqual({ pseudonym: done?.pseudonym, counts: COUNTS });
    // The receivers are told which submissions to delete, by id and the pseudonym only.
    const erasedEvent = await database.db
      .selectFrom('webhook_deliveries')
      .select(['payload', 'status'])
      .where('event_type', '=', 'lead.erased')
      .executeTakeFirstOrThrow();
    expect(erasedEvent.status).toBe('pending');
    expect(JSON.parse(erasedEvent.payload)).toEqual({
      type: 'lead.erased',
      timestamp: expect.any(String),
      data: {
        pseudonym: done?.pseudonym,
        submissions: expect.arrayContaining([{ source: 'contact', id: contactId }]),
      },
    });
    const erasedSources = JSON.parse(erasedEvent.payload).data.submissions.map(
      (item: { source: string }) => item.source,
    );
    expect(erasedSources.sort()).toEqual(['contact', 'lead']);
    // The study's review history reads as before, by the pseudonym: what was said and decided, on which version.
    const request = await database.db
      .selectFrom('review_requests')
      .selectAll()
      .where('record_id', '=', studyId)
      .executeTakeFirstOrThrow();
    const label = done?.pseudonym ?? '';
    expect(request).toMatchObject({ contact_name: label, message: `${label}, please check the figures.`, version: 1 });
    expect(request.contact_email).toMatch(/^erased-[0-9a-f]{8}@erased\.invalid$/);
    expect(label.endsWith(request.contact_email.slice(7, 15))).toBe(true);
    expect(await database.db.selectFrom('review_comments').selectAll().execute()).toMatchObject([
      { request_id: request.id, author_name: label, body: `${label} agrees with the savings.`, ip: null },
    ]);
    expect(await database.db.selectFrom('review_decisions').selectAll().execute()).toMatchObject([
      {
        request_id: request.id,
        decision: 'approved',
        reviewer_name: label,
        reviewer_email: request.contact_email,
        ip: null,
      },
    ]);
    const exported = (await listAudit(database, { limit: 5 })).find((e) => e.action === 'person.exported');
    expect(JSON.stringify(exported?.details)).toMatch(/erased-[0-9a-f]{8}@erased\.invalid/);
    expect(await loadPerson(database, contactId)).toBeNull();
    expect(await erasePerson(database, sales, 'adalovelace@gmail.com')).toBeNull();
  });
});
