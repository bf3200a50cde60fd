/**
 * GET /uploads/<key>: an uploaded image or one of its variants, from the storage driver (local disk,
 * or the S3 bucket when it has no public address of its own). Only keys of the exact upload shape
 * are served (see app/.server/storage/keys.ts), so no path can reach any other file.
 * Originals are cached for an hour (SPEC 7.4); variants, whose names never get reused, for a year.
 */
import { servicesContext } from '../.server/infrastructure/context.ts';
import { isUploadKey } from '../.server/storage/keys.ts';
import { serveStoredObject, storedNotFound } from '../.server/storage/serve.ts';
import type { Route } from './+types/uploads';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const key = params['*'] ?? '';
  if (!isUploadKey(key)) return storedNotFound();
  return serveStoredObject(request, context.get(servicesContext), key);
}
