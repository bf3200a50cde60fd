/**
 * /admin/webhooks/:id (issue 20): one endpoint, its settings, "Send test event", enable or disable,
 * rotate its secret (the new one is shown once, in that answer), delete it, and its delivery log
 * with "Redeliver". Changes other than the secret's rotation answer with a redirect and a toast.
 */
import { data, Form } from 'react-router';
import { getWebhookEndpoint, listWebhookDeliveries } from '../../.server/db/repositories/webhooks.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import { ConfirmedAction } from '../../components/admin/confirmed-action.tsx';
import { OneTimeSecretNotice } from '../../components/admin/one-time-secret.tsx';
import { AdminPageHeader } from '../../components/admin/page-header.tsx';
import { useToast } from '../../components/layout/toaster.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DeliveryLog } from '../../features/webhooks/admin/webhook-deliveries.tsx';
import { DisabledNotice, EndpointForm, EndpointStatusBadge } from '../../features/webhooks/admin/webhook-endpoints.tsx';
import { webhookCopy } from '../../features/webhooks/webhook-copy.ts';
import { editEndpoint, endpointAction, endpointView } from '../../features/webhooks/webhooks.server.ts';
import { formatAdminDateTime } from '../../lib/admin-format.ts';
import type { FieldErrors } from '../../lib/schemas/field-errors.ts';
import { timeZoneFromCookies } from '../../lib/time-zone.ts';
import { errorToast, type Toast } from '../../lib/toast.ts';
import type { Route } from './+types/webhook-endpoint';

export const meta: Route.MetaFunction = () => [
  { title: 'Webhook endpoint | Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  context.get(adminContext);
  const { database } = context.get(servicesContext);
  const endpoint = await getWebhookEndpoint(database, params.id);
  if (!endpoint) throw data({ error: 'That endpoint does not exist' }, { status: 404 });
  const deliveries = await listWebhookDeliveries(database, endpoint.id);
  return {
    endpoint: endpointView(endpoint),
    deliveries,
    timeZone: timeZoneFromCookies(request.headers.get('Cookie')),
  };
}

interface ActionResult {
  errors: FieldErrors<'url' | 'events'>;
  values: { url: string; events: string[] } | null;
  /** The rotated secret in plain text: shown once, in this answer only. */
  secret: string | null;
  toast: Toast | null;
}

const reply = (result: Partial<ActionResult>, status = 200) =>
  data<ActionResult>(
    { errors: {}, values: null, secret: null, toast: null, ...result },
    { status, headers: { 'Cache-Control': 'private, no-store' } },
  );

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const services = context.get(servicesContext);
  const { ip } = context.get(requestContext);
  const form = await readFormDataOrThrow(request, 16 * 1024);
  const intent = String(form.get('intent') ?? '');
  const here = `/admin/webhooks/${params.id}`;
  try {
    if (intent === 'update') {
      const values = { url: String(form.get('url') ?? ''), events: form.getAll('events').map(String) };
      const outcome = await editEndpoint(services, admin, ip ?? null, params.id, form);
      if (!outcome) return reply({ toast: errorToast('That endpoint does not exist') }, 404);
      if (!outcome.ok) return reply({ errors: outcome.errors, values }, outcome.status);
      return redirectWithToast(services.config, here, {
        type: 'success',
        title: 'Success',
        description: 'Endpoint saved',
      });
    }
    const outcome = await endpointAction(services, admin, ip ?? null, params.id, intent, form);
    if (!outcome.ok) return reply({ toast: errorToast(outcome.message) }, outcome.status);
    if (outcome.secret) {
      return reply({
        secret: outcome.secret,
        toast: { id: crypto.randomUUID(), type: 'success', title: 'Success', description: outcome.message },
      });
    }
    return redirectWithToast(services.config, intent === 'delete' ? '/admin/webhooks' : here, {
      type: 'success',
      title: 'Success',
      description: outcome.message,
    });
  } catch (error) {
    services.logger.error({ err: error, intent, endpointId: params.id }, 'webhook endpoint action failed');
    return reply({ toast: errorToast('That did not work. Please try again.') }, 500);
  }
}

function ActionButton({
  intent,
  label,
  variant = 'outline',
}: {
  intent: string;
  label: string;
  variant?: 'outline' | 'primary';
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant} size="sm">
        {label}
      </Button>
    </Form>
  );
}

export default function WebhookEndpointPage({ loaderData, actionData }: Route.ComponentProps) {
  useToast(actionData?.toast);
  const { endpoint, deliveries, timeZone } = loaderData;
  return (
    <>
      <p className="mb-3 text-sm">
        <a href="/admin/webhooks" className="font-medium text-blue-700 underline-offset-4 hover:underline">
          ← {webhookCopy.back}
        </a>
      </p>
      <AdminPageHeader
        title={webhookCopy.heading}
        description={
          <>
            <span className="font-mono break-all text-slate-900">{endpoint.url}</span> · secret made{' '}
            {formatAdminDateTime(endpoint.secretRotatedAt, timeZone)}
          </>
        }
        actions={
          <>
            <EndpointStatusBadge endpoint={endpoint} />
            {endpoint.enabled ? <ActionButton intent="test" label={webhookCopy.sendTest} variant="primary" /> : null}
            <ActionButton
              intent={endpoint.enabled ? 'disable' : 'enable'}
              label={endpoint.enabled ? webhookCopy.disable : webhookCopy.enable}
            />
          </>
        }
      />
      {actionData?.secret ? (
        <OneTimeSecretNotice
          heading={webhookCopy.secretHeading}
          text={webhookCopy.secretText}
          value={actionData.secret}
          copyLabel={webhookCopy.copySecret}
          testId="webhook-secret"
        />
      ) : null}
      <DisabledNotice endpoint={endpoint} timeZone={timeZone} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <DeliveryLog deliveries={deliveries} timeZone={timeZone} canRedeliver={endpoint.enabled} />
        <div className="space-y-6">
          <EndpointForm
            mode="edit"
            errors={actionData?.errors ?? {}}
            values={actionData?.values ?? { url: endpoint.url, events: endpoint.events }}
            resetKey={`${endpoint.url} ${endpoint.events.join(' ')}`}
          />
          <div className="flex flex-wrap items-center justify-end gap-2">
            <ConfirmedAction
              fields={{ intent: 'rotate' }}
              label={webhookCopy.rotate}
              title={webhookCopy.rotateTitle}
              question={webhookCopy.rotateQuestion}
              confirmLabel={webhookCopy.rotate}
            />
            <ConfirmedAction
              fields={{ intent: 'delete' }}
              label={webhookCopy.deleteLabel}
              title={webhookCopy.deleteTitle}
              question={webhookCopy.deleteQuestion}
              confirmLabel={webhookCopy.deleteLabel}
            />
          </div>
        </div>
      </div>
    </>
  );
}
