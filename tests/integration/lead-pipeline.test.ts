/**
 * A lead's pipeline as a change (issue 31) on each engine: a save writes the submission's status,
 * owner and follow-up, one timeline entry per changed field and the note, the audit entry and the
 * `lead.updated` event, together; a refused save writes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyBulkAction, PipelineRefused, updateLeadPipeline } from '#app/.server/changes/leads.ts';
import { createContactMessage, createLead } from '#app/.server/changes/submissions.ts';
import { listAudit } from '#app/.server/db/repositories/audit-log.ts';
import { listPipelines, listTimelines } from '#app/.server/db/repositories/lead-notes.ts';
import { createUser, deactivateUser } from '#app/.server/db/repositories/users.ts';
import { createWebhookEndpoint } from '#app/.server/db/repositories/webhooks.ts';
import { listInbox } from '#app/features/inbox/inbox.server.ts';
import { NEW_PIPELINE } from '#app/lib/lead-pipeline.ts';
import { contactInput } from '../helpers/contact-input.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

describe.each(engines)('the lead pipeline on %s', (engine) => {
  let database: TestDatabase;
  let sales: { userId: string; actor: string };
  let editorId: string;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    const user = await createUser(database, { email: 'sam@example.com', passwordHash: 'x', role: 'sales' });
    sales = { userId: user.id, actor: user.email };
    editorId = (await createUser(database, { email: 'ed@example.com', passwordHash: 'x', role: 'editor' })).id;
  });
  afterEach(async () => {
    await database.destroy();
  });

  const deliveries = () =>
    database.db.selectFrom('webhook_deliveries').select(['event_type', 'payload']).orderBy('created_at').execute();

  it('starts every submission New and unassigned, and saves a change with its timeline, audit entry and event', async () => {
    await createWebhookEndpoint(database, {
      url: 'https://crm.example.com/hook',
      events: ['lead.updated'],
      secretSealed: 'sealed',
      createdBy: null,
    });
    const message = await createContactMessage(database, contactInput);
    const roi = await createLead(database, { kind: 'roi_email', email: 'ada@example.com', name: 'Ada' });
    const pipelines = await listPipelines(database);
    expect(pipelines.get(`contact:${message.id}`)).toEqual(NEW_PIPELINE);
    expect(pipelines.get(`lead:${roi.id}`)).toEqual(NEW_PIPELINE);

    const ref = { source: 'lead' as const, id: roi.id };
    const after = await updateLeadPipeline(database, sales, ref, {
      status: { status: 'qualified', lostReason: null, lostNote: null },
      ownerId: sales.userId,
      followUpOn: '2026-12-01',
      note: 'Wants a call after the board meeting.',
    });
    expect(after).toMatchObject({
      status: 'qualified',
      ownerId: sales.userId,
      ownerEmail: 'sam@example.com',
      followUpOn: '2026-12-01',
      changes: ['status', 'owner', 'follow_up', 'note'],
    });
    expect((await listPipelines(database)).get(`lead:${roi.id}`)).toEqual({
      ...NEW_PIPELINE,
      status: 'qualified',
      ownerId: sales.userId,
      followUpOn: '2026-12-01',
    });
    const timeline = (await listTimelines(database, [ref])).get(`lead:${roi.id}`) ?? [];
    expect(timeline.map(({ id: _id, createdAt: _at, ...entry }) => entry)).toEqual([
      { author: 'sam@example.com', entry: 'status', from: 'new', to: 'qualified', lostReason: null, lostNote: null },
      { author: 'sam@example.com', entry: 'owner', from: null, to: 'sam@example.com' },
      { author: 'sam@example.com', entry: 'follow_up', from: null, to: '2026-12-01' },
      { author: 'sam@example.com', entry: 'note', body: 'Wants a call after the board meeting.' },
    ]);
    const [entry] = await listAudit(database, { limit: 5 });
    expect(entry).toMatchObject({
      action: 'lead.updated',
      actor: 'sam@example.com',
      entityType: 'lead',
      entityId: roi.id,
      details: {
        changes: ['status', 'owner', 'follow_up', 'note'],
        status: 'qualified',
        owner: 'sam@example.com',
        followUpOn: '2026-12-01',
      },
    });
    const [delivery] = await deliveries();
    expect(delivery?.event_type).toBe('lead.updated');
    const body = JSON.parse(delivery?.payload ?? '{}');
    expect(body.data).toEqual({
      source: 'lead',
      id: roi.id,
      kind: 'roi_email',
      name: 'Ada',
      email: 'ada@example.com',
      company: null,
      status: 'qualified',
      lostReason: null,
      lostNote: null,
      owner: { id: sales.userId, email: 'sam@example.com' },
      followUpOn: '2026-12-01',
      changes: ['status', 'owner', 'follow_up', 'note'],
    });
    // The note's text stays in the studio.
    expect(delivery?.payload).not.toContain('board meeting');

    // A contact message is a lead too; Lost keeps its reason, and the inbox shows it all.
    await updateLeadPipeline(
      database,
      sales,
      { source: 'contact', id: message.id },
      {
        status: { status: 'lost', lostReason: 'no_budget', lostNote: 'Maybe next year' },
      },
    );
    const inbox = await listInbox(database);
    expect(inbox.find((item) => item.id === message.id)).toMatchObject({
      status: 'new',
      pipeline: { status: 'lost', lostReason: 'no_budget', lostNote: 'Maybe next year', ownerId: null },
      timeline: [{ entry: 'status', from: 'new', to: 'lost', lostReason: 'no_budget' }],
    });
    expect(inbox.find((item) => item.id === roi.id)?.timeline).toHaveLength(4);
    expect((await deliveries()).map((d) => d.event_type)).toEqual(['lead.updated', 'lead.updated']);
  });

  it('refuses a missing lead and an owner who cannot own leads, writing nothing', async () => {
    const roi = await createLead(database, { kind: 'lead_intake', email: 'bo@example.com' });
    const ref = { source: 'lead' as const, id: roi.id };
    await expect(updateLeadPipeline(database, sales, { source: 'contact', id: roi.id }, { note: 'x' })).rejects.toEqual(
      new PipelineRefused('missing', 'That message no longer exists.'),
    );
    const owner = new PipelineRefused('owner', 'Choose an active Admin or Sales member as the owner.');
    await expect(updateLeadPipeline(database, sales, ref, { ownerId: editorId, note: 'x' })).rejects.toEqual(owner);
    await expect(updateLeadPipeline(database, sales, ref, { ownerId: 'nobody' })).rejects.toEqual(owner);
    await deactivateUser(database, sales.userId);
    await expect(updateLeadPipeline(database, sales, ref, { ownerId: sales.userId })).rejects.toEqual(owner);

    expect((await listPipelines(database)).get(`lead:${roi.id}`)).toEqual(NEW_PIPELINE);
    expect(await listTimelines(database, [ref])).toEqual(new Map());
    expect((await listAudit(database, { limit: 5 })).filter((e) => e.action === 'lead.updated')).toEqual([]);
  });

  it('writes nothing for a save that changes nothing', async () => {
    const roi = await createLead(database, { kind: 'lead_intake', email: 'bo@example.com' });
    const ref = { source: 'lead' as const, id: roi.id };
    const after = await updateLeadPipeline(database, sales, ref, { ownerId: null, followUpOn: null });
    expect(after.changes).toEqual([]);
    expect(await listTimelines(database, [ref])).toEqual(new Map());
    expect(await listAudit(database, { limit: 5 })).toEqual([]);
  });

  it('applies a bulk action to every selected lead, each with its timeline, audit entry and event, or to none', async () => {
    const leads = [];
    for (const email of ['a@example.com', 'b@example.com'])
      leads.push(await createLead(database, { kind: 'lead_intake', email }));
    const message = await createContactMessage(database, contactInput);
    const refs = [
      ...leads.map((lead) => ({ source: 'lead' as const, id: lead.id })),
      { source: 'contact' as const, id: message.id },
    ];
    // One of them has an owner who cannot own leads: nothing changes.
    await expect(applyBulkAction(database, sales, refs, { type: 'assign', ownerId: editorId })).rejects.toBeInstanceOf(
      PipelineRefused,
    );
    expect([...(await listPipelines(database)).values()].every((p) => p.ownerId === null)).toBe(true);

    const missing = { source: 'lead' as const, id: 'gone' };
    expect(await applyBulkAction(database, sales, [...refs, missing], { type: 'assign', ownerId: sales.userId })).toBe(
      3,
    );
    expect(await applyBulkAction(database, sales, refs, { type: 'status', status: 'contacted' })).toBe(3);
    const pipelines = await listPipelines(database);
    for (const ref of refs) {
      expect(pipelines.get(`${ref.source}:${ref.id}`)).toMatchObject({ ownerId: sales.userId, status: 'contacted' });
    }
    expect((await listTimelines(database, refs)).get(`contact:${message.id}`)?.map((e) => e.entry)).toEqual([
      'owner',
      'status',
    ]);
    expect((await listAudit(database, { limit: 10 })).filter((e) => e.action === 'lead.updated')).toHaveLength(6);

    expect(await applyBulkAction(database, sales, refs.slice(0, 2), { type: 'archive' })).toBe(2);
    const archived = await database.db.selectFrom('leads').select('status').where('status', '=', 'archived').execute();
    expect(archived).toHaveLength(2);
  });
});
