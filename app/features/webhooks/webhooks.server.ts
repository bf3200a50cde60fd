/**
 * The studio's webhook screens (issue 20; docs/decisions/webhooks.md): what each change does, its
 * audit entry, and the answer the page shows. Secrets are made here and shown once (at creation and
 * at rotation); the database keeps them sealed.
 */

import { auditEvent, staffActor } from '../../.server/changes/pipeline.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  enqueueTestDelivery,
  getWebhookEndpoint,
  redeliverWebhook,
  setWebhookEndpointEnabled,
  setWebhookEndpointSecret,
  updateWebhookEndpoint,
  type WebhookEndpoint,
} from '../../.server/db/repositories/webhooks.ts';
import { inTransaction } from '../../.server/db/transaction.ts';
import type { Database } from '../../.server/db/types.ts';
import type { AdminIdentity } from '../../.server/infrastructure/context.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import { newWebhookSecret, sealWebhookSecret } from '../../.server/webhooks/signing.ts';
import type { AuditAction } from '../../lib/audit-log.ts';
import { type FieldErrors, fieldErrors } from '../../lib/schemas/field-errors.ts';
import type { EndpointView } from '../../lib/webhooks/endpoint-view.ts';
import { type Resolver, targetProblem } from './targets.server.ts';
import { webhookCopy } from './webhook-copy.ts';
import { type WebhookEndpointInput, webhookEndpointSchema } from './webhook-endpoint-schema.ts';

/** The studio's own actions on endpoints (the worker's switch-off is webhooks/endpoint-health.ts's). */
type WebhookAction = Exclude<Extract<AuditAction, `webhook.${string}`>, 'webhook.disabled_after_failures'>;

type WebhookServices = Pick<Services, 'database' | 'config'>;
type Admin = Pick<AdminIdentity, 'userId' | 'email'>;

export type EndpointField = 'url' | 'events';

export type EndpointFormOutcome =
  | { ok: true; endpoint: WebhookEndpoint; secret?: string }
  | { ok: false; status: number; errors: FieldErrors<EndpointField> };

export type WebhookOutcome =
  | { ok: true; message: string; secret?: string }
  | { ok: false; status: number; message: string };

async function audit(
  database: Database,
  admin: Admin,
  ip: string | null,
  action: WebhookAction,
  endpoint: Pick<WebhookEndpoint, 'id' | 'url'>,
  details: Record<string, unknown> = {},
) {
  await auditEvent(database, staffActor(admin, ip), {
    action,
    entityType: 'webhook_endpoint',
    entityId: endpoint.id,
    details: { url: endpoint.url, ...details },
  });
}

/** The posted URL and events, checked in form and (for host names) in where they point now. */
async function readEndpointForm(
  services: WebhookServices,
  form: FormData,
  resolve?: Resolver,
): Promise<{ ok: true; input: WebhookEndpointInput } | { ok: false; errors: FieldErrors<EndpointField> }> {
  const allowPrivate = services.config.webhooks.allowPrivateTargets;
  const parsed = webhookEndpointSchema({ allowPrivate }).safeParse({
    url: String(form.get('url') ?? ''),
    events: form.getAll('events').map(String),
  });
  if (!parsed.success) return { ok: false, errors: fieldErrors<EndpointField>(parsed.error) };
  const problem = await targetProblem(parsed.data.url, { allowPrivate, resolve });
  if (problem) return { ok: false, errors: { url: problem } };
  return { ok: true, input: parsed.data };
}

export async function addEndpoint(
  services: WebhookServices,
  admin: Admin,
  ip: string | null,
  form: FormData,
  resolve?: Resolver,
): Promise<EndpointFormOutcome> {
  const read = await readEndpointForm(services, form, resolve);
  if (!read.ok) return { ok: false, status: 400, errors: read.errors };
  const secret = newWebhookSecret();
  const endpoint = await inTransaction(services.database, async (scoped) => {
    const created = await createWebhookEndpoint(scoped, {
      ...read.input,
      secretSealed: sealWebhookSecret(services.config, secret),
      createdBy: admin.userId,
    });
    await audit(scoped, admin, ip, 'webhook.created', created, { events: created.events });
    return created;
  });
  return { ok: true, endpoint, secret };
}

