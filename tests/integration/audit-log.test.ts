/**
 * The audit log on screen (issue 19; docs/decisions/audit-log.md) on every engine: keyset pages
 * newest first with no duplicate and no gap across ties in created_at, forward and back; the
 * person, action and date filters; retention in batches, run by one of two scheduler instances
 * about once a day; and through HTTP, the page and the streamed CSV export of the filtered rows.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '#app/.server/db/index.ts';
import {
  type AuditEntry,
  countAudit,
  deleteAuditBefore,
  listAuditPage,
} from '#app/.server/db/repositories/audit-log.ts';
import { AUDIT_RETENTION_JOB, type SchedulerReport } from '#app/.server/jobs/scheduler.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';
import { type EngineServer, startServerOn } from '../helpers/engine-server.ts';
import { freshDatabaseEach, twoInstances } from '../helpers/scheduler-instances.ts';
import { signInAsTestAdmin, testAdmin } from '../helpers/server.ts';

interface Seed {
  actor: string;
  action?: string;
  createdAt: string;
  details?: Record<string, unknown>;
  entityType?: string | null;
  entityId?: string | null;
}

/** Entries written straight into the table (in one statement), each with a fresh id; their ids in order. */
async function seed(database: Database, rows: Seed[]): Promise<string[]> {
  const values = rows.map((row) => ({
    id: crypto.randomUUID(),
    user_id: null,
    actor: row.actor,
    action: row.action ?? 'case_study.updated',
    entity_type: row.entityType ?? null,
    entity_id: row.entityId ?? null,
    details: JSON.stringify(row.details ?? {}),
    ip: '203.0.113.9',
    request_id: null,
    created_at: row.createdAt,
  }));
  for (let i = 0; i < values.length; i += 500) {
    await database.db
      .insertInto('audit_log')
      .values(values.slice(i, i + 500))
      .execute();
  }
  return values.map((value) => value.id);
}

const minutesAfter = (base: string, minutes: number) => new Date(Date.parse(base) + minutes * 60_000).toISOString();
const daysBefore = (base: Date, days: number) => new Date(base.getTime() - days * 86_400_000).toISOString();
const keyOf = (entry: AuditEntry) => ({ createdAt: entry.createdAt, id: entry.id });
const ids = (entries: AuditEntry[]) => entries.map((entry) => entry.id);

/** Shuffled, so insertion order says nothing about the order pages come in. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Every page from the newest, following Next, as the page does. */
async function walkForward(database: Database, filter: Parameters<typeof listAuditPage>[1]['filter'], limit: number) {
  const pages: { entries: AuditEntry[]; hasMore: boolean }[] = [];
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const page = await listAuditPage(database, { filter, after, limit });
    pages.push(page);
    const last = page.entries.at(-1);
    if (!page.hasMore || !last) return pages;
    after = keyOf(last);
    if (pages.length > 50) throw new Error('paging does not end');
  }
}

/** Newest first, as the page orders: created_at, then id, both descending. */
function expectNewestFirst(entries: AuditEntry[]) {
  for (let i = 1; i < entries.length; i++) {
    const [previous, current] = [entries[i - 1] as AuditEntry, entries[i] as AuditEntry];
    expect(previous.createdAt >= current.createdAt, `${previous.createdAt} before ${current.createdAt}`).toBe(true);
  }
}

