/**
 * The studio's webhook screens over HTTP, on a production server started without
 * WEBHOOK_ALLOW_PRIVATE_TARGETS (as on a public host): a URL that is not https, or that points at a
 * loopback, private, link-local or metadata address, is refused with the form's message and a 400,
 * and nothing is stored; a public endpoint is added with its secret shown once (stored sealed, never
 * on a page again), and every change is in the audit log.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openSqlite } from '#app/.server/db/index.ts';
import { webhookMessages } from '#app/features/webhooks/webhook-endpoint-schema.ts';
import { signInAsTestAdmin, startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let database: Database;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer({ SEED: 'none' });
  database = openSqlite(path.join(server.dataDir, 'site.db'));
  cookie = await signInAsTestAdmin(server);
}, 60_000);

afterAll(async () => {
  await database?.close();
  await server?.stop();
});

function post(urlPath: string, fields: [string, string][]) {
  return fetch(`${server.url}${urlPath}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: server.url, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

const add = (url: string, events = ['contact.created']) =>
  post('/admin/webhooks', [['intent', 'add'], ['url', url], ...events.map((e): [string, string] => ['events', e])]);

/** The page's text as a person reads it (the HTML escapes quotes and apostrophes). */
const text = async (response: Response) =>
  (await response.text()).replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

describe('/admin/webhooks on a server without WEBHOOK_ALLOW_PRIVATE_TARGETS', () => {
  it.each([
    ['https://127.0.0.1:4760/hook', webhookMessages.urlPrivate],
    ['https://[::1]/hook', webhookMessages.urlPrivate],
    ['https://169.254.169.254/latest/meta-data', webhookMessages.urlPrivate],
    ['https://[::ffff:10.0.0.8]/hook', webhookMessages.urlPrivate],
    ['https://192.168.1.20/hook', webhookMessages.urlPrivate],
    ['https://localhost:8443/hook', webhookMessages.urlPrivate],
    ['http://93.184.216.34/hook', webhookMessages.urlNotHttps],
    ['not a url', webhookMessages.urlInvalid],
  ])('refuses %s with 400 and says why', async (url, message) => {
    const response = await add(url);
    expect(response.status).toBe(400);
    expect(await text(response)).toContain(message);
  });

  it('refuses an endpoint without events', async () => {
    const response = await add('https://93.184.216.34/hook', []);
    expect(response.status).toBe(400);
    expect(await text(response)).toContain(webhookMessages.eventsRequired);
    expect(await database.db.selectFrom('webhook_endpoints').selectAll().execute()).toEqual([]);
  });

  it('adds a public endpoint, shows its secret once, keeps it sealed, and audits every change', async () => {
    const response = await add('https://93.184.216.34/hooks/brightflow', ['contact.created', 'case_study.published']);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const secret = (await response.text()).match(/whsec_[A-Za-z0-9+/]{43}=/)?.[0];
    expect(secret).toBeDefined();

    const [row] = await database.db.selectFrom('webhook_endpoints').selectAll().execute();
    expect(row).toMatchObject({ url: 'https://93.184.216.34/hooks/brightflow', enabled: 1 });
    expect(JSON.parse(String(row?.events))).toEqual(['contact.created', 'case_study.published']);
    expect(row?.secret_sealed).not.toContain(String(secret).slice(6, 30));

    const list = await fetch(`${server.url}/admin/webhooks`, { headers: { Cookie: cookie } });
    const page = await list.text();
    expect(page).toContain('https://93.184.216.34/hooks/brightflow');
    expect(page).not.toContain('whsec_');

    const here = `/admin/webhooks/${row?.id}`;
    const rotated = await post(here, [['intent', 'rotate']]);
    expect(rotated.status).toBe(200);
    const second = (await rotated.text()).match(/whsec_[A-Za-z0-9+/]{43}=/)?.[0];
    expect(second).toBeDefined();
    expect(second).not.toBe(secret);
    expect((await post(here, [['intent', 'disable']])).status).toBe(303);
    expect((await post(here, [['intent', 'enable']])).status).toBe(303);
    const edited = await post(here, [
      ['intent', 'update'],
      ['url', 'https://10.1.2.3/hook'],
      ['events', 'lead.created'],
    ]);
    expect(edited.status).toBe(400);
    expect(await text(edited)).toContain(webhookMessages.urlPrivate);
    expect((await post(here, [['intent', 'delete']])).status).toBe(303);
    expect((await post(here, [['intent', 'test']])).status).toBe(404);

    const actions = await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'webhook.%')
      .orderBy('created_at')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'webhook.created',
      'webhook.secret_rotated',
      'webhook.disabled',
      'webhook.enabled',
      'webhook.deleted',
    ]);
  });
});
