/**
 * No secret at rest in the outbox (issue 26; docs/decisions/outbox-delivery.md, "Secrets in the
 * outbox") on every engine: an invitation e-mail waits sealed, so no column of any table holds its
 * token or link; the worker opens it at send time and the link it sends works; a sent (or given up)
 * secret-bearing row keeps no body; a body that no longer opens (SESSION_SECRET changed) is given up
 * with the reason, never sent; and retention deletes finished rows after OUTBOX_RETENTION_DAYS, on one
 * of two instances, never a pending one. Through real SMTP: outbox-delivery.test.ts.
 */
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '#app/.server/auth/password.ts';
import type { Database } from '#app/.server/db/index.ts';
import { enqueueEmail } from '#app/.server/db/repositories/outbox.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { parseConfig } from '#app/.server/infrastructure/config.ts';
import { OUTBOX_RETENTION_JOB, type SchedulerReport } from '#app/.server/jobs/scheduler.ts';
import type { MailTransport, OutgoingEmail } from '#app/.server/mail/transport.ts';
import { createMailWorker, UNOPENABLE_BODY } from '#app/.server/mail/worker.ts';
import { invitationState, inviteStaff, resendInvitation } from '#app/features/staff/staff.server.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';
import { freshDatabaseEach, twoInstances } from '../helpers/scheduler-instances.ts';
import { dumpEveryTable } from '../helpers/table-dump.ts';

const config = parseConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://studio.example', SESSION_SECRET: 's'.repeat(40) });
const LINK = /https:\/\/studio\.example\/admin\/invitation\/([A-Za-z0-9_-]{43})/;

/** A transport that records what it sent, and fails while `down`. */
function fakeTransport() {
  const state = { down: false, sent: [] as OutgoingEmail[], attempts: 0 };
  const transport: MailTransport = {
    async send(email) {
      state.attempts += 1;
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      state.sent.push(email);
    },
    close() {},
  };
  return { state, transport };
}

const outboxRows = (database: Database) => database.db.selectFrom('outbox').selectAll().orderBy('created_at').execute();

