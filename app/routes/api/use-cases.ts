/**
 * POST /api/v1/use-cases: the use-case intake API (see app/features/intake/api.server.ts and the
 * OpenAPI document at /api/openapi.json). Any other method is answered with 405.
 */

import { requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { handleIntakeRequest } from '../../features/intake/api.server.ts';
import { jsonResponse } from '../../features/intake/http.server.ts';
import { INTAKE_MESSAGES } from '../../features/intake/intake-guide-copy.ts';
import type { Route } from './+types/use-cases';

export function loader() {
  return jsonResponse({ error: INTAKE_MESSAGES.methodNotAllowed }, 405, { Allow: 'POST' });
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleIntakeRequest(request, context.get(servicesContext), context.get(requestContext));
}
