/**
 * The /webhook-api page on the server. A GET validates and previews (a dry run: links are
 * prefetched and crawled, so a GET never creates anything); the page's 'Create use case' button
 * POSTs to the same URL, and the action reads the grant and the fields from that URL's query string
 * and validates everything again. The key itself is only read here, on the request that carries it,
 * which is redirected straight away to an address without it (see grant.ts).
 */

import { isSlugTaken } from '../../.server/db/repositories/case-studies.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
} from '../../.server/db/repositories/idempotency-keys.ts';
import { hitRateLimit } from '../../.server/db/repositories/rate-limits.ts';
import type { RequestInfo } from '../../.server/infrastructure/context.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import { retryAfterSeconds } from './api.server.ts';
import { auditIntakeCall, type IntakeAction } from './audit.server.ts';
import { CONTROL_PARAMS, canonicalParams, issueGrant, redeemGrant } from './grant.server.ts';
import { INTAKE_MESSAGES } from './intake-guide-copy.ts';
import { parseResult, toCaseStudyInput } from './intake-mapping.ts';
import type { FailureCode, IntakePageResult, IntakePageState, UseCasePreview } from './intake-page.ts';
import { INTAKE_SPEC_MESSAGES, type UseCaseSubmission } from './intake-params.ts';
import { parseUseCaseQuery, USE_CASE_FIELDS } from './intake-schema.ts';
import { type IntakePrincipal, verifyApiKey } from './keys.server.ts';
import { existingSubmission, type IntakeResult, intakeResult, submitUseCase } from './submit.server.ts';
import { failedKeyLockout, recordFailedKey } from './throttle.server.ts';

export type { IntakePageState };

type PageServices = Pick<Services, 'database' | 'config' | 'logger' | 'pageCache'> & Partial<Pick<Services, 'metrics'>>;

const failure = (code: FailureCode, message: string, field?: string): IntakePageState => ({
  view: 'failure',
  code,
  message,
  ...(field ? { field } : {}),
});

const HTTP_STATUS: Record<FailureCode, number> = {
  invalid_api_key: 401,
  missing_fields: 400,
  invalid_category: 400,
  invalid_field: 400,
  slug_taken: 409,
  approval_required: 409,
  rate_limited: 429,
  unknown: 500,
};

export const statusOf = (state: IntakePageState): number => (state.view === 'failure' ? HTTP_STATUS[state.code] : 200);

export function toPreview(submission: UseCaseSubmission): UseCasePreview {
  const input = toCaseStudyInput(submission).caseStudy;
  return {
    title: submission.title,
    subtitle: submission.subtitle,
    industry: submission.industry,
    clientName: input.clientName,
    category: submission.category,
    description: submission.description,
    imageSrc: submission.imageSrc,
    imageAlt: input.mainImageAlt ?? submission.title,
    imageIsLocal: submission.imageSrc.startsWith('/'),
    results: submission.results.map(parseResult),
    chipColor: submission.chipColor,
    featured: submission.featured,
    status: submission.status,
    slug: submission.slug,
    externalId: submission.externalId,
    technology: input.technologyUsed,
    tags: input.tags,
  };
}

function pageResult(result: IntakeResult, title: string): IntakePageResult {
  return {
    id: result.id,
    slug: result.slug,
    status: result.status,
    message: result.message,
    title,
    path: result.status === 'published' ? `/use-cases/${result.slug}` : `/admin/case-studies/simple-edit/${result.id}`,
  };
}

/** Who the page's URL speaks for: its `grant` (see grant.ts), or an `api_key` sent straight to the action. */
async function principalOf(
  services: PageServices,
  params: URLSearchParams,
  ip: string | undefined,
): Promise<{ principal: IntakePrincipal } | { state: IntakePageState }> {
  const { database, config } = services;
  if (params.has('api_key')) {
    const lockout = await failedKeyLockout(database, config, ip);
    if (lockout !== null) {
      services.metrics?.rateLimitRefused('intake_key');
      return { state: failure('rate_limited', INTAKE_MESSAGES.rateLimited(lockout)) };
    }
    const principal = await verifyApiKey(database, config, params.get('api_key'));
    if (principal) return { principal };
    await recordFailedKey(database, config, ip);
    return { state: failure('invalid_api_key', INTAKE_SPEC_MESSAGES.invalidApiKey) };
  }
  const principal = await redeemGrant(database, config, params.get('grant'), params);
  return principal ? { principal } : { state: failure('invalid_api_key', INTAKE_SPEC_MESSAGES.invalidApiKey) };
}

const INTAKE_PARAMS: readonly string[] = [...CONTROL_PARAMS, ...USE_CASE_FIELDS];

/**
 * A visit that asks for no use case: the address from the README or a link to the guide (tracking
 * parameters such as utm_source included). There is nothing to authenticate, so it is no failure.
 */
const asksForNothing = (params: URLSearchParams): boolean => {
  for (const name of params.keys()) if (INTAKE_PARAMS.includes(name)) return false;
  return true;
};

const addressOf = (pathname: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
};

export type PreviewOutcome = { redirect: string } | { state: IntakePageState };

/**
 * The loader. A URL with `api_key` is checked and redirected at once to the same address without
 * the key (with a grant when it was right), so the page is never rendered with the key in its
 * address. Without any intake parameter it is the integration guide alone. Otherwise: validation and a
 * preview, or the earlier result of an id the same key sent. A GET creates nothing.
 */
