import { describe, expect, it } from 'vitest';
import {
  compareInboxKeys,
  decodeInboxCursor,
  encodeInboxCursor,
  inboxCsvHref,
  inboxFilter,
  inboxHref,
  NO_SOURCE,
  parseInboxQuery,
} from '#app/lib/inbox-query.ts';

const ctx = { userId: 'u1', timeZone: 'UTC', today: '2026-03-10' };

const key = { createdAt: '2026-03-01T10:00:00.000Z', source: 'lead' as const, id: 'a1b2-c3' };

describe('the inbox query in the URL', () => {
  it('reads every filter and keeps them in the links, the cursor only where asked', () => {
    const query = parseInboxQuery(
      new URLSearchParams(
        `view=unread&status=won&owner=mine&kind=roi_email&from=2026-03-01&to=2026-03-31&due=1&after=${encodeInboxCursor(key)}`,
      ),
    );
    expect(query).toEqual({
      view: 'unread',
      status: 'won',
      owner: 'mine',
      kind: 'roi_email',
      from: '2026-03-01',
      to: '2026-03-31',
      due: true,
      q: null,
      person: null,
      source: null,
      after: key,
      before: null,
    });
    expect(inboxHref(query)).toBe(
      '/admin/messages?view=unread&status=won&owner=mine&kind=roi_email&from=2026-03-01&to=2026-03-31&due=1',
    );
    expect(inboxHref(query, { view: 'inbox', status: null, after: key })).toBe(
      `/admin/messages?owner=mine&kind=roi_email&from=2026-03-01&to=2026-03-31&due=1&after=${encodeInboxCursor(key)}`,
    );
    expect(inboxHref(parseInboxQuery(new URLSearchParams()))).toBe('/admin/messages');
  });

  it('reads a source and a page back ("Newer"), and exports what the list shows', () => {
    const query = parseInboxQuery(new URLSearchParams(`source=linkedin.com&before=${encodeInboxCursor(key)}`));
    expect(query.source).toBe('linkedin.com');
    expect(query.before).toEqual(key);
    expect(inboxHref(query, { before: key })).toBe(
      `/admin/messages?source=linkedin.com&before=${encodeInboxCursor(key)}`,
    );
    expect(inboxCsvHref(query)).toBe('/admin/messages.csv?source=linkedin.com&view=inbox');
    // A link with both cursors goes forward; a source with control characters or too long is left out.
    expect(
      parseInboxQuery(new URLSearchParams(`after=${encodeInboxCursor(key)}&before=${encodeInboxCursor(key)}`)).before,
    ).toBeNull();
    expect(parseInboxQuery(new URLSearchParams({ source: 'a\u0000b' })).source).toBeNull();
    expect(parseInboxQuery(new URLSearchParams({ source: 'x'.repeat(101) })).source).toBeNull();
    expect(inboxFilter(parseInboxQuery(new URLSearchParams({ source: NO_SOURCE })), ctx).source).toEqual({
      name: null,
    });
  });

  it('leaves out what is not valid, never failing on a bad link', () => {
    expect(
      parseInboxQuery(
        new URLSearchParams('view=spam&status=closed&owner=a%20b&kind=x&from=2026-02-30&due=yes&after=%%'),
      ),
    ).toEqual({
      view: 'inbox',
      status: null,
      owner: null,
      kind: null,
      from: null,
      to: null,
      due: false,
      q: null,
      person: null,
      source: null,
      after: null,
      before: null,
    });
    expect(decodeInboxCursor(encodeInboxCursor(key))).toEqual(key);
    expect(decodeInboxCursor(btoa('2026-03-01T10:00:00.000Z page x'))).toBeNull();
    expect(decodeInboxCursor(btoa('yesterday lead x'))).toBeNull();
  });

  it('resolves "mine", whole days in the time zone and "due" today', () => {
    const query = parseInboxQuery(new URLSearchParams('owner=mine&from=2026-03-06&to=2026-03-06&due=1'));
    expect(inboxFilter(query, { userId: 'u1', timeZone: 'Europe/Berlin', today: '2026-03-10' })).toMatchObject({
      owner: 'u1',
      since: '2026-03-05T23:00:00.000Z',
      until: '2026-03-06T23:00:00.000Z',
      dueBy: '2026-03-10',
    });
  });

  it('reads a search as plain words, so nothing typed is search syntax', () => {
    const query = parseInboxQuery(new URLSearchParams({ q: '  Ada@Example.com "Zoë" OR -NEAR(x*)  ' }));
    expect(query.q).toBe('Ada@Example.com "Zoë" OR -NEAR(x*)');
    expect(inboxHref(query)).toBe('/admin/messages?q=Ada%40Example.com+%22Zo%C3%AB%22+OR+-NEAR%28x*%29');
    const words = inboxFilter(query, { userId: 'u', timeZone: 'UTC', today: '2026-01-01' }).words;
    expect(words.map((word) => word.folded)).toEqual(['ada', 'example', 'com', 'zoe', 'or', 'near', 'x']);
    expect(words[3]).toEqual({ plain: 'zoë', folded: 'zoe' });
    expect(parseInboxQuery(new URLSearchParams({ q: '   ' })).q).toBeNull();
  });

  it('orders newest first, then contact messages before leads, then by id', () => {
    const keys = [
      { ...key, id: 'b' },
      { ...key, createdAt: '2026-03-02T00:00:00.000Z' },
      { ...key, source: 'contact' as const, id: 'z' },
      { ...key, id: 'a' },
    ];
    expect([...keys].sort(compareInboxKeys)).toEqual([keys[1], keys[2], keys[3], keys[0]]);
  });
});
