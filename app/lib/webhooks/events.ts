/**
 * Outgoing webhooks (issue 20): the events an endpoint can subscribe to, the delivery statuses, and
 * the shape of every body we send (Standard Webhooks: `type`, `timestamp`, `data`).
 */

export const WEBHOOK_EVENTS = [
  'contact.created',
  'lead.created',
  'roi_report.requested',
  'lead.updated',
  'lead.erased',
  'case_study.published',
  'page.published',
  'review.requested',
  'review.commented',
  'review.approved',
  'review.changes_requested',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What "Send test event" sends: not an event anyone subscribes to, so every endpoint accepts it. */
export const TEST_EVENT = 'webhook.test';

export type WebhookMessageType = WebhookEvent | typeof TEST_EVENT;

const EVENTS: ReadonlySet<string> = new Set(WEBHOOK_EVENTS);

export const isWebhookEvent = (value: unknown): value is WebhookEvent => typeof value === 'string' && EVENTS.has(value);

/**
 * pending: waiting for its (next) attempt; delivered: answered 2xx; failed: given up (an answer that
 * is not worth repeating, or the last retry failed).
 */
export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/**
 * Why an endpoint is off: 'staff' switched it off in the studio; 'failures': its deliveries kept
 * failing; 'owner_deactivated': the account that added it was deactivated (issue 26).
 */
export type WebhookDisabledReason = 'staff' | 'failures' | 'owner_deactivated';

/** One try of a delivery, as the studio's delivery log shows it. */
export interface WebhookAttempt {
  attempt: number;
  startedAt: string;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

/** The JSON body of every delivery; frozen as text when it is queued, so retries send the same bytes. */
export interface WebhookBody<Data = unknown> {
  type: WebhookMessageType;
  /** When the event happened (ISO 8601), not when this attempt was made (that is webhook-timestamp). */
  timestamp: string;
  data: Data;
}

export const webhookBody = <Data>(type: WebhookMessageType, data: Data, at: string): string =>
  JSON.stringify({ type, timestamp: at, data } satisfies WebhookBody<Data>);

/** How many deliveries the studio keeps and shows per endpoint. */
export const DELIVERY_LOG_SIZE = 100;

/** How much of an answer is read and kept. */
export const RESPONSE_EXCERPT_BYTES = 1024;
