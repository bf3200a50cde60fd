/**
 * Serves public pages from the page cache and fills it from fresh renders. Sits between the
 * process-level middleware (compression, helmet) and the React Router handler; responses it
 * serves are already compressed, so compression leaves them alone.
 *
 * One render per page at a time: while a page is being rendered for the cache, other requests for
 * it wait for that render and are answered with it, instead of all rendering the same page (after
 * every admin save, dozens of concurrent visitors would otherwise each render and compress it). A
 * waiting request only takes a render that no invalidation has outdated since the request arrived,
 * so a change is still visible to every request made after the save.
 *
 * A page is rendered as its cache address (`pageAddress`: the query parameters it does not read are
 * dropped), so what is stored is the page everyone asking for that address should get. A page asked
 * for with `Sec-Fetch-Dest: empty` is rendered with loading texts in place of deferred data
 * (app/.server/streaming.ts): it is answered from the cache when the page is there, and never stored.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { buildCachedPage, type CachedPage, pageAddress, pageCacheKey } from '#app/.server/page-cache.ts';
import { contentSecurityPolicy } from '#app/.server/security-headers.ts';
import type { Services } from '#app/.server/services.ts';
import { isFetchDestination } from '#app/.server/streaming.ts';
import { redactUrl } from '#app/lib/redact-url.ts';

/** Browsers revalidate every time; a CDN may serve a page for a minute and a stale one while it refetches. */
export const PUBLIC_HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/**
 * A page rendered for this request carries this response's CSP nonce: a shared cache (nginx, a CDN)
 * that kept it would hand one nonce to everyone. Only the cache's own copy, which allows its scripts
 * by hash, is shareable; a CDN stores the next response, served from here.
 */
export const RENDERED_HTML_CACHE_CONTROL = 'private, max-age=0';

function preferredEncoding(acceptEncoding: string | undefined): keyof CachedPage['bodies'] {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b(?!;q=0(?:\.0*)?(?:,|$))/.test(accepted)) return 'br';
  if (/\bgzip\b(?!;q=0(?:\.0*)?(?:,|$))/.test(accepted)) return 'gzip';
  return 'identity';
}

