/**
 * Outgoing webhooks (issue 20; docs/decisions/webhooks.md): endpoints, and the webhook outbox.
 * An event's deliveries are written in the transaction that stores its record, one row per
 * subscribed endpoint with the body frozen; workers (one per app instance) claim one due delivery at
 * a time with a lease, as the e-mail outbox does (docs/decisions/outbox-delivery.md), so two
 * instances never send the same row at once and a crashed worker's row is sent again after its lease.
 */
import { type Selectable, sql } from 'kysely';
import {
  DELIVERY_LOG_SIZE,
  isWebhookEvent,
  TEST_EVENT,
  type WebhookAttempt,
  type WebhookDeliveryStatus,
  type WebhookDisabledReason,
  type WebhookEvent,
  webhookBody,
} from '../../../lib/webhooks/events.ts';
import { newMessageId } from '../../webhooks/signing.ts';
import { fromJson, now, storedInstant, toBool, toInt, toIso, toIsoOrNull, toJson } from '../mapping.ts';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from '../schema.ts';
import type { Database } from '../types.ts';

export interface WebhookEndpoint {
  id: string;
  url: string;
  events: WebhookEvent[];
  secretSealed: string;
  enabled: boolean;
  disabledAt: string | null;
  disabledReason: WebhookDisabledReason | null;
  consecutiveFailures: number;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  secretRotatedAt: string;
}

export interface WebhookDelivery {
  id: string;
  endpointId: string;
  messageId: string;
  eventType: string;
  payload: string;
  status: WebhookDeliveryStatus;
  /** Attempts so far, counting the one a claim has just started. */
  attempts: number;
  nextAttemptAt: string;
  lockedUntil: string | null;
  lastStatusCode: number | null;
  lastDurationMs: number | null;
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
}

const rowToEndpoint = (row: Selectable<WebhookEndpointsTable>): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  // A subscription to an event this version no longer sends is dropped, not shown.
  events: fromJson<string[]>(row.events, []).filter(isWebhookEvent),
  secretSealed: row.secret_sealed,
  enabled: toBool(row.enabled),
  disabledAt: toIsoOrNull(row.disabled_at),
  disabledReason: row.disabled_reason,
  consecutiveFailures: toInt(row.consecutive_failures),
  createdBy: row.created_by,
  createdAt: toIso(row.created_at),
  updatedAt: toIso(row.updated_at),
  secretRotatedAt: toIso(row.secret_rotated_at),
});

const rowToDelivery = (row: Selectable<WebhookDeliveriesTable>): WebhookDelivery => ({
  id: row.id,
  endpointId: row.endpoint_id,
  messageId: row.message_id,
  eventType: row.event_type,
  payload: row.payload,
  status: row.status,
  attempts: toInt(row.attempts),
  nextAttemptAt: toIso(row.next_attempt_at),
  lockedUntil: toIsoOrNull(row.locked_until),
  lastStatusCode: row.last_status_code === null ? null : toInt(row.last_status_code),
  lastDurationMs: row.last_duration_ms === null ? null : toInt(row.last_duration_ms),
  lastError: row.last_error,
  createdAt: toIso(row.created_at),
  finishedAt: toIsoOrNull(row.finished_at),
});

// ---------------------------------------------------------------------------------------------
// Endpoints

