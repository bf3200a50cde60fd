/**
 * The studio's webhook endpoints: the list, the endpoint form (add and edit: an https URL and the
 * events) and an endpoint's status. Plain forms, so everything works before hydration.
 */
import { CirclePause, Plus, Webhook } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { Panel } from '../../../components/admin/page-header.tsx';
import { ChoiceGroupField } from '../../../components/forms/choice-field.tsx';
import { TextField } from '../../../components/forms/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { cn } from '../../../lib/cn.ts';
import type { FieldErrors } from '../../../lib/schemas/field-errors.ts';
import type { EndpointView } from '../../../lib/webhooks/endpoint-view.ts';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../lib/webhooks/events.ts';
import { webhookCopy, webhookEventLabels } from '../webhook-copy.ts';
import { WEBHOOK_URL_MAX } from '../webhook-endpoint-schema.ts';

const pill = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset';

export function EndpointStatusBadge({ endpoint }: { endpoint: Pick<EndpointView, 'enabled' | 'disabledReason'> }) {
  if (endpoint.enabled) {
    return (
      <span className={cn(pill, 'bg-emerald-50 text-emerald-800 ring-emerald-600/20')}>
        <span className="size-1.5 rounded-full bg-emerald-600" aria-hidden="true" />
        {webhookCopy.enabled}
      </span>
    );
  }
  if (endpoint.disabledReason === 'owner_deactivated') {
    return (
      <span className={cn(pill, 'bg-amber-50 text-amber-900 ring-amber-600/25')}>{webhookCopy.disabledOwnerGone}</span>
    );
  }
  return endpoint.disabledReason === 'failures' ? (
    <span className={cn(pill, 'bg-red-50 text-red-800 ring-red-600/20')}>{webhookCopy.disabledAfterFailures}</span>
  ) : (
    <span className={cn(pill, 'bg-slate-100 text-slate-700 ring-slate-500/20')}>{webhookCopy.disabled}</span>
  );
}

/** Why a disabled endpoint is off, and since when; nothing for an enabled one. */
export function DisabledNotice({ endpoint, timeZone }: { endpoint: EndpointView; timeZone: string }) {
  if (endpoint.enabled || !endpoint.disabledAt) return null;
  const at = formatAdminDateTime(endpoint.disabledAt, timeZone);
  const failures = endpoint.disabledReason === 'failures';
  const ownerGone = endpoint.disabledReason === 'owner_deactivated';
  return (
    <div
      role="status"
      className={cn(
        'mb-6 flex items-start gap-3 rounded-lg border px-4 py-3 text-sm',
        failures
          ? 'border-red-200 bg-red-50 text-red-900'
          : ownerGone
            ? 'border-amber-300 bg-amber-50 text-amber-950'
            : 'border-slate-200 bg-slate-100 text-slate-800',
      )}
    >
      <CirclePause className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {failures ? (
          <>
            <strong className="font-semibold">{webhookCopy.disabledAfterFailures}.</strong>{' '}
            {webhookCopy.disabledAfterFailuresDetail(at)}
          </>
        ) : ownerGone ? (
          <>
            <strong className="font-semibold">{webhookCopy.disabledOwnerGone}.</strong>{' '}
            {webhookCopy.disabledOwnerGoneDetail(at)}
          </>
        ) : (
          webhookCopy.disabledByStaff(at)
        )}
      </p>
    </div>
  );
}

const eventLabel = (event: WebhookEvent) => webhookEventLabels[event].label;

export function EndpointList({ endpoints }: { endpoints: EndpointView[] }) {
  return (
    <Panel>
      <h2 className="border-b border-slate-100 px-5 py-4 text-base font-semibold">{webhookCopy.endpointsHeading}</h2>
      {endpoints.length === 0 ? (
        <div className="px-5 py-10 text-center">
          <Webhook className="mx-auto size-8 text-slate-300" aria-hidden="true" />
          <p className="mt-2 text-sm text-slate-600">{webhookCopy.noEndpoints}</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {endpoints.map((endpoint) => (
            <li
              key={endpoint.id}
              className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-mono text-sm break-all text-slate-900">{endpoint.url}</p>
                <p className="mt-1 text-sm text-slate-600">{endpoint.events.map(eventLabel).join(' · ')}</p>
              </div>
              <div className="flex shrink-0 items-center gap-3">
                <EndpointStatusBadge endpoint={endpoint} />
                <Link
                  to={`/admin/webhooks/${endpoint.id}`}
                  aria-label={`${webhookCopy.manage} ${endpoint.url}`}
                  className="rounded-lg px-2.5 py-1.5 text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600"
                >
                  {webhookCopy.manage}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export const ADD_ENDPOINT_FORM_ID = 'add-webhook-endpoint';

/** The URL and events of an endpoint: "Add endpoint" on the list, "Save changes" on an endpoint's page. */
export function EndpointForm({
  mode,
  errors,
  values,
  resetKey,
}: {
  mode: 'add' | 'edit';
  errors: FieldErrors<'url' | 'events'>;
  values: { url: string; events: readonly string[] };
  resetKey: string;
}) {
  const navigation = useNavigation();
  const intent = mode === 'add' ? 'add' : 'update';
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <Panel className="p-5">
      <h2 className="text-base font-semibold">
        {mode === 'add' ? webhookCopy.addHeading : webhookCopy.settingsHeading}
      </h2>
      <Form
        id={mode === 'add' ? ADD_ENDPOINT_FORM_ID : undefined}
        method="post"
        key={resetKey}
        className="mt-4 space-y-5"
        noValidate
      >
        <input type="hidden" name="intent" value={intent} />
        <TextField
          label={webhookCopy.urlLabel}
          name="url"
          type="url"
          inputMode="url"
          required
          maxLength={WEBHOOK_URL_MAX}
          defaultValue={values.url}
          placeholder={webhookCopy.urlPlaceholder}
          hint={webhookCopy.urlHint}
          error={errors.url}
          autoComplete="off"
          spellCheck={false}
        />
        <ChoiceGroupField
          type="checkbox"
          name="events"
          label={webhookCopy.eventsLabel}
          error={errors.events}
          options={WEBHOOK_EVENTS.map((event) => ({
            value: event,
            label: `${webhookEventLabels[event].label} (${event})`,
            description: webhookEventLabels[event].description,
          }))}
          defaultValue={values.events}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {mode === 'add' ? <Plus className="size-4" aria-hidden="true" /> : null}
          {mode === 'add'
            ? busy
              ? webhookCopy.adding
              : webhookCopy.addButton
            : busy
              ? webhookCopy.saving
              : webhookCopy.saveButton}
        </Button>
      </Form>
    </Panel>
  );
}
