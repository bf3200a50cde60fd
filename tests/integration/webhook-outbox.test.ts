/**
 * The webhook outbox on every engine (docs/decisions/webhooks.md): events are queued in the
 * transaction of their record, delivered signed over https to a receiver on 127.0.0.1 (private
 * targets allowed, as on a private network), retried on network errors, 5xx and 429 with backoff,
 * given up otherwise or after the last attempt (switching the endpoint off), refused for private
 * addresses without the flag, and sent once however many instances run workers on one database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCaseStudy, publishDueCaseStudies, updateCaseStudy } from '#app/.server/changes/case-studies.ts';
import { createPage, publishDuePages, updatePage } from '#app/.server/changes/pages.ts';
import { createContactMessage, createLead } from '#app/.server/changes/submissions.ts';
import type { Database } from '#app/.server/db/index.ts';
import { listAudit } from '#app/.server/db/repositories/audit-log.ts';
import {
  createWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  redeliverWebhook,
  setWebhookEndpointEnabled,
  webhookQueueStats,
} from '#app/.server/db/repositories/webhooks.ts';
import { type PostOptions, postWebhook } from '#app/.server/webhooks/http.ts';
import { newWebhookSecret, sealWebhookSecret } from '#app/.server/webhooks/signing.ts';
import { createWebhookWorker, type WebhookReport, type WebhookWorkerOptions } from '#app/.server/webhooks/worker.ts';
import type { WebhookEvent } from '#app/lib/webhooks/events.ts';
import { caseStudyInput } from '../helpers/case-study-input.ts';
import { contactInput } from '../helpers/contact-input.ts';
import { engines } from '../helpers/database.ts';
import { insurancePage } from '../helpers/page-input.ts';
import { freshDatabaseEach, twoProcesses } from '../helpers/scheduler-instances.ts';
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver } from '../helpers/webhook-receiver.ts';

const instanceScript = fileURLToPath(new URL('../helpers/webhook-instance.ts', import.meta.url));
const config = { sessionSecret: 'integration-session-secret-0123456789abcdef' };
const logger = pino({ level: 'silent' });

let certDir: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  certDir = mkdtempSync(path.join(tmpdir(), 'webhook-receiver-'));
  receiver = await startWebhookReceiver({ dir: certDir });
});
afterAll(async () => {
  await receiver.close();
  rmSync(certDir, { recursive: true, force: true });
});

describe.each(engines)('webhook outbox on %s', (engine) => {
  let database: Database;
  let target: string;
  /** The workers' clock: the real one, unless a test stops it to step through retries. */
  let clock: Date | null;
  const time = () => clock ?? new Date();

  freshDatabaseEach(engine, (fresh) => ({ database, target } = fresh));
  beforeEach(() => {
    receiver.reset();
    clock = null;
  });

  async function endpoint(events: WebhookEvent[], url = receiver.url()) {
    const secret = newWebhookSecret();
    const created = await createWebhookEndpoint(database, {
      url,
      events,
      secretSealed: sealWebhookSecret(config, secret),
      createdBy: null,
    });
    return { ...created, secret };
  }

  /** A worker whose HTTP trusts the receiver's certificate and whose clock the test moves. */
  function worker(options: Partial<WebhookWorkerOptions> = {}) {
    return createWebhookWorker({
      database,
      logger,
      config,
      allowPrivateTargets: true,
      now: time,
      random: () => 0.5,
      post: (post: PostOptions) => postWebhook({ ...post, ca: receiver.ca }),
      ...options,
    });
  }

  const deliveries = () => database.db.selectFrom('webhook_deliveries').selectAll().orderBy('created_at').execute();

  it('queues an event with its record, for the enabled endpoints that subscribe to it, and nothing when the record is not stored', async () => {
    const contacts = await endpoint(['contact.created']);
    const leads = await endpoint(['lead.created', 'roi_report.requested']);
    const off = await endpoint(['contact.created']);
    await setWebhookEndpointEnabled(database, off.id, false);

    const attribution = {
      landingPage: '/rpa',
      referrer: 'https://www.google.com/',
      utm: { source: 'newsletter' },
      pages: ['/rpa', '/use-cases/freight-audit'],
      caseStudies: ['freight-audit'],
    };
    const message = await createContactMessage(database, { ...contactInput, attribution });
    await createLead(database, { kind: 'lead_intake', name: 'Grace', email: 'grace@example.com', company: 'Navy' });
    await createLead(database, { kind: 'roi_email', email: 'roi@example.com', payload: { savings: 1 } });
    const failed = database.db.transaction().execute(async (trx) => {
      await createContactMessage({ ...database, db: trx }, { ...contactInput, name: 'Rolled Back' });
      throw new Error('the request failed after storing');
    });
    await expect(failed).rejects.toThrow('the request failed after storing');

    const rows = await deliveries();
    expect(rows.map((row) => [row.endpoint_id, row.event_type, row.status])).toEqual([
      [contacts.id, 'contact.created', 'pending'],
      [leads.id, 'lead.created', 'pending'],
      [leads.id, 'roi_report.requested', 'pending'],
    ]);
    const body = JSON.parse(rows[0]?.payload ?? '{}');
    expect(body).toMatchObject({ type: 'contact.created', data: { id: message.id, name: 'Ada Lovelace' } });
    // Where the lead came from travels with it, so the CRM has the source.
    expect(body.data.attribution).toEqual(attribution);
    expect(body.data).not.toHaveProperty('ip');
    expect(body.data).not.toHaveProperty('userAgent');
    expect(await database.db.selectFrom('contact_messages').select('name').execute()).toEqual([
      { name: 'Ada Lovelace' },
    ]);
  });

  it('queues case_study.published when a study becomes published (created, saved or scheduled), not on every save', async () => {
    await endpoint(['case_study.published']);
    const live = await createCaseStudy(database, caseStudyInput({ slug: 'live', status: 'published' }));
    await updateCaseStudy(
      database,
      live.caseStudy.id,
      caseStudyInput({ slug: 'live', status: 'published', title: 'Edited' }),
    );
    const draft = await createCaseStudy(database, caseStudyInput({ slug: 'draft', status: 'draft' }));
    await updateCaseStudy(database, draft.caseStudy.id, caseStudyInput({ slug: 'draft', status: 'published' }));
    const scheduled = await createCaseStudy(
      database,
      caseStudyInput({ slug: 'scheduled', status: 'draft', publishAt: new Date(Date.now() - 1000).toISOString() }),
    );
    await publishDueCaseStudies(database, { now: new Date(), limit: 10 });

    const published = (await deliveries()).map((row) => JSON.parse(row.payload).data);
    expect(published.map((data) => [data.id, data.path])).toEqual([
      [live.caseStudy.id, '/use-cases/live'],
      [draft.caseStudy.id, '/use-cases/draft'],
      [scheduled.caseStudy.id, '/use-cases/scheduled'],
    ]);
  });

  it('queues page.published when a page becomes published (created, saved or scheduled), not on every save', async () => {
    await endpoint(['page.published']);
    const live = await createPage(database, insurancePage({ path: '/live', status: 'published' }));
    await updatePage(database, live.id, insurancePage({ path: '/live', status: 'published', title: 'Edited' }));
    const draft = await createPage(database, insurancePage({ path: '/draft' }));
    await updatePage(database, draft.id, insurancePage({ path: '/draft', status: 'published' }));
    const scheduled = await createPage(
      database,
      insurancePage({ path: '/scheduled', publishAt: new Date(Date.now() - 1000).toISOString() }),
    );
    await publishDuePages(database, { now: new Date(), limit: 10 });

    const published = (await deliveries()).map((row) => JSON.parse(row.payload));
    expect(published.map((body) => [body.type, body.data.id, body.data.path])).toEqual([
      ['page.published', live.id, '/live'],
      ['page.published', draft.id, '/draft'],
      ['page.published', scheduled.id, '/scheduled'],
    ]);
    // What the page says of itself, not its blocks.
    expect(published[0].data).toMatchObject({ title: 'Automation for insurance', noindex: false, version: 1 });
    expect(published[0].data).not.toHaveProperty('blocks');
  });

  it('delivers a signed request that an independent implementation of the specification verifies', async () => {
    const hook = await endpoint(['contact.created']);
    const message = await createContactMessage(database, contactInput);
    expect(await worker().runOnce()).toEqual({ delivered: 1, retrying: 0, failed: 0 });

    const [request] = await receiver.waitFor(1);
    if (!request) throw new Error('nothing received');
    expect(request.headers['content-type']).toBe('application/json');
    const body = verifyWebhook(hook.secret, request);
    expect(body).toMatchObject({ type: 'contact.created', data: { id: message.id, email: 'ada@example.com' } });
    expect(() => verifyWebhook(newWebhookSecret(), request)).toThrow('no valid v1 signature');

    const [logged] = await listWebhookDeliveries(database, hook.id);
    expect(logged).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      messageId: request.headers['webhook-id'],
    });
    expect(logged?.attemptLog).toEqual([
      expect.objectContaining({
        attempt: 1,
        statusCode: 200,
        responseExcerpt: '{"received":true,"status":200}',
        error: null,
      }),
    ]);
  });

  it('retries 500 and 429 with growing waits, keeping the webhook-id, and logs every attempt', async () => {
    const hook = await endpoint(['contact.created']);
    await createContactMessage(database, contactInput);
    receiver.answerWith(500, 429);
    const sender = worker({ retryBaseMs: 60_000 });
    clock = new Date();

    expect(await sender.runOnce()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    const [first] = await deliveries();
    // Equal jitter with random() = 0.5: three quarters of the base.
    expect(new Date(first?.next_attempt_at ?? 0).getTime() - time().getTime()).toBe(45_000);
    expect(await sender.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 });

    clock = new Date(time().getTime() + 45_000);
    expect(await sender.runOnce()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    const [second] = await deliveries();
    expect(new Date(second?.next_attempt_at ?? 0).getTime() - time().getTime()).toBe(135_000);
    clock = new Date(time().getTime() + 135_000);
    expect(await sender.runOnce()).toEqual({ delivered: 1, retrying: 0, failed: 0 });

    const requests = await receiver.waitFor(3);
    expect(new Set(requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const [logged] = await listWebhookDeliveries(database, hook.id);
    expect(logged?.attemptLog.map((a) => a.statusCode)).toEqual([500, 429, 200]);
    expect(logged).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('gives up at once on another 4xx, and after the last attempt on network errors, which switches the endpoint off', async () => {
    const rejecting = await endpoint(['contact.created']);
    receiver.answerWith(404);
    await createContactMessage(database, contactInput);
    expect(await worker().runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    expect(await getWebhookEndpoint(database, rejecting.id)).toMatchObject({ enabled: true, consecutiveFailures: 1 });
    await setWebhookEndpointEnabled(database, rejecting.id, false);

    // Nothing listens on port 9 of 127.0.0.1: connection refused.
    const down = await endpoint(['contact.created'], 'https://127.0.0.1:9/hook');
    await createContactMessage(database, contactInput);
    const sender = worker({ maxAttempts: 3, retryBaseMs: 1000 });
    clock = new Date();
    const reports = [];
    for (let run = 0; run < 3; run += 1) {
      reports.push(await sender.runOnce());
      clock = new Date(time().getTime() + 60_000);
    }
    expect(reports).toEqual([
      { delivered: 0, retrying: 1, failed: 0 },
      { delivered: 0, retrying: 1, failed: 0 },
      { delivered: 0, retrying: 0, failed: 1 },
    ]);
    const [logged] = await listWebhookDeliveries(database, down.id);
    expect(logged).toMatchObject({ status: 'failed', attempts: 3, lastStatusCode: null });
    expect(logged?.lastError).toMatch(/ECONNREFUSED/);
    expect(await getWebhookEndpoint(database, down.id)).toMatchObject({ enabled: false, disabledReason: 'failures' });
    const [entry] = await listAudit(database, { limit: 1 });
    expect(entry).toMatchObject({ action: 'webhook.disabled_after_failures', actor: 'System', entityId: down.id });

    // A switched-off endpoint is sent no new events; what it had waiting waits until it is enabled again.
    clock = null;
    await createContactMessage(database, contactInput);
    expect(await listWebhookDeliveries(database, down.id)).toHaveLength(1);
    await setWebhookEndpointEnabled(database, rejecting.id, true);
    await createContactMessage(database, contactInput);
    await setWebhookEndpointEnabled(database, rejecting.id, false);
    expect(await sender.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    await setWebhookEndpointEnabled(database, rejecting.id, true);
    expect(await sender.runOnce()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
  });

  it('refuses private addresses at delivery when they are not allowed, whatever the URL says', async () => {
    const hook = await endpoint(['contact.created']);
    await createContactMessage(database, contactInput);
    expect(await worker({ allowPrivateTargets: false }).runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    const [logged] = await listWebhookDeliveries(database, hook.id);
    expect(logged?.lastError).toBe('Refused: 127.0.0.1 is a loopback address; webhooks go to public addresses only');
    expect(receiver.received).toEqual([]);
  });

  it('redelivers a message with the same webhook-id and body, as a new delivery', async () => {
    const hook = await endpoint(['contact.created']);
    await createContactMessage(database, contactInput);
    await worker().runOnce();
    const [original] = await listWebhookDeliveries(database, hook.id);
    const again = await redeliverWebhook(database, hook.id, original?.id ?? '');
    expect(again).toMatchObject({ messageId: original?.messageId, status: 'pending', attempts: 0 });
    expect(await redeliverWebhook(database, 'another-endpoint', original?.id ?? '')).toBeNull();
    await worker().runOnce();
    const [first, second] = await receiver.waitFor(2);
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(second?.body).toBe(first?.body);
  });

  it('counts the queue for metrics: waiting deliveries, the oldest one’s age, and those given up', async () => {
    expect(await webhookQueueStats(database)).toEqual({ depth: 0, oldestAgeSeconds: 0, failed: 0 });
    await endpoint(['contact.created']);
    await createContactMessage(database, contactInput);
    const waiting = await createContactMessage(database, contactInput);
    receiver.answerWith(400);
    await worker({ batchSize: 1 }).runOnce();
    const stats = await webhookQueueStats(database, new Date(Date.parse(waiting.createdAt) + 90_000));
    expect(stats).toEqual({ depth: 1, oldestAgeSeconds: 90, failed: 1 });
  });

  it('sends each delivery once with two instances (two processes) working one database at the same time', async () => {
    const hook = await endpoint(['contact.created', 'lead.created']);
    for (let i = 0; i < 20; i += 1) {
      await createContactMessage(database, { ...contactInput, name: `Visitor ${i}` });
      await createLead(database, { kind: 'lead_intake', email: `lead${i}@example.com`, name: `Lead ${i}` });
    }
    const slowDir = path.join(certDir, 'slow');
    const slow = await startWebhookReceiver({ dir: slowDir, delayMs: 5 });
    try {
      await database.db.updateTable('webhook_endpoints').set({ url: slow.url() }).where('id', '=', hook.id).execute();
      const reports = await twoProcesses<WebhookReport>(instanceScript, [
        target,
        path.join(slowDir, 'site.crt'),
        config.sessionSecret,
      ]);

      const received = await slow.waitFor(40);
      expect(received).toHaveLength(40);
      expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(40);
      expect(reports.map((r) => r.delivered).reduce((a, b) => a + b)).toBe(40);
      // Both took part (else the test proves nothing), and nothing was left or sent twice.
      expect(reports.every((r) => r.delivered > 0 && r.failed === 0 && r.retrying === 0)).toBe(true);
      const rows = await deliveries();
      expect(rows.every((row) => row.status === 'delivered' && Number(row.attempts) === 1)).toBe(true);
    } finally {
      await slow.close();
    }
  });
});

describe('a delivery’s DNS check', () => {
  const post = (resolve: (host: string) => Promise<{ address: string; family: number }[]>, allowPrivate: boolean) =>
    postWebhook({
      url: receiver.url().replace('127.0.0.1', 'localhost'),
      headers: {},
      body: '{}',
      allowPrivate,
      ca: receiver.ca,
      resolve,
    });

  it('refuses a host name that resolves to a private address, or to a public and a private one', async () => {
    receiver.reset();
    const loopback = async () => [{ address: '127.0.0.1', family: 4 }];
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '::ffff:169.254.169.254', family: 6 },
    ];
    expect(await post(loopback, false)).toMatchObject({
      outcome: 'refused',
      error: 'Refused: localhost (127.0.0.1) is a loopback address; webhooks go to public addresses only',
    });
    expect(await post(mixed, false)).toMatchObject({
      outcome: 'refused',
      error: 'Refused: localhost (::ffff:169.254.169.254) is a metadata address; webhooks go to public addresses only',
    });
    expect(receiver.received).toEqual([]);
  });

  it('connects to exactly the address it checked, and looks the name up again at every attempt', async () => {
    receiver.reset();
    let lookups = 0;
    const resolve = async () => {
      lookups += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    expect(await post(resolve, true)).toMatchObject({ outcome: 'answered', statusCode: 200 });
    expect(await post(resolve, true)).toMatchObject({ outcome: 'answered', statusCode: 200 });
    expect(lookups).toBe(2);
    expect(receiver.received.map((r) => r.headers.host)).toEqual([
      expect.stringMatching(/^localhost:\d+$/),
      expect.stringMatching(/^localhost:\d+$/),
    ]);
  });

  it('sends over https only and follows no redirect', async () => {
    expect(
      await postWebhook({ url: 'http://127.0.0.1:9/', headers: {}, body: '{}', allowPrivate: true }),
    ).toMatchObject({ outcome: 'refused', error: 'Refused: webhooks are sent over https only' });
    receiver.reset();
    receiver.answerWith(302);
    expect(
      await postWebhook({ url: receiver.url(), headers: {}, body: '{}', allowPrivate: true, ca: receiver.ca }),
    ).toMatchObject({
      outcome: 'answered',
      statusCode: 302,
    });
    expect(receiver.received).toHaveLength(1);
  });
});