function sendCachedPage(req: Request, res: Response, page: CachedPage) {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  res.status(page.status);
  res.setHeader('Content-Type', page.contentType);
  res.setHeader('Content-Security-Policy', page.csp);
  res.setHeader('Cache-Control', PUBLIC_HTML_CACHE_CONTROL);
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('X-Cache', 'HIT');
  if (req.headers['if-none-match'] === page.etag) {
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

/**
 * The fast path for a page already in the cache, for the very front of the process's middleware
 * (server.ts): answers it at once with the headers `securityHeaders` (helmet's, computed once) plus
 * the page's own CSP, skipping compression, helmet and routing, which would only re-derive them.
 * Anything else (a miss, a page being rendered, a personal request) goes on to the full stack.
 */
export function pageCacheHits(
  services: Pick<Services, 'pageCache'>,
  securityHeaders: Readonly<Record<string, string>>,
): RequestHandler {
  const { pageCache } = services;
  const headers = Object.entries(securityHeaders).filter(([name]) => name.toLowerCase() !== 'content-security-policy');
  return (req: Request, res: Response, next: NextFunction) => {
    if (!pageCache.enabled) return next();
    const key = pageCacheKey(req);
    const page = key ? pageCache.get(key) : undefined;
    if (!page) return next();
    for (const [name, value] of headers) res.setHeader(name, value);
    sendCachedPage(req, res, page);
  };
}

/** How long a request waits for another request's render of the same page before rendering itself. */
const COALESCE_WAIT_MS = 5000;
/** Waits at most this many renders by others (each may have been outdated by an invalidation). */
const MAX_WAITS = 3;

/** A finished render: the shareable page (null when the response was not one) and the cache version it started at. */
interface Render {
  page: CachedPage | null;
  version: number;
}

export function pageCacheMiddleware(services: Services): RequestHandler {
  const { pageCache, config, logger } = services;
  /** Pages being rendered for the cache right now. */
  const rendering = new Map<string, Promise<Render>>();

  /** The render's outcome, or null when it takes longer than a request should wait. */
  const waitForRender = (pending: Promise<Render>) =>
    new Promise<Render | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), COALESCE_WAIT_MS);
      void pending.then((render) => {
        clearTimeout(timer);
        resolve(render);
      });
    });

  /**
   * Has the rest of the stack render the page at its cache address (React Router reads
   * `req.originalUrl`); the request log still shows the address the visitor asked for.
   */
  function renderAsAddress(req: Request, res: Response) {
    const address = pageAddress(req.originalUrl);
    if (address === req.originalUrl) return;
    const asked = { url: req.url, originalUrl: req.originalUrl };
    req.url = address.slice(req.baseUrl.length) || '/';
    req.originalUrl = address;
    res.prependListener('finish', () => {
      req.url = asked.url;
      req.originalUrl = asked.originalUrl;
    });
  }

  /** Renders the page through the rest of the stack, keeping a copy of what is sent for the cache. */
  function renderAndStore(req: Request, res: Response, next: NextFunction, key: string) {
    const version = pageCache.version;
    let settle!: (render: Render) => void;
    const done = new Promise<Render>((resolve) => {
      settle = resolve;
    });
    rendering.set(key, done);
    const release = (page: CachedPage | null) => {
      if (rendering.get(key) === done) rendering.delete(key);
      settle({ page, version });
    };

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

    // A client that goes away mid-render must not leave others waiting.
    res.on('close', () => {
      if (!res.writableFinished) release(null);
    });
    res.on('finish', async () => {
      let page: CachedPage | null = null;
      try {
        const contentType = String(res.getHeader('content-type') ?? '');
        // Only complete, shareable HTML pages: not errors, not personal (cookies), not opted out (a
        // route's own Cache-Control is appended to the one set here, so the header is no longer ours).
        if (res.statusCode !== 200 || !contentType.startsWith('text/html')) return;
        if (res.getHeader('set-cookie') || res.getHeader('cache-control') !== RENDERED_HTML_CACHE_CONTROL) return;
        page = await buildCachedPage(Buffer.concat(chunks).toString('utf8'), String(res.locals.nonce ?? ''), {
          status: 200,
          contentType,
          directivesWithHashes: (hashes) => contentSecurityPolicy(config, hashes),
          compression: 'fast',
        });
        pageCache.set(key, page, version);
      } catch (error) {
        logger.warn({ err: error, key: redactUrl(key) }, 'could not cache page');
      } finally {
        release(page);
      }
    });
    renderAsAddress(req, res);
    next();
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    if (!pageCache.enabled) return next();
    const key = pageCacheKey(req);
    if (!key) return next();

    const arrivedAt = pageCache.version;
    for (let waits = 0; ; waits++) {
      const hit = pageCache.get(key);
      if (hit) return sendCachedPage(req, res, hit);
      const pending = rendering.get(key);
      if (!pending || waits >= MAX_WAITS) break;
      const render = await waitForRender(pending);
      if (res.writableEnded || req.socket.destroyed) return;
      // Not outdated by a save since this request arrived (the cache may already have dropped it).
      if (render?.page && render.version === arrivedAt) return sendCachedPage(req, res, render.page);
    }

    if (isFetchDestination(req.headers['sec-fetch-dest'])) {
      // Neither this cache nor a CDN in front may keep the variant with loading texts.
      res.setHeader('Cache-Control', 'private, no-store');
      return next();
    }
    res.setHeader('X-Cache', 'MISS');
    res.setHeader('Cache-Control', RENDERED_HTML_CACHE_CONTROL);
    if (req.method !== 'GET') return next();
    renderAndStore(req, res, next, key);
  };
}
