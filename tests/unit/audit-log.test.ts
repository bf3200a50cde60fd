/**
 * The audit log's pure logic (issue 19): the query in the URL, the keyset cursor, the date range in
 * the staff member's time zone, who an actor is, what an entry acted on, and the CSV row.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUBJECT_TABLES } from '#app/features/audit-log/audit.server.ts';
import { actionLabel, actorLabel, auditCopy } from '#app/features/audit-log/audit-copy.ts';
import { auditCsvRow } from '#app/features/audit-log/audit-export.server.ts';
import {
  AUDIT_ACTIONS,
  type AuditQuery,
  type AuditRecord,
  auditCsvHref,
  auditHref,
  auditTimeRange,
  decodeAuditCursor,
  describeActor,
  EMPTY_AUDIT_QUERY,
  encodeAuditCursor,
  entityKey,
  LINKED_ENTITY_TYPES,
  nextDay,
  pageNeighbours,
  parseAuditQuery,
  parseDay,
  toAuditRow,
} from '#app/lib/audit-log.ts';

const KEY = { createdAt: '2026-11-20T09:30:00.123Z', id: '5f0c3e2a-8b7d-4c1e-9a6f-0123456789ab' };
const query = (search: string) => parseAuditQuery(new URLSearchParams(search));

describe('the audit cursor', () => {
  it('round-trips a row key and does not show it in plain text', () => {
    const cursor = encodeAuditCursor(KEY);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain('2026');
    expect(decodeAuditCursor(cursor)).toEqual(KEY);
  });

  it('round-trips any millisecond instant and id', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.stringMatching(/^[A-Za-z0-9-]{1,64}$/),
        (date, id) => {
          const key = { createdAt: date.toISOString(), id };
          expect(decodeAuditCursor(encodeAuditCursor(key))).toEqual(key);
        },
      ),
    );
  });

  it.each([
    ['nothing', ''],
    ['not base64', '%%%'],
    ['a plain date', '2026-11-20'],
    ['no id', btoa('2026-11-20T09:30:00.123Z ').replace(/=+$/, '')],
    ['no separator', btoa('2026-11-20T09:30:00.123Z').replace(/=+$/, '')],
    ['an impossible date', btoa('2026-02-30T09:30:00.123Z abc').replace(/=+$/, '')],
    ['an id with SQL in it', btoa("2026-11-20T09:30:00.123Z x' or 1=1 --").replace(/=+$/, '')],
    ['a very long value', 'A'.repeat(500)],
  ])('reads %s as no cursor', (_label, cursor) => {
    expect(decodeAuditCursor(cursor)).toBeNull();
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const key = decodeAuditCursor(text);
        if (key) expect(new Date(key.createdAt).toISOString()).toBe(key.createdAt);
      }),
    );
  });
});

describe('parseAuditQuery', () => {
  it('reads every filter and the cursor', () => {
    const cursor = encodeAuditCursor(KEY);
    expect(
      query(`actor=ada%40example.com&action=case_study.updated&from=2026-11-01&to=2026-11-20&after=${cursor}`),
    ).toEqual({
      actor: 'ada@example.com',
      action: 'case_study.updated',
      from: '2026-11-01',
      to: '2026-11-20',
      after: KEY,
      before: null,
    });
    expect(query(`before=${cursor}`)).toEqual({ ...EMPTY_AUDIT_QUERY, before: KEY });
  });

  it('ignores what is not valid instead of failing', () => {
    expect(query('actor=%20%20&action=drop.tables&from=2026-02-30&to=yesterday&after=garbage&before=%00')).toEqual(
      EMPTY_AUDIT_QUERY,
    );
    expect(query(`actor=${'x'.repeat(321)}`).actor).toBeNull();
    expect(query('actor=a%0Ab').actor).toBeNull();
    expect(query('action=audit.exported').action).toBe('audit.exported');
  });

  it('keeps one direction when a link carries both', () => {
    const older = encodeAuditCursor(KEY);
    const newer = encodeAuditCursor({ ...KEY, id: 'other' });
    expect(query(`after=${older}&before=${newer}`)).toMatchObject({ after: KEY, before: null });
  });

  it('reads real calendar days only', () => {
    expect(parseDay('2028-02-29')).toBe('2028-02-29');
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2026-13-01')).toBeNull();
    expect(parseDay('1969-12-31')).toBeNull();
    expect(parseDay('26-11-20')).toBeNull();
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});

describe('links', () => {
  const filters: AuditQuery = {
    ...EMPTY_AUDIT_QUERY,
    actor: 'api:Zapier & Co',
    action: 'intake.case_study_created',
    from: '2026-11-01',
  };

  it('keeps the filters in page links and the CSV link, and the cursor only in page links', () => {
    const next = new URL(auditHref(filters, { after: KEY }), 'http://x');
    expect(next.pathname).toBe('/admin/audit');
    expect(parseAuditQuery(next.searchParams)).toEqual({ ...filters, after: KEY });
    const previous = new URL(auditHref(filters, { before: KEY }), 'http://x');
    expect(parseAuditQuery(previous.searchParams)).toEqual({ ...filters, before: KEY });
    const csv = new URL(auditCsvHref({ ...filters, after: KEY }), 'http://x');
    expect(csv.pathname).toBe('/admin/audit.csv');
    expect(parseAuditQuery(csv.searchParams)).toEqual(filters);
  });

  it('leaves defaults out', () => {
    expect(auditHref(EMPTY_AUDIT_QUERY)).toBe('/admin/audit');
    expect(auditCsvHref(EMPTY_AUDIT_QUERY)).toBe('/admin/audit.csv');
  });
});

describe('auditTimeRange', () => {
  it('covers whole days in the staff member’s time zone', () => {
    expect(auditTimeRange({ from: '2026-11-20', to: '2026-11-20' }, 'UTC')).toEqual({
      since: '2026-11-20T00:00:00.000Z',
      until: '2026-11-21T00:00:00.000Z',
    });
    // Berlin is UTC+1 in November: its 20th starts at 23:00 UTC on the 19th.
    expect(auditTimeRange({ from: '2026-11-20', to: '2026-11-21' }, 'Europe/Berlin')).toEqual({
      since: '2026-11-19T23:00:00.000Z',
      until: '2026-11-21T23:00:00.000Z',
    });
    // New York's DST ends on 2026-11-01: that day is 25 hours long.
    expect(auditTimeRange({ from: '2026-11-01', to: '2026-11-01' }, 'America/New_York')).toEqual({
      since: '2026-11-01T04:00:00.000Z',
      until: '2026-11-02T05:00:00.000Z',
    });
  });

  it('leaves an open end open', () => {
    expect(auditTimeRange({ from: null, to: '2026-11-20' }, 'UTC')).toEqual({
      since: null,
      until: '2026-11-21T00:00:00.000Z',
    });
    expect(auditTimeRange({ from: null, to: null }, 'UTC')).toEqual({ since: null, until: null });
  });
});

describe('pageNeighbours', () => {
  it('knows the next page from the extra row going forward, the previous one going back', () => {
    expect(pageNeighbours({ after: null, before: null }, true)).toEqual({ hasPrevious: false, hasNext: true });
    expect(pageNeighbours({ after: null, before: null }, false)).toEqual({ hasPrevious: false, hasNext: false });
    expect(pageNeighbours({ after: KEY, before: null }, false)).toEqual({ hasPrevious: true, hasNext: false });
    expect(pageNeighbours({ after: null, before: KEY }, true)).toEqual({ hasPrevious: true, hasNext: true });
    expect(pageNeighbours({ after: null, before: KEY }, false)).toEqual({ hasPrevious: false, hasNext: true });
  });
});

describe('who acted', () => {
  it.each([
    ['ada@example.com', { kind: 'staff', name: 'ada@example.com' }, 'ada@example.com'],
    ['api:Zapier', { kind: 'intake_key', name: 'Zapier' }, 'Zapier (Intake key)'],
    ['api:WEBHOOK_API_KEY', { kind: 'intake_key', name: 'WEBHOOK_API_KEY' }, 'WEBHOOK_API_KEY (Intake key)'],
    ['api:anonymous', { kind: 'intake_without_key', name: '' }, 'Intake API: No valid key'],
    ['Scheduler', { kind: 'scheduler', name: 'Scheduler' }, 'Scheduler'],
    ['system', { kind: 'system', name: 'system' }, 'system'],
  ])('%s', (actor, described, label) => {
    expect(describeActor(actor)).toEqual(described);
    expect(actorLabel(describeActor(actor))).toBe(label);
  });
});

describe('action labels', () => {
  it('gives every action a readable label of its own', () => {
    const labels = AUDIT_ACTIONS.map(actionLabel);
    for (const [index, code] of AUDIT_ACTIONS.entries()) expect(labels[index], code).not.toBe(code);
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
    expect(actionLabel('case_study.published_on_schedule')).toBe('Published case study on schedule');
    expect(actionLabel('something.new')).toBe('something.new');
  });
});

const entry = (fields: Partial<AuditRecord>): AuditRecord => ({
  id: 'e1',
  actor: 'ada@example.com',
  action: 'case_study.updated',
  entityType: null,
  entityId: null,
  details: {},
  ip: '203.0.113.5',
  requestId: 'req-1',
  createdAt: KEY.createdAt,
  ...fields,
});

describe('what an entry acted on', () => {
  const existing = new Map([
    [entityKey('case_study', 'cs-1'), 'Invoice Automation (renamed)'],
    [entityKey('api_key', 'k-1'), 'Zapier'],
    [entityKey('testimonial', 't-1'), 'Dana Lee'],
  ]);

  it('links an entity that still exists to its studio page, by its current name', () => {
    const row = toAuditRow(
      entry({ entityType: 'case_study', entityId: 'cs-1', details: { title: 'Invoice Automation' } }),
      existing,
    );
    expect(row.subject).toEqual({
      type: 'case_study',
      id: 'cs-1',
      name: 'Invoice Automation (renamed)',
      href: '/admin/case-studies/edit/cs-1',
      gone: false,
    });
    expect(toAuditRow(entry({ entityType: 'api_key', entityId: 'k-1' }), existing).subject?.href).toBe(
      '/admin/api-keys',
    );
    expect(toAuditRow(entry({ entityType: 'testimonial', entityId: 't-1' }), existing).subject?.href).toBe(
      '/admin/testimonials?edit=t-1',
    );
  });

  it('names one that is gone as the entry recorded it, without a link', () => {
    const row = toAuditRow(
      entry({ entityType: 'testimonial', entityId: 't-9', details: { authorName: 'Dana Whitfield' } }),
      existing,
    );
    expect(row.subject).toEqual({ type: 'testimonial', id: 't-9', name: 'Dana Whitfield', href: null, gone: true });
    const bare = toAuditRow(entry({ entityType: 'user', entityId: '0123456789abcdef' }), existing);
    expect(bare.subject).toMatchObject({ name: '01234567', href: null, gone: true });
  });

  it('looks up every linkable type, and only those, in the database', () => {
    expect(Object.keys(SUBJECT_TABLES).toSorted()).toEqual(LINKED_ENTITY_TYPES.toSorted());
  });

  it('shows what has no page of its own without a link, and nothing when there is no entity', () => {
    const image = toAuditRow(
      entry({ entityType: 'image', entityId: 'i-1', details: { key: 'case-study-images/a.png' } }),
      existing,
    );
    expect(image.subject).toEqual({
      type: 'image',
      id: 'i-1',
      name: 'case-study-images/a.png',
      href: null,
      gone: false,
    });
    expect(toAuditRow(entry({}), existing).subject).toBeNull();
  });
});

describe('the CSV row', () => {
  it('has the header’s columns and neutralises formulas', () => {
    const row = toAuditRow(
      entry({
        actor: 'api:=cmd|calc',
        action: 'intake.case_study_created',
        entityType: 'case_study',
        entityId: 'cs-2',
        details: { title: '=HYPERLINK("http://evil.example")' },
      }),
      new Map(),
    );
    const line = auditCsvRow(row);
    expect(line.endsWith('\r\n')).toBe(true);
    const cells = [
      `"${KEY.createdAt}"`,
      `"'=cmd|calc"`,
      '"Intake key"',
      '"Case study created through the intake API"',
      '"intake.case_study_created"',
      '"Case study"',
      '"cs-2"',
      `"'=HYPERLINK(""http://evil.example"")"`,
      '"203.0.113.5"',
      '"req-1"',
      `"{""title"":""=HYPERLINK(\\""http://evil.example\\"")""}"`,
    ];
    expect(line).toBe(`${cells.join(',')}\r\n`);
    expect(line.split('","').length).toBe(auditCopy.csvHeader.length);
  });
});
