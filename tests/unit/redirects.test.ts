/** The redirect manager's rules (issue 32): sources, targets, matching, chains collapsed, loops and live pages refused. */
import { describe, expect, it } from 'vitest';
import {
  checkRedirects,
  compileRedirects,
  locationFor,
  matchRedirect,
  parseRedirectSource,
  parseRedirectTarget,
  type RedirectRule,
} from '#app/lib/redirects.ts';

const none = { isLive: () => false, livePaths: [] as string[] };
const rule = (from: string, to: string | null, status: RedirectRule['status'] = 301): RedirectRule => ({
  from,
  to,
  status,
});

describe('parseRedirectSource', () => {
  it('stores a path without its trailing slash, query or fragment, and keeps a prefix’s /*', () => {
    expect(parseRedirectSource(' /Old-Page/ ')).toEqual({ from: '/Old-Page' });
    expect(parseRedirectSource('/old?utm=1#x')).toEqual({ from: '/old' });
    expect(parseRedirectSource('/blog/*')).toEqual({ from: '/blog/*' });
  });
  it.each([
    ['', 'Enter the old address, like /old-page or /blog/*.'],
    ['old', 'The old address starts with one slash, like /old-page.'],
    ['https://example.com/old', 'Enter the old address as a path on this site, like /old-page, without the domain.'],
    ['/blog/*/x', 'The old address has no spaces, and a * only at the end after a slash, like /blog/*.'],
    ['/', 'The home page cannot be redirected.'],
    ['/*', 'A prefix rule names a folder, like /blog/*: /* would redirect the whole site.'],
    ['/admin/pages', '/admin belongs to the site itself and cannot be redirected.'],
    ['/api/*', '/api belongs to the site itself and cannot be redirected.'],
  ])('refuses %j', (typed, error) => {
    expect(parseRedirectSource(typed)).toEqual({ error });
  });
});

describe('parseRedirectTarget', () => {
  it('takes a path (query kept) or an http(s) address', () => {
    expect(parseRedirectTarget('/insights/', false)).toEqual({ to: '/insights' });
    expect(parseRedirectTarget('/contact?mode=call', false)).toEqual({ to: '/contact?mode=call' });
    expect(parseRedirectTarget('https://partner.example/x', false)).toEqual({ to: 'https://partner.example/x' });
    expect(parseRedirectTarget('/insights/*', true)).toEqual({ to: '/insights/*' });
  });
  it('refuses what is not one, with a message', () => {
    expect(parseRedirectTarget('', false)).toEqual({
      error: 'Enter where it should go: a path like /insights, or an https:// address.',
    });
    expect(parseRedirectTarget('insights', false)).toEqual({
      error: 'The new address is a path starting with one slash, like /insights, or an https:// address.',
    });
    expect(parseRedirectTarget('/insights/*', false)).toEqual({
      error: 'Only a prefix rule (/old/*) can carry the rest over with /*.',
    });
    expect(parseRedirectTarget('javascript:alert(1)', false)).toHaveProperty('error');
  });
});

describe('matching', () => {
  const table = compileRedirects([
    rule('/blog/*', '/insights/*'),
    rule('/blog/archive/*', '/insights'),
    rule('/blog/special', '/about', 302),
    rule('/gone', null, 410),
  ]);
  it('answers an exact path first, then the longest prefix, ignoring a trailing slash', () => {
    expect(matchRedirect(table, '/blog/special/')?.to).toBe('/about');
    expect(matchRedirect(table, '/blog/archive/2019/x')?.from).toBe('/blog/archive/*');
    expect(matchRedirect(table, '/blog')?.from).toBe('/blog/*');
    expect(matchRedirect(table, '/blog/a/b')?.from).toBe('/blog/*');
    expect(matchRedirect(table, '/blogger')).toBeNull();
    expect(matchRedirect(table, '/gone')?.status).toBe(410);
  });
  it('leaves a live page’s path alone, whatever rule covers it', () => {
    const withLive = compileRedirects(
      [rule('/blog/*', '/insights/*'), rule('/new-page', '/about')],
      new Set(['/blog/kept', '/new-page']),
    );
    expect(matchRedirect(withLive, '/blog/kept')).toBeNull();
    expect(matchRedirect(withLive, '/new-page/')).toBeNull();
    expect(matchRedirect(withLive, '/blog/other')?.from).toBe('/blog/*');
  });
  it('carries the rest of the path over to a /* target', () => {
    expect(locationFor(rule('/blog/*', '/insights/*'), '/blog/a/b')).toBe('/insights/a/b');
    expect(locationFor(rule('/blog/*', '/insights/*'), '/blog')).toBe('/insights');
    expect(locationFor(rule('/blog/*', '/insights'), '/blog/a')).toBe('/insights');
    expect(locationFor(rule('/gone', null, 410), '/gone')).toBeNull();
  });
});