export async function editEndpoint(
  services: WebhookServices,
  admin: Admin,
  ip: string | null,
  id: string,
  form: FormData,
  resolve?: Resolver,
): Promise<EndpointFormOutcome | null> {
  const read = await readEndpointForm(services, form, resolve);
  if (!read.ok) return { ok: false, status: 400, errors: read.errors };
  return inTransaction(services.database, async (scoped) => {
    const before = await getWebhookEndpoint(scoped, id);
    if (!before) return null;
    const endpoint = await updateWebhookEndpoint(scoped, id, read.input);
    if (!endpoint) return null;
    await audit(scoped, admin, ip, 'webhook.updated', endpoint, {
      previousUrl: before.url,
      events: endpoint.events,
      previousEvents: before.events,
    });
    return { ok: true as const, endpoint };
  });
}

/** What a page may know of an endpoint: everything but its secret. */
export const endpointView = (endpoint: WebhookEndpoint): EndpointView => ({
  id: endpoint.id,
  url: endpoint.url,
  events: endpoint.events,
  enabled: endpoint.enabled,
  disabledAt: endpoint.disabledAt,
  disabledReason: endpoint.disabledReason,
  createdAt: endpoint.createdAt,
  secretRotatedAt: endpoint.secretRotatedAt,
});

const rotatedSinceDisabled = (endpoint: WebhookEndpoint) =>
  endpoint.disabledAt !== null &&
  new Date(endpoint.secretRotatedAt).getTime() > new Date(endpoint.disabledAt).getTime();

const notFound: WebhookOutcome = { ok: false, status: 404, message: 'That endpoint does not exist' };

/** The actions of an endpoint's page other than its form: each one audited in its own transaction. */
export async function endpointAction(
  services: WebhookServices,
  admin: Admin,
  ip: string | null,
  id: string,
  intent: string,
  form: FormData,
): Promise<WebhookOutcome> {
  return inTransaction(services.database, async (scoped) => {
    const endpoint = await getWebhookEndpoint(scoped, id);
    if (!endpoint) return notFound;
    switch (intent) {
      case 'rotate': {
        const secret = newWebhookSecret();
        await setWebhookEndpointSecret(scoped, id, sealWebhookSecret(services.config, secret));
        await audit(scoped, admin, ip, 'webhook.secret_rotated', endpoint);
        return { ok: true, message: 'Signing secret rotated', secret };
      }
      case 'enable':
      case 'disable': {
        const enabled = intent === 'enable';
        // Switched off with its owner: the secret they may hold must be replaced before it signs again.
        if (enabled && endpoint.disabledReason === 'owner_deactivated' && !rotatedSinceDisabled(endpoint)) {
          return { ok: false, status: 409, message: webhookCopy.rotateBeforeEnabling };
        }
        await setWebhookEndpointEnabled(scoped, id, enabled);
        await audit(scoped, admin, ip, enabled ? 'webhook.enabled' : 'webhook.disabled', endpoint, {
          ...(enabled && endpoint.disabledReason ? { wasDisabledFor: endpoint.disabledReason } : {}),
        });
        return { ok: true, message: enabled ? 'Endpoint enabled' : 'Endpoint disabled' };
      }
      case 'delete': {
        await deleteWebhookEndpoint(scoped, id);
        await audit(scoped, admin, ip, 'webhook.deleted', endpoint, { events: endpoint.events });
        return { ok: true, message: 'Endpoint deleted' };
      }
      case 'test': {
        if (!endpoint.enabled)
          return { ok: false, status: 409, message: 'Enable the endpoint to send it a test event' };
        const delivery = await enqueueTestDelivery(scoped, endpoint);
        await audit(scoped, admin, ip, 'webhook.test_sent', endpoint, { messageId: delivery.messageId });
        return { ok: true, message: 'Test event queued' };
      }
      case 'redeliver': {
        if (!endpoint.enabled) return { ok: false, status: 409, message: 'Enable the endpoint to redeliver to it' };
        const delivery = await redeliverWebhook(scoped, id, String(form.get('delivery') ?? ''));
        if (!delivery) return { ok: false, status: 404, message: 'That delivery does not exist' };
        await audit(scoped, admin, ip, 'webhook.redelivered', endpoint, {
          messageId: delivery.messageId,
          eventType: delivery.eventType,
        });
        return { ok: true, message: 'Redelivery queued' };
      }
      default:
        return { ok: false, status: 400, message: 'Unknown action' };
    }
  });
}
