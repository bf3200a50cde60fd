/**
 * POST /api/v1/use-cases: creates a case study from a use case sent by another system.
 *
 * Checked in this order, each failure answered as JSON `{ error }` and written to the audit log:
 * the Bearer key (401; after too many wrong keys from one address, 429 before any comparison), the key's rate limit (429 with
 * Retry-After), the body size (413), JSON (400), the Idempotency-Key (a replay answers the first
 * response; 409 while the first is running; 422 for a different body), the fields (400, SPEC 8's
 * messages), then the creation (201, 200 for an `id` this key sent before, 409 for a taken slug). Bad input
 * never gives a 500: only a failure on our side does ('Unknown error occurred').
 */
import { createHash } from 'node:crypto';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  purgeExpiredIdempotencyKeys,
  releaseIdempotencyKey,
} from '../../.server/db/repositories/idempotency-keys.ts';
import { hitRateLimit, type RateLimitResult } from '../../.server/db/repositories/rate-limits.ts';
import type { RequestInfo } from '../../.server/infrastructure/context.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import { auditIntakeCall, type IntakeAction } from './audit.server.ts';
import { jsonResponse, parseJson, readBodyCapped } from './http.server.ts';
import { INTAKE_MESSAGES } from './intake-guide-copy.ts';
import { INTAKE_SPEC_MESSAGES, MAX_BODY_BYTES } from './intake-params.ts';
import { parseUseCaseBody } from './intake-schema.ts';
import { bearerToken, type IntakePrincipal, verifyApiKey } from './keys.server.ts';
import { intakeResult, submitUseCase } from './submit.server.ts';
import { failedKeyLockout, recordFailedKey, secondsUntil } from './throttle.server.ts';

type IntakeServices = Pick<Services, 'database' | 'config' | 'logger' | 'pageCache'> &
  Partial<Pick<Services, 'metrics'>>;

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

export const retryAfterSeconds = (limit: RateLimitResult): number => secondsUntil(limit.resetAt);

function rateLimitHeaders(limit: RateLimitResult, max: number): Record<string, string> {
  return {
    'RateLimit-Limit': String(max),
    'RateLimit-Remaining': String(limit.remaining),
    'RateLimit-Reset': String(retryAfterSeconds(limit)),
  };
}

/** 1 to 255 visible ASCII characters (the IETF Idempotency-Key draft's recommendation). */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export async function handleIntakeRequest(
  request: Request,
  services: IntakeServices,
  info: Pick<RequestInfo, 'requestId' | 'ip'>,
): Promise<Response> {
  const { database, config, logger } = services;
  const limits = config.rateLimits.api;
  let principal: IntakePrincipal | null = null;
  let headers: Record<string, string> = {};
  let claimedKey: string | null = null;

  const respond = async (
    status: number,
    body: Record<string, unknown>,
    action: IntakeAction,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> => {
    await auditIntakeCall(database, logger, {
      principal,
      source: 'api',
      action,
      status,
      caseStudyId: typeof body.id === 'string' ? body.id : null,
      ...(typeof body.error === 'string' ? { error: body.error } : {}),
      requestId: info.requestId,
      ip: info.ip ?? null,
    });
    return jsonResponse(body, status, { ...headers, ...extraHeaders });
  };
  const reject = (status: number, error: string, extra: Record<string, unknown> = {}, extraHeaders = {}) =>
    respond(status, { error, ...extra }, 'intake.request_rejected', extraHeaders);

  try {
    if (request.method !== 'POST') {
      return jsonResponse({ error: INTAKE_MESSAGES.methodNotAllowed }, 405, { Allow: 'POST' });
    }

    const lockout = await failedKeyLockout(database, config, info.ip);
    if (lockout !== null) {
      services.metrics?.rateLimitRefused('intake_key');
      return reject(429, INTAKE_MESSAGES.rateLimited(lockout), {}, { 'Retry-After': String(lockout) });
    }
    principal = await verifyApiKey(database, config, bearerToken(request));
    if (!principal) {
      await recordFailedKey(database, config, info.ip);
      return reject(401, INTAKE_SPEC_MESSAGES.invalidApiKey, {}, { 'WWW-Authenticate': 'Bearer realm="intake"' });
    }

    const limit = await hitRateLimit(database, `intake:${principal.id}`, limits);
    headers = rateLimitHeaders(limit, limits.limit);
    if (!limit.allowed) {
      services.metrics?.rateLimitRefused('intake');
      const seconds = retryAfterSeconds(limit);
      return reject(429, INTAKE_MESSAGES.rateLimited(seconds), {}, { 'Retry-After': String(seconds) });
    }

    const body = await readBodyCapped(request, MAX_BODY_BYTES);
    if (!body.ok) {
      return body.reason === 'too_large'
        ? reject(413, INTAKE_MESSAGES.bodyTooLarge)
        : reject(400, INTAKE_MESSAGES.unreadableBody);
    }
    const json = parseJson(body.text);
    if (!json.ok) return reject(400, INTAKE_MESSAGES.invalidJson);

    const idempotencyKey = request.headers.get('Idempotency-Key');
    const fingerprint = sha256(body.text);
    if (idempotencyKey !== null) {
      if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) return reject(400, INTAKE_MESSAGES.idempotencyInvalid);
      const storeKey = `api:${principal.id}:${sha256(idempotencyKey)}`;
      const claim = await claimIdempotencyKey(database, storeKey, fingerprint);
      if (claim.outcome === 'replay') {
        const replayed = claim.response.body as Record<string, unknown>;
        return respond(claim.response.status, replayed, 'intake.request_replayed', { 'Idempotent-Replayed': 'true' });
      }
      if (claim.outcome === 'in_progress') return reject(409, INTAKE_MESSAGES.idempotencyInProgress);
      if (claim.outcome === 'mismatch') return reject(422, INTAKE_MESSAGES.idempotencyMismatch);
      claimedKey = storeKey;
      // Housekeeping that needs no schedule: every new key sweeps out expired ones.
      await purgeExpiredIdempotencyKeys(database);
    }

    const finish = async (status: number, responseBody: Record<string, unknown>, action: IntakeAction) => {
      if (claimedKey) await completeIdempotencyKey(database, claimedKey, fingerprint, { status, body: responseBody });
      claimedKey = null;
      return respond(status, responseBody, action);
    };

    const parsed = parseUseCaseBody(json.value);
    if (!parsed.ok) {
      return finish(
        400,
        { error: parsed.message, ...(parsed.field ? { field: parsed.field } : {}) },
        'intake.request_rejected',
      );
    }

    const outcome = await submitUseCase(services, principal, parsed.value);
    switch (outcome.kind) {
      case 'created':
        return finish(201, { ...intakeResult(outcome.caseStudy, config.publicUrl) }, 'intake.case_study_created');
      case 'existing':
        return finish(200, { ...intakeResult(outcome.caseStudy, config.publicUrl) }, 'intake.case_study_existing');
      case 'slug_taken':
        return finish(409, { error: INTAKE_MESSAGES.slugTaken(outcome.slug) }, 'intake.request_rejected');
      case 'approval_required':
        return finish(409, { error: outcome.reason, field: 'status' }, 'intake.request_rejected');
    }
  } catch (error) {
    logger.error({ err: error, requestId: info.requestId }, 'intake request failed');
    if (claimedKey) await releaseIdempotencyKey(database, claimedKey).catch(() => {});
    return respond(500, { error: INTAKE_SPEC_MESSAGES.unknownError }, 'intake.request_rejected').catch(() =>
      jsonResponse({ error: INTAKE_SPEC_MESSAGES.unknownError }, 500),
    );
  }
}
