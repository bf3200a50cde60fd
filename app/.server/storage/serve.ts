/**
 * A stored object as an HTTP answer (GET /uploads/*, GET /share-images/*): its type, cache headers by
 * key, ETag and 304, HEAD, and a 503 when storage cannot be read. Never a document: even a crafted
 * image cannot run anything when opened directly. server.ts sends this CSP instead of the pages'
 * policy, and adds X-Content-Type-Options: nosniff and Cross-Origin-Resource-Policy: same-origin as on
 * every response. No CORP of our own here: a second, different value made the header
 * `same-origin, same-site`, which browsers treat as no policy at all.
 */
import { Readable } from 'node:stream';
import type { Config } from '../infrastructure/config.ts';
import type { Logger } from '../infrastructure/logger.ts';
import { getStorage } from './index.ts';
import { cacheControlForKey } from './keys.ts';

export const STORED_OBJECT_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export const storedNotFound = () =>
  new Response('Not found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': STORED_OBJECT_CSP,
    },
  });

/** The object under `key` (already checked by the caller), or `missing()` when there is none. */
export async function serveStoredObject(
  request: Request,
  services: { config: Config; logger: Logger },
  key: string,
  missing: () => Response = storedNotFound,
): Promise<Response> {
  let object: Awaited<ReturnType<ReturnType<typeof getStorage>['get']>>;
  try {
    object = await getStorage(services.config).get(key);
  } catch (error) {
    services.logger.error({ err: error, key }, 'could not read an upload from storage');
    return new Response('Storage unavailable', {
      status: 503,
      headers: { 'Retry-After': '5', 'Cache-Control': 'no-store', 'Content-Security-Policy': STORED_OBJECT_CSP },
    });
  }
  if (!object) return missing();

  const headers = new Headers({
    'Content-Type': object.contentType,
    'Cache-Control': cacheControlForKey(key),
    'Content-Security-Policy': STORED_OBJECT_CSP,
  });
  if (object.etag) headers.set('ETag', object.etag);
  if (object.lastModified) headers.set('Last-Modified', object.lastModified.toUTCString());

  if (object.etag && request.headers.get('If-None-Match') === object.etag) {
    object.body.destroy();
    return new Response(null, { status: 304, headers });
  }
  if (object.size !== null) headers.set('Content-Length', String(object.size));
  if (request.method === 'HEAD') {
    object.body.destroy();
    return new Response(null, { status: 200, headers });
  }
  return new Response(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, { status: 200, headers });
}
