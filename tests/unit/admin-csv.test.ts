import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INBOX_CSV_HEADER, type InboxItem, inboxCsv } from '#app/features/inbox/inbox.ts';
import { csvCell, toCsv } from '#app/lib/csv.ts';

/** A small RFC 4180 reader, to prove what we write reads back as the same cells. */
function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

describe('csvCell', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tcmd', '\r=x', '=HYPERLINK("http://evil")'])(
    'neutralises the formula %j with a leading apostrophe',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value.replaceAll('"', '""')}"`);
    },
  );

  it('leaves text that merely contains those characters alone', () => {
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('user@example.com')).toBe('"user@example.com"');
  });
});

describe('toCsv', () => {
  it('round-trips any text, with only formula starts changed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const parsed = parseCsv(toCsv(rows));
          expect(parsed).toEqual(rows.map((row) => row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell))));
        },
      ),
    );
  });

  it('starts with a byte-order mark and ends rows with CRLF', () => {
    const csv = toCsv([['a'], ['b']]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('"b"\r\n')).toBe(true);
  });
});

describe('inboxCsv', () => {
  it('writes one row per item under the header', () => {
    const item: InboxItem = {
      id: '1',
      source: 'contact',
      kind: 'contact',
      name: 'Ada "the" Lovelace',
      email: 'ada@example.com',
      company: null,
      message: '=cmd|"/c calc"!A1',
      details: [{ label: 'Contact mode', value: 'E-mail' }],
      status: 'new',
      createdAt: '2026-11-20T10:00:00.000Z',
      delivery: { status: 'failed', attempts: 5, lastError: 'refused', sentAt: null },
    };
    const rows = parseCsv(inboxCsv([item]));
    expect(rows[0]).toEqual(INBOX_CSV_HEADER);
    expect(rows[1]).toEqual([
      '2026-11-20T10:00:00.000Z',
      'Contact message',
      'Unread',
      'Ada "the" Lovelace',
      'ada@example.com',
      '',
      `'=cmd|"/c calc"!A1`,
      'Contact mode: E-mail',
      'E-mail failed',
      // No attribution recorded: its six columns stay empty.
      '',
      '',
      '',
      '',
      '',
      '',
      // No pipeline on the item: its four columns stay empty.
      '',
      '',
      '',
      '',
    ]);
  });

  it('carries the pipeline: status, owner, follow-up and why it was lost (issue 31)', () => {
    const item: InboxItem = {
      id: '2',
      source: 'lead',
      kind: 'roi_email',
      name: null,
      email: 'cfo@example.com',
      company: null,
      message: null,
      details: [],
      status: 'read',
      createdAt: '2026-11-21T10:00:00.000Z',
      delivery: null,
      pipeline: { status: 'lost', ownerId: 'u1', followUpOn: '2026-12-01', lostReason: 'no_budget', lostNote: 'Q3' },
    };
    const rows = parseCsv(inboxCsv([item], new Map([['u1', 'sam@example.com']])));
    expect(rows[1]?.slice(-4)).toEqual(['Lost', 'sam@example.com', '2026-12-01', 'No budget: Q3']);
  });
});
