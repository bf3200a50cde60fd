/**
 * Property-based hostile input (issue 10) through real HTTP against the production build, on SQLite
 * and (with TEST_DATABASE_URL) PostgreSQL: for every public form, JSON API and studio action,
 * random and boundary inputs (empty, huge, unicode, control characters, NUL, lone surrogates, wrong
 * types, arrays for scalars, missing and duplicated fields, wrong content types) never get a 5xx,
 * and a refused input leaves every stored row as it was.
 *
 * Reproduce a failure with the seed fast-check prints: `FC_SEED=<seed> npx vitest run ...`.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/.server/db/index.ts';
import { LEAD_DIGEST_OUTBOX_TYPE } from '#app/.server/db/repositories/lead-digest.ts';
import { defaultSectionTitles } from '#app/features/case-studies/case-study-copy.ts';
import { emptyFullValues, emptySimpleValues } from '#app/features/case-studies/case-study-form.ts';
import {
  companySizeOptions,
  dataFormatOptions,
  painPointOptions,
  systemCountOptions,
  timelineOptions,
} from '#app/features/lead-forms/lead-forms-copy.ts';
import { encodeAuditCursor } from '#app/lib/audit-log.ts';
import { engines } from '../helpers/database.ts';
import { type EngineServer, startServerOn } from '../helpers/engine-server.ts';
import { signInAsTestAdmin, testAdmin } from '../helpers/server.ts';

const SEED = Number(process.env.FC_SEED ?? 20_261_122);
const RUNS = Number(process.env.FC_RUNS ?? 12);
const KEY = 'hostile-input-intake-key-0123456789abcdef';
const FAKE_ID = '00000000-0000-4000-8000-000000000000';

/** Tallies per property, printed at the end (the figures issue 10 asks for). */
const tally = new Map<string, { runs: number; statuses: Record<number, number> }>();

/** Strings chosen to break parsers, encoders and databases. */
const boundaryStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\r\n',
  'Grace\r\nBcc: all@example.com',
  '\t\u000b\u000c',
  '\u0007\u001b[31m',
  '\u202e\u2066evil',
  '\ufeff',
  '\ud800',
  '\udfff\ud800',
  '😀'.repeat(2000),
  'é'.normalize('NFD').repeat(300),
  'x'.repeat(70_000),
  'y'.repeat(300_000),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00%0d%0a',
  '=HYPERLINK("http://evil.example")',
  'null',
  'undefined',
  '[]',
  '{}',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '-1',
  '9'.repeat(400),
  'true',
  '__proto__',
  'constructor',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example',
  'a@b',
  'grace@example.com',
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
  { weight: 4, arbitrary: fc.constantFrom(...boundaryStrings) },
);

/** Any JSON value, for wrong types in JSON bodies and editor payloads. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), hostileString, { maxKeys: 3 }) },
);

type Edit = { op: 'set' | 'append'; key: string; value: string } | { op: 'delete'; key: string };

/** A valid form with 1-5 hostile edits: a field replaced, removed, or sent again. */
function formEdits(valid: Record<string, string | string[]>, extraKeys: string[] = []): fc.Arbitrary<string> {
  const keys = [...Object.keys(valid), ...extraKeys];
  const key = fc.constantFrom(...keys);
  const edit: fc.Arbitrary<Edit> = fc.oneof(
    fc.record({ op: fc.constant('set' as const), key, value: hostileString }),
    fc.record({ op: fc.constant('delete' as const), key }),
    fc.record({
      op: fc.constant('append' as const),
      key: fc.oneof(key, fc.string({ maxLength: 8 })),
      value: hostileString,
    }),
  );
  return fc.array(edit, { minLength: 1, maxLength: 5 }).map((edits) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(valid)) {
      for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
    }
    for (const change of edits) {
      if (change.op === 'delete') params.delete(change.key);
      else if (change.op === 'set') params.set(change.key, change.value);
      else params.append(change.key, change.value);
    }
    return params.toString();
  });
}

interface RawBody {
  contentType: string | null;
  body: string;
}

const formBody = (form: fc.Arbitrary<string>): fc.Arbitrary<RawBody> =>
  fc.oneof(
    { weight: 4, arbitrary: form.map((body) => ({ contentType: 'application/x-www-form-urlencoded', body })) },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          null,
          'text/plain',
          'application/json',
          'multipart/form-data',
          'multipart/form-data; boundary=zz',
          'application/x-www-form-urlencoded; charset=utf-16',
          'image/png',
        ),
        body: hostileString,
      }),
    },
  );