describe.each(engines)('audit log pages on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('pages newest first by keyset over three pages with no duplicate or gap, ties included, and back again', async () => {
    // 125 entries at 20 instants: most pages start and end inside a group of equal created_at.
    const base = '2026-11-20T09:00:00.000Z';
    const rows = Array.from({ length: 125 }, (_, i) => ({
      actor: 'ada@example.com',
      createdAt: minutesAfter(base, i % 20),
    }));
    await seed(database, shuffled(rows));

    const pages = await walkForward(database, {}, 50);
    expect(pages.map((page) => page.entries.length)).toEqual([50, 50, 25]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
    const walked = pages.flatMap((page) => page.entries);
    expect(new Set(ids(walked)).size).toBe(125);
    expectNewestFirst(walked);
    // The same order as one query for everything: nothing skipped or repeated at page boundaries.
    expect(ids(walked)).toEqual(ids((await listAuditPage(database, { limit: 1000 })).entries));
    // A page boundary falls inside a group of equal timestamps.
    const [page1, page2, page3] = pages.map((page) => page.entries) as [AuditEntry[], AuditEntry[], AuditEntry[]];
    expect(page1.at(-1)?.createdAt).toBe(page2[0]?.createdAt);

    // Previous: from page 3 back to page 2 and page 1, the same rows in the same order.
    const back2 = await listAuditPage(database, { before: keyOf(page3[0] as AuditEntry), limit: 50 });
    expect(ids(back2.entries)).toEqual(ids(page2));
    expect(back2.hasMore).toBe(true);
    const back1 = await listAuditPage(database, { before: keyOf(page2[0] as AuditEntry), limit: 50 });
    expect(ids(back1.entries)).toEqual(ids(page1));
    expect(back1.hasMore).toBe(false);

    // An entry written since page 1 was read shifts nothing: page 2 is still page 2.
    await seed(database, [{ actor: 'ada@example.com', createdAt: minutesAfter(base, 60) }]);
    const again = await listAuditPage(database, { after: keyOf(page1.at(-1) as AuditEntry), limit: 50 });
    expect(ids(again.entries)).toEqual(ids(page2));
  });

  it('filters by person, action and date range, and pages within the filter', async () => {
    const base = '2026-11-01T00:00:00.000Z';
    const rows: Seed[] = [];
    for (let i = 0; i < 240; i++) {
      rows.push({
        actor: ['ada@example.com', 'api:Zapier', 'Scheduler'][i % 3] as string,
        action: i % 2 === 0 ? 'case_study.updated' : 'auth.sign_in',
        // Every 90 minutes, several at the same instant (i and i+1 share one).
        createdAt: minutesAfter(base, Math.floor(i / 2) * 90),
      });
    }
    await seed(database, shuffled(rows));

    const matching = (predicate: (row: Seed) => boolean) => rows.filter(predicate).length;
    const check = async (filter: Parameters<typeof listAuditPage>[1]['filter'], predicate: (row: Seed) => boolean) => {
      const walked = (await walkForward(database, filter, 25)).flatMap((page) => page.entries);
      expect(walked.length).toBe(matching(predicate));
      expect(new Set(ids(walked)).size).toBe(walked.length);
      expectNewestFirst(walked);
      for (const entry of walked)
        expect(predicate({ actor: entry.actor, action: entry.action, createdAt: entry.createdAt })).toBe(true);
      expect(await countAudit(database, filter ?? {})).toBe(walked.length);
      return walked;
    };

    expect(await check({ actor: 'api:Zapier' }, (row) => row.actor === 'api:Zapier')).toHaveLength(80);
    expect(await check({ action: 'auth.sign_in' }, (row) => row.action === 'auth.sign_in')).toHaveLength(120);
    await check(
      { actor: 'ada@example.com', action: 'case_study.updated' },
      (row) => row.actor === 'ada@example.com' && row.action === 'case_study.updated',
    );
    // The range includes its start and excludes its end, to the millisecond.
    const since = minutesAfter(base, 90 * 10);
    const until = minutesAfter(base, 90 * 60);
    const inRange = await check({ since, until }, (row) => row.createdAt >= since && row.createdAt < until);
    expect(inRange).toHaveLength(100);
    expect(inRange.at(-1)?.createdAt).toBe(since);
    expect(inRange.some((entry) => entry.createdAt === until)).toBe(false);
    await check(
      { actor: 'Scheduler', since, until },
      (row) => row.actor === 'Scheduler' && row.createdAt >= since && row.createdAt < until,
    );
    expect(await check({ actor: 'nobody@example.com' }, () => false)).toEqual([]);
  });

  it('deletes entries older than the cutoff in batches, and keeps the rest', async () => {
    const cutoff = '2026-01-01T00:00:00.000Z';
    const old = Array.from({ length: 23 }, (_, i) => ({
      actor: 'ada@example.com',
      createdAt: minutesAfter(cutoff, -1 - i * 600),
    }));
    const kept = [
      { actor: 'ada@example.com', createdAt: cutoff },
      ...Array.from({ length: 5 }, (_, i) => ({ actor: 'api:Zapier', createdAt: minutesAfter(cutoff, 1 + i) })),
    ];
    const keptIds = await seed(database, kept);
    await seed(database, old);

    expect(await deleteAuditBefore(database, cutoff, 5)).toBe(23);
    const left = (await listAuditPage(database, { limit: 100 })).entries;
    expect(ids(left).toSorted()).toEqual(keptIds.toSorted());
    // Nothing more to do.
    expect(await deleteAuditBefore(database, cutoff, 5)).toBe(0);
  });
});

