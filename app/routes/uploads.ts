/**
 * GET /uploads/<key>: an uploaded image or one of its variants, from the storage driver (local disk,
 * or the S3 bucket when it has no public address of its own). Only keys of the exact upload shape
 * are served (see app/.server/storage/keys.ts), so no path can reach any other file.
 * Originals are cached for an hour (SPEC 7.4); variants, whose names never get reused, for a year.
 */
import { Readable } from 'node:stream';
import { servicesContext } from '../.server/infrastructure/context.ts';
import { getStorage } from '../.server/storage/index.ts';
import { cacheControlForKey, isUploadKey } from '../.server/storage/keys.ts';
import type { Route } from './+types/uploads';

/**
 * Never a document: even a crafted image cannot run anything when opened directly. server.ts sends
 * this instead of the pages' policy, and adds X-Content-Type-Options: nosniff and
 * Cross-Origin-Resource-Policy: same-origin as on every response. No CORP of our own here: a second,
 * different value made the header `same-origin, same-site`, which browsers treat as no policy at all.
 */
const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': UPLOAD_CSP,
    },
  });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { config, logger } = context.get(servicesContext);
  const key = params['*'] ?? '';
  if (!isUploadKey(key)) return notFound();

  let object: Awaited<ReturnType<ReturnType<typeof getStorage>['get']>>;
  try {
    object = await getStorage(config).get(key);
  } catch (error) {
    logger.error({ err: error, key }, 'could not read an upload from storage');
    return new Response('Storage unavailable', {
      status: 503,
      headers: { 'Retry-After': '5', 'Cache-Control': 'no-store', 'Content-Security-Policy': UPLOAD_CSP },
    });
  }
  if (!object) return notFound();

  const headers = new Headers({
    'Content-Type': object.contentType,
    'Cache-Control': cacheControlForKey(key),
    'Content-Security-Policy': UPLOAD_CSP,
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