function jsonEdits(valid: Record<string, unknown>): fc.Arbitrary<RawBody> {
  const keys = Object.keys(valid);
  const edited = fc
    .record({
      removed: fc.subarray(keys),
      changed: fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), hostileJson, {
        minKeys: 1,
        maxKeys: 4,
      }),
      duplicate: fc.option(fc.tuple(fc.constantFrom(...keys), hostileString), { nil: undefined }),
    })
    .map(({ removed, changed, duplicate }) => {
      const object: Record<string, unknown> = { ...valid };
      for (const key of removed) delete object[key];
      Object.assign(object, changed);
      let body = JSON.stringify(object);
      // A repeated key, which JSON.stringify cannot produce: the last one wins in JSON.parse.
      if (duplicate) body = `{${JSON.stringify(duplicate[0])}:${JSON.stringify(duplicate[1])},${body.slice(1)}`;
      return { contentType: 'application/json', body };
    });
  return fc.oneof(
    { weight: 4, arbitrary: edited },
    { weight: 1, arbitrary: fc.json().map((body) => ({ contentType: 'application/json', body })) },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constantFrom('application/json', 'text/plain', null),
        body: hostileString,
      }),
    },
  );
}

const tables = [
  'case_studies',
  'case_study_slug_redirects',
  'case_study_sections',
  'case_study_metrics',
  'case_study_processes',
  'case_study_media',
  'testimonials',
  'users',
  'contact_messages',
  'leads',
  'api_keys',
  'idempotency_keys',
  'images',
] as const;

/**
 * Every stored row a form could change. Left out: the audit log and rate-limit counters (a refused
 * request is meant to be counted), session activity times (touched by every visit), the outbox's
 * delivery state (its worker runs on its own) and the scheduler's own e-mails; sessions and outbox
 * rows are compared by id.
 */
