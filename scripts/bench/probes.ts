/** Checks of the page cache's contract over HTTP, against a running server. */
import type { CacheProbe } from './report.ts';

async function get(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers, redirect: 'manual' });
  // Node's fetch decompresses the body but keeps the response headers as sent.
  const body = await response.text();
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    encoding: response.headers.get('content-encoding'),
    complete: body.trimEnd().endsWith('</html>'),
  };
}

/**
 * HIT after MISS on a page nobody has asked for yet, bodies served pre-compressed for br and gzip,
 * and a request with the admin's session cookie rendered for the admin (never from the cache).
 */
export async function probePageCache(baseUrl: string, freshPath: string, adminCookie: string): Promise<CacheProbe> {
  const url = `${baseUrl}${freshPath}`;
  const first = await get(url, { 'accept-encoding': 'br' });
  // The page is stored once its body is compressed, after the first response has gone out: on a busy
  // machine a request right behind it can still render. Asked again until a HIT, for up to 2 s.
  let second = await get(url, { 'accept-encoding': 'br' });
  let asked = 1;
  for (const deadline = Date.now() + 2000; second.cache !== 'HIT' && Date.now() < deadline; asked++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    second = await get(url, { 'accept-encoding': 'br' });
  }
  const gzip = await get(url, { 'accept-encoding': 'gzip' });
  const admin = await get(url, { 'accept-encoding': 'br', cookie: adminCookie });
  const details = [
    `${freshPath} first request: ${first.status}, X-Cache ${first.cache}; then: ${second.status}, X-Cache ${second.cache}, Content-Encoding ${second.encoding} (asked ${asked} time${asked === 1 ? '' : 's'})`,
    `${freshPath} with Accept-Encoding gzip: X-Cache ${gzip.cache}, Content-Encoding ${gzip.encoding}`,
    `${freshPath} with the admin's session cookie: ${admin.status}, X-Cache ${admin.cache ?? '(none)'}`,
  ];
  return {
    hitAfterMiss: first.cache === 'MISS' && second.cache === 'HIT' && first.complete && second.complete,
    brotliHit: second.cache === 'HIT' && second.encoding === 'br',
    gzipHit: gzip.cache === 'HIT' && gzip.encoding === 'gzip' && gzip.complete,
    adminBypass: admin.status === 200 && admin.cache !== 'HIT' && admin.complete,
    details,
  };
}
