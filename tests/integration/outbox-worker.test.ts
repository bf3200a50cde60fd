/**
 * The mail worker against a real outbox on every engine, with the SMTP boundary replaced by a fake
 * transport: a failing send is retried later with backoff, succeeds once the server is back, and is
 * given up after the last attempt; without SMTP_URL nothing is sent and the log says so.
 */
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueueEmail } from '#app/.server/db/repositories/outbox.ts';
import { startMailDelivery } from '#app/.server/mail/index.ts';
import type { MailTransport, OutgoingEmail } from '#app/.server/mail/transport.ts';
import { createMailWorker } from '#app/.server/mail/worker.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

/** A transport that fails while `down` is true, and records what it delivered. */
function fakeTransport() {
  const state = { down: false, sent: [] as OutgoingEmail[], attempts: 0, closed: false };
  const transport: MailTransport = {
    async send(email) {
      state.attempts += 1;
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      state.sent.push(email);
    },
    close() {
      state.closed = true;
    },
  };
  return { state, transport };
}

const queue = (database: TestDatabase, subject = 'New message from Ada') =>
  enqueueEmail(database, {
    to: 'sales@brightflow.test',
    replyTo: 'ada@example.com',
    subject,
    text: 'Plain text',
    html: '<p>HTML</p>',
    relatedType: 'contact_message',
    relatedId: 'm1',
  });

/** What opens sealed bodies (SESSION_SECRET); these rows are plain, so it is never used here. */
const secrets = { sessionSecret: 's'.repeat(40) };

const row = (database: TestDatabase, id: string) =>
  database.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe.each(engines)('mail worker on %s', (engine) => {
  let database: TestDatabase;
  const logger = pino({ level: 'silent' });

  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('sends a queued e-mail with the sender, recipient, reply-to and both bodies', async () => {
    const { state, transport } = fakeTransport();
    const email = await queue(database);
    const worker = createMailWorker({
      database,
      logger,
      transport,
      from: 'Brightflow <no-reply@brightflow.test>',
      secrets,
    });
    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(state.sent).toEqual([
      {
        from: 'Brightflow <no-reply@brightflow.test>',
        to: 'sales@brightflow.test',
        replyTo: 'ada@example.com',
        subject: 'New message from Ada',
        text: 'Plain text',
        html: '<p>HTML</p>',
        outboxId: email.id,
      },
    ]);
    expect(await row(database, email.id)).toMatchObject({ status: 'sent', last_error: null, locked_until: null });
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('retries after a failing transport, with backoff, and delivers once SMTP is back', async () => {
    const { state, transport } = fakeTransport();
    let clock = new Date('2026-11-22T10:00:00Z');
    const email = await queue(database);
    await database.db.updateTable('outbox').set({ next_attempt_at: clock.toISOString() }).execute();
    const worker = createMailWorker({
      database,
      logger,
      transport,
      from: 'no-reply@brightflow.test',
      secrets,
      now: () => clock,
      random: () => 0.5,
    });

    state.down = true;
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let stored = await row(database, email.id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, locked_until: null });
    expect(stored.last_error).toBe('Error: connect ECONNREFUSED 127.0.0.1:25');
    // First retry after 45 s: half of the 60 s base fixed, plus half of the random half.
    expect(new Date(stored.next_attempt_at).toISOString()).toBe('2026-11-22T10:00:45.000Z');

    // Not due yet: nothing is attempted.
    clock = new Date('2026-11-22T10:00:30Z');
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(state.attempts).toBe(1);

    // Due, still down: the wait grows (3 minutes base, so 2m15s with this jitter).
    clock = new Date('2026-11-22T10:01:00Z');
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    stored = await row(database, email.id);
    expect(stored.attempts).toBe(2);
    expect(new Date(stored.next_attempt_at).toISOString()).toBe('2026-11-22T10:03:15.000Z');

    // SMTP is back.
    state.down = false;
    clock = new Date('2026-11-22T10:04:00Z');
    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    stored = await row(database, email.id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(state.sent).toHaveLength(1);
  });

  it('gives an e-mail up after the last attempt, and logs it', async () => {
    const { state, transport } = fakeTransport();
    state.down = true;
    const errors = vi.spyOn(logger, 'error');
    let clock = new Date('2026-11-22T10:00:00Z');
    const email = await queue(database);
    await database.db.updateTable('outbox').set({ next_attempt_at: clock.toISOString() }).execute();
    const worker = createMailWorker({
      database,
      logger,
      transport,
      from: 'x@y.test',
      secrets,
      maxAttempts: 3,
      now: () => clock,
    });

    const reports = [];
    for (let i = 0; i < 3; i++) {
      reports.push(await worker.runOnce());
      clock = new Date(clock.getTime() + 24 * 60 * 60_000);
    }
    expect(reports).toEqual([
      { sent: 0, retrying: 1, failed: 0 },
      { sent: 0, retrying: 1, failed: 0 },
      { sent: 0, retrying: 0, failed: 1 },
    ]);
    expect(await row(database, email.id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ outboxId: email.id, attempts: 3 }),
      'e-mail given up after the last attempt',
    );
  });

  it('polls in the background once started, and stops cleanly', async () => {
    const { state, transport } = fakeTransport();
    const worker = createMailWorker({ database, logger, transport, from: 'x@y.test', secrets, intervalMs: 20 });
    worker.start();
    await queue(database, 'first');
    await queue(database, 'second');
    await vi.waitFor(() => expect(state.sent.map((e) => e.subject).sort()).toEqual(['first', 'second']), {
      timeout: 5000,
    });
    await worker.stop();
    expect(state.closed).toBe(true);
    await queue(database, 'after stop');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(state.sent).toHaveLength(2);
  });

  it('without SMTP_URL sends nothing, keeps the e-mail pending and says so in the log', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const email = await queue(database);
    const worker = startMailDelivery({
      config: {
        ...secrets,
        mail: {
          smtpUrl: undefined,
          from: 'x@y.test',
          contactTo: 'sales@brightflow.test',
          pollMs: 5000,
          leaseSeconds: 120,
        },
      },
      database,
      logger,
    });
    expect(worker).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SMTP_URL is not set'));
    expect(await row(database, email.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('with a transport, starts delivering at once', async () => {
    const { state, transport } = fakeTransport();
    await queue(database);
    const worker = startMailDelivery({
      config: {
        ...secrets,
        mail: {
          smtpUrl: undefined,
          from: 'x@y.test',
          contactTo: 'sales@brightflow.test',
          pollMs: 5000,
          leaseSeconds: 120,
        },
      },
      database,
      logger,
      transport,
    });
    expect(worker).not.toBeNull();
    await vi.waitFor(() => expect(state.sent).toHaveLength(1), { timeout: 5000 });
    await worker?.stop();
  });
});