async function snapshot(database: Database): Promise<string> {
  const parts: Record<string, unknown> = {};
  for (const table of tables) {
    const rows = await database.db.selectFrom(table).selectAll().execute();
    parts[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  parts.sessions = await database.db.selectFrom('sessions').select('id').orderBy('id').execute();
  // The daily lead digest is the scheduler's, queued whenever its hour has come (issue 31).
  parts.outbox = await database.db
    .selectFrom('outbox')
    .select('id')
    .where((eb) => eb.or([eb('related_type', 'is', null), eb('related_type', '!=', LEAD_DIGEST_OUTBOX_TYPE)]))
    .orderBy('id')
    .execute();
  return JSON.stringify(parts);
}

describe.each(engines)('hostile input properties on %s', (engine) => {
  let setup: EngineServer;
  let cookie: string;
  let testimonialId: string;
  let caseStudyId: string;
  let messageId: string;
  let uploadsListing: () => string[];

  beforeAll(async () => {
    setup = await startServerOn(engine, {
      WEBHOOK_API_KEY: KEY,
      CONTACT_RATE_LIMIT: '1000000',
      LOGIN_RATE_LIMIT: '1000000',
      API_RATE_LIMIT: '1000000',
    });
    cookie = await signInAsTestAdmin(setup.server);
    const { db } = setup.database;
    testimonialId = (await db.selectFrom('testimonials').select('id').executeTakeFirstOrThrow()).id;
    caseStudyId = (await db.selectFrom('case_studies').select('id').executeTakeFirstOrThrow()).id;
    messageId = crypto.randomUUID();
    await db
      .insertInto('contact_messages')
      .values({
        id: messageId,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: null,
        message: 'Hello',
        contact_mode: 'email',
        ip: null,
        user_agent: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const uploads = path.join(setup.server.dataDir, 'uploads');
    // Share images are the scheduler's, made in the background from the published content whatever
    // the requests do (docs/decisions/share-images.md): only what requests upload is compared.
    const shareImages = path.join(uploads, 'share-images');
    uploadsListing = () =>
      existsSync(uploads)
        ? readdirSync(uploads, { recursive: true, withFileTypes: true })
            .filter((entry) => !entry.isDirectory() && entry.parentPath !== shareImages)
            .map((entry) => path.join(entry.parentPath, entry.name))
            .sort()
        : [];
  }, 120_000);

  afterAll(async () => {
    await setup?.cleanup();
    for (const [name, { runs, statuses }] of tally) {
      console.info(`[${engine}] ${name}: ${runs} runs, statuses ${JSON.stringify(statuses)}`);
    }
    tally.clear();
  });

  async function send(
    name: string,
    method: string,
    target: string,
    raw: RawBody | null,
    options: { admin?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { Origin: setup.server.url, ...options.headers };
    if (options.admin) headers.Cookie = cookie;
    if (raw?.contentType) headers['Content-Type'] = raw.contentType;
    const response = await fetch(`${setup.server.url}${target}`, {
      method,
      redirect: 'manual',
      headers,
      body: raw ? raw.body : undefined,
    });
    const entry = tally.get(name) ?? { runs: 0, statuses: {} };
    entry.runs += 1;
    entry.statuses[response.status] = (entry.statuses[response.status] ?? 0) + 1;
    tally.set(name, entry);
    return response;
  }

  /**
   * The property every case shares: no 5xx, and a refused request (4xx) changed no stored row and
   * wrote no file into the uploads folder.
   */
  async function checkRequest(name: string, run: () => Promise<Response>) {
    const before = await snapshot(setup.database);
    const filesBefore = uploadsListing();
    const response = await run();
    const body = await response.text();
    expect(response.status, `${name}: ${response.status} ${body.slice(0, 300)}`).toBeLessThan(500);
    if (response.status >= 400) {
      expect(await snapshot(setup.database), `${name}: a refused request changed stored rows`).toBe(before);
      expect(uploadsListing(), `${name}: a refused request wrote files`).toEqual(filesBefore);
    }
  }

  const assertProperty = <T>(arbitrary: fc.Arbitrary<T>, predicate: (value: T) => Promise<void>, runs = RUNS) =>
    fc.assert(fc.asyncProperty(arbitrary, predicate), { seed: SEED, numRuns: runs, endOnFailure: false });

  // --- Public forms and APIs ----------------------------------------------------------------

  const contact = { name: 'Grace Hopper', email: 'grace@example.com', company: 'COBOL Works', message: 'Hello there.' };

  it('contact form (email mode, no JavaScript)', async () => {
    await assertProperty(formBody(formEdits(contact, ['website', 'contactMode'])), (raw) =>
      checkRequest('contact form', () => send('contact form', 'POST', '/contact?mode=email', raw)),
    );
  });

  it('POST /api/send-contact-email (JSON)', async () => {
    await assertProperty(jsonEdits({ ...contact, contactMode: 'email' }), (raw) =>
      checkRequest('contact JSON', () => send('contact JSON', 'POST', '/api/send-contact-email', raw)),
    );
  });

  it('process assessment form', async () => {
    const valid = {
      processName: 'Invoice matching',
      processDescription: 'We match supplier invoices to purchase orders by hand every day.',
      monthlyVolume: '1200',
      hoursPerWeek: '25',
      systems: systemCountOptions[0].value,
      painPoints: [painPointOptions[0].value, painPointOptions[1].value],
      dataFormat: dataFormatOptions[0].value,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      company: 'COBOL Works',
    };
    await assertProperty(formBody(formEdits(valid)), (raw) =>
      checkRequest('process assessment', () => send('process assessment', 'POST', '/process-assessment', raw)),
    );
  });

  it('project request form', async () => {
    const valid = {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      company: 'COBOL Works',
      companySize: companySizeOptions[0].value,
      processes: 'Accounts payable and vendor onboarding.',
      timeline: timelineOptions[0].value,
    };
    await assertProperty(formBody(formEdits(valid)), (raw) =>
      checkRequest('project request', () => send('project request', 'POST', '/lead-intake', raw)),
    );
  });

  it('ROI calculator: e-mail the results (form) and the PDF report (query)', async () => {
    const valid = {
      intent: 'email',
      email: 'grace@example.com',
      processHours: '20',
      hourlyRate: '35',
      frequency: '22',
      employees: '5',
      complexity: 'medium',
      department: 'Finance',
      // The model version the page computed with (issue 29): a mangled one is a 4xx too.
      model: '1',
    };
    await assertProperty(formBody(formEdits(valid)), (raw) =>
      checkRequest('ROI e-mail', () => send('ROI e-mail', 'POST', '/roi-calculator', raw)),
    );
    await assertProperty(formEdits(valid), (query) =>
      checkRequest('ROI PDF', () => send('ROI PDF', 'GET', `/roi-calculator/report.pdf?${query}`, null)),
    );
  });

  it('POST /api/v1/use-cases (unicode, control characters, huge, duplicate keys)', async () => {
    const valid = {
      title: 'Automated Claims Intake',
      industry: 'Insurance',
      category: 'agents',
      description: 'An AI agent reads first-notice-of-loss emails.',
      image_src: '/images/case-studies/claims-automation.svg',
      results: ['85% faster triage'],
      chip_color: 'purple',
    };
    await assertProperty(jsonEdits(valid), (raw) =>
      checkRequest('intake API', () =>
        send('intake API', 'POST', '/api/v1/use-cases', raw, { headers: { Authorization: `Bearer ${KEY}` } }),
      ),
    );
  });

  // --- The studio ---------------------------------------------------------------------------------

  it('admin sign-in', async () => {
    const valid = { email: 'ghost@example.com', password: 'wrong password', redirectTo: '/admin' };
    await assertProperty(
      formBody(formEdits(valid)),
      (raw) => checkRequest('sign-in', () => send('sign-in', 'POST', '/admin/login', raw)),
      // Each plausible attempt costs a full scrypt run (by design): fewer runs keep the file quick.
      Math.ceil(RUNS / 2),
    );
  });

  it('account: password change (never with a matching new pair and the right current password)', async () => {
    const valid = {
      currentPassword: 'not the current one',
      newPassword: 'a brand new passphrase',
      confirmPassword: 'a different passphrase',
    };
    const withRightCurrent = formEdits(valid).map((body) => {
      const params = new URLSearchParams(body);
      // The right current password with a mismatched confirmation: validated, still refused.
      if (params.get('currentPassword') === valid.currentPassword) params.set('currentPassword', testAdmin.password);
      if (params.get('newPassword') === params.get('confirmPassword')) params.set('confirmPassword', 'mismatch!');
      return params.toString();
    });
    await assertProperty(formBody(withRightCurrent), (raw) =>
      checkRequest('password change', () => send('password change', 'POST', '/admin/account', raw, { admin: true })),
    );
  });

  it('testimonials: create, update, toggle and delete', async () => {
    const valid = {
      intent: 'save',
      quote: 'Our month-end close went from nine days to four.',
      authorName: 'Dana Whitfield',
      title: 'Controller',
      company: 'Harbor Logistics',
      image: '',
      status: 'active',
    };
    const forms = fc.oneof(
      formEdits(valid, ['id']),
      formEdits({ ...valid, id: testimonialId }),
      formEdits({ intent: 'save', id: testimonialId, status: 'inactive' }),
      formEdits({ intent: 'delete', id: FAKE_ID }),
    );
    await assertProperty(formBody(forms), (raw) =>
      checkRequest('testimonials', () => send('testimonials', 'POST', '/admin/testimonials', raw, { admin: true })),
    );
  });

  it('case-study editors: simple and full, create and update (status, featured, order)', async () => {
    const simple = {
      ...emptySimpleValues(),
      title: 'Patient Intake Automation',
      clientName: 'Northwind Clinics',
      clientIndustry: 'Healthcare',
      status: 'published',
      featured: true,
      displayOrder: 3,
    };
    const full = {
      ...emptyFullValues(defaultSectionTitles),
      title: 'Claims Triage Agent',
      clientName: 'Meridian Mutual',
      clientIndustry: 'Insurance',
      status: 'draft',
      featured: false,
      displayOrder: 100,
    };
    const payload = (values: Record<string, unknown>) =>
      jsonEdits(values).map((raw) => new URLSearchParams({ payload: raw.body }).toString());
    const cases = fc.oneof(
      fc.tuple(fc.constant('/admin/case-studies/simple-new'), formBody(payload(simple))),
      fc.tuple(fc.constant(`/admin/case-studies/simple-edit/${caseStudyId}`), formBody(payload(simple))),
      fc.tuple(fc.constant('/admin/case-studies/new'), formBody(payload(full))),
      fc.tuple(fc.constant(`/admin/case-studies/edit/${caseStudyId}`), formBody(payload(full))),
      fc.tuple(fc.constant(`/admin/case-studies/edit/${FAKE_ID}`), formBody(payload(full))),
    );
    await assertProperty(
      cases,
      ([target, raw]) =>
        checkRequest(`editor ${target}`, () => send('case-study editors', 'POST', target, raw, { admin: true })),
      RUNS * 2,
    );
  });

  it('case studies: delete from the list', async () => {
    await assertProperty(formBody(formEdits({ intent: 'delete', id: FAKE_ID, returnTo: '/admin' })), (raw) =>
      checkRequest('case-study delete', () => send('case-study delete', 'POST', '/admin?index', raw, { admin: true })),
    );
  });

  it('messages: mark read/archived, and the CSV export', async () => {
    const valid = { intent: 'status', source: 'contact', id: messageId, status: 'read', returnTo: '/admin/messages' };
    await assertProperty(formBody(formEdits(valid)), (raw) =>
      checkRequest('message status', () => send('message status', 'POST', '/admin/messages', raw, { admin: true })),
    );
    await assertProperty(formEdits({ view: 'unread', q: 'ada' }), (query) =>
      checkRequest('messages CSV', () =>
        send('messages CSV', 'GET', `/admin/messages.csv?${query}`, null, { admin: true }),
      ),
    );
  });

  it('audit log: the page and the CSV export with hostile filters and cursors', async () => {
    const cursor = encodeAuditCursor({ createdAt: new Date().toISOString(), id: FAKE_ID });
    const valid = { actor: testAdmin.email, action: 'auth.sign_in', from: '2026-11-01', to: '2026-11-30' };
    await assertProperty(formEdits({ ...valid, after: cursor }, ['before']), (query) =>
      checkRequest('audit log', () => send('audit log', 'GET', `/admin/audit?${query}`, null, { admin: true })),
    );
    await assertProperty(formEdits(valid), (query) =>
      checkRequest('audit log CSV', () =>
        send('audit log CSV', 'GET', `/admin/audit.csv?${query}`, null, { admin: true }),
      ),
    );
  });

  it('API keys: create and revoke', async () => {
    const forms = fc.oneof(
      formEdits({ intent: 'create', name: 'Zapier' }),
      formEdits({ intent: 'revoke', id: FAKE_ID }),
    );
    await assertProperty(formBody(forms), (raw) =>
      checkRequest('API keys', () => send('API keys', 'POST', '/admin/api-keys', raw, { admin: true })),
    );
  });

  it('uploads: random files, names and content types', async () => {
    const upload = fc.record({
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 4096 }),
        // Starts like a PNG or a JPEG, then garbage.
        fc
          .uint8Array({ maxLength: 2048 })
          .map((rest) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...rest])),
        fc.uint8Array({ maxLength: 2048 }).map((rest) => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...rest])),
      ),
      filename: fc.oneof(
        hostileString.map((s) => s.replace(/["\r\n]/g, '')),
        fc.constantFrom('../../../site.db', '..\\..\\x.png', '/etc/passwd', 'a.png\u0000.html', '.htaccess'),
      ),
      type: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
      field: fc.constantFrom('file', 'file', 'image', ''),
    });
    await assertProperty(upload, ({ bytes, filename, type, field }) =>
      checkRequest('uploads', async () => {
        const boundary = '----hostile-boundary';
        const head = Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
            `${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
        );
        const body = Buffer.concat([head, Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
        const response = await fetch(`${setup.server.url}/admin/uploads`, {
          method: 'POST',
          headers: {
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            Origin: setup.server.url,
            Cookie: cookie,
          },
          body: new Uint8Array(body),
        });
        const entry = tally.get('uploads') ?? { runs: 0, statuses: {} };
        entry.runs += 1;
        entry.statuses[response.status] = (entry.statuses[response.status] ?? 0) + 1;
        tally.set('uploads', entry);
        // Random bytes are never an image: every one of these must be refused.
        expect(response.status).toBeGreaterThanOrEqual(400);
        return response;
      }),
    );
  });

  it('the server is still healthy and the admin still signed in afterwards', async () => {
    expect((await fetch(`${setup.server.url}/healthz`)).status).toBe(200);
    const page = await fetch(`${setup.server.url}/admin`, { headers: { Cookie: cookie }, redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(setup.server.output()).not.toMatch(/request failed/);
  });
});
