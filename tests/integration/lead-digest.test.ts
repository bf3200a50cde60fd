/**
 * The daily lead digest (issue 31) on each engine, with two app instances (two processes) ticking at
 * once: at the configured hour in the studio's zone one e-mail per staff member who may own leads
 * and has not turned it off, queued in the outbox exactly once, listing their follow-ups due and the
 * new unassigned leads of the last 24 hours; nothing before the hour, nothing again that day.
 */
import { describe, expect, it, vi } from 'vitest';
import { updateLeadPipeline } from '#app/.server/changes/leads.ts';
import { createContactMessage, createLead, setInboxStatus } from '#app/.server/changes/submissions.ts';
import type { Database } from '#app/.server/db/index.ts';
import { setLeadDigest } from '#app/.server/db/repositories/lead-digest.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import type { SchedulerReport } from '#app/.server/jobs/scheduler.ts';
import { contactInput } from '../helpers/contact-input.ts';
import { engines } from '../helpers/database.ts';
import { freshDatabaseEach, twoInstances } from '../helpers/scheduler-instances.ts';

const digest = { hour: 8, timeZone: 'Europe/Berlin' };
const queued = (reports: SchedulerReport[][]) => reports.flat().map((report) => report.digestsQueued);

describe.each(engines)('the daily lead digest on %s', (engine) => {
  let database: Database;
  let target: string;
  freshDatabaseEach(engine, (fresh) => ({ database, target } = fresh));

  it('is queued once at the hour by one of two instances, to each owner who wants it, with their due and the new unassigned leads', async () => {
    const sam = await createUser(database, { email: 'sam@example.com', name: 'Sam', passwordHash: 'x', role: 'sales' });
    const ada = await createUser(database, { email: 'ada@example.com', passwordHash: 'x', role: 'admin' });
    await createUser(database, { email: 'ed@example.com', passwordHash: 'x', role: 'editor' });
    const quiet = await createUser(database, { email: 'quiet@example.com', passwordHash: 'x', role: 'sales' });
    await setLeadDigest(database, quiet.id, false);
    const by = { userId: sam.id, actor: sam.email };

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-05T10:00:00.000Z'));
    const dueToday = await createLead(database, { kind: 'roi_email', email: 'due@client.example', company: 'Due Co' });
    const tomorrow = await createContactMessage(database, { ...contactInput, email: 'later@client.example' });
    await createLead(database, { kind: 'lead_intake', email: 'old-unassigned@client.example' });
    for (const [ref, followUpOn] of [
      [{ source: 'lead' as const, id: dueToday.id }, '2026-03-10'],
      [{ source: 'contact' as const, id: tomorrow.id }, '2026-03-11'],
    ] as const) {
      await updateLeadPipeline(database, by, ref, { ownerId: sam.id, followUpOn });
    }
    vi.setSystemTime(new Date('2026-03-10T05:00:00.000Z'));
    await createLead(database, { kind: 'lead_intake', email: 'fresh@client.example', company: 'Fresh <Ltd>' });
    const archived = await createLead(database, { kind: 'lead_intake', email: 'archived@client.example' });
    await setInboxStatus(database, by, 'lead', archived.id, 'archived');
    vi.useRealTimers();

    // 07:59 in Berlin (UTC+1): not yet.
    expect(
      queued(await twoInstances(target, { now: new Date('2026-03-10T06:59:00.000Z'), leadDigest: digest })),
    ).toEqual([null, null]);
    // 08:00:30 in Berlin: one instance runs it; Sam and Ada get one each (Ada has nothing due, but there is a new lead).
    const at = new Date('2026-03-10T07:00:30.000Z');
    expect(queued(await twoInstances(target, { now: at, leadDigest: digest })).toSorted()).toEqual([2, null]);
    const emails = await database.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body', 'html_body', 'related_type', 'related_id'])
      .where('related_type', '=', 'lead_digest')
      .orderBy('to_address')
      .execute();
    expect(emails.map((email) => [email.to_address, email.related_id])).toEqual([
      ['ada@example.com', `${ada.id}:2026-03-10`],
      ['sam@example.com', `${sam.id}:2026-03-10`],
    ]);
    const [toAda, toSam] = emails;
    expect(toSam?.subject).toBe('Leads for 2026-03-10: 1 follow-up due, 1 new unassigned lead');
    expect(toSam?.text_body).toContain('Hello Sam,');
    expect(toSam?.text_body).toContain('due@client.example · Due Co (ROI e-mail request, follow-up 2026-03-10)');
    expect(toSam?.text_body).toContain('https://studio.example/admin/messages?person=due%40client.example');
    expect(toSam?.text_body).toContain('fresh@client.example · Fresh <Ltd>');
    expect(toSam?.html_body).toContain('Fresh &lt;Ltd&gt;');
    for (const absent of ['later@client.example', 'old-unassigned@client.example', 'archived@client.example']) {
      expect(toSam?.text_body).not.toContain(absent);
    }
    expect(toAda?.subject).toBe('Leads for 2026-03-10: 0 follow-ups due, 1 new unassigned lead');
    expect(toAda?.text_body).toContain('None of your leads has a follow-up due.');

    // Later that day, neither instance sends it again.
    expect(
      queued(await twoInstances(target, { now: new Date('2026-03-10T20:00:00.000Z'), leadDigest: digest })),
    ).toEqual([null, null]);
    // The next day at the hour: Sam's lead is still due (overdue); nothing new is unassigned, so Ada gets none.
    expect(
      queued(await twoInstances(target, { now: new Date('2026-03-11T07:00:05.000Z'), leadDigest: digest })).toSorted(),
    ).toEqual([1, null]);
    const count = await database.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('related_type', '=', 'lead_digest')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });
});
