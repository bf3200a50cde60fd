/**
 * Delivers the webhook outbox, like the e-mail worker (app/.server/mail/worker.ts): polls for due
 * deliveries, claims one right before sending it, signs it with its endpoint's secret, posts it
 * (./http.ts) and records the attempt. Network errors, 5xx and 429 are retried with exponential
 * backoff for about a day (WEBHOOK_MAX_ATTEMPTS attempts); any other answer, and a refused address,
 * are final. Every app instance runs one; the leases keep two from sending the same delivery.
 */
import {
  type AttemptOutcome,
  claimDueWebhookDelivery,
  pruneWebhookDeliveries,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../db/repositories/webhooks.ts';
import type { Database } from '../db/types.ts';
import type { Config } from '../infrastructure/config.ts';
import type { Logger } from '../infrastructure/logger.ts';
import { createPoller } from '../jobs/poller.ts';
import { retryDelayMs } from '../mail/backoff.ts';
import { recordDeliveryAttempt } from './endpoint-health.ts';
import { type PostOptions, type PostResult, postWebhook } from './http.ts';
import { signWebhook, unsealWebhookSecret } from './signing.ts';

/**
 * With the default base of one minute the waits are about 1, 3, 9, 27, 81 and 243 minutes, then
 * 6 hours: eleven attempts span about a day (15 to 30 hours with the jitter) before a delivery is
 * given up and its endpoint switched off.
 */
export const WEBHOOK_MAX_ATTEMPTS = 11;

export interface WebhookWorkerOptions {
  database: Database;
  logger: Logger;
  config: Pick<Config, 'sessionSecret'>;
  allowPrivateTargets: boolean;
  intervalMs?: number;
  batchSize?: number;
  /** How long a claimed delivery stays reserved: well above the 10 s one attempt may take. */
  lockSeconds?: number;
  retryBaseMs?: number;
  maxAttempts?: number;
  now?: () => Date;
  random?: () => number;
  /** Replaces the HTTP boundary (tests). */
  post?: (options: PostOptions) => Promise<PostResult>;
}

export interface WebhookReport {
  delivered: number;
  retrying: number;
  failed: number;
}

export interface WebhookWorker {
  start(): void;
  runOnce(): Promise<WebhookReport>;
  stop(): Promise<void>;
}

/** Worth another try: no answer at all, the receiver's own trouble (5xx) or "slow down" (429). */
export const isRetryable = (result: PostResult): boolean =>
  result.outcome === 'network-error' ||
  (result.outcome === 'answered' && (result.statusCode >= 500 || result.statusCode === 429));

export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const {
    database,
    logger,
    config,
    allowPrivateTargets,
    intervalMs = 5000,
    batchSize = 10,
    lockSeconds = 60,
    retryBaseMs = 60_000,
    maxAttempts = WEBHOOK_MAX_ATTEMPTS,
    now = () => new Date(),
    random = Math.random,
    post = postWebhook,
  } = options;

  const poller = createPoller({
    intervalMs,
    logger,
    failure: 'webhook outbox poll failed',
    pass: async () => {
      const report = await runOnce();
      return report.delivered + report.retrying + report.failed >= batchSize;
    },
  });

  async function attempt(delivery: WebhookDelivery, endpoint: WebhookEndpoint): Promise<PostResult> {
    const secret = unsealWebhookSecret(config, endpoint.secretSealed);
    if (!secret) {
      return {
        outcome: 'refused',
        error: 'The signing secret cannot be opened (SESSION_SECRET has changed): rotate the secret',
        durationMs: 0,
      };
    }
    return post({
      url: endpoint.url,
      headers: { ...signWebhook(secret, delivery.messageId, now(), delivery.payload) },
      body: delivery.payload,
      allowPrivate: allowPrivateTargets,
    });
  }

  async function deliver(delivery: WebhookDelivery, endpoint: WebhookEndpoint, report: WebhookReport) {
    const startedAt = now();
    const result = await attempt(delivery, endpoint);
    let outcome: AttemptOutcome;
    if (result.outcome === 'answered' && result.statusCode >= 200 && result.statusCode < 300) {
      outcome = { kind: 'delivered' };
      report.delivered += 1;
    } else if (isRetryable(result) && delivery.attempts < maxAttempts) {
      const nextAttemptAt = new Date(
        now().getTime() + retryDelayMs(delivery.attempts, random, { baseMs: retryBaseMs }),
      );
      outcome = { kind: 'retry', nextAttemptAt };
      report.retrying += 1;
    } else {
      outcome = { kind: 'failed', exhausted: isRetryable(result) };
      report.failed += 1;
    }
    const { endpointDisabled } = await recordDeliveryAttempt(
      database,
      delivery,
      {
        startedAt,
        statusCode: result.outcome === 'answered' ? result.statusCode : null,
        durationMs: result.durationMs,
        responseExcerpt: result.outcome === 'answered' ? result.excerpt : null,
        error: result.outcome === 'answered' ? null : result.error,
      },
      outcome,
    );
    const context = {
      deliveryId: delivery.id,
      endpointId: endpoint.id,
      messageId: delivery.messageId,
      eventType: delivery.eventType,
      attempts: delivery.attempts,
      statusCode: result.outcome === 'answered' ? result.statusCode : undefined,
      error: result.outcome === 'answered' ? undefined : result.error,
    };
    if (outcome.kind === 'delivered') logger.info(context, 'webhook delivered');
    else if (outcome.kind === 'retry')
      logger.warn({ ...context, retryAt: outcome.nextAttemptAt }, 'webhook not delivered; will retry');
    else logger.error(context, 'webhook given up');
    if (endpointDisabled)
      logger.error({ endpointId: endpoint.id }, 'webhook endpoint disabled after repeated failures');
    if (outcome.kind !== 'retry') await pruneWebhookDeliveries(database, endpoint.id);
  }

  async function runOnce(): Promise<WebhookReport> {
    const report: WebhookReport = { delivered: 0, retrying: 0, failed: 0 };
    // One claim per send, right before it (docs/decisions/outbox-delivery.md: a lease only has to
    // outlast one attempt, and a stopping worker holds no claimed-but-unsent delivery).
    for (let done = 0; done < batchSize && !poller.stopping; done += 1) {
      const claimed = await claimDueWebhookDelivery(database, { now: now(), lockSeconds });
      if (!claimed) break;
      await deliver(claimed.delivery, claimed.endpoint, report);
    }
    return report;
  }

  return { start: poller.start, runOnce, stop: poller.stop };
}

/** Starts this process's webhook worker with the configured poll, lease and retry base. */
export function startWebhookDelivery(options: {
  config: Pick<Config, 'sessionSecret' | 'webhooks'>;
  database: Database;
  logger: Logger;
}): WebhookWorker {
  const { config, database, logger } = options;
  const worker = createWebhookWorker({
    database,
    logger,
    config,
    allowPrivateTargets: config.webhooks.allowPrivateTargets,
    intervalMs: config.webhooks.pollMs,
    lockSeconds: config.webhooks.leaseSeconds,
    retryBaseMs: config.webhooks.retryBaseMs,
  });
  worker.start();
  if (config.webhooks.allowPrivateTargets) {
    logger.warn('WEBHOOK_ALLOW_PRIVATE_TARGETS is on: webhooks may be sent to private and loopback addresses');
  }
  return worker;
}
