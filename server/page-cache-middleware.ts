/**
 * Serves public pages from the page cache and fills it from fresh renders. Sits between the
 * process-level middleware (compression, helmet) and the React Router handler; responses it
 * serves are already compressed, so compression leaves them alone.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { buildCachedPage, type CachedPage, pageCacheKey } from '#app/.server/page-cache.ts';
import { contentSecurityPolicy } from '#app/.server/security-headers.ts';
import type { Services } from '#app/.server/services.ts';

/** Browsers revalidate every time; a CDN may serve a page for a minute and a stale one while it refetches. */
export const PUBLIC_HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

function preferredEncoding(acceptEncoding: string | undefined): keyof CachedPage['bodies'] {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b(?!;q=0(?:\.0*)?(?:,|$))/.test(accepted)) return 'br';
  if (/\bgzip\b(?!;q=0(?:\.0*)?(?:,|$))/.test(accepted)) return 'gzip';
  return 'identity';
}

function sendCachedPage(req: Request, res: Response, page: CachedPage) {
  const encoding = preferredEncoding(req.get('accept-encoding'));
  res.status(page.status);
  res.setHeader('Content-Type', page.contentType);
  res.setHeader('Content-Security-Policy', page.csp);
  res.setHeader('Cache-Control', PUBLIC_HTML_CACHE_CONTROL);
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('X-Cache', 'HIT');
  if (req.get('if-none-match') === page.etag) {
    res.status(304).end();
    return;
  }
  const body = page.bodies[encoding];
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const toBuffer = (chunk: unknown, encoding?: unknown): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      : Buffer.from(chunk as Uint8Array);

export function pageCacheMiddleware(services: Services): RequestHandler {
  const { pageCache, config, logger } = services;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!pageCache.enabled) return next();
    const key = pageCacheKey(req);
    if (!key) return next();

    const hit = pageCache.get(key);
    if (hit) return sendCachedPage(req, res, hit);

    res.setHeader('X-Cache', 'MISS');
    res.setHeader('Cache-Control', PUBLIC_HTML_CACHE_CONTROL);
    if (req.method !== 'GET') return next();

    const version = pageCache.version;
    const chunks: Buffer[] = [];
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      if (chunk) chunks.push(toBuffer(chunk, rest[0]));
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as Response['write'];
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, rest[0]));
      return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
    } as Response['end'];

    res.on('finish', () => {
      const contentType = String(res.getHeader('content-type') ?? '');
      const cacheControl = String(res.getHeader('cache-control') ?? '');
      // Only complete, shareable HTML pages: not errors, not personal (cookies), not opted out.
      if (res.statusCode !== 200 || !contentType.startsWith('text/html')) return;
      if (res.getHeader('set-cookie') || /private|no-store|no-cache/.test(cacheControl)) return;
      try {
        const page = buildCachedPage(Buffer.concat(chunks).toString('utf8'), String(res.locals.nonce ?? ''), {
          status: 200,
          contentType,
          directivesWithHashes: (hashes) => contentSecurityPolicy(config, hashes),
        });
        pageCache.set(key, page, version);
      } catch (error) {
        logger.warn({ err: error, key }, 'could not cache page');
      }
    });
    next();
  };
}
