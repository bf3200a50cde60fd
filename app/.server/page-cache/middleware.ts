/**
 * Fills the page cache from fresh renders: React Router middleware on the public layout (as the
 * studio's auth is on the admin layout), so it sees the `Response` the page was rendered into and
 * keeps a copy of its body as it streams to the visitor. Pages already cached, and requests for a
 * page being rendered right now, are answered before React Router, by the server's front door
 * (server/page-cache-front-door.ts).
 *
 * A page asked for with `Sec-Fetch-Dest: empty` is rendered with loading texts in place of deferred
 * data (app/.server/infrastructure/streaming.ts): never stored, and sent `private, no-store` so a CDN does not keep
 * it either.
 */
import type { MiddlewareFunction } from 'react-router';
import { redactUrl } from '../../lib/redact-url.ts';
import { routeLabel } from '../../lib/route-label.ts';
import { requestContext, servicesContext } from '../infrastructure/context.ts';
import { cspHeader } from '../infrastructure/security-headers.ts';
import { isFetchDestination } from '../infrastructure/streaming.ts';
import { buildCachedPage, type CachedPage, RENDERED_HTML_CACHE_CONTROL } from './cached-page.ts';
import { pageCacheKey } from './key.ts';

/** Complete, shareable HTML: not an error, not personal (cookies), not opted out by the route's own Cache-Control. */
function isShareable(response: Response): response is Response & { body: ReadableStream<Uint8Array> } {
  return (
    response.status === 200 &&
    response.body !== null &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
    !response.headers.has('Set-Cookie') &&
    !response.headers.has('Cache-Control')
  );
}

/** The same response with `headers` set (a Response's own headers may be immutable). */
function withHeaders(response: Response, body: BodyInit | null, headers: Record<string, string>): Response {
  const merged = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  return new Response(body, { status: response.status, statusText: response.statusText, headers: merged });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export const pageCacheMiddleware: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
  const { pageCache, config, logger } = context.get(servicesContext);
  if (!pageCache.enabled) return next();
  const url = new URL(request.url);
  const key = pageCacheKey({
    method: request.method,
    url: url.pathname + url.search,
    cookie: request.headers.get('Cookie'),
  });
  if (!key) return next();

  if (isFetchDestination(request.headers.get('Sec-Fetch-Dest'))) {
    const response = await next();
    return withHeaders(response, response.body, { 'Cache-Control': 'private, no-store' });
  }
  if (request.method !== 'GET') return next();

  const render = pageCache.beginRender(key);
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    render.finish(null);
    throw error;
  }
  if (!isShareable(response)) {
    render.finish(null);
    return response;
  }

  // One copy streams to the visitor as it is rendered; the other is read to the end for the cache,
  // even if the visitor goes away meanwhile.
  const [toVisitor, toCache] = response.body.tee();
  const { nonce } = context.get(requestContext);
  void readAll(toCache)
    .then((html) =>
      buildCachedPage(html, nonce, {
        status: 200,
        contentType: response.headers.get('Content-Type') ?? 'text/html',
        cspWithScripts: cspHeader(config),
        compression: 'fast',
        route: routeLabel(pattern),
      }),
    )
    .then(
      (page: CachedPage) => render.finish(page),
      (error: unknown) => {
        logger.warn({ err: error, key: redactUrl(key) }, 'could not cache page');
        render.finish(null);
      },
    );
  return withHeaders(response, toVisitor, { 'Cache-Control': RENDERED_HTML_CACHE_CONTROL, 'X-Cache': 'MISS' });
};