export async function createWebhookEndpoint(
  database: Database,
  input: { url: string; events: readonly WebhookEvent[]; secretSealed: string; createdBy: string | null },
): Promise<WebhookEndpoint> {
  const at = now();
  const row = await database.db
    .insertInto('webhook_endpoints')
    .values({
      id: crypto.randomUUID(),
      url: input.url,
      events: toJson(input.events),
      secret_sealed: input.secretSealed,
      enabled: true,
      created_by: input.createdBy,
      created_at: at,
      updated_at: at,
      secret_rotated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToEndpoint(row);
}

export async function listWebhookEndpoints(database: Database): Promise<WebhookEndpoint[]> {
  const rows = await database.db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(rowToEndpoint);
}

export async function getWebhookEndpoint(database: Database, id: string): Promise<WebhookEndpoint | null> {
  const row = await database.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? rowToEndpoint(row) : null;
}

export async function updateWebhookEndpoint(
  database: Database,
  id: string,
  input: { url: string; events: readonly WebhookEvent[] },
): Promise<WebhookEndpoint | null> {
  const row = await database.db
    .updateTable('webhook_endpoints')
    .set({ url: input.url, events: toJson(input.events), updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? rowToEndpoint(row) : null;
}

export async function setWebhookEndpointSecret(database: Database, id: string, secretSealed: string): Promise<boolean> {
  const at = now();
  const result = await database.db
    .updateTable('webhook_endpoints')
    .set({ secret_sealed: secretSealed, secret_rotated_at: at, updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Enabling clears the failure count, so one more failure does not switch it off again at once. */
export async function setWebhookEndpointEnabled(
  database: Database,
  id: string,
  enabled: boolean,
  when: string = now(),
): Promise<boolean> {
  const at = storedInstant(when);
  const result = await database.db
    .updateTable('webhook_endpoints')
    .set(
      enabled
        ? { enabled: true, disabled_at: null, disabled_reason: null, consecutive_failures: 0, updated_at: at }
        : { enabled: false, disabled_at: at, disabled_reason: 'staff', updated_at: at },
    )
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Switches off every endpoint `userId` added (their deactivation), with the reason the studio shows;
 * returns how many were enabled. Endpoints already off take the reason too, so re-enabling one asks
 * for a new secret first (app/features/webhooks/webhooks.server.ts).
 */
export async function disableWebhookEndpointsCreatedBy(
  database: Database,
  userId: string,
  at: string = now(),
): Promise<number> {
  const enabled = await database.db
    .updateTable('webhook_endpoints')
    .set({ enabled: false, disabled_at: at, disabled_reason: 'owner_deactivated', updated_at: at })
    .where('created_by', '=', userId)
    .where('enabled', '=', true)
    .executeTakeFirst();
  await database.db
    .updateTable('webhook_endpoints')
    .set({ disabled_reason: 'owner_deactivated', updated_at: at })
    .where('created_by', '=', userId)
    .where('enabled', '=', false)
    .where('disabled_reason', '!=', 'owner_deactivated')
    .execute();
  return Number(enabled.numUpdatedRows);
}

/** Enabled endpoints per adding account, by account id (what deactivating each would disable). */
export async function countEnabledWebhookEndpointsByCreator(database: Database): Promise<Map<string, number>> {
  const rows = await database.db
    .selectFrom('webhook_endpoints')
    .select((eb) => ['created_by', eb.fn.countAll<number>().as('count')])
    .where('enabled', '=', true)
    .where('created_by', 'is not', null)
    .groupBy('created_by')
    .execute();
  return new Map(rows.map((row) => [row.created_by ?? '', Number(row.count)]));
}

/** Deletes an endpoint with its deliveries and their attempts (foreign keys cascade). */
export async function deleteWebhookEndpoint(database: Database, id: string): Promise<boolean> {
  const result = await database.db.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// ---------------------------------------------------------------------------------------------
// Queueing

async function insertDelivery(
  database: Database,
  input: { endpointId: string; messageId: string; eventType: string; payload: string; at: string },
): Promise<WebhookDelivery> {
  const row = await database.db
    .insertInto('webhook_deliveries')
    .values({
      id: crypto.randomUUID(),
      endpoint_id: input.endpointId,
      message_id: input.messageId,
      event_type: input.eventType,
      payload: input.payload,
      next_attempt_at: input.at,
      created_at: input.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToDelivery(row);
}

/**
 * Queues an event for every enabled endpoint that subscribes to it: one message (one webhook-id, one
 * body) delivered to each. Call it inside the transaction that stores the record (a scoped Database):
 * then the record and its deliveries exist together or not at all. Returns the deliveries queued.
 */
export async function enqueueWebhookEvent(
  database: Database,
  type: WebhookEvent,
  data: unknown,
  options: { now?: string } = {},
): Promise<WebhookDelivery[]> {
  const endpoints = await database.db
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where('enabled', '=', true)
    .execute();
  const subscribed = endpoints.filter((endpoint) => fromJson<string[]>(endpoint.events, []).includes(type));
  if (subscribed.length === 0) return [];
  const at = options.now === undefined ? now() : storedInstant(options.now);
  const messageId = newMessageId();
  const payload = webhookBody(type, data, at);
  const queued: WebhookDelivery[] = [];
  for (const endpoint of subscribed) {
    queued.push(await insertDelivery(database, { endpointId: endpoint.id, messageId, eventType: type, payload, at }));
  }
  return queued;
}

/** "Send test event": a `webhook.test` message to this endpoint alone. */
export async function enqueueTestDelivery(
  database: Database,
  endpoint: Pick<WebhookEndpoint, 'id' | 'url'>,
): Promise<WebhookDelivery> {
  const at = now();
  return insertDelivery(database, {
    endpointId: endpoint.id,
    messageId: newMessageId(),
    eventType: TEST_EVENT,
    payload: webhookBody(TEST_EVENT, { endpointId: endpoint.id, url: endpoint.url, message: 'A test event' }, at),
    at,
  });
}

/**
 * "Redeliver": the same message again (same webhook-id and body, so a receiver that has it already
 * can recognise it) as a new delivery with its own attempts. Null when the delivery is not this endpoint's.
 */
export async function redeliverWebhook(
  database: Database,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery | null> {
  const original = await database.db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('id', '=', deliveryId)
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirst();
  if (!original) return null;
  return insertDelivery(database, {
    endpointId,
    messageId: original.message_id,
    eventType: original.event_type,
    payload: original.payload,
    at: now(),
  });
}

// ---------------------------------------------------------------------------------------------
// Delivering

/**
 * Leases the most overdue delivery of an enabled endpoint for `lockSeconds` and returns it with its
 * endpoint. One statement, as the e-mail outbox's claim: `for update skip locked` on PostgreSQL, the
 * single writer on SQLite. A disabled endpoint's deliveries wait, and go once it is enabled again.
 */
export async function claimDueWebhookDelivery(
  database: Database,
  options: { now?: Date; lockSeconds: number },
): Promise<{ delivery: WebhookDelivery; endpoint: WebhookEndpoint } | null> {
  const at = options.now ?? new Date();
  const current = storedInstant(at);
  const lockedUntil = storedInstant(at.getTime() + options.lockSeconds * 1000);
  let due = database.db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', current)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', current)]))
    .where('endpoint_id', 'in', (eb) => eb.selectFrom('webhook_endpoints').select('id').where('enabled', '=', true))
    .orderBy('next_attempt_at')
    .limit(1);
  if (database.dialect === 'postgres') due = due.forUpdate().skipLocked();

  const row = await database.db
    .updateTable('webhook_deliveries')
    .set((eb) => ({ locked_until: lockedUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due)
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  const endpoint = await getWebhookEndpoint(database, row.endpoint_id);
  return endpoint ? { delivery: rowToDelivery(row), endpoint } : null;
}

export type AttemptOutcome =
  | { kind: 'delivered' }
  | { kind: 'retry'; nextAttemptAt: Date }
  /** Given up; `exhausted` when it was the last retry (the endpoint has failed for about a day). */
  | { kind: 'failed'; exhausted: boolean };

export interface AttemptRecord {
  startedAt: Date;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

/**
 * Records one attempt and its outcome: the attempt's log row, the delivery's state (only while it is
 * still pending: a worker whose lease ran out must not undo what another has since recorded) and the
 * endpoint's failure count. Returns the endpoint's failures in a row when this attempt settled its
 * delivery as failed on an enabled endpoint (null otherwise), for the policy that switches endpoints
 * off (app/.server/webhooks/endpoint-health.ts). Run it in that policy's transaction.
 */
export async function recordWebhookAttempt(
  database: Database,
  delivery: Pick<WebhookDelivery, 'id' | 'endpointId' | 'attempts'>,
  attempt: AttemptRecord,
  outcome: AttemptOutcome,
): Promise<{ failuresInARow: number | null }> {
  const { db } = database;
  const at = storedInstant(attempt.startedAt.getTime() + attempt.durationMs);
  await db
    .insertInto('webhook_attempts')
    .values({
      id: crypto.randomUUID(),
      delivery_id: delivery.id,
      attempt: delivery.attempts,
      started_at: storedInstant(attempt.startedAt),
      status_code: attempt.statusCode,
      duration_ms: attempt.durationMs,
      response_excerpt: attempt.responseExcerpt,
      error: attempt.error,
    })
    .execute();
  const last = {
    locked_until: null,
    last_status_code: attempt.statusCode,
    last_duration_ms: attempt.durationMs,
    last_error: attempt.error,
  };
  const updated = await db
    .updateTable('webhook_deliveries')
    .set(
      outcome.kind === 'retry'
        ? { ...last, next_attempt_at: storedInstant(outcome.nextAttemptAt) }
        : { ...last, status: outcome.kind, finished_at: at },
    )
    .where('id', '=', delivery.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n || outcome.kind === 'retry') return { failuresInARow: null };

  if (outcome.kind === 'delivered') {
    await db
      .updateTable('webhook_endpoints')
      .set({ consecutive_failures: 0 })
      .where('id', '=', delivery.endpointId)
      .execute();
    return { failuresInARow: null };
  }
  const endpoint = await db
    .updateTable('webhook_endpoints')
    .set({ consecutive_failures: sql`consecutive_failures + 1` })
    .where('id', '=', delivery.endpointId)
    .returning(['consecutive_failures', 'enabled'])
    .executeTakeFirst();
  if (!endpoint || !toBool(endpoint.enabled)) return { failuresInARow: null };
  return { failuresInARow: toInt(endpoint.consecutive_failures) };
}

/** Switches an endpoint off after repeated failures; returns its URL (null when it is gone). */
export async function disableFailingWebhookEndpoint(
  database: Database,
  id: string,
  at: string,
): Promise<string | null> {
  const stored = storedInstant(at);
  const disabled = await database.db
    .updateTable('webhook_endpoints')
    .set({ enabled: false, disabled_at: stored, disabled_reason: 'failures', updated_at: stored })
    .where('id', '=', id)
    .returning(['url'])
    .executeTakeFirst();
  return disabled?.url ?? null;
}

/** Keeps an endpoint's newest DELIVERY_LOG_SIZE deliveries (and any still pending); older ones go. */
export async function pruneWebhookDeliveries(database: Database, endpointId: string): Promise<number> {
  const newest = database.db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(DELIVERY_LOG_SIZE);
  const result = await database.db
    .deleteFrom('webhook_deliveries')
    .where('endpoint_id', '=', endpointId)
    .where('status', '!=', 'pending')
    .where('id', 'not in', (eb) => eb.selectFrom(newest.as('newest')).select('newest.id'))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---------------------------------------------------------------------------------------------
// The studio's log and the metrics

export interface DeliveryLogEntry extends Omit<WebhookDelivery, 'payload'> {
  attemptLog: WebhookAttempt[];
}

/** An endpoint's newest deliveries with every attempt of each: two queries, whatever the count. */
export async function listWebhookDeliveries(
  database: Database,
  endpointId: string,
  limit = DELIVERY_LOG_SIZE,
): Promise<DeliveryLogEntry[]> {
  const rows = await database.db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const attempts = await database.db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where(
      'delivery_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('delivery_id')
    .orderBy('attempt')
    .execute();
  const byDelivery = new Map<string, WebhookAttempt[]>();
  for (const row of attempts) {
    const list = byDelivery.get(row.delivery_id) ?? [];
    list.push({
      attempt: toInt(row.attempt),
      startedAt: toIso(row.started_at),
      statusCode: row.status_code === null ? null : toInt(row.status_code),
      durationMs: toInt(row.duration_ms),
      responseExcerpt: row.response_excerpt,
      error: row.error,
    });
    byDelivery.set(row.delivery_id, list);
  }
  return rows.map((row) => {
    const { payload: _payload, ...delivery } = rowToDelivery(row);
    return { ...delivery, attemptLog: byDelivery.get(row.id) ?? [] };
  });
}

export interface WebhookQueueStats {
  /** Deliveries waiting (due now or retrying later), of enabled and disabled endpoints alike. */
  depth: number;
  /** Age of the oldest waiting delivery, 0 when none waits. */
  oldestAgeSeconds: number;
  /** Deliveries given up for good (kept in the log: the newest 100 per endpoint). */
  failed: number;
}

/** The webhook outbox at a glance, for metrics and health checks. */
export async function webhookQueueStats(database: Database, at: Date = new Date()): Promise<WebhookQueueStats> {
  const row = await database.db
    .selectFrom('webhook_deliveries')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('status', '=', 'pending').then(1).else(0).end()).as('depth'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'failed').then(1).else(0).end()).as('failed'),
      eb.fn.min(eb.case().when('status', '=', 'pending').then(eb.ref('created_at')).else(null).end()).as('oldest'),
    ])
    .executeTakeFirstOrThrow();
  const oldest = row.oldest as Date | string | null;
  return {
    depth: toInt(row.depth),
    failed: toInt(row.failed),
    oldestAgeSeconds: oldest ? Math.max(0, Math.floor((at.getTime() - Date.parse(toIso(oldest))) / 1000)) : 0,
  };
}