export async function previewUseCase(
  request: Request,
  services: PageServices,
  info: Pick<RequestInfo, 'ip'>,
): Promise<PreviewOutcome> {
  const { database, config } = services;
  const url = new URL(request.url);
  const params = url.searchParams;

  if (asksForNothing(params)) return { state: { view: 'guide' } };

  if (params.has('api_key')) {
    const next = new URLSearchParams(params);
    for (const name of CONTROL_PARAMS) next.delete(name);
    const lockout = await failedKeyLockout(database, config, info.ip);
    if (lockout !== null) {
      services.metrics?.rateLimitRefused('intake_key');
      next.set('throttled', String(lockout));
    } else {
      const principal = await verifyApiKey(database, config, params.get('api_key'));
      if (principal) next.set('grant', issueGrant(config, principal, next));
      else await recordFailedKey(database, config, info.ip);
    }
    return { redirect: addressOf(url.pathname, next) };
  }

  const throttled = Number(params.get('throttled'));
  if (params.has('throttled') && Number.isInteger(throttled) && throttled > 0 && throttled <= 86_400) {
    return { state: failure('rate_limited', INTAKE_MESSAGES.rateLimited(throttled)) };
  }

  const principal = await redeemGrant(database, config, params.get('grant'), params);
  if (!principal) return { state: failure('invalid_api_key', INTAKE_SPEC_MESSAGES.invalidApiKey) };

  const parsed = parseUseCaseQuery(params);
  if (!parsed.ok) {
    return {
      state: failure(parsed.code === 'invalid_body' ? 'invalid_field' : parsed.code, parsed.message, parsed.field),
    };
  }

  const existing = await existingSubmission(database, principal, parsed.value);
  if (existing) {
    return {
      state: { view: 'existing', result: pageResult(intakeResult(existing, config.publicUrl), existing.title) },
    };
  }
  // Say so now rather than after the button press.
  if (await isSlugTaken(database, parsed.value.slug)) {
    return { state: failure('slug_taken', INTAKE_MESSAGES.slugTaken(parsed.value.slug), 'title') };
  }
  return { state: { view: 'preview', useCase: toPreview(parsed.value), submissionId: crypto.randomUUID() } };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The action: the key and fields again from the URL, then the creation. The form's submission id
 * makes a double click or a reload of the result page return the first result.
 */
export async function createUseCaseFromPage(
  request: Request,
  services: PageServices,
  info: Pick<RequestInfo, 'ip' | 'requestId'>,
): Promise<IntakePageState> {
  const { database, config, logger } = services;
  const params = new URL(request.url).searchParams;
  let principal: IntakePrincipal | null = null;
  let claimedKey: string | null = null;

  const audit = (state: IntakePageState, action: IntakeAction) =>
    auditIntakeCall(database, logger, {
      principal,
      source: 'page',
      action,
      status: statusOf(state),
      caseStudyId: state.view === 'created' || state.view === 'existing' ? state.result.id : null,
      ...(state.view === 'failure' ? { error: state.message } : {}),
      requestId: info.requestId,
      ip: info.ip ?? null,
    });
  const done = async (state: IntakePageState, action: IntakeAction = 'intake.request_rejected') => {
    await audit(state, action);
    return state;
  };

  try {
    const key = await principalOf(services, params, info.ip);
    if ('state' in key) return done(key.state);
    principal = key.principal;

    const limit = await hitRateLimit(database, `intake:${principal.id}`, config.rateLimits.api);
    if (!limit.allowed) {
      services.metrics?.rateLimitRefused('intake');
      return done(failure('rate_limited', INTAKE_MESSAGES.rateLimited(retryAfterSeconds(limit))));
    }

    const parsed = parseUseCaseQuery(params);
    if (!parsed.ok) {
      return done(
        failure(parsed.code === 'invalid_body' ? 'invalid_field' : parsed.code, parsed.message, parsed.field),
      );
    }

    const form = await request.formData().catch(() => null);
    const submissionId = String(form?.get('submission') ?? '');
    const fingerprint = canonicalParams(params);
    if (UUID_PATTERN.test(submissionId)) {
      const storeKey = `page:${submissionId}`;
      const claim = await claimIdempotencyKey(database, storeKey, fingerprint);
      if (claim.outcome === 'replay') return done(claim.response.body as IntakePageState, 'intake.request_replayed');
      if (claim.outcome === 'claimed') claimedKey = storeKey;
    }

    const outcome = await submitUseCase(services, principal, parsed.value);
    let state: IntakePageState;
    let action: IntakeAction;
    if (outcome.kind === 'slug_taken') {
      state = failure('slug_taken', INTAKE_MESSAGES.slugTaken(outcome.slug), 'title');
      action = 'intake.request_rejected';
    } else if (outcome.kind === 'approval_required') {
      state = failure('approval_required', outcome.reason, 'status');
      action = 'intake.request_rejected';
    } else {
      const result = pageResult(intakeResult(outcome.caseStudy, config.publicUrl), outcome.caseStudy.title);
      state = outcome.kind === 'created' ? { view: 'created', result } : { view: 'existing', result };
      action = outcome.kind === 'created' ? 'intake.case_study_created' : 'intake.case_study_existing';
    }
    if (claimedKey)
      await completeIdempotencyKey(database, claimedKey, fingerprint, { status: statusOf(state), body: state });
    return done(state, action);
  } catch (error) {
    logger.error({ err: error, requestId: info.requestId }, 'use-case creation from /webhook-api failed');
    if (claimedKey) await releaseIdempotencyKey(database, claimedKey).catch(() => {});
    const state = failure('unknown', INTAKE_SPEC_MESSAGES.unknownError);
    await audit(state, 'intake.request_rejected').catch(() => {});
    return state;
  }
}
