/**
 * The operators' endpoints through real HTTP against the production build, on SQLite and PostgreSQL:
 * /metrics (off without METRICS_TOKEN, 401 without its bearer, the Prometheus text format with it,
 * requests labelled by route pattern, the page cache, the outbox queue, sign-in failures and
 * rate-limit refusals; the loopback-only METRICS_PORT) and /readyz (ready; 503 with the reason when
 * a migration is missing or the database is gone), beside /healthz.
 */
import { networkInterfaces } from 'node:os';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '#app/.server/db/migrations/index.ts';
import { enqueueEmail } from '#app/.server/db/repositories/outbox.ts';
import { createPostgresDatabase, engines, postgresUrl } from '../helpers/database.ts';
import { type EngineServer, startServerOn } from '../helpers/engine-server.ts';
import { freePort, startTestServer, type TestServer, testAdmin } from '../helpers/server.ts';

const TOKEN = 'metrics-token-for-the-integration-tests';
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';
const SEEDED_SLUG = 'touchless-invoice-processing-across-14-sap-entities';
/** The newest migration: the one a database one step short lacks. */
const LAST_MIGRATION = Object.keys(migrations('sqlite')).sort().at(-1);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The value of one sample line (`name{labels} value`), or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(url: string, headers: Record<string, string> = bearer(TOKEN)) {
  const response = await fetch(`${url}/metrics`, { headers });
  return { status: response.status, type: response.headers.get('Content-Type'), text: await response.text() };
}

