/**
 * When an endpoint is switched off (docs/decisions/webhooks.md): a delivery that failed for good
 * after its last retry, or DISABLE_AFTER_FAILED_DELIVERIES deliveries failed in a row. The attempt,
 * the switch-off and its audit entry are one change.
 */
import { commitChange } from '../changes/pipeline.ts';
import { storedInstant } from '../db/mapping.ts';
import {
  type AttemptOutcome,
  type AttemptRecord,
  disableFailingWebhookEndpoint,
  recordWebhookAttempt,
  type WebhookDelivery,
} from '../db/repositories/webhooks.ts';
import type { Database } from '../db/types.ts';

/** Deliveries given up in a row after which an endpoint is switched off, even before a day has passed. */
export const DISABLE_AFTER_FAILED_DELIVERIES = 5;

/** Who an endpoint switched off by the delivery worker is attributed to in the audit log. */
export const WEBHOOK_SYSTEM_ACTOR = 'System';

/** Records one attempt and switches its endpoint off when the policy says so; returns whether it did. */
export function recordDeliveryAttempt(
  database: Database,
  delivery: Pick<WebhookDelivery, 'id' | 'endpointId' | 'attempts'>,
  attempt: AttemptRecord,
  outcome: AttemptOutcome,
): Promise<{ endpointDisabled: boolean }> {
  return commitChange(database, async (change) => {
    const { failuresInARow } = await recordWebhookAttempt(change.database, delivery, attempt, outcome);
    if (failuresInARow === null) return { endpointDisabled: false };
    const exhausted = outcome.kind === 'failed' && outcome.exhausted;
    if (!exhausted && failuresInARow < DISABLE_AFTER_FAILED_DELIVERIES) return { endpointDisabled: false };
    const at = storedInstant(attempt.startedAt.getTime() + attempt.durationMs);
    const url = await disableFailingWebhookEndpoint(change.database, delivery.endpointId, at);
    if (url === null) return { endpointDisabled: false };
    await change.audit(
      { actor: WEBHOOK_SYSTEM_ACTOR },
      {
        action: 'webhook.disabled_after_failures',
        entityType: 'webhook_endpoint',
        entityId: delivery.endpointId,
        details: {
          url,
          failedDeliveries: failuresInARow,
          lastError: attempt.error ?? `HTTP ${attempt.statusCode}`,
        },
        // No request made it (and a timer started during one must not inherit that request's id).
        requestId: null,
        at,
      },
    );
    return { endpointDisabled: true };
  });
}
