/**
 * POST /api/send-contact-email (SPEC 7.3): the contact form's JSON endpoint, also open to scripts.
 * Body {name, email, company, message, contactMode}; answers 200 {data: {id}} or 4xx {error}. Bad
 * input of any kind (not JSON, wrong types, too long) is a 4xx with a message, never a 500.
 */

import { requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { BodyError, readJsonBody } from '../../.server/infrastructure/request-body.ts';
import { submitContactMessage } from '../../features/contact/contact.server.ts';
import { contactCopy } from '../../features/contact/contact-copy.ts';
import type { Route } from './+types/send-contact-email';

/** Generous for a 5,000-character message even if every character is escaped. */
const MAX_BODY_BYTES = 64 * 1024;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

export function loader() {
  return json({ error: 'Method not allowed: send a POST request' }, 405, { Allow: 'POST' });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return loader();
  const services = context.get(servicesContext);
  const { ip, requestId } = context.get(requestContext);

  let body: unknown;
  try {
    body = await readJsonBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyError) return json({ error: error.message }, error.status);
    throw error;
  }

  try {
    const outcome = await submitContactMessage(services, body, { ip, userAgent: request.headers.get('user-agent') });
    switch (outcome.status) {
      case 'sent':
        return json({ data: { id: outcome.id } });
      case 'invalid':
        return json({ error: outcome.message, fieldErrors: outcome.fieldErrors }, 400);
      case 'rate-limited':
        return json({ error: outcome.message }, 429, { 'Retry-After': String(outcome.retryAfterSeconds) });
    }
  } catch (error) {
    services.logger.error({ err: error, requestId }, 'contact submission failed');
    return json({ error: contactCopy.toasts.failure.description }, 500);
  }
}