describe.each(engines)('/metrics and /readyz on %s', (engine) => {
  let setup: EngineServer;
  let url: string;
  beforeAll(async () => {
    setup = await startServerOn(engine, { METRICS_TOKEN: TOKEN, LOGIN_RATE_LIMIT: '2' });
    url = setup.server.url;
  }, 90_000);
  afterAll(async () => {
    await setup?.cleanup();
  });

  it('refuses a missing or wrong bearer with 401 and no metrics', async () => {
    for (const headers of [{}, bearer('not-the-metrics-token-at-all'), { Authorization: TOKEN }, bearer(`${TOKEN}x`)]) {
      const response = await fetch(`${url}/metrics`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('WWW-Authenticate')).toBe('Bearer realm="metrics"');
      const text = await response.text();
      expect(text).not.toContain('http_request_duration_seconds');
      expect(text).not.toContain('# TYPE');
    }
  });

  it('answers the right bearer in the Prometheus text format, uncached', async () => {
    const response = await fetch(`${url}/metrics`, { headers: bearer(TOKEN) });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(PROMETHEUS_TEXT);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Set-Cookie')).toBeNull();
    const text = await response.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    // Default metrics: event-loop lag and heap.
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    // The pool exists on PostgreSQL only; SQLite has one in-process connection.
    if (engine === 'postgres') {
      expect(text).toContain('db_pool_connections{state="idle"}');
      // A query waits while the pool opens a connection for it, so this one may be counted.
      expect(sample(text, 'db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain('db_pool_');
    }
  });

  it('labels requests by route pattern, never by URL, and counts page-cache hits, misses and entries', async () => {
    const before = await scrape(url);
    const hitsBefore = sample(before.text, 'page_cache_hits_total') ?? Number.NaN;
    const missesBefore = sample(before.text, 'page_cache_misses_total') ?? Number.NaN;
    for (const path of ['/about', '/about', '/about', `/use-cases/${SEEDED_SLUG}`, '/use-cases/no-such-study-4711']) {
      await (await fetch(`${url}${path}`)).arrayBuffer();
    }
    await (await fetch(`${url}/favicon.svg`)).arrayBuffer();
    await (await fetch(`${url}/definitely/not/a/page`)).arrayBuffer();

    const { text } = await scrape(url);
    const count = (labels: string) => sample(text, `http_request_duration_seconds_count{${labels}}`);
    expect(count('route="/about",method="GET",status="200"')).toBe(3);
    expect(count('route="/use-cases/:slug",method="GET",status="200"')).toBe(1);
    expect(count('route="/use-cases/:slug",method="GET",status="404"')).toBe(1);
    expect(count('route="static",method="GET",status="200"')).toBeGreaterThanOrEqual(1);
    expect(count('route="/*",method="GET",status="404"')).toBe(1);
    expect(count('route="/metrics",method="GET",status="200"')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(SEEDED_SLUG);
    expect(text).not.toContain('no-such-study');
    expect(text).not.toContain('definitely');
    // The first /about was rendered, the next two came from the cache: both kinds still carry the route.
    expect(sample(text, 'page_cache_hits_total')).toBeGreaterThanOrEqual(hitsBefore + 2);
    expect(sample(text, 'page_cache_misses_total')).toBeGreaterThanOrEqual(missesBefore + 1);
    expect(sample(text, 'page_cache_entries')).toBeGreaterThanOrEqual(1);
  });

  it('reports the outbox queue at scrape time: depth, oldest age and failures', async () => {
    const empty = await scrape(url);
    expect(sample(empty.text, 'queue_depth{queue="outbox"}')).toBe(0);
    expect(sample(empty.text, 'queue_oldest_age_seconds{queue="outbox"}')).toBe(0);
    expect(sample(empty.text, 'queue_failed{queue="outbox"}')).toBe(0);

    const email = { to: 'ops@example.com', subject: 'Queued', text: 'Waiting for SMTP.' };
    const [first] = await Promise.all([enqueueEmail(setup.database, email), enqueueEmail(setup.database, email)]);
    const failed = await enqueueEmail(setup.database, email);
    const queuedAt = new Date(Date.now() - 90_000).toISOString();
    await setup.database.db.updateTable('outbox').set({ created_at: queuedAt }).where('id', '=', first.id).execute();
    await setup.database.db.updateTable('outbox').set({ status: 'failed' }).where('id', '=', failed.id).execute();

    const { text } = await scrape(url);
    expect(sample(text, 'queue_depth{queue="outbox"}')).toBe(2);
    const age = sample(text, 'queue_oldest_age_seconds{queue="outbox"}') ?? 0;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(600);
    expect(sample(text, 'queue_failed{queue="outbox"}')).toBe(1);
    await setup.database.db.deleteFrom('outbox').execute();
  });

  it('reports the webhook queue beside the outbox', async () => {
    const endpointId = crypto.randomUUID();
    const at = new Date();
    const iso = (ms: number) => new Date(at.getTime() + ms).toISOString();
    await setup.database.db
      .insertInto('webhook_endpoints')
      .values({
        id: endpointId,
        url: 'https://crm.example.com/hooks',
        events: JSON.stringify(['contact.created']),
        secret_sealed: 'sealed',
        enabled: true,
        created_by: null,
        created_at: iso(0),
        updated_at: iso(0),
        secret_rotated_at: iso(0),
      } as never)
      .execute();
    // Waiting until tomorrow, so this server's worker leaves them alone.
    const delivery = (status: string, createdMs: number) => ({
      id: crypto.randomUUID(),
      endpoint_id: endpointId,
      message_id: `msg_${crypto.randomUUID()}`,
      event_type: 'contact.created',
      payload: '{}',
      status,
      attempts: 0,
      next_attempt_at: iso(86_400_000),
      created_at: iso(createdMs),
    });
    await setup.database.db
      .insertInto('webhook_deliveries')
      .values([delivery('pending', -120_000), delivery('pending', 0), delivery('failed', 0)] as never)
      .execute();

    const { text } = await scrape(url);
    expect(sample(text, 'queue_depth{queue="webhooks"}')).toBe(2);
    const age = sample(text, 'queue_oldest_age_seconds{queue="webhooks"}') ?? 0;
    expect(age).toBeGreaterThanOrEqual(120);
    expect(age).toBeLessThan(600);
    expect(sample(text, 'queue_failed{queue="webhooks"}')).toBe(1);
    await setup.database.db.deleteFrom('webhook_endpoints').where('id', '=', endpointId).execute();
  });

  it('counts sign-in failures and rate-limit refusals', async () => {
    const before = await scrape(url);
    const failuresBefore = sample(before.text, 'sign_in_failures_total') ?? Number.NaN;
    expect(sample(before.text, 'rate_limit_refusals_total{scope="sign_in"}')).toBe(0);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await fetch(`${url}/admin/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: url, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: testAdmin.email, password: 'not-the-password-123' }),
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    // LOGIN_RATE_LIMIT=2: two wrong passwords, then the budget is spent.
    expect(statuses).toEqual([401, 401, 429]);
    const { text } = await scrape(url);
    expect(sample(text, 'sign_in_failures_total')).toBe(failuresBefore + 2);
    expect(sample(text, 'rate_limit_refusals_total{scope="sign_in"}')).toBe(1);
  });

  it('answers /readyz 200 while ready, and 503 naming a migration the database lacks', async () => {
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('Cache-Control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready' });

    // As a database one migration short would be (e.g. restored from before a deploy).
    await sql`delete from kysely_migration where name = ${LAST_MIGRATION}`.execute(setup.database.db);
    try {
      const short = await fetch(`${url}/readyz`);
      expect(short.status).toBe(503);
      expect(await short.json()).toEqual({ status: 'unavailable', reason: `migration ${LAST_MIGRATION} not applied` });
      // Liveness is another question: the process and its database are fine.
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${LAST_MIGRATION}, ${new Date().toISOString()})`.execute(
        setup.database.db,
      );
    }
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  });
});

describe('/metrics switched off and on', () => {
  let servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
  });
  const start = async (env: Record<string, string>) => {
    const server = await startTestServer({ SEED: 'none', ...env });
    servers.push(server);
    return server;
  };

  it('is a 404 without METRICS_TOKEN, whatever the request bears', async () => {
    const server = await start({});
    for (const headers of [{}, bearer(TOKEN)]) {
      const response = await fetch(`${server.url}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('http_request_duration_seconds');
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  }, 90_000);

  it('answers METRICS_PORT on 127.0.0.1 only, without a token when none is set', async () => {
    const port = await freePort();
    const server = await start({ METRICS_PORT: String(port) });
    const local = await scrape(`http://127.0.0.1:${port}`, {});
    expect(local.status).toBe(200);
    expect(local.type).toBe(PROMETHEUS_TEXT);
    expect(local.text).toContain('# TYPE http_request_duration_seconds histogram');
    // The site's own port does not serve it without a token.
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    // Only /metrics on the metrics port.
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);

    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (external) {
      await expect(fetch(`http://${external.address}:${port}/metrics`)).rejects.toThrow();
    }
  }, 90_000);

  it('asks METRICS_PORT for the token too when one is set', async () => {
    const port = await freePort();
    await start({ METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
    expect((await scrape(`http://127.0.0.1:${port}`, {})).status).toBe(401);
    const scraped = await scrape(`http://127.0.0.1:${port}`);
    expect(scraped.status).toBe(200);
    expect(scraped.type).toBe(PROMETHEUS_TEXT);
  }, 90_000);

  it('refuses to start with a bad METRICS_PORT or a short METRICS_TOKEN, naming the variable', async () => {
    for (const [env, message] of [
      [{ METRICS_PORT: 'ninety' }, 'METRICS_PORT: must be a port number (1-65535)'],
      [{ METRICS_PORT: '70000' }, 'METRICS_PORT: must be a port number (1-65535)'],
      [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN: must be at least 16 characters'],
    ] as const) {
      await expect(startTestServer(env)).rejects.toThrow(message);
    }
  }, 90_000);
});

describe.skipIf(!postgresUrl)('/readyz when PostgreSQL is gone', () => {
  it('answers 503 "database unreachable" (and /healthz 503)', async () => {
    const postgres = await createPostgresDatabase('readyz');
    const server = await startTestServer({ DATABASE_URL: postgres.url, SEED: 'none' });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      // Dropping the database ends every connection to it, the server's included.
      await postgres.drop();
      const response = await fetch(`${server.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
    } finally {
      await server.stop();
      await postgres.drop();
    }
  }, 90_000);
});