describe('checkRedirects', () => {
  it('collapses a chain: A -> B and B -> C become A -> C, whichever was saved first', () => {
    const check = checkRedirects([rule('/a', '/b'), rule('/b', '/c', 302)], none);
    expect(check).toEqual({
      ok: true,
      rules: [rule('/a', '/c'), rule('/b', '/c', 302)],
      collapsed: [{ from: '/a', was: '/b', now: '/c' }],
    });
    const longer = checkRedirects([rule('/c', '/d'), rule('/a', '/b'), rule('/b', '/c')], none);
    expect(longer.ok && longer.rules).toEqual([rule('/c', '/d'), rule('/a', '/d'), rule('/b', '/d')]);
  });

  it('collapses through prefix rules, and a chain ending in a 410 is gone', () => {
    const check = checkRedirects(
      [
        rule('/old-news', '/blog/launch'),
        rule('/blog/*', '/insights/*'),
        rule('/x', '/dead'),
        rule('/dead', null, 410),
      ],
      none,
    );
    expect(check.ok && check.rules).toEqual([
      rule('/old-news', '/insights/launch'),
      rule('/blog/*', '/insights/*'),
      rule('/x', null, 410),
      rule('/dead', null, 410),
    ]);
    const prefixes = checkRedirects([rule('/blog/*', '/insights/*'), rule('/insights/*', '/news/*')], none);
    expect(prefixes.ok && prefixes.rules[0]).toEqual(rule('/blog/*', '/news/*'));
    // An exact rule on a prefix target's folder does not redirect the paths under it.
    const folder = checkRedirects([rule('/blog/*', '/insights/*'), rule('/insights', '/about')], none);
    expect(folder.ok && folder.rules[0]).toEqual(rule('/blog/*', '/insights/*'));
  });

  it('refuses a loop, naming it', () => {
    expect(checkRedirects([rule('/a', '/b'), rule('/b', '/a')], none)).toEqual({
      ok: false,
      problems: [
        { index: 0, from: '/a', message: '/a would loop: /a → /b → /a.' },
        { index: 1, from: '/b', message: '/b would loop: /b → /a → /b.' },
      ],
    });
    expect(checkRedirects([rule('/a', '/a/')], none)).toMatchObject({ ok: false });
    expect(checkRedirects([rule('/blog/*', '/blog/new/*')], none)).toEqual({
      ok: false,
      problems: [{ index: 0, from: '/blog/*', message: '/blog/* would loop: /blog/* → /blog/*.' }],
    });
  });

  it('refuses a redirect away from a live page, and a prefix over one', () => {
    const live = {
      isLive: (path: string) => path === '/about' || path === '/use-cases/acme',
      livePaths: ['/about', '/use-cases/acme'],
    };
    expect(checkRedirects([rule('/about', '/contact')], live)).toEqual({
      ok: false,
      problems: [
        {
          index: 0,
          from: '/about',
          message: '/about is a live page: unpublish or move it before redirecting its address.',
        },
      ],
    });
    expect(checkRedirects([rule('/use-cases/*', '/insights/*')], live)).toEqual({
      ok: false,
      problems: [
        {
          index: 0,
          from: '/use-cases/*',
          message: '/use-cases/* would hide /use-cases/acme, a live page. Unpublish or move it first.',
        },
      ],
    });
    // A rule saved before the page was published is not refused again (the page wins when served).
    const settled = { ...live, unchanged: (saved: RedirectRule) => saved.from === '/about' };
    expect(checkRedirects([rule('/about', '/contact'), rule('/x', '/y')], settled).ok).toBe(true);
    // Pointing at a live page is what redirects are for.
    expect(checkRedirects([rule('/about-us', '/about')], live).ok).toBe(true);
  });

  it('refuses two rules from one address, and a redirect without a target', () => {
    expect(checkRedirects([rule('/a', '/b'), rule('/a', '/c')], none)).toEqual({
      ok: false,
      problems: [{ index: 1, from: '/a', message: '/a already has a redirect (row 1).' }],
    });
    expect(checkRedirects([rule('/a', null, 301)], none)).toEqual({
      ok: false,
      problems: [{ index: 0, from: '/a', message: 'Enter where it should go.' }],
    });
  });
});
