/**
 * The inbox's CSV export (issue 31) on each engine: streamed in keyset batches, every row the
 * list's folder and filters select (across batches, none lost or repeated), and recorded in the
 * audit log with its count and filters, not its content.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateLeadPipeline } from '#app/.server/changes/leads.ts';
import { createContactMessage, createLead, setInboxStatus } from '#app/.server/changes/submissions.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { createLogger } from '#app/.server/infrastructure/logger.ts';
import { exportInboxCsv, inboxCsvStream } from '#app/features/inbox/inbox-export.server.ts';
import { inboxFilter, parseInboxQuery } from '#app/lib/inbox-query.ts';
import { contactInput } from '../helpers/contact-input.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

const silentLogger = createLogger({ logLevel: 'silent' });

/** The data rows' e-mail column (the fifth), without the header. */
const emailsOf = (csv: string) =>
  csv
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split('","')[4]);

describe.each(engines)('the inbox’s CSV export on %s', (engine) => {
  let database: TestDatabase;
  let sam: { userId: string; actor: string; email: string };
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    const user = await createUser(database, { email: 'sam@example.com', passwordHash: 'x', role: 'sales' });
    sam = { userId: user.id, actor: user.email, email: user.email };
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database.destroy();
  });

  const context = { userId: '', timeZone: 'UTC', today: '2026-03-10' };

  it('streams every selected row in batches, newest first, with the owner in its column', async () => {
    const expected: string[] = [];
    for (let i = 0; i < 7; i++) {
      vi.setSystemTime(new Date(Date.UTC(2026, 2, 1, 0, i)));
      await createContactMessage(database, { ...contactInput, email: `c${i}@example.com` });
      const lead = await createLead(database, { kind: 'roi_email', email: `r${i}@example.com` });
      if (i % 2 === 0) {
        await updateLeadPipeline(database, sam, { source: 'lead', id: lead.id }, { ownerId: sam.userId });
        expected.unshift(`r${i}@example.com`);
      }
    }
    const filter = inboxFilter(parseInboxQuery(new URLSearchParams('owner=mine&kind=roi_email')), {
      ...context,
      userId: sam.userId,
    });
    const chunks: string[] = [];
    const reader = inboxCsvStream(database, silentLogger, filter, 2).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(new TextDecoder('utf-8', { ignoreBOM: true }).decode(value));
    }
    // The header, then two rows a chunk: four owned ROI requests in three chunks.
    expect(chunks.length).toBe(1 + 2);
    const csv = chunks.join('');
    expect(csv.startsWith('\uFEFF"Received at"')).toBe(true);
    expect(emailsOf(csv)).toEqual(expected);
    expect(csv).toContain('"sam@example.com"');
  });

  it('exports every folder when none is named, the folder shown when one is, and audits the count', async () => {
    vi.setSystemTime(new Date('2026-03-01T10:00:00.000Z'));
    await createContactMessage(database, { ...contactInput, email: 'kept@example.com' });
    const archived = await createLead(database, { kind: 'lead_intake', email: 'archived@example.com' });
    await setInboxStatus(database, sam, 'lead', archived.id, 'archived');
    const services = { database, logger: silentLogger };
    const admin = { userId: sam.userId, email: sam.email };
    const run = async (search: string, allFolders: boolean) =>
      (
        await exportInboxCsv(services, admin, '203.0.113.7', parseInboxQuery(new URLSearchParams(search)), {
          timeZone: 'UTC',
          today: '2026-03-10',
          allFolders,
        })
      ).text();
    expect(emailsOf(await run('', true)).sort()).toEqual(['archived@example.com', 'kept@example.com']);
    expect(emailsOf(await run('view=inbox', false))).toEqual(['kept@example.com']);
    expect(emailsOf(await run('view=archived&kind=lead_intake', false))).toEqual(['archived@example.com']);
    const entries = await database.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('action', '=', 'messages.exported')
      .orderBy('created_at')
      .execute();
    const details = entries.map((entry) =>
      typeof entry.details === 'string' ? JSON.parse(entry.details) : entry.details,
    );
    // Written at one (fake) instant: compared in any order.
    expect(details.map((d) => `${d.view} ${d.count} ${d.filters.kind}`).sort()).toEqual([
      'all 2 null',
      'archived 1 lead_intake',
      'inbox 1 null',
    ]);
    expect(JSON.stringify(details)).not.toContain('@example.com');
  });

  it('compresses the file itself when the browser accepts gzip, to the same rows', async () => {
    await createContactMessage(database, { ...contactInput, email: 'zipped@example.com' });
    const services = { database, logger: silentLogger };
    const admin = { userId: sam.userId, email: sam.email };
    const run = (acceptsGzip: boolean) =>
      exportInboxCsv(services, admin, undefined, parseInboxQuery(new URLSearchParams()), {
        timeZone: 'UTC',
        today: '2026-03-10',
        allFolders: true,
        acceptsGzip,
      });
    const plain = await run(false);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const gzipped = await run(true);
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzipped.headers.get('Vary')).toBe('Accept-Encoding');
    const unzipped = await new Response(gzipped.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    const text = await plain.text();
    expect(emailsOf(text)).toEqual(['zipped@example.com']);
    expect(unzipped).toBe(text);
  });
});
