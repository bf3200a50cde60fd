/** The 404 log's rules (issue 32): which paths are probes, what is logged, and the in-memory batch's bounds. */
import { describe, expect, it } from 'vitest';
import { NotFoundBatch } from '#app/.server/not-found-log/batch.ts';
import { isProbePath, LOGGED_TEXT_MAX, loggedNotFoundPath, loggedReferrer } from '#app/lib/not-found-paths.ts';

describe('isProbePath', () => {
  it.each([
    '/wp-admin',
    '/wp-admin/setup-config.php',
    '/blog/wp-login.php',
    '/xmlrpc.php',
    '/.env',
    '/.env.production',
    '/app/.git/config',
    '/.htaccess',
    '/phpmyadmin/index',
    '/backup.sql',
    '/site.tar.gz',
    '/WP-Content/uploads',
    '/cgi-bin/luci',
    '/actuator/health',
  ])('%s is a probe', (path) => {
    expect(isProbePath(path)).toBe(true);
  });

  it.each([
    '/',
    '/blog/old-post',
    '/use-cases/invoice-automation',
    '/services/rpa',
    '/insights/php-migration-guide',
    '/environment',
    '/about-us',
  ])('%s is a visitor’s path', (path) => {
    expect(isProbePath(path)).toBe(false);
  });
});

describe('loggedNotFoundPath', () => {
  it('logs a public GET or HEAD by its path, without the query', () => {
    expect(loggedNotFoundPath('GET', '/old-page?utm_source=news&token=secret')).toBe('/old-page');
    expect(loggedNotFoundPath('HEAD', '/old-page')).toBe('/old-page');
  });

  it('counts a client-side navigation’s data request as its page', () => {
    expect(loggedNotFoundPath('GET', '/old-page.data?_routes=x')).toBe('/old-page');
    expect(loggedNotFoundPath('GET', '/_root.data')).toBe('/');
  });

  it('leaves out posts and the areas that are not the public site', () => {
    expect(loggedNotFoundPath('POST', '/old-page')).toBeNull();
    for (const url of ['/admin', '/admin/nope', '/api/v1/x', '/assets/app-x.js', '/uploads/a.png', '/review/abc']) {
      expect(loggedNotFoundPath('GET', url)).toBeNull();
    }
    expect(loggedNotFoundPath('GET', '//evil.example/x')).toBeNull();
    // A page may be called /administration: only the studio's own area is left out.
    expect(loggedNotFoundPath('GET', '/administration')).toBe('/administration');
  });

  it('cuts a long path to a bounded length', () => {
    expect(loggedNotFoundPath('GET', `/${'a'.repeat(5000)}`)).toHaveLength(LOGGED_TEXT_MAX);
  });
});

describe('loggedReferrer', () => {
  it('keeps the origin and path only', () => {
    expect(loggedReferrer('https://news.example/issue/12?email=a@b.example#top')).toBe('https://news.example/issue/12');
  });
  it('ignores what is not an http(s) address', () => {
    expect(loggedReferrer(undefined)).toBeNull();
    expect(loggedReferrer('')).toBeNull();
    expect(loggedReferrer('not a url')).toBeNull();
    expect(loggedReferrer('android-app://com.example')).toBeNull();
  });
});

describe('NotFoundBatch', () => {
  it('counts one entry per path with its times and most frequent referrer, then empties', () => {
    const batch = new NotFoundBatch();
    batch.add('/old', 'https://a.example/', 2000);
    batch.add('/old', 'https://b.example/', 1000);
    batch.add('/old', 'https://b.example/', 3000);
    batch.add('/old', null, 2500);
    batch.add('/wp-login.php', null, 1500);
    const counts = batch.take();
    expect(counts).toEqual([
      {
        path: '/old',
        probe: false,
        hits: 4,
        firstSeenMs: 1000,
        lastSeenMs: 3000,
        topReferrer: 'https://b.example/',
        topReferrerHits: 2,
      },
      {
        path: '/wp-login.php',
        probe: true,
        hits: 1,
        firstSeenMs: 1500,
        lastSeenMs: 1500,
        topReferrer: null,
        topReferrerHits: 0,
      },
    ]);
    expect(batch.size).toBe(0);
    expect(batch.take()).toEqual([]);
  });

  it('holds at most maxPaths paths and maxReferrers referrers, counting what it left out', () => {
    const batch = new NotFoundBatch({ maxPaths: 2, maxReferrers: 1 });
    batch.add('/a', 'https://one.example/', 1);
    batch.add('/a', 'https://two.example/', 2);
    batch.add('/a', 'https://two.example/', 3);
    batch.add('/b', null, 1);
    batch.add('/c', null, 1);
    batch.add('/c', null, 2);
    expect(batch.size).toBe(2);
    expect(batch.dropped).toBe(2);
    const [a] = batch.take();
    // The referrer slots were full: later referrers still count as hits, without a referrer.
    expect(a).toMatchObject({ hits: 3, topReferrer: 'https://one.example/', topReferrerHits: 1 });
    expect(batch.dropped).toBe(0);
  });
});
