/**
 * /admin/webhooks (issue 20): the endpoints that receive signed events, and "Add endpoint". The new
 * endpoint's signing secret is shown once, in the answer to the post that made it.
 */
import { data } from 'react-router';
import { listWebhookEndpoints } from '../../.server/db/repositories/webhooks.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import { OneTimeSecretNotice } from '../../components/admin/one-time-secret.tsx';
import { AdminPageHeader } from '../../components/admin/page-header.tsx';
import { useToast } from '../../components/layout/toaster.tsx';
import { ADD_ENDPOINT_FORM_ID, EndpointForm, EndpointList } from '../../features/webhooks/admin/webhook-endpoints.tsx';
import { webhookCopy } from '../../features/webhooks/webhook-copy.ts';
import { addEndpoint, endpointView } from '../../features/webhooks/webhooks.server.ts';
import type { FieldErrors } from '../../lib/schemas/field-errors.ts';
import { errorToast, type Toast } from '../../lib/toast.ts';
import type { EndpointView } from '../../lib/webhooks/endpoint-view.ts';
import type { Route } from './+types/webhooks';

export const meta: Route.MetaFunction = () => [
  { title: 'Webhooks | Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ context }: Route.LoaderArgs) {
  context.get(adminContext);
  const { database, logger } = context.get(servicesContext);
  try {
    return { endpoints: (await listWebhookEndpoints(database)).map(endpointView), toast: null };
  } catch (error) {
    logger.error({ err: error }, 'could not list webhook endpoints');
    return { endpoints: [] as EndpointView[], toast: errorToast(webhookCopy.loadFailed) };
  }
}

interface ActionResult {
  errors: FieldErrors<'url' | 'events'>;
  values: { url: string; events: string[] };
  /** The new endpoint and its secret in plain text: shown once, in this answer only. */
  created: { id: string; url: string; secret: string } | null;
  toast: Toast | null;
}

const reply = (result: Partial<ActionResult>, status = 200) =>
  data<ActionResult>(
    { errors: {}, values: { url: '', events: [] }, created: null, toast: null, ...result },
    { status, headers: { 'Cache-Control': 'private, no-store' } },
  );

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const services = context.get(servicesContext);
  const { ip } = context.get(requestContext);
  const form = await readFormDataOrThrow(request, 16 * 1024);
  if (form.get('intent') !== 'add') return reply({ toast: errorToast('Unknown action') }, 400);
  const values = { url: String(form.get('url') ?? ''), events: form.getAll('events').map(String) };
  try {
    const outcome = await addEndpoint(services, admin, ip ?? null, form);
    if (!outcome.ok) return reply({ errors: outcome.errors, values }, outcome.status);
    return reply({
      created: { id: outcome.endpoint.id, url: outcome.endpoint.url, secret: outcome.secret ?? '' },
      toast: { id: crypto.randomUUID(), type: 'success', title: 'Success', description: 'Endpoint added' },
    });
  } catch (error) {
    services.logger.error({ err: error }, 'could not add a webhook endpoint');
    return reply({ values, toast: errorToast('Failed to add the endpoint') }, 500);
  }
}

export default function Webhooks({ loaderData, actionData }: Route.ComponentProps) {
  useToast(loaderData.toast);
  useToast(actionData?.toast);
  const created = actionData?.created ?? null;
  return (
    <>
      <AdminPageHeader title={webhookCopy.heading} description={webhookCopy.description} />
      {created ? (
        <OneTimeSecretNotice
          heading={`${webhookCopy.secretHeading}: ${created.url}`}
          text={webhookCopy.secretText}
          value={created.secret}
          copyLabel={webhookCopy.copySecret}
          testId="webhook-secret"
          formId={ADD_ENDPOINT_FORM_ID}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <EndpointList endpoints={loaderData.endpoints} />
        <EndpointForm
          mode="add"
          errors={actionData?.errors ?? {}}
          values={actionData && !created ? actionData.values : { url: '', events: [] }}
          resetKey={created?.id ?? 'form'}
        />
      </div>
    </>
  );
}
