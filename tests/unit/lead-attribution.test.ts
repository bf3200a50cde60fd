import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { visitTrailScript } from '#app/components/layout/visit-trail.tsx';
import { describeAttribution, sourceLabel } from '#app/features/inbox/admin/lead-attribution-text.ts';
import { inboxAttribution } from '#app/features/inbox/inbox.ts';
import {
  caseStudyOfPath,
  cleanPath,
  cleanReferrer,
  leadSource,
  leadsSince,
  NOT_RECORDED,
  OTHER_SOURCES,
  parseAttribution,
  readStoredAttribution,
  summarizeLeads,
  weekStart,
} from '#app/lib/lead-attribution.ts';
import { ATTRIBUTION_FIELD, VISIT_TRAIL_KEY } from '#app/lib/visit-trail.ts';

describe('parseAttribution: checked and capped, never an error', () => {
  it('reads what the script sends and derives the case studies read', () => {
    const raw = JSON.stringify({
      landing: '/rpa',
      referrer: 'https://www.google.com/search',
      utm: { source: 'google', medium: 'cpc', campaign: 'spring' },
      pages: ['/rpa', '/use-cases/claims-automation', '/use-cases', '/use-cases/invoice-capture/', '/contact'],
    });
    expect(parseAttribution(raw)).toEqual({
      landingPage: '/rpa',
      referrer: 'https://www.google.com/search',
      utm: { source: 'google', medium: 'cpc', campaign: 'spring' },
      pages: ['/rpa', '/use-cases/claims-automation', '/use-cases', '/use-cases/invoice-capture/', '/contact'],
      caseStudies: ['claims-automation', 'invoice-capture'],
    });
  });

  it.each([
    ['nothing', undefined],
    ['an empty field', ''],
    ['not JSON', '{landing:'],
    ['JSON that is not an object', '[1,2]'],
    ['a number', 42],
    ['an object with nothing usable', { landing: 'https://evil.example/', pages: 'no', utm: [] }],
    ['an oversized field', JSON.stringify({ landing: '/', pages: ['/'.repeat(9000)] })],
  ])('drops %s (null)', (_name, raw) => {
    expect(parseAttribution(raw)).toBeNull();
  });

  it('keeps the last 20 pages, drops malformed ones and strips queries, fragments and control characters', () => {
    const pages = [
      ...Array.from({ length: 30 }, (_, i) => `/page-${i}?utm_source=x#top`),
      '//evil.example/x',
      'https://evil.example/',
      42,
      '/ok\u0000\nline',
    ];
    const parsed = parseAttribution({ landing: '/page-0', pages });
    expect(parsed?.pages).toHaveLength(20);
    expect(parsed?.pages[0]).toBe('/page-11');
    expect(parsed?.pages.at(-2)).toBe('/page-29');
    expect(parsed?.pages.at(-1)).toBe('/okline');
  });

  it('caps every value', () => {
    const parsed = parseAttribution({
      landing: `/${'a'.repeat(500)}`,
      referrer: `https://example.com/${'b'.repeat(500)}?q=secret`,
      utm: { source: 's'.repeat(300), medium: '  ', campaign: 7, evil: 'x' },
    });
    expect(parsed?.landingPage).toHaveLength(200);
    expect(parsed?.referrer).toHaveLength(300);
    expect(parsed?.referrer).not.toContain('secret');
    expect(parsed?.utm).toEqual({ source: 's'.repeat(100) });
  });

  it('keeps only http(s) referrers, as origin and path', () => {
    expect(cleanReferrer('https://news.example.org/a/b?token=1#x')).toBe('https://news.example.org/a/b');
    expect(cleanReferrer('javascript:alert(1)')).toBeNull();
    expect(cleanReferrer('android-app://com.google')).toBeNull();
    expect(cleanReferrer('not a url')).toBeNull();
    expect(cleanPath('relative/path')).toBeNull();
    expect(cleanPath('/a?b#c')).toBe('/a');
  });

  it('maps /use-cases/:slug to the slug (or id), once per study, in reading order', () => {
    expect(caseStudyOfPath('/use-cases/claims-automation')).toBe('claims-automation');
    expect(caseStudyOfPath('/use-cases/caf%C3%A9')).toBe('café');
    expect(caseStudyOfPath('/use-cases/%E0%A4%A')).toBeNull();
    expect(caseStudyOfPath('/use-cases')).toBeNull();
    expect(caseStudyOfPath('/use-cases/a/b')).toBeNull();
    const parsed = parseAttribution({ pages: ['/use-cases/b', '/use-cases/a', '/use-cases/b'] });
    expect(parsed?.caseStudies).toEqual(['b', 'a']);
  });

  it('reads a stored record back through the same checks', () => {
    const stored = parseAttribution({ landing: '/rpa', pages: ['/rpa', '/use-cases/x'] });
    expect(readStoredAttribution(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(readStoredAttribution('garbage')).toBeNull();
    expect(readStoredAttribution(null)).toBeNull();
  });
});

describe('the source of a lead', () => {
  it.each([
    [
      { utm: { source: 'newsletter' }, referrer: 'https://www.linkedin.com/feed' },
      { kind: 'utm', name: 'newsletter' },
    ],
    [
      { utm: { medium: 'cpc' }, referrer: 'https://www.linkedin.com/feed' },
      { kind: 'referrer', name: 'linkedin.com' },
    ],
    [
      { utm: {}, referrer: 'https://news.ycombinator.com/item' },
      { kind: 'referrer', name: 'news.ycombinator.com' },
    ],
    [
      { utm: {}, referrer: null },
      { kind: 'direct', name: 'direct' },
    ],
  ] as const)('%j is %j', (attribution, expected) => {
    expect(leadSource(attribution)).toEqual(expected);
  });

  it('is said in the inbox as "Came from …, read …", or where it landed', () => {
    const read = inboxAttribution(
      parseAttribution({ landing: '/rpa', utm: { source: 'google' }, pages: ['/use-cases/a', '/use-cases/gone'] }),
      new Map([['a', 'Claims Automation']]),
    );
    expect(read && describeAttribution(read)).toBe('Came from google (utm), read Claims Automation and gone');
    const landed = inboxAttribution(parseAttribution({ landing: '/rpa', pages: ['/rpa', '/contact'] }));
    expect(landed && describeAttribution(landed)).toBe('Came from direct, landed on /rpa');
    expect(sourceLabel({ kind: 'referrer', name: 'linkedin.com' })).toBe('linkedin.com');
  });
});

describe('summarizeLeads: the dashboard panel', () => {
  const now = new Date('2026-11-26T12:00:00Z'); // a Thursday
  const at = (iso: string, source: string | null, caseStudies: string[] = []) => ({
    createdAt: iso,
    source,
    caseStudies,
  });

  it('counts the current week and the eleven before it, Monday to Sunday (UTC)', () => {
    expect(weekStart(now).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(leadsSince(now).toISOString()).toBe('2026-09-07T00:00:00.000Z');
    const summary = summarizeLeads(
      [
        at('2026-11-26T09:00:00Z', 'google', ['a', 'b']),
        at('2026-11-23T00:00:00Z', 'direct', ['a']),
        at('2026-11-22T23:59:59Z', 'google', ['a', 'a']),
        at('2026-09-07T00:00:00Z', null),
        at('2026-09-06T23:59:59Z', 'google', ['old']), // before the first week
      ],
      now,
    );
    expect(summary.weeks).toHaveLength(12);
    expect(summary.weeks[0]).toEqual({ start: '2026-09-07', counts: { [NOT_RECORDED]: 1 }, total: 1 });
    expect(summary.weeks[10]).toEqual({ start: '2026-11-16', counts: { google: 1 }, total: 1 });
    expect(summary.weeks[11]).toEqual({ start: '2026-11-23', counts: { google: 1, direct: 1 }, total: 2 });
    expect(summary.total).toBe(4);
    expect(summary.sources).toEqual(['google', 'direct', NOT_RECORDED]);
    // A submission counts once per study, however often it was read.
    expect(summary.caseStudies).toEqual([
      { slug: 'a', submissions: 3 },
      { slug: 'b', submissions: 1 },
    ]);
  });

  it('draws the five biggest sources and adds the rest up as "other"', () => {
    const records = ['a', 'a', 'a', 'b', 'b', 'c', 'c', 'd', 'd', 'e', 'e', 'f', 'g'].map((source) =>
      at('2026-11-24T10:00:00Z', source),
    );
    const summary = summarizeLeads(records, now);
    expect(summary.sources).toEqual(['a', 'b', 'c', 'd', 'e', OTHER_SOURCES]);
    expect(summary.weeks[11]?.counts).toEqual({ a: 3, b: 2, c: 2, d: 2, e: 2, [OTHER_SOURCES]: 2 });
    // Six sources: the sixth keeps its name rather than becoming "other".
    expect(summarizeLeads(records.slice(0, 12), now).sources).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

/** A browser tab, enough for the visit-trail script: location, history, sessionStorage, events. */
function fakeTab(url: string, referrer = '') {
  const storage = new Map<string, string>();
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const location = new URL(url);
  const window = {
    location,
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
    history: {
      pushState(_state: unknown, _title: string, to: string) {
        const next = new URL(to, location.href);
        location.pathname = next.pathname;
        location.search = next.search;
      },
      replaceState(_state: unknown, _title: string, _to?: string) {},
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = [...(listeners[type] ?? []), listener];
    },
  };
  const run = () => vm.runInNewContext(visitTrailScript(), { window, document: { referrer }, URL, URLSearchParams });
  const record = () => JSON.parse(storage.get(VISIT_TRAIL_KEY) ?? 'null');
  const submit = () => {
    const field = { value: '' };
    const elements = { namedItem: (name: string) => (name === ATTRIBUTION_FIELD ? field : null) };
    for (const listener of listeners.submit ?? []) listener({ target: { elements } });
    return field.value;
  };
  /** A full page load in the same tab: a fresh window object, the same sessionStorage. */
  const load = (to: string) => {
    const next = new URL(to, location.href);
    location.pathname = next.pathname;
    location.search = next.search;
    for (const key of Object.keys(listeners)) delete listeners[key];
    run();
  };
  return { window, run, record, submit, load, storage };
}

describe('the visit-trail script (the exact text the pages carry)', () => {
  it('records the landing page, its referrer and UTM on the first page, then each page seen', () => {
    const tab = fakeTab(
      'http://127.0.0.1:4740/rpa?utm_source=google&utm_medium=cpc&utm_campaign=spring&other=1',
      'https://www.google.com/search?q=rpa',
    );
    tab.run();
    tab.load('/use-cases/claims-automation');
    tab.window.history.pushState(null, '', '/use-cases/invoice-capture'); // a client-side navigation
    tab.window.history.replaceState(null, '', '/use-cases/invoice-capture'); // the same page: once
    tab.load('/contact?mode=email');
    expect(tab.record()).toEqual({
      landing: '/rpa',
      referrer: 'https://www.google.com/search',
      utm: { source: 'google', medium: 'cpc', campaign: 'spring' },
      pages: ['/rpa', '/use-cases/claims-automation', '/use-cases/invoice-capture', '/contact'],
    });
    const sent = parseAttribution(tab.submit());
    expect(sent?.caseStudies).toEqual(['claims-automation', 'invoice-capture']);
    expect(sent && leadSource(sent)).toEqual({ kind: 'utm', name: 'google' });
  });

  it('ignores a referrer from this site, keeps the last 20 pages and never records the studio', () => {
    const tab = fakeTab('http://127.0.0.1:4740/', 'http://127.0.0.1:4740/about');
    tab.run();
    for (let i = 0; i < 25; i++) tab.load(`/page-${i}`);
    tab.load('/admin/messages');
    const record = tab.record();
    expect(record.referrer).toBeUndefined();
    expect(record.landing).toBe('/');
    expect(record.pages).toHaveLength(20);
    expect(record.pages[0]).toBe('/page-5');
    expect(record.pages.at(-1)).toBe('/page-24');
  });

  it('does nothing, and breaks nothing, when sessionStorage is unavailable', () => {
    const tab = fakeTab('http://127.0.0.1:4740/rpa');
    tab.window.sessionStorage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => tab.run()).not.toThrow();
    const blocked = { ...tab.window, sessionStorage: undefined };
    expect(() =>
      vm.runInNewContext(visitTrailScript(), { window: blocked, document: { referrer: '' }, URL, URLSearchParams }),
    ).not.toThrow();
  });
});
