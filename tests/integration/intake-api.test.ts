/**
 * The use-case intake through real HTTP against the production build (BUILD_DIR, default build/),
 * on SQLite and on PostgreSQL: POST /api/v1/use-cases with every error status and message, the
 * created case study in the studio list and (once published) on the public site, repeated ids and
 * Idempotency-Key replays, the audit trail, random bodies that never give a 500, the /webhook-api
 * page's dry run and creation, and the studio's API keys.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/.server/db/index.ts';
import { toInt } from '#app/.server/db/mapping.ts';
import { listAllCaseStudies } from '#app/.server/db/repositories/case-studies.ts';
import { findApprovalSetting } from '#app/.server/db/repositories/review-requests.ts';
import { createdMessage, INTAKE_SPEC_MESSAGES } from '#app/features/intake/intake-params.ts';
import { issueApiKey } from '#app/features/intake/keys.server.ts';
import { engines } from '../helpers/database.ts';
import { type EngineServer, startServerOn } from '../helpers/engine-server.ts';
import { signInAsTestAdmin, testAdmin } from '../helpers/server.ts';

const KEY = 'integration-intake-key-0123456789abcdef';

const valid = {
  title: 'Automated Claims Intake',
  industry: 'Insurance',
  category: 'agents',
  description: 'An AI agent reads first-notice-of-loss emails and routes each claim to the right adjuster.',
  image_src: '/images/case-studies/claims-automation.svg',
  results: ['85% faster triage', '91% routing accuracy', 'Adjusters focus on complex claims'],
  chip_color: 'purple',
};

async function countCaseStudies(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom('case_studies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return toInt(row.n);
}

async function auditEntries(database: Database, action: string) {
  const rows = await database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    ...row,
    details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
  }));
}

function poster(setup: () => EngineServer) {
  return (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${setup().server.url}/api/v1/use-cases`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
}

describe.each(engines)('the intake API on %s', (engine) => {
  let setup: EngineServer;
  beforeAll(async () => {
    setup = await startServerOn(engine, { WEBHOOK_API_KEY: KEY, SEED: 'none', API_RATE_LIMIT: '10000' });
  }, 90_000);
  afterAll(async () => {
    await setup?.cleanup();
  });
  const post = poster(() => setup);

  it('refuses a missing, wrong or non-Bearer key with 401 and SPEC’s message, and creates nothing', async () => {
    for (const authorization of [undefined, `Bearer ${KEY}x`, `Basic ${KEY}`, 'Bearer ']) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (authorization !== undefined) headers.Authorization = authorization;
      const response = await fetch(`${setup.server.url}/api/v1/use-cases`, {
        method: 'POST',
        headers,
        body: JSON.stringify(valid),
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('WWW-Authenticate')).toBe('Bearer realm="intake"');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: INTAKE_SPEC_MESSAGES.invalidApiKey });
    }
    expect(await countCaseStudies(setup.database)).toBe(0);
    const rejected = await auditEntries(setup.database, 'intake.request_rejected');
    expect(rejected.length).toBeGreaterThanOrEqual(4);
    expect(rejected[0]).toMatchObject({ actor: 'api:anonymous', details: { source: 'api', status: 401 } });
  });

  it.each([
    ['missing fields', { ...valid, image_src: undefined }, INTAKE_SPEC_MESSAGES.missingFields],
    ['blank fields', { ...valid, title: '  ' }, INTAKE_SPEC_MESSAGES.missingFields],
    ['a bad category', { ...valid, category: 'bots' }, INTAKE_SPEC_MESSAGES.invalidCategory],
    ['a wrong type', { ...valid, results: 42 }, 'results must be an array of strings or a comma-separated string'],
    [
      'an unsafe image',
      { ...valid, image_src: 'javascript:alert(1)' },
      'image_src must be an http(s) URL or a path on this site starting with "/"',
    ],
    ['a JSON array', [valid], 'Request body must be a JSON object'],
    ['text that is not JSON', 'title=Claims', 'Request body must be valid JSON'],
    ['an empty body', '', 'Request body must be valid JSON'],
  ])('answers %s with 400 and its message', async (_name, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(message);
    expect(await countCaseStudies(setup.database)).toBe(0);
  });

  it('answers a body above 64 KB with 413, declared or streamed', async () => {
    const big = JSON.stringify({ ...valid, description: 'x'.repeat(70_000) });
    const declared = await post(big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: 'Request body must be at most 64 KB' });

    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8) controller.close();
        else {
          sent += 1;
          controller.enqueue(chunk);
        }
      },
    });
    const streamed = await fetch(`${setup.server.url}/api/v1/use-cases`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await countCaseStudies(setup.database)).toBe(0);
  });

  it('answers other methods with 405', async () => {
    const response = await fetch(`${setup.server.url}/api/v1/use-cases`);
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(await response.json()).toEqual({ error: 'Use POST to create a use case.' });
  });

  it('creates a draft with 201, visible in the studio list but not on the public site, and audits it', async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: 'automated-claims-intake',
      status: 'draft',
      url: `${setup.server.url}/use-cases/automated-claims-intake`,
      message: createdMessage(valid.title, body.id),
    });
    expect(response.headers.get('RateLimit-Limit')).toBe('10000');

    const [study] = await listAllCaseStudies(setup.database);
    expect(study).toMatchObject({
      id: body.id,
      title: valid.title,
      status: 'draft',
      clientIndustry: 'Insurance',
      clientName: 'Insurance client',
      executiveSummary: valid.description,
      mainImageUrl: valid.image_src,
      tags: ['category:agents', 'chip:purple'],
      featured: false,
    });
    const metrics = await setup.database.db
      .selectFrom('case_study_metrics')
      .select(['value', 'label'])
      .where('case_study_id', '=', body.id)
      .orderBy('order_index')
      .execute();
    expect(metrics).toEqual([
      { value: '85%', label: 'faster triage' },
      { value: '91%', label: 'routing accuracy' },
      { value: 'Achieved', label: 'Adjusters focus on complex claims' },
    ]);

    expect((await fetch(`${setup.server.url}/use-cases/automated-claims-intake`)).status).toBe(404);

    const [created] = await auditEntries(setup.database, 'intake.case_study_created');
    expect(created).toMatchObject({
      actor: 'api:WEBHOOK_API_KEY',
      entity_type: 'case_study',
      entity_id: body.id,
      details: { source: 'api', status: 201, keyId: 'env' },
    });
  });

  it('answers a second study with the same title with 409', async () => {
    const response = await post({ ...valid, description: 'Another one.' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: 'A case study with the slug "automated-claims-intake" already exists. Use a different title.',
    });
    expect(await countCaseStudies(setup.database)).toBe(1);
  });

  it('publishes at once when asked: the study is on the public page and in the list', async () => {
    const response = await post({ ...valid, title: 'Published Claims Agent', status: 'published', featured: true });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.status).toBe('published');
    const page = await fetch(body.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Published Claims Agent');
    const list = await fetch(`${setup.server.url}/use-cases`);
    expect(await list.text()).toContain('Published Claims Agent');
  });

  it('a study that names its client needs their approval: published at once is 409 with the reason, a draft starts needing it', async () => {
    const before = await countCaseStudies(setup.database);
    const refused = await post({
      ...valid,
      title: 'Named Client Study',
      client_name: 'Meridian Mutual',
      status: 'published',
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error:
        'Client approval required: "Named Client Study" has not been approved by the client. Send it for review from its Client review panel, or turn off "Client approval required" there.',
      field: 'status',
    });
    expect(await countCaseStudies(setup.database)).toBe(before);

    const draft = await post({ ...valid, title: 'Named Client Study', client_name: 'Meridian Mutual' });
    expect(draft.status).toBe(201);
    const { id } = await draft.json();
    expect(await findApprovalSetting(setup.database, id)).toBe(true);
  });

  it('returns the first result for a repeated id instead of a duplicate', async () => {
    const first = await post({ ...valid, title: 'CRM Claims Study', id: 'crm-4711' });
    expect(first.status).toBe(201);
    const created = await first.json();
    const before = await countCaseStudies(setup.database);
    const again = await post({ ...valid, title: 'CRM Claims Study (edited)', id: 'crm-4711' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(created);
    expect(await countCaseStudies(setup.database)).toBe(before);
  });

  it('keeps ids per key: a second key’s same id makes its own draft and never answers the first key’s', async () => {
    const postWith = (key: string, body: unknown) =>
      fetch(`${setup.server.url}/api/v1/use-cases`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const firstKeys = await post({ ...valid, title: 'First Key Study', id: 'shared-4711' });
    expect(firstKeys.status).toBe(201);
    const firstStudy = await firstKeys.json();

    const second = await issueApiKey(setup.database, { name: 'Second system', createdBy: null });
    const secondKeys = await postWith(second.key, { ...valid, title: 'Second Key Study', id: 'shared-4711' });
    expect(secondKeys.status).toBe(201);
    const secondStudy = await secondKeys.json();
    expect(secondStudy).toMatchObject({ slug: 'second-key-study', status: 'draft' });
    expect(secondStudy.id).not.toBe(firstStudy.id);
    expect(JSON.stringify(secondStudy)).not.toContain('First Key Study');

    // Each key's repeat answers its own study.
    const secondAgain = await postWith(second.key, { ...valid, title: 'Second Key Study', id: 'shared-4711' });
    expect(secondAgain.status).toBe(200);
    expect(await secondAgain.json()).toEqual(secondStudy);
    const firstAgain = await post({ ...valid, title: 'First Key Study', id: 'shared-4711' });
    expect(firstAgain.status).toBe(200);
    expect(await firstAgain.json()).toEqual(firstStudy);

    // So does the /webhook-api page's dry run.
    const params = { ...valid, results: valid.results.join(', '), title: 'Third Title', id: 'shared-4711' };
    const redirect = await fetch(
      `${setup.server.url}/webhook-api?${new URLSearchParams({ ...params, api_key: second.key })}`,
      { redirect: 'manual' },
    );
    const html = await (await fetch(`${setup.server.url}${redirect.headers.get('Location')}`)).text();
    expect(html).toContain(secondStudy.id);
    expect(html).not.toContain(firstStudy.id);
    expect(html).not.toContain('First Key Study');
  });

  it('replays an Idempotency-Key with the first status and body, and refuses it for another body', async () => {
    const key = crypto.randomUUID();
    const body = { ...valid, title: 'Idempotent Claims Study' };
    const first = await post(body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const created = await first.json();
    const before = await countCaseStudies(setup.database);

    const replay = await post(body, { 'Idempotency-Key': key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual(created);
    expect(await countCaseStudies(setup.database)).toBe(before);

    const other = await post({ ...body, title: 'Something Else' }, { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      error: 'This Idempotency-Key was already used with a different request body.',
    });

    const invalid = await post(body, { 'Idempotency-Key': 'x'.repeat(256) });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: 'Idempotency-Key must be 1 to 255 printable characters' });

    const rejectedFirst = await post({ ...body, category: 'bots' }, { 'Idempotency-Key': 'bad-body-key' });
    const rejectedAgain = await post({ ...body, category: 'bots' }, { 'Idempotency-Key': 'bad-body-key' });
    expect([rejectedFirst.status, rejectedAgain.status]).toEqual([400, 400]);
    expect(await rejectedAgain.json()).toEqual({ error: INTAKE_SPEC_MESSAGES.invalidCategory, field: 'category' });
    expect(await countCaseStudies(setup.database)).toBe(before);
  });

  it('never answers random bodies with a 500, and a refused body creates nothing', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string(), fc.integer())),
      fc.dictionary(fc.string(), fc.string()),
    );
    const field = (good: fc.Arbitrary<unknown>) => fc.oneof(good, value);
    const body = fc.oneof(
      fc.json(),
      fc.string(),
      fc
        .record(
          {
            title: field(fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,40}$/)),
            industry: field(fc.constantFrom('Retail', 'Healthcare')),
            category: field(fc.constantFrom('rpa', 'agents', 'RPA', '')),
            description: field(fc.string({ minLength: 1 })),
            image_src: field(fc.constantFrom('/images/a.svg', 'https://cdn.example.com/a.png', '//x', 'data:x')),
            results: field(fc.array(fc.string())),
            chip_color: field(fc.constantFrom('blue', 'red')),
            featured: field(fc.boolean()),
            id: field(fc.stringMatching(/^[a-z0-9-]{1,20}$/)),
            status: field(fc.constantFrom('draft', 'published', 'archived')),
          },
          { requiredKeys: [] },
        )
        .map((record) => JSON.stringify(record)),
    );
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const before = await countCaseStudies(setup.database);
        const response = await post(text);
        expect([200, 201, 400, 409]).toContain(response.status);
        const json = await response.json();
        if (response.status >= 400) {
          expect(typeof json.error).toBe('string');
          expect(await countCaseStudies(setup.database)).toBe(before);
        }
      }),
      { numRuns: 60 },
    );
  });

  describe('the /webhook-api page', () => {
    const pageParams = {
      api_key: KEY,
      title: 'Page Created Study',
      industry: 'Retail',
      category: 'rpa',
      description: 'Robots reconcile store inventory every night.',
      image_src: '/images/case-studies/retail-inventory.svg',
      results: '3x faster stock counts, , 99.5% accuracy',
      chip_color: 'green',
    };

    it('opened bare (or with only unrelated parameters) is the integration guide: 200, no failure', async () => {
      for (const address of ['/webhook-api', '/webhook-api?', '/webhook-api?utm_source=newsletter']) {
        const response = await fetch(`${setup.server.url}${address}`, { redirect: 'manual' });
        expect(response.status, address).toBe(200);
        expect(response.headers.get('Cache-Control')).toBe('private, no-store');
        const html = await response.text();
        expect(html).toContain('Send use cases from your own systems');
        expect(html).not.toContain('Authentication failed');
        // The guide's error catalogue lists the invalid-key message; no failure is reported.
        expect(html).not.toContain('role="alert"');
        expect(html).not.toContain('Go Back');
      }
    });

    it.each([
      ['one field', { title: 'Page Created Study' }],
      ['every field', { ...pageParams, api_key: undefined }],
      ['a grant that was never issued', { ...pageParams, api_key: undefined, grant: 'env.1.forged' }],
      ['an empty key', { ...pageParams, api_key: '' }],
    ])('refuses intake parameters without a valid key (%s) with 401 as before', async (_case, params) => {
      const query = new URLSearchParams(
        Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      let response = await fetch(`${setup.server.url}/webhook-api?${query}`, { redirect: 'manual' });
      if (response.status === 303) {
        expect(response.headers.get('Location')).not.toContain('api_key');
        response = await fetch(`${setup.server.url}${response.headers.get('Location')}`, { redirect: 'manual' });
      }
      expect(response.status).toBe(401);
      const html = await response.text();
      expect(html).toContain('Authentication failed');
      expect(html).toContain(INTAKE_SPEC_MESSAGES.invalidApiKey);
      expect(html).toContain('Go Back');
    });

    it('refuses a create (POST) without parameters with 401, as before', async () => {
      const before = await countCaseStudies(setup.database);
      const refused = await fetch(`${setup.server.url}/webhook-api`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: setup.server.url },
        body: new URLSearchParams({ submission: crypto.randomUUID() }),
      });
      expect(refused.status).toBe(401);
      expect(await refused.text()).toContain(INTAKE_SPEC_MESSAGES.invalidApiKey);
      expect(await countCaseStudies(setup.database)).toBe(before);
    });

    it('redirects a URL carrying the key to one without it, and a GET creates nothing', async () => {
      const before = await countCaseStudies(setup.database);
      const first = await fetch(`${setup.server.url}/webhook-api?${new URLSearchParams(pageParams)}`, {
        redirect: 'manual',
      });
      expect(first.status).toBe(303);
      const location = first.headers.get('Location') ?? '';
      expect(location).not.toContain(KEY);
      expect(location).not.toContain('api_key');
      expect(location).toMatch(/[?&]grant=env\.\d+\.[\w-]{43}$/);

      const page = await fetch(`${setup.server.url}${location}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('Cache-Control')).toBe('private, no-store');
      const html = await page.text();
      expect(html).not.toContain(KEY);
      expect(html).toContain('Check the use case, then create it');
      expect(html).toContain('noindex');
      expect(await countCaseStudies(setup.database)).toBe(before);
    });

    it('creates the use case on POST, and a repeated submission returns the first result', async () => {
      const first = await fetch(`${setup.server.url}/webhook-api?${new URLSearchParams(pageParams)}`, {
        redirect: 'manual',
      });
      const location = first.headers.get('Location') ?? '';
      const before = await countCaseStudies(setup.database);
      const submission = crypto.randomUUID();
      const submit = () =>
        fetch(`${setup.server.url}${location}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: setup.server.url },
          body: new URLSearchParams({ submission }),
        });
      const created = await submit();
      expect(created.status).toBe(200);
      const html = await created.text();
      const study = (await listAllCaseStudies(setup.database)).find((s) => s.title === 'Page Created Study');
      expect(study).toBeDefined();
      expect(html).toContain(createdMessage('Page Created Study', study?.id ?? '').replaceAll('"', '&quot;'));
      expect(html).not.toContain(KEY);
      expect(await countCaseStudies(setup.database)).toBe(before + 1);

      const again = await submit();
      expect(again.status).toBe(200);
      expect(await again.text()).toContain(study?.id ?? 'missing');
      expect(await countCaseStudies(setup.database)).toBe(before + 1);
      const [audited] = (await auditEntries(setup.database, 'intake.case_study_created')).filter(
        (entry) => entry.entity_id === study?.id,
      );
      expect(audited?.details).toMatchObject({ source: 'page', status: 200 });
    });

    it('shows the invalid-key failure for a wrong key, and a changed parameter voids the grant', async () => {
      const wrong = await fetch(
        `${setup.server.url}/webhook-api?${new URLSearchParams({ ...pageParams, api_key: 'nope' })}`,
        {
          redirect: 'manual',
        },
      );
      expect(wrong.status).toBe(303);
      const failure = await fetch(`${setup.server.url}${wrong.headers.get('Location')}`);
      expect(failure.status).toBe(401);
      const failureHtml = await failure.text();
      expect(failureHtml).toContain(INTAKE_SPEC_MESSAGES.invalidApiKey);
      expect(failureHtml).toContain('Go Back');

      const good = await fetch(`${setup.server.url}/webhook-api?${new URLSearchParams(pageParams)}`, {
        redirect: 'manual',
      });
      const tampered = (good.headers.get('Location') ?? '').replace('title=Page', 'title=Other');
      const refused = await fetch(`${setup.server.url}${tampered}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: setup.server.url },
        body: new URLSearchParams({ submission: crypto.randomUUID() }),
      });
      expect(refused.status).toBe(401);
      expect(await refused.text()).toContain(INTAKE_SPEC_MESSAGES.invalidApiKey);
    });

    it.each([
      [{ category: 'bots' }, 400, INTAKE_SPEC_MESSAGES.invalidCategory],
      [{ description: '' }, 400, INTAKE_SPEC_MESSAGES.missingFields],
      [
        { title: 'Automated Claims Intake' },
        409,
        'A case study with the slug "automated-claims-intake" already exists. Use a different title.',
      ],
    ])('shows the failure for %j with status %i before anything is pressed', async (override, status, message) => {
      const response = await fetch(
        `${setup.server.url}/webhook-api?${new URLSearchParams({ ...pageParams, ...override })}`,
      );
      expect(response.status).toBe(status);
      const html = await response.text();
      expect(html).toContain(message.replaceAll('"', '&quot;'));
      expect(html).not.toContain('Create use case');
    });
  });

  describe('studio API keys', () => {
    it('creates a key shown once, lists only its last four characters, and revokes it', async () => {
      const cookie = await signInAsTestAdmin(setup.server);
      const headers = { Cookie: cookie, Origin: setup.server.url, 'Content-Type': 'application/x-www-form-urlencoded' };
      const created = await fetch(`${setup.server.url}/admin/api-keys`, {
        method: 'POST',
        headers,
        body: new URLSearchParams({ intent: 'create', name: 'HubSpot workflow' }),
      });
      expect(created.status).toBe(200);
      const key = /bf_[A-Za-z0-9_-]{43}/.exec(await created.text())?.[0];
      if (!key) throw new Error('the new key is not shown');

      const list = await (await fetch(`${setup.server.url}/admin/api-keys`, { headers: { Cookie: cookie } })).text();
      expect(list).toContain('HubSpot workflow');
      expect(list).toContain(key.slice(-4));
      expect(list).not.toContain(key);
      expect(list).not.toContain(KEY);

      const viaKey = await fetch(`${setup.server.url}/api/v1/use-cases`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...valid, title: 'Sent With A Studio Key' }),
      });
      expect(viaKey.status).toBe(201);
      const [audited] = (await auditEntries(setup.database, 'intake.case_study_created')).filter(
        (entry) => entry.actor === 'api:HubSpot workflow',
      );
      expect(audited).toBeDefined();

      const row = await setup.database.db
        .selectFrom('api_keys')
        .selectAll()
        .where('name', '=', 'HubSpot workflow')
        .executeTakeFirstOrThrow();
      const revoked = await fetch(`${setup.server.url}/admin/api-keys`, {
        method: 'POST',
        headers,
        body: new URLSearchParams({ intent: 'revoke', id: row.id }),
      });
      expect(revoked.status).toBe(200);
      const refused = await fetch(`${setup.server.url}/api/v1/use-cases`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...valid, title: 'After Revocation' }),
      });
      expect(refused.status).toBe(401);

      const changes = [
        ...(await auditEntries(setup.database, 'api_key.created')),
        ...(await auditEntries(setup.database, 'api_key.revoked')),
      ];
      expect(changes.map((c) => [c.action, c.actor, c.entity_id, c.details.lastFour])).toEqual([
        ['api_key.created', testAdmin.email, row.id, key.slice(-4)],
        ['api_key.revoked', testAdmin.email, row.id, key.slice(-4)],
      ]);
    });

    it('refuses an empty name with the field error', async () => {
      const cookie = await signInAsTestAdmin(setup.server);
      const response = await fetch(`${setup.server.url}/admin/api-keys`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: setup.server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'create', name: ' ' }),
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Name is required');
    });
  });
});

describe('intake rate limits', () => {
  let setup: EngineServer;
  beforeAll(async () => {
    setup = await startServerOn('sqlite', {
      WEBHOOK_API_KEY: KEY,
      SEED: 'none',
      API_RATE_LIMIT: '3',
      API_RATE_WINDOW_SECONDS: '120',
    });
  }, 90_000);
  afterAll(async () => {
    await setup?.cleanup();
  });
  const post = poster(() => setup);

  it('allows a key API_RATE_LIMIT calls per window, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post({})).status).toBe(400);
    const limited = await post(valid);
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get('Retry-After'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(120);
    expect(await limited.json()).toEqual({ error: `Too many requests. Try again in ${seconds} seconds.` });
    expect(await countCaseStudies(setup.database)).toBe(0);
  });

  it('locks out an address after API_RATE_LIMIT wrong keys, before comparing any further key', async () => {
    const wrong = (key: string) =>
      fetch(`${setup.server.url}/api/v1/use-cases`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}` },
        body: JSON.stringify(valid),
      });
    for (let i = 0; i < 3; i += 1) expect((await wrong(`guess-${i}`)).status).toBe(401);
    const locked = await wrong(KEY);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);

    const page = await fetch(
      `${setup.server.url}/webhook-api?${new URLSearchParams({ ...valid, api_key: KEY, results: '' })}`,
    );
    expect(page.status).toBe(429);
    expect(await page.text()).toMatch(/Too many requests\. Try again in \d+ seconds\./);
  });
});