describe.each(engines)('audit log retention on %s', (engine) => {
  let a: Database;
  let target: string;
  freshDatabaseEach(engine, (fresh) => ({ database: a, target } = fresh));

  it('deletes entries older than AUDIT_RETENTION_DAYS (365) about once a day, on one of two instances', async () => {
    const now = new Date('2026-12-01T12:00:00.000Z');
    const auditPruned = (reports: SchedulerReport[][]) => reports.flat().map((report) => report.auditPruned);
    const recent = await seed(a, [
      { actor: 'ada@example.com', createdAt: daysBefore(now, 100) },
      { actor: 'ada@example.com', createdAt: daysBefore(now, 363) },
    ]);
    await seed(
      a,
      [366, 400, 500, 900].map((days) => ({ actor: 'ada@example.com', createdAt: daysBefore(now, days) })),
    );

    expect(auditPruned(await twoInstances(target, { now })).toSorted()).toEqual([4, null]);
    expect(ids((await listAuditPage(a, { limit: 100 })).entries).toSorted()).toEqual(recent.toSorted());
    const lease = await a.db
      .selectFrom('job_leases')
      .selectAll()
      .where('name', '=', AUDIT_RETENTION_JOB)
      .executeTakeFirstOrThrow();
    expect(lease.locked_until).toBeNull();
    expect(new Date(lease.last_run_at as string).toISOString()).toBe(now.toISOString());

    // Within the day neither instance runs it again, even with something to delete.
    await seed(a, [{ actor: 'ada@example.com', createdAt: daysBefore(now, 700) }]);
    const later = new Date(now.getTime() + 23 * 3_600_000);
    expect(auditPruned(await twoInstances(target, { now: later }))).toEqual([null, null]);

    // A day later one of them does.
    const dayLater = new Date(now.getTime() + 24 * 3_600_000 + 1000);
    expect(auditPruned(await twoInstances(target, { now: dayLater })).toSorted()).toEqual([1, null]);
    expect(await countAudit(a)).toBe(2);
  });
});

/** A response's text with its byte-order mark, which Response.text() would drop. */
const textWithBom = async (response: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());

/** The cells of a CSV this export wrote (no line breaks inside cells in these tests). */
function csvLines(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) =>
      line
        .slice(1, -1)
        .split('","')
        .map((cell) => cell.replaceAll('""', '"')),
    );
}

