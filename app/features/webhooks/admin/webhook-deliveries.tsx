/**
 * An endpoint's delivery log: its last 100 deliveries, newest first, each with its status, answer
 * and duration, every attempt (a native <details>, so it opens before hydration) and "Redeliver".
 */
import { RotateCw } from 'lucide-react';
import { Form } from 'react-router';
import { Panel } from '../../../components/admin/page-header.tsx';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { cn } from '../../../lib/cn.ts';
import type { WebhookAttempt, WebhookDeliveryStatus } from '../../../lib/webhooks/events.ts';
import { webhookCopy } from '../webhook-copy.ts';

export interface DeliveryView {
  id: string;
  messageId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  nextAttemptAt: string;
  lastStatusCode: number | null;
  lastDurationMs: number | null;
  lastError: string | null;
  createdAt: string;
  attemptLog: WebhookAttempt[];
}

const pill = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset';

const statusLook = {
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  pending: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  retrying: 'bg-amber-50 text-amber-900 ring-amber-600/25',
  failed: 'bg-red-50 text-red-800 ring-red-600/20',
} as const;

/** A pending delivery that has been tried already is retrying. */
const shownStatus = (delivery: DeliveryView) =>
  delivery.status === 'pending' && delivery.attemptLog.length > 0 ? 'retrying' : delivery.status;

const answerOf = (attempt: Pick<WebhookAttempt, 'statusCode' | 'error'>) =>
  attempt.statusCode !== null ? `HTTP ${attempt.statusCode}` : (attempt.error ?? webhookCopy.noAnswer);

export function DeliveryLog({
  deliveries,
  timeZone,
  canRedeliver,
}: {
  deliveries: DeliveryView[];
  timeZone: string;
  canRedeliver: boolean;
}) {
  return (
    <Panel>
      <div className="border-b border-slate-100 px-5 py-4">
        <h2 className="text-base font-semibold">{webhookCopy.logHeading}</h2>
        <p className="mt-0.5 text-sm text-slate-600">{webhookCopy.logDescription}</p>
      </div>
      {deliveries.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-slate-600">{webhookCopy.noDeliveries}</p>
      ) : (
        <ol className="divide-y divide-slate-100" aria-label={webhookCopy.logHeading}>
          {deliveries.map((delivery) => {
            const status = shownStatus(delivery);
            const last = delivery.attemptLog.at(-1);
            return (
              <li key={delivery.id} className="px-5 py-4" data-testid="webhook-delivery">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className={cn(pill, statusLook[status])}>{webhookCopy.deliveryStatus[status]}</span>
                      <code className="font-mono text-sm text-slate-900">{delivery.eventType}</code>
                    </p>
                    <p className="mt-1 text-sm text-slate-600">
                      {formatAdminDateTime(delivery.createdAt, timeZone)} · {webhookCopy.attempts(delivery.attempts)}
                      {last ? ` · ${answerOf(last)} · ${last.durationMs} ms` : ''}
                      {status === 'retrying' || (status === 'pending' && delivery.attempts > 0)
                        ? ` · ${webhookCopy.nextAttempt(formatAdminDateTime(delivery.nextAttemptAt, timeZone))}`
                        : ''}
                    </p>
                    <p className="mt-0.5 font-mono text-xs break-all text-slate-500">{delivery.messageId}</p>
                  </div>
                  {canRedeliver && delivery.status !== 'pending' ? (
                    <Form method="post" className="shrink-0">
                      <input type="hidden" name="intent" value="redeliver" />
                      <input type="hidden" name="delivery" value={delivery.id} />
                      <button
                        type="submit"
                        aria-label={`${webhookCopy.redeliver} ${delivery.eventType} ${delivery.messageId}`}
                        className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600"
                      >
                        <RotateCw className="size-4" aria-hidden="true" />
                        {webhookCopy.redeliver}
                      </button>
                    </Form>
                  ) : null}
                </div>
                {delivery.attemptLog.length > 0 ? (
                  <details className="mt-2 group">
                    <summary className="cursor-pointer text-sm font-medium text-slate-700 hover:text-slate-900">
                      {webhookCopy.attempts(delivery.attemptLog.length)}
                    </summary>
                    <ol className="mt-2 space-y-2">
                      {delivery.attemptLog.map((attempt) => (
                        <li
                          key={attempt.attempt}
                          className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
                          data-testid="webhook-attempt"
                        >
                          <p className="text-slate-800">
                            <span className="font-medium">{webhookCopy.attempt(attempt.attempt)}</span> ·{' '}
                            {answerOf(attempt)} · {attempt.durationMs} ms ·{' '}
                            {formatAdminDateTime(attempt.startedAt, timeZone)}
                          </p>
                          {attempt.statusCode !== null ? (
                            <pre className="mt-1.5 rounded border border-slate-200 bg-white p-2 font-mono text-xs break-all whitespace-pre-wrap text-slate-700">
                              {attempt.responseExcerpt || webhookCopy.emptyAnswer}
                            </pre>
                          ) : null}
                        </li>
                      ))}
                    </ol>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