describe.each(engines)('secrets in the outbox on %s', (engine) => {
  let database: TestDatabase;
  let inviter: { userId: string; email: string };
  const logger = pino({ level: 'silent' });

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    const user = await createUser(database, {
      email: 'owner@example.com',
      passwordHash: await hashPassword('a-long-enough-passphrase'),
    });
    inviter = { userId: user.id, email: user.email };
  });
  afterEach(async () => {
    await database.destroy();
  });

  const invite = (email: string) =>
    inviteStaff({ database, config }, inviter, '127.0.0.1', { email, name: 'New Colleague', role: 'editor' });
  const worker = (transport: MailTransport, secrets: { sessionSecret: string } = config) =>
    createMailWorker({ database, logger, transport, from: 'Brightflow <no-reply@brightflow.test>', secrets });

  it('keeps an invitation e-mail sealed: no table holds its token or link, the worker sends a working link, then no body is left', async () => {
    expect(await invite('new@example.com')).toMatchObject({ ok: true });
    const [queued] = await outboxRows(database);
    expect(queued).toMatchObject({
      to_address: 'new@example.com',
      related_type: 'staff_invitation',
      status: 'pending',
    });
    expect(Boolean(queued?.sealed)).toBe(true);
    // The subject and recipient stay plain; the bodies are sealed, not merely encoded.
    expect(queued?.subject).toBe('You are invited to the Brightflow studio');
    expect(queued?.text_body).not.toContain('invitation');
    expect(queued?.html_body).not.toContain('<');
    const atRest = await dumpEveryTable(database);

    const { state, transport } = fakeTransport();
    expect(await worker(transport).runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [sent] = state.sent;
    const token = LINK.exec(sent?.text ?? '')?.[1] ?? '';
    expect(token).toHaveLength(43);
    expect(sent?.text).toContain('New Colleague');
    expect(sent?.html).toContain(`https://studio.example/admin/invitation/${token}`);
    expect(await invitationState(database, token)).toMatchObject({ status: 'open' });

    // Neither while it waited nor once sent did any table hold the token (or the link around it).
    expect(atRest).not.toContain(token);
    expect(atRest).not.toContain('/admin/invitation/');
    const afterSending = await dumpEveryTable(database);
    expect(afterSending).not.toContain(token);
    expect(afterSending).not.toContain('/admin/invitation/');
    const [done] = await outboxRows(database);
    expect(done).toMatchObject({ status: 'sent', text_body: '', html_body: null, last_error: null });
    expect(done?.finished_at).not.toBeNull();
  });

  it('keeps a resent invitation sealed too, and a sealed body waiting for a retry until it is finished', async () => {
    expect(await invite('late@example.com')).toMatchObject({ ok: true });
    const [{ id } = { id: '' }] = await database.db.selectFrom('staff_invitations').select('id').execute();
    expect(await resendInvitation({ database, config }, inviter, undefined, id)).toMatchObject({ ok: true });
    const { state, transport } = fakeTransport();
    state.down = true;
    expect(await worker(transport).runOnce()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    const waiting = await outboxRows(database);
    expect(waiting.map((row) => [row.status, Boolean(row.sealed), row.text_body.length > 0])).toEqual([
      ['pending', true, true],
      ['pending', true, true],
    ]);
    expect(await dumpEveryTable(database)).not.toContain('/admin/invitation/');

    state.down = false;
    await database.db.updateTable('outbox').set({ next_attempt_at: new Date().toISOString() }).execute();
    expect(await worker(transport).runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const tokens = state.sent.map((email) => LINK.exec(email.text)?.[1] ?? '');
    // The first link was replaced by the resend; the second one works.
    expect((await invitationState(database, tokens[0] ?? '')).status).toBe('unknown');
    expect((await invitationState(database, tokens[1] ?? '')).status).toBe('open');
    const sent = await outboxRows(database);
    expect(sent.map((row) => [row.status, row.text_body, row.html_body])).toEqual([
      ['sent', '', null],
      ['sent', '', null],
    ]);
  });

  it('gives up a sealed e-mail whose key has changed (SESSION_SECRET rotated): failed with the reason, logged, never sent', async () => {
    expect(await invite('new@example.com')).toMatchObject({ ok: true });
    const errors = vi.spyOn(logger, 'error');
    const { state, transport } = fakeTransport();
    const rotated = { sessionSecret: 'r'.repeat(40) };
    expect(await worker(transport, rotated).runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(state.attempts).toBe(0);
    const [row] = await outboxRows(database);
    expect(row).toMatchObject({ status: 'failed', last_error: UNOPENABLE_BODY, text_body: '', html_body: null });
    expect(row?.last_error).toContain('SESSION_SECRET');
    expect(row?.finished_at).not.toBeNull();
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ outboxId: row?.id }),
      'e-mail given up: its sealed body does not open',
    );
    // Given up for good: no later pass picks it up again.
    expect(await worker(transport).runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('keeps the bodies of an e-mail without a secret once sent', async () => {
    const email = await enqueueEmail(database, {
      to: 'sales@brightflow.test',
      subject: 'New message from Ada',
      text: 'Plain text',
      html: '<p>HTML</p>',
      relatedType: 'contact_message',
      relatedId: 'm1',
    });
    expect(email.sealed).toBe(false);
    const { state, transport } = fakeTransport();
    expect(await worker(transport).runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(state.sent[0]).toMatchObject({ text: 'Plain text', html: '<p>HTML</p>' });
    expect((await outboxRows(database))[0]).toMatchObject({
      status: 'sent',
      text_body: 'Plain text',
      html_body: '<p>HTML</p>',
    });
  });
});

const DAY = 86_400_000;
const daysBefore = (base: Date, days: number) => new Date(base.getTime() - days * DAY).toISOString();

describe.each(engines)('outbox retention on %s', (engine) => {
  let database: Database;
  let target: string;
  freshDatabaseEach(engine, (fresh) => ({ database, target } = fresh));

  /** A row queued `queuedDaysAgo`, then (unless pending) finished `finishedDaysAgo`; its id. */
  async function seed(
    subject: string,
    row: { status: 'pending' | 'sent' | 'failed'; queuedDaysAgo: number; finishedDaysAgo?: number },
    now: Date,
  ): Promise<string> {
    const email = await enqueueEmail(database, { to: 'sales@brightflow.test', subject, text: subject });
    const finished = row.finishedDaysAgo === undefined ? null : daysBefore(now, row.finishedDaysAgo);
    await database.db
      .updateTable('outbox')
      .set({
        status: row.status,
        created_at: daysBefore(now, row.queuedDaysAgo),
        next_attempt_at: daysBefore(now, row.finishedDaysAgo ?? row.queuedDaysAgo),
        sent_at: row.status === 'sent' ? finished : null,
        finished_at: finished,
        attempts: row.status === 'pending' ? 0 : row.status === 'sent' ? 1 : 8,
      })
      .where('id', '=', email.id)
      .execute();
    return email.id;
  }

  const subjects = async () =>
    (await database.db.selectFrom('outbox').select('subject').execute()).map((row) => row.subject).toSorted();
  const outboxPruned = (reports: SchedulerReport[][]) => reports.flat().map((report) => report.outboxPruned);

  it('deletes e-mails sent or given up over OUTBOX_RETENTION_DAYS (30) ago, about once a day on one of two instances, never a pending one', async () => {
    const now = new Date('2026-12-01T12:00:00.000Z');
    await seed('sent 31 days ago', { status: 'sent', queuedDaysAgo: 31, finishedDaysAgo: 31 }, now);
    await seed('sent 29 days ago', { status: 'sent', queuedDaysAgo: 40, finishedDaysAgo: 29 }, now);
    await seed('given up 35 days ago', { status: 'failed', queuedDaysAgo: 37, finishedDaysAgo: 35 }, now);
    // Queued long ago, but its last attempt was recent: kept N days after that attempt.
    await seed('given up 2 days ago', { status: 'failed', queuedDaysAgo: 90, finishedDaysAgo: 2 }, now);
    await seed('pending for a year', { status: 'pending', queuedDaysAgo: 365 }, now);

    expect(outboxPruned(await twoInstances(target, { now })).toSorted()).toEqual([2, null]);
    expect(await subjects()).toEqual(['given up 2 days ago', 'pending for a year', 'sent 29 days ago']);
    const lease = await database.db
      .selectFrom('job_leases')
      .selectAll()
      .where('name', '=', OUTBOX_RETENTION_JOB)
      .executeTakeFirstOrThrow();
    expect(lease.locked_until).toBeNull();
    expect(new Date(lease.last_run_at as string).toISOString()).toBe(now.toISOString());

    // Within the day neither instance runs it again, even with something to delete.
    await seed('sent 60 days ago', { status: 'sent', queuedDaysAgo: 60, finishedDaysAgo: 60 }, now);
    const later = new Date(now.getTime() + 23 * 3_600_000);
    expect(outboxPruned(await twoInstances(target, { now: later }))).toEqual([null, null]);

    // A day later one of them does: the 60-day-old one, and the one sent 29 days before `now`, now 30 days old.
    const dayLater = new Date(now.getTime() + DAY + 1000);
    expect(outboxPruned(await twoInstances(target, { now: dayLater })).toSorted()).toEqual([2, null]);
    expect(await subjects()).toEqual(['given up 2 days ago', 'pending for a year']);
  });
});
