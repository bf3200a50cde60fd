/**
 * POST /admin/uploads: one image, as multipart/form-data in the field `file` (SPEC 5, 7.4). Answers
 * 201 with the stored image's URL and variants, or a JSON `{ error }` with 400, 401, 403, 413 or 415.
 * The body is streamed and checked while it arrives (app/.server/storage/uploads.ts), which is why this
 * route lives outside the admin layout and checks the session itself before reading anything.
 */

import { ADMIN_RESPONSE_HEADERS, requireAdminForRequest } from '../../.server/auth/require-admin.ts';
import { auditEvent, staffActor } from '../../.server/changes/pipeline.ts';
import { requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { getStorage } from '../../.server/storage/index.ts';
import {
  discardRequestBody,
  receiveImageFile,
  storeImage,
  UPLOAD_MESSAGES,
  UploadError,
  uploadTempDir,
} from '../../.server/storage/uploads.ts';
import type { Route } from './+types/uploads';

const json = (body: unknown, status: number) => Response.json(body, { status, headers: ADMIN_RESPONSE_HEADERS });

export async function action({ request, context, pattern }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { config, database, logger } = services;
  const { ip } = context.get(requestContext);

  if (request.method !== 'POST') {
    discardRequestBody(request);
    return json({ error: 'Use POST to upload an image.' }, 405);
  }
  let admin: Awaited<ReturnType<typeof requireAdminForRequest>>;
  try {
    admin = await requireAdminForRequest(request, services, pattern);
  } catch (refusal) {
    discardRequestBody(request);
    throw refusal;
  }

  try {
    const file = await receiveImageFile(request, uploadTempDir(config));
    const image = await storeImage(file, { storage: getStorage(config), database, logger });
    try {
      await auditEvent(database, staffActor(admin, ip), {
        action: 'image.uploaded',
        entityType: 'image',
        entityId: image.id,
        details: { key: image.key, width: image.width, height: image.height },
      });
    } catch (error) {
      logger.error({ err: error }, 'could not write the audit entry of an upload');
    }
    return json(image, 201);
  } catch (error) {
    if (error instanceof UploadError) {
      logger.info({ status: error.status, reason: error.message }, 'image upload refused');
      return json({ error: error.message }, error.status);
    }
    logger.error({ err: error }, 'image upload failed');
    return json({ error: UPLOAD_MESSAGES.failed }, 500);
  }
}

/** Nothing to read here; like every studio route it answers 401 without a session. */
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  await requireAdminForRequest(request, context.get(servicesContext), pattern);
  return json({ error: 'Use POST to upload an image.' }, 405);
}
