import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  claimDueEmails,
  enqueueEmail,
  getDeliveryStatus,
  markEmailFailed,
  markEmailSent,
} from '#app/.server/db/repositories/outbox.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const email = (subject: string, related?: { relatedType: string; relatedId: string }) => ({
  to: 'sales@brightflow.io',
  subject,
  text: `Body of ${subject}`,
  ...related,
});

describe.each(engines)('outbox on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('queues an e-mail as pending and due now', async () => {
    const queued = await enqueueEmail(database, {
      to: 'sales@brightflow.io',
      replyTo: 'ada@example.com',
      subject: 'New message',
      text: 'Plain',
      html: '<p>Rich</p>',
      relatedType: 'contact_message',
      relatedId: 'm1',
    });
    expect(queued).toEqual({
      id: queued.id,
      to: 'sales@brightflow.io',
      replyTo: 'ada@example.com',
      subject: 'New message',
      text: 'Plain',
      html: '<p>Rich</p>',
      sealed: false,
      relatedType: 'contact_message',
      relatedId: 'm1',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: queued.createdAt,
      lockedUntil: null,
      lastError: null,
      createdAt: queued.createdAt,
      sentAt: null,
      finishedAt: null,
    });
    const bare = await enqueueEmail(database, email('Bare'));
    expect(bare).toMatchObject({ replyTo: null, html: null, relatedType: null, relatedId: null });
  });

  it('leases a claimed e-mail so it is not claimed again until the lease ends', async () => {
    const queued = await enqueueEmail(database, email('Hello'));
    const now = inSeconds(1);
    const [claimed, ...rest] = await claimDueEmails(database, { now, limit: 10, lockSeconds: 60 });
    expect(rest).toEqual([]);
    expect(claimed).toMatchObject({
      id: queued.id,
      attempts: 1,
      lockedUntil: new Date(Date.parse(now) + 60_000).toISOString(),
    });

    expect(await claimDueEmails(database, { now, limit: 10, lockSeconds: 60 })).toEqual([]);
    expect(await claimDueEmails(database, { now: inSeconds(60), limit: 10, lockSeconds: 60 })).toEqual([]);
    // The worker died: once the lease has run out another one picks the e-mail up.
    const [reclaimed] = await claimDueEmails(database, { now: inSeconds(62), limit: 10, lockSeconds: 60 });
    expect(reclaimed).toMatchObject({ id: queued.id, attempts: 2 });
  });

  it('does not claim an e-mail before it is due, and respects the limit oldest first', async () => {
    const first = await enqueueEmail(database, email('1'));
    const second = await enqueueEmail(database, email('2'));
    const third = await enqueueEmail(database, email('3'));
    await markEmailFailed(database, first.id, 'later', inSeconds(3600));

    expect(await claimDueEmails(database, { now: new Date(Date.now() - 60_000), limit: 10, lockSeconds: 60 })).toEqual(
      [],
    );
    const batch = await claimDueEmails(database, { now: inSeconds(1), limit: 1, lockSeconds: 60 });
    expect(batch).toHaveLength(1);
    const next = await claimDueEmails(database, { now: inSeconds(1), limit: 5, lockSeconds: 60 });
    expect([...batch, ...next].map((e) => e.id).sort()).toEqual([second.id, third.id].sort());
    expect(await claimDueEmails(database, { now: inSeconds(1), limit: 5, lockSeconds: 60 })).toEqual([]);
    await markEmailSent(database, second.id);
    await markEmailSent(database, third.id);
    const retried = await claimDueEmails(database, { now: inSeconds(3601), limit: 5, lockSeconds: 60 });
    expect(retried.map((e) => e.id)).toEqual([first.id]);
  });

  it('never hands one e-mail to two concurrent workers', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 12; i++) ids.add((await enqueueEmail(database, email(`m${i}`))).id);
    const now = inSeconds(1);
    const batches = await Promise.all(
      Array.from({ length: 6 }, () => claimDueEmails(database, { now, limit: 3, lockSeconds: 60 })),
    );
    const claimed = batches.flat().map((e) => e.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(new Set(claimed)).toEqual(ids);
  });

  it('records sending, retries and giving up', async () => {
    const sent = await enqueueEmail(database, email('sent', { relatedType: 'contact_message', relatedId: 'm1' }));
    const retry = await enqueueEmail(database, email('retry', { relatedType: 'contact_message', relatedId: 'm2' }));
    const dead = await enqueueEmail(database, email('dead', { relatedType: 'contact_message', relatedId: 'm3' }));
    await claimDueEmails(database, { now: inSeconds(1), limit: 10, lockSeconds: 60 });

    await markEmailSent(database, sent.id);
    const retryAt = inSeconds(300);
    await markEmailFailed(database, retry.id, 'SMTP 421 try again', retryAt);
    await markEmailFailed(database, dead.id, 'SMTP 550 no such mailbox', null);

    const rows = await database.db.selectFrom('outbox').select(['id', 'status', 'locked_until']).execute();
    expect(rows.every((r) => r.locked_until === null)).toBe(true);
    expect(await claimDueEmails(database, { now: inSeconds(200), limit: 10, lockSeconds: 60 })).toEqual([]);
    const [again] = await claimDueEmails(database, { now: inSeconds(301), limit: 10, lockSeconds: 60 });
    expect(again).toMatchObject({ id: retry.id, status: 'pending', attempts: 2, lastError: 'SMTP 421 try again' });
    expect(again?.nextAttemptAt).toBe(retryAt);

    const status = await getDeliveryStatus(database, 'contact_message', ['m1', 'm2', 'm3', 'm4']);
    expect(status.get('m1')).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(status.get('m1')?.sentAt).toMatch(/Z$/);
    expect(status.get('m2')).toMatchObject({ status: 'pending', attempts: 2, sentAt: null });
    expect(status.get('m3')).toEqual({
      status: 'failed',
      attempts: 1,
      lastError: 'SMTP 550 no such mailbox',
      sentAt: null,
    });
    expect(status.has('m4')).toBe(false);
    expect((await getDeliveryStatus(database, 'lead', ['m1'])).size).toBe(0);
    expect((await getDeliveryStatus(database, 'contact_message', [])).size).toBe(0);
  });

  it('never turns a sent e-mail back into a pending or failed one', async () => {
    const queued = await enqueueEmail(database, email('late failure'));
    await claimDueEmails(database, { now: inSeconds(1), limit: 10, lockSeconds: 60 });
    await markEmailSent(database, queued.id);
    // A worker whose lease ran out mid-send reports its failure after another worker delivered it.
    await markEmailFailed(database, queued.id, 'socket timeout', inSeconds(60));
    await markEmailFailed(database, queued.id, 'socket timeout', null);
    const row = await database.db.selectFrom('outbox').select(['status', 'last_error']).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', last_error: null });
    expect(await claimDueEmails(database, { now: inSeconds(3600), limit: 10, lockSeconds: 60 })).toEqual([]);
  });

  it('reports the least delivered e-mail of a record', async () => {
    const related = { relatedType: 'lead', relatedId: 'l1' };
    const a = await enqueueEmail(database, email('to staff', related));
    const b = await enqueueEmail(database, email('to visitor', related));
    await markEmailSent(database, a.id);
    expect((await getDeliveryStatus(database, 'lead', ['l1'])).get('l1')?.status).toBe('pending');
    await markEmailFailed(database, b.id, 'bounced', null);
    expect((await getDeliveryStatus(database, 'lead', ['l1'])).get('l1')?.status).toBe('failed');
  });
});