describe.each(engines)('/admin/audit over HTTP on %s', (engine) => {
  let setup: EngineServer;
  let cookie: string;
  beforeAll(async () => {
    setup = await startServerOn(engine, { SEED: 'none' });
    cookie = await signInAsTestAdmin(setup.server);
  }, 90_000);
  afterAll(async () => {
    await setup?.cleanup();
  });

  const get = (path: string, extraCookie = '') =>
    fetch(`${setup.server.url}${path}`, {
      redirect: 'manual',
      headers: { Cookie: [cookie, extraCookie].filter(Boolean).join('; ') },
    });
  const rowCount = (html: string) => html.match(/data-audit-id="/g)?.length ?? 0;
  const linkTo = (html: string, name: 'Next' | 'Previous') => {
    const match = new RegExp(`href="([^"]+)"[^>]*>${name}<`).exec(html);
    return match?.[1]?.replaceAll('&amp;', '&') ?? null;
  };

  it('shows 50 entries a page with Next and Previous, and ignores bad parameters', async () => {
    const actor = `pager-${engine}@example.com`;
    await seed(
      setup.database,
      Array.from({ length: 60 }, (_, i) => ({ actor, createdAt: minutesAfter('2026-11-10T08:00:00.000Z', i % 7) })),
    );
    const first = await get(`/admin/audit?actor=${encodeURIComponent(actor)}`);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toMatch(/<h1[^>]*>Audit log<\/h1>/);
    expect(rowCount(html)).toBe(50);
    expect(linkTo(html, 'Previous')).toBeNull();
    const next = linkTo(html, 'Next');
    expect(next).toMatch(/^\/admin\/audit\?actor=[^&]+&after=[A-Za-z0-9_-]+$/);

    const second = await (await get(next as string)).text();
    expect(rowCount(second)).toBe(10);
    expect(linkTo(second, 'Next')).toBeNull();
    const previous = linkTo(second, 'Previous');
    expect(previous).toMatch(/before=/);
    const back = await (await get(previous as string)).text();
    expect(rowCount(back)).toBe(50);
    expect(back.match(/data-audit-id="([^"]+)"/g)).toEqual(html.match(/data-audit-id="([^"]+)"/g));

    for (const bad of [
      '?after=%%%&before=zzz',
      '?from=2026-02-30&to=tomorrow',
      '?action=drop.table&actor=%00',
      `?after=${'A'.repeat(300)}`,
    ]) {
      const response = await get(`/admin/audit${bad}`);
      expect(response.status, bad).toBe(200);
      expect(await response.text(), bad).toMatch(/<h1[^>]*>Audit log<\/h1>/);
    }
  });

  it('exports every filtered entry as CSV, streamed in batches, formulas neutralised, and records the export', async () => {
    const actor = `export-${engine}@example.com`;
    // More than two batches of the stream (500 each), and others the filter leaves out.
    const rows: Seed[] = Array.from({ length: 1_100 }, (_, i) => ({
      actor,
      createdAt: minutesAfter('2026-10-01T00:00:00.000Z', i),
      entityType: 'case_study',
      entityId: `gone-${i}`,
      details: { title: i === 7 ? '=HYPERLINK("http://evil.example")' : `Study ${i}` },
    }));
    await seed(setup.database, rows);
    await seed(setup.database, [{ actor: 'someone-else@example.com', createdAt: '2026-10-02T00:00:00.000Z' }]);

    const response = await get(`/admin/audit.csv?actor=${encodeURIComponent(actor)}&after=garbage`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="brightflow-audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const text = await textWithBom(response);
    const [header, ...lines] = csvLines(text);
    expect(header).toEqual([
      'Time (UTC)',
      'Who',
      'Kind',
      'Action',
      'Action code',
      'Entity type',
      'Entity ID',
      'What',
      'Client address',
      'Request ID',
      'Details',
    ]);
    expect(lines).toHaveLength(1_100);
    expect(new Set(lines.map((line) => line[0])).size).toBe(1_100);
    expect(lines.every((line) => line[1] === actor && line[2] === 'Staff')).toBe(true);
    expect(lines[0]?.slice(0, 8)).toEqual([
      minutesAfter('2026-10-01T00:00:00.000Z', 1_099),
      actor,
      'Staff',
      'Updated case study',
      'case_study.updated',
      'Case study',
      'gone-1099',
      'Study 1099',
    ]);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

    // The export is in the log, with the request's id, and not in its own file.
    const exported = await setup.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'audit.exported')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(exported).toMatchObject({ actor: testAdmin.email, entity_type: 'audit_log' });
    expect(exported.request_id).toBe(response.headers.get('X-Request-Id'));
    const details = typeof exported.details === 'string' ? JSON.parse(exported.details) : exported.details;
    expect(details).toEqual({ count: 1_100, filters: { actor, action: null, from: null, to: null } });
    expect(text).not.toContain('audit.exported');

    // Gzipped by the route itself when accepted (csv-download.ts), the same file either way.
    const exportWith = (encoding: string) =>
      fetch(`${setup.server.url}/admin/audit.csv?actor=${encodeURIComponent(actor)}`, {
        headers: { Cookie: cookie, 'Accept-Encoding': encoding },
      });
    const zipped = await exportWith('gzip');
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toContain('Accept-Encoding');
    const plain = await exportWith('identity');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    // `q=0` refuses an encoding: a client that says so gets the plain file.
    expect((await exportWith('gzip;q=0')).headers.get('Content-Encoding')).toBeNull();
    expect(csvLines(await textWithBom(zipped))).toEqual(csvLines(await textWithBom(plain)));
  });

  it('reads the date range as whole days in the staff member’s time zone', async () => {
    const actor = `days-${engine}@example.com`;
    await seed(
      setup.database,
      [
        '2026-11-19T22:59:59.999Z', // 23:59 on the 19th in Berlin
        '2026-11-19T23:00:00.000Z', // midnight starting the 20th in Berlin
        '2026-11-20T22:59:59.999Z', // the 20th's last millisecond in Berlin
        '2026-11-20T23:00:00.000Z', // the 21st in Berlin
      ].map((createdAt) => ({ actor, createdAt })),
    );
    const search = `actor=${encodeURIComponent(actor)}&from=2026-11-20&to=2026-11-20`;
    const berlin = csvLines(await textWithBom(await get(`/admin/audit.csv?${search}`, 'studio_tz=Europe/Berlin')));
    expect(berlin.slice(1).map((line) => line[0])).toEqual(['2026-11-20T22:59:59.999Z', '2026-11-19T23:00:00.000Z']);
    // Without the cookie the studio's days are UTC's.
    const utc = csvLines(await textWithBom(await get(`/admin/audit.csv?${search}`)));
    expect(utc.slice(1).map((line) => line[0])).toEqual(['2026-11-20T23:00:00.000Z', '2026-11-20T22:59:59.999Z']);
    // The page shows the same two rows, in Berlin time.
    const page = await (await get(`/admin/audit?${search}`, 'studio_tz=Europe/Berlin')).text();
    expect(rowCount(page)).toBe(2);
    expect(page).toContain('Nov 20, 2026, 11:59 PM GMT+1');
    expect(page).toContain('Nov 20, 2026, 12:00 AM GMT+1');
  });
});
