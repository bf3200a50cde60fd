/**
 * Lead retention per status (issue 31) on each engine: off by default; with Lost kept 12 months, the
 * leads Lost whose last activity is older go (in batches, with their timeline), the others stay
 * (a recent note keeps an old lead), and the audit log says how many, never who. Run daily under a
 * lease by one of two instances.
 */
import { describe, expect, it, vi } from 'vitest';
import { applyLeadRetention, saveLeadRetention } from '#app/.server/changes/lead-retention.ts';
import { updateLeadPipeline } from '#app/.server/changes/leads.ts';
import { createContactMessage, createLead } from '#app/.server/changes/submissions.ts';
import type { Database } from '#app/.server/db/index.ts';
import { readLeadRetention } from '#app/.server/db/repositories/lead-retention.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import type { SchedulerReport } from '#app/.server/jobs/scheduler.ts';
import { KEEP_FOREVER, monthsBefore, parseRetentionForm } from '#app/lib/lead-retention.ts';
import { contactInput } from '../helpers/contact-input.ts';
import { engines } from '../helpers/database.ts';
import { freshDatabaseEach, twoInstances } from '../helpers/scheduler-instances.ts';

const lostReason = { status: 'lost' as const, lostReason: 'no_budget' as const, lostNote: null };

describe.each(engines)('lead retention on %s', (engine) => {
  let database: Database;
  let target: string;
  freshDatabaseEach(engine, (fresh) => ({ database, target } = fresh));

  it('deletes Lost leads idle for longer than the setting, with their timeline, and audits the counts only', async () => {
    const sam = await createUser(database, { email: 'sam@example.com', passwordHash: 'x', role: 'sales' });
    const by = { userId: sam.id, actor: sam.email };
    vi.useFakeTimers({ toFake: ['Date'] });
    // Received and lost in January 2025: idle for over 12 months on 1 March 2026.
    vi.setSystemTime(new Date('2025-01-10T10:00:00.000Z'));
    const oldLost: string[] = [];
    for (let i = 0; i < 3; i++) {
      const lead = await createLead(database, { kind: 'roi_email', email: `gone${i}@client.example` });
      await updateLeadPipeline(
        database,
        by,
        { source: 'lead', id: lead.id },
        { status: lostReason, note: 'Too dear.' },
      );
      oldLost.push(lead.id);
    }
    const oldContact = await createContactMessage(database, { ...contactInput, email: 'gone-contact@client.example' });
    await updateLeadPipeline(database, by, { source: 'contact', id: oldContact.id }, { status: lostReason });
    const oldWon = await createLead(database, { kind: 'lead_intake', email: 'won@client.example' });
    await updateLeadPipeline(
      database,
      by,
      { source: 'lead', id: oldWon.id },
      { status: { status: 'won', lostReason: null, lostNote: null } },
    );
    const revived = await createLead(database, { kind: 'lead_intake', email: 'revived@client.example' });
    await updateLeadPipeline(database, by, { source: 'lead', id: revived.id }, { status: lostReason });
    // A note in December 2025 is activity: kept.
    vi.setSystemTime(new Date('2025-12-01T10:00:00.000Z'));
    await updateLeadPipeline(database, by, { source: 'lead', id: revived.id }, { note: 'They wrote back.' });
    vi.setSystemTime(new Date('2025-06-01T10:00:00.000Z'));
    const recentLost = await createLead(database, { kind: 'roi_email', email: 'recent@client.example' });
    await updateLeadPipeline(database, by, { source: 'lead', id: recentLost.id }, { status: lostReason });
    vi.useRealTimers();

    const now = new Date('2026-03-01T12:00:00.000Z');
    // Off by default: two instances run the job, nothing goes.
    expect(await readLeadRetention(database)).toEqual(KEEP_FOREVER);
    const pruned = (reports: SchedulerReport[][]) =>
      reports
        .flat()
        .map((report) => report.leadsPruned)
        .toSorted();
    expect(pruned(await twoInstances(target, { now }))).toEqual([0, null]);

    await saveLeadRetention(database, by, { ...KEEP_FOREVER, lost: 12 });
    // Batches of two: three old Lost ROI requests take two batches.
    expect(await applyLeadRetention(database, { now, batchSize: 2 })).toBe(4);
    const left = async (table: 'leads' | 'contact_messages') =>
      (await database.db.selectFrom(table).select('email').orderBy('email').execute()).map((row) => row.email);
    expect(await left('leads')).toEqual(['recent@client.example', 'revived@client.example', 'won@client.example']);
    expect(await left('contact_messages')).toEqual([]);
    const notes = await database.db.selectFrom('lead_notes').select('submission_id').execute();
    expect(notes.some((note) => oldLost.includes(note.submission_id) || note.submission_id === oldContact.id)).toBe(
      false,
    );
    expect(notes.some((note) => note.submission_id === revived.id)).toBe(true);

    const entries = await database.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'details'])
      .where('action', 'in', ['lead.retention_changed', 'leads.retention_applied'])
      .orderBy('created_at')
      .execute();
    expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ['lead.retention_changed', 'sam@example.com'],
      ['leads.retention_applied', 'Scheduler'],
    ]);
    const details = JSON.stringify(entries[1]?.details);
    expect(JSON.parse(typeof entries[1]?.details === 'string' ? entries[1].details : details)).toMatchObject({
      total: 4,
      removed: { lost: { contact: 1, lead: 3 } },
    });
    expect(details).not.toContain('client.example');

    // Run again: nothing more to delete, nothing audited.
    expect(await applyLeadRetention(database, { now })).toBe(0);
    const applied = await database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'leads.retention_applied')
      .execute();
    expect(applied.length).toBe(1);
  });
});

describe('the retention setting and its cut-off', () => {
  it('reads the form, refusing a period not offered', () => {
    expect(parseRetentionForm({ 'retention.lost': '12', 'retention.won': '' })).toEqual({
      ok: true,
      retention: { ...KEEP_FOREVER, lost: 12 },
    });
    expect(parseRetentionForm({ 'retention.lost': '7' })).toEqual({
      ok: false,
      message: 'Choose how long to keep each status from the list.',
    });
  });
  it('counts calendar months, clamped to the shorter month', () => {
    expect(monthsBefore(new Date('2026-03-31T08:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-01T12:00:00.000Z'), 12).toISOString()).toBe('2025-03-01T12:00:00.000Z');
  });
});
