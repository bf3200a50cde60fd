import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContactMessage, createLead } from '#app/.server/changes/submissions.ts';
import {
  getContactMessage,
  listContactMessages,
  setContactMessageStatus,
} from '#app/.server/db/repositories/contact-messages.ts';
import { getLead, listLeads, setLeadStatus } from '#app/.server/db/repositories/leads.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

describe.each(engines)('contact messages and leads on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database.destroy();
  });

  it('stores a contact message and reads it back', async () => {
    vi.setSystemTime(new Date('2025-04-05T06:07:08.009Z'));
    const message = await createContactMessage(database, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      message: 'Can you automate our invoices?',
      contactMode: 'email',
      ip: '198.51.100.7',
      userAgent: 'Safari',
    });
    expect(message).toEqual({
      id: message.id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      message: 'Can you automate our invoices?',
      contactMode: 'email',
      status: 'new',
      ip: '198.51.100.7',
      userAgent: 'Safari',
      createdAt: '2025-04-05T06:07:08.009Z',
      // Sent by the browser's visit trail only (tests/integration/lead-attribution.test.ts).
      attribution: null,
    });
    expect(await getContactMessage(database, message.id)).toEqual(message);
    expect(await getContactMessage(database, 'missing')).toBeNull();

    const minimal = await createContactMessage(database, {
      name: 'Bob',
      email: 'bob@example.com',
      company: '',
      message: 'Hi',
      contactMode: 'consultation',
    });
    expect(minimal).toMatchObject({ company: null, ip: null, userAgent: null, contactMode: 'consultation' });
  });

  it('lists messages newest first, filters by status and changes status', async () => {
    const ids: string[] = [];
    for (const [index, name] of ['first', 'second', 'third'].entries()) {
      vi.setSystemTime(new Date(Date.UTC(2025, 0, 1 + index)));
      const created = await createContactMessage(database, {
        name,
        email: `${name}@example.com`,
        message: 'Hello',
        contactMode: 'email',
      });
      ids.push(created.id);
    }
    expect((await listContactMessages(database)).map((m) => m.name)).toEqual(['third', 'second', 'first']);

    const read = await setContactMessageStatus(database, ids[1] ?? '', 'read');
    expect(read?.status).toBe('read');
    expect(await setContactMessageStatus(database, 'missing', 'read')).toBeNull();
    expect((await listContactMessages(database, { status: 'new' })).map((m) => m.name)).toEqual(['third', 'first']);
    expect((await listContactMessages(database, { status: 'read' })).map((m) => m.name)).toEqual(['second']);
    expect(await listContactMessages(database, { status: 'archived' })).toEqual([]);
  });

  it('stores leads with their payload and filters them', async () => {
    vi.setSystemTime(new Date('2025-05-01T00:00:00.000Z'));
    const payload = { inputs: { processHours: 20, complexity: 'medium' }, results: { roi: 187.5 }, consent: true };
    const roi = await createLead(database, {
      kind: 'roi_email',
      name: null,
      email: 'cfo@example.com',
      company: null,
      payload,
      ip: '192.0.2.1',
    });
    expect(roi).toEqual({
      id: roi.id,
      kind: 'roi_email',
      name: null,
      email: 'cfo@example.com',
      company: null,
      payload,
      status: 'new',
      ip: '192.0.2.1',
      createdAt: '2025-05-01T00:00:00.000Z',
      attribution: null,
    });
    expect(await getLead(database, roi.id)).toEqual(roi);

    vi.setSystemTime(new Date('2025-05-02T00:00:00.000Z'));
    const projectRequest = await createLead(database, {
      kind: 'lead_intake',
      name: 'Sam',
      email: 's@example.com',
      company: 'Acme',
    });
    expect(projectRequest.payload).toEqual({});
    expect((await listLeads(database)).map((l) => l.id)).toEqual([projectRequest.id, roi.id]);
    expect((await listLeads(database, { kind: 'roi_email' })).map((l) => l.id)).toEqual([roi.id]);

    expect((await setLeadStatus(database, projectRequest.id, 'archived'))?.status).toBe('archived');
    expect(await setLeadStatus(database, 'missing', 'read')).toBeNull();
    expect((await listLeads(database, { status: 'new' })).map((l) => l.id)).toEqual([roi.id]);
    expect(await listLeads(database, { status: 'archived', kind: 'roi_email' })).toEqual([]);
    expect(await getLead(database, 'missing')).toBeNull();
  });
});
