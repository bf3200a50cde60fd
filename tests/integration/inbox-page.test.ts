/**
 * The inbox as a list that scales (issue 31) on each engine: contact messages and leads paged
 * together by keyset, newest first, with no row lost or repeated across pages (rows of one instant
 * included), the URL's filters, and exact counts per status and folder.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateLeadPipeline } from '#app/.server/changes/leads.ts';
import { createContactMessage, createLead, setInboxStatus } from '#app/.server/changes/submissions.ts';
import { countDueFor, listInboxSources } from '#app/.server/db/repositories/inbox-page.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { loadInboxPage } from '#app/features/inbox/inbox.server.ts';
import { type InboxQuery, NO_SOURCE, parseInboxQuery } from '#app/lib/inbox-query.ts';
import { contactInput } from '../helpers/contact-input.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

describe.each(engines)('the inbox’s pages on %s', (engine) => {
  let database: TestDatabase;
  let sam: { userId: string; actor: string };
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    const user = await createUser(database, { email: 'sam@example.com', passwordHash: 'x', role: 'sales' });
    sam = { userId: user.id, actor: user.email };
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database.destroy();
  });

  const context = { userId: '', timeZone: 'Europe/Berlin', today: '2026-03-10' };
  const load = (query: InboxQuery | string) =>
    loadInboxPage(database, typeof query === 'string' ? parseInboxQuery(new URLSearchParams(query)) : query, {
      ...context,
      userId: sam.userId,
    });

  it('pages 50 at a time through both kinds, newest first, never losing or repeating a row', async () => {
    // 130 submissions over 65 instants: a contact message and a lead share each instant.
    const expected: string[] = [];
    for (let i = 0; i < 65; i++) {
      vi.setSystemTime(new Date(Date.UTC(2026, 2, 1, 0, i)));
      const m = await createContactMessage(database, { ...contactInput, name: `Contact ${i}` });
      const l = await createLead(database, { kind: 'lead_intake', email: `lead${i}@example.com` });
      expected.unshift(`contact:${m.id}`, `lead:${l.id}`);
    }
    const seen: string[] = [];
    let query = parseInboxQuery(new URLSearchParams());
    let pages = 0;
    for (;;) {
      const page = await load(query);
      pages++;
      expect(page.items.length).toBeLessThanOrEqual(50);
      seen.push(...page.items.map((item) => `${item.source}:${item.id}`));
      if (!page.next) break;
      query = { ...query, after: page.next };
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);

    // Back from the last page, "Newer" by "Newer": each page back holds exactly the rows it held going forward.
    const back: string[][] = [];
    let page = await load(query);
    expect(page.previous).not.toBeNull();
    back.unshift(page.items.map((item) => `${item.source}:${item.id}`));
    while (page.previous) {
      page = await load({ ...query, after: null, before: page.previous });
      back.unshift(page.items.map((item) => `${item.source}:${item.id}`));
      expect(page.next).not.toBeNull();
    }
    expect(back.map((rows) => rows.length)).toEqual([50, 50, 30]);
    expect(back.flat()).toEqual(expected);
    // The first page has nothing newer; "Newer" from the second page is the first page itself.
    expect((await load('')).previous).toBeNull();
    const first = await load('');
    expect(first.counts.statuses).toEqual({ new: 130, contacted: 0, qualified: 0, won: 0, lost: 0 });
    expect(first.counts.views).toEqual({ inbox: 130, unread: 130, archived: 0 });
  });

  it('filters by status, owner ("mine", unassigned), kind, dates, follow-up due and folder, counting each status', async () => {
    vi.setSystemTime(new Date('2026-03-01T10:00:00.000Z'));
    const contact = await createContactMessage(database, contactInput);
    vi.setSystemTime(new Date('2026-03-05T23:30:00.000Z')); // 6 March in Berlin (UTC+1)
    const roi = await createLead(database, { kind: 'roi_email', email: 'roi@example.com' });
    vi.setSystemTime(new Date('2026-03-08T10:00:00.000Z'));
    const intake = await createLead(database, { kind: 'lead_intake', email: 'intake@example.com' });
    await updateLeadPipeline(
      database,
      sam,
      { source: 'lead', id: roi.id },
      {
        status: { status: 'qualified', lostReason: null, lostNote: null },
        ownerId: sam.userId,
        followUpOn: '2026-03-10',
      },
    );
    await updateLeadPipeline(
      database,
      sam,
      { source: 'contact', id: contact.id },
      {
        status: { status: 'lost', lostReason: 'not_a_fit', lostNote: null },
        followUpOn: '2026-03-11',
      },
    );
    await setInboxStatus(database, sam, 'lead', intake.id, 'archived');

    const ids = async (search: string) => (await load(search)).items.map((item) => item.id);
    expect(await ids('')).toEqual([roi.id, contact.id]);
    expect(await ids('view=archived')).toEqual([intake.id]);
    expect(await ids('status=qualified')).toEqual([roi.id]);
    expect(await ids('owner=mine')).toEqual([roi.id]);
    expect(await ids(`owner=${sam.userId}`)).toEqual([roi.id]);
    expect(await ids('owner=none')).toEqual([contact.id]);
    expect(await ids('kind=contact')).toEqual([contact.id]);
    expect(await ids('kind=roi_email')).toEqual([roi.id]);
    // Whole days in the staff member's time zone: 23:30 UTC on 5 March is 00:30 on 6 March in Berlin.
    expect(await ids('from=2026-03-06&to=2026-03-06')).toEqual([roi.id]);
    expect(await ids('to=2026-03-05')).toEqual([contact.id]);
    // Due: a follow-up today (10 March) or earlier.
    expect(await ids('due=1')).toEqual([roi.id]);
    // A bad value is left out, never an error.
    expect(await ids('status=closed&owner=%27%3B&kind=x&from=2026-02-30&after=garbage')).toEqual([roi.id, contact.id]);

    const counts = (await load('owner=none')).counts;
    expect(counts.statuses).toEqual({ new: 0, contacted: 0, qualified: 0, won: 0, lost: 1 });
    expect(counts.views).toEqual({ inbox: 2, unread: 2, archived: 1 });
    expect((await load('status=won')).counts.statuses).toEqual({ new: 0, contacted: 0, qualified: 1, won: 0, lost: 1 });
  });

  it('filters by source (where the visit came from, or not recorded) and counts "Due today" per owner', async () => {
    const attribution = (utm: Record<string, string>, referrer: string | null) => ({
      landingPage: '/',
      referrer,
      utm,
      pages: ['/'],
      caseStudies: [],
    });
    vi.setSystemTime(new Date('2026-03-01T10:00:00.000Z'));
    const linkedin = await createContactMessage(database, {
      ...contactInput,
      attribution: attribution({}, 'https://www.linkedin.com/feed/'),
    });
    vi.setSystemTime(new Date('2026-03-02T10:00:00.000Z'));
    const newsletter = await createLead(database, {
      kind: 'roi_email',
      email: 'roi@example.com',
      attribution: attribution({ source: 'newsletter' }, null),
    });
    vi.setSystemTime(new Date('2026-03-03T10:00:00.000Z'));
    const none = await createLead(database, { kind: 'lead_intake', email: 'intake@example.com' });
    const ids = async (search: string) => (await load(search)).items.map((item) => item.id);
    expect(await ids('source=linkedin.com')).toEqual([linkedin.id]);
    expect(await ids('source=newsletter')).toEqual([newsletter.id]);
    expect(await ids(`source=${encodeURIComponent(NO_SOURCE)}`)).toEqual([none.id]);
    expect(await ids('source=elsewhere')).toEqual([]);
    expect((await load('source=newsletter')).counts.statuses.new).toBe(1);
    expect((await listInboxSources(database)).sort()).toEqual(['linkedin.com', 'newsletter', null].sort());

    for (const [ref, followUpOn] of [
      [{ source: 'contact' as const, id: linkedin.id }, '2026-03-10'],
      [{ source: 'lead' as const, id: newsletter.id }, '2026-03-09'],
      [{ source: 'lead' as const, id: none.id }, '2026-03-11'],
    ] as const) {
      await updateLeadPipeline(database, sam, ref, { ownerId: sam.userId, followUpOn });
    }
    // Today (10 March) and earlier; tomorrow's is not due, nor an archived one.
    expect(await countDueFor(database, sam.userId, '2026-03-10')).toBe(2);
    await setInboxStatus(database, sam, 'lead', newsletter.id, 'archived');
    expect(await countDueFor(database, sam.userId, '2026-03-10')).toBe(1);
    expect(await ids('owner=mine&due=1')).toEqual([linkedin.id]);
  });

  it('finds submissions by name, e-mail, company and message, on either kind', async () => {
    const contact = await createContactMessage(database, {
      ...contactInput,
      name: 'Zoë Ångström',
      email: 'zoe@northwind.example',
      company: 'Northwind Freight',
      message: 'We reconcile 4,000 invoices a month.',
    });
    const lead = await createLead(database, {
      kind: 'lead_intake',
      email: 'ops@harbour.example',
      company: 'Harbour Logistics',
      payload: { message: 'Delivery notes are re-keyed by hand.' },
    });
    await createLead(database, { kind: 'roi_email', email: 'someone@else.example', name: 'Other' });
    const ids = async (q: string) => (await load(`q=${encodeURIComponent(q)}`)).items.map((item) => item.id);
    expect(await ids('northwind')).toEqual([contact.id]);
    expect(await ids('Zoë Ångström')).toEqual([contact.id]);
    // SQLite's index folds accents; PostgreSQL's would need the unaccent extension.
    expect(await ids('zoe angstrom')).toEqual(engine === 'sqlite' ? [contact.id] : []);
    expect(await ids('invoic')).toEqual([contact.id]);
    expect(await ids('ops@harbour.example')).toEqual([lead.id]);
    expect(await ids('Harbour logistics')).toEqual([lead.id]);
    expect(await ids('re-keyed')).toEqual([lead.id]);
    expect(await ids('harbour invoices')).toEqual([]);
    // Search syntax typed in is words, not an error.
    expect(await ids('"NEAR( OR * -')).toEqual([]);
    expect((await load('q=harbour')).counts.statuses.new).toBe(1);
    // A renamed row is found by its new words only (the SQLite index follows by trigger).
    await database.db.updateTable('leads').set({ company: 'Quayside Ltd' }).where('id', '=', lead.id).execute();
    expect(await ids('quayside')).toEqual([lead.id]);
    expect(await ids('logistics')).toEqual([]);
    await database.db.deleteFrom('leads').where('id', '=', lead.id).execute();
    expect(await ids('quayside')).toEqual([]);
  });

  it('groups one person’s submissions by their address, however it was written, without merging them', async () => {
    const contact = await createContactMessage(database, { ...contactInput, email: 'Ada.Lovelace+site@Gmail.com' });
    const roi = await createLead(database, { kind: 'roi_email', email: 'adalovelace@googlemail.com' });
    await createLead(database, { kind: 'roi_email', email: 'ada.lovelace@example.com' });
    const page = await load(`person=${encodeURIComponent('adalovelace@gmail.com')}`);
    expect(page.items.map((item) => [item.id, item.email]).sort()).toEqual(
      [
        [contact.id, 'Ada.Lovelace+site@Gmail.com'],
        [roi.id, 'adalovelace@googlemail.com'],
      ].sort(),
    );
    expect(page.counts.statuses.new).toBe(2);
  });
});
