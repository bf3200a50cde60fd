/**
 * Creating a case study from a validated use case, shared by the API and the /webhook-api page.
 * A repeated external id returns the case study it created the first time for the same key: ids are
 * the caller's own, so another key's same id is a new study (and never shows the first key's draft).
 * The environment key is one key whatever its value ('env'), so changing WEBHOOK_API_KEY keeps its
 * ids; a studio key replaced by a new one starts afresh, as a different caller would.
 * A taken slug is a conflict, never a second study at the same address. The study is created as
 * any other is (app/.server/changes/case-studies.ts): publishing it refreshes the public pages.
 */

import { createCaseStudy } from '../../.server/changes/case-studies.ts';
import { ClientApprovalRequired } from '../../.server/changes/reviews.ts';
import { findCaseStudyByExternalId, isSlugTaken } from '../../.server/db/repositories/case-studies.ts';
import { isUniqueViolation } from '../../.server/db/repositories/unique-violation.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import type { CaseStudy } from '../../lib/case-study.ts';
import { toCaseStudyInput } from './intake-mapping.ts';
import { createdMessage, type UseCaseSubmission } from './intake-params.ts';
import type { IntakePrincipal } from './keys.server.ts';

export type SubmitOutcome =
  | { kind: 'created'; caseStudy: CaseStudy }
  /** The key used this external id before: this is the case study that submission created. */
  | { kind: 'existing'; caseStudy: CaseStudy }
  | { kind: 'slug_taken'; slug: string }
  /** Asked to publish a study that names its client: it needs the client's approval first (nothing created). */
  | { kind: 'approval_required'; reason: string };

export interface SubmitServices {
  database: Services['database'];
  logger?: Pick<Services['logger'], 'error'>;
  pageCache: Pick<Services['pageCache'], 'invalidate'>;
}

/** The study this key created with the submission's external id, if it has one. */
export async function existingSubmission(
  database: SubmitServices['database'],
  principal: Pick<IntakePrincipal, 'id'>,
  submission: Pick<UseCaseSubmission, 'externalId'>,
): Promise<CaseStudy | null> {
  return submission.externalId ? findCaseStudyByExternalId(database, principal.id, submission.externalId) : null;
}

/**
 * The slug is in use: by this same submission, created by a concurrent request with the same id
 * between our checks (a repeat, answered as such), or by another case study.
 */
async function slugInUse(
  services: SubmitServices,
  principal: Pick<IntakePrincipal, 'id'>,
  submission: UseCaseSubmission,
): Promise<SubmitOutcome> {
  const raced = await existingSubmission(services.database, principal, submission);
  return raced ? { kind: 'existing', caseStudy: raced } : { kind: 'slug_taken', slug: submission.slug };
}

export async function submitUseCase(
  services: SubmitServices,
  principal: Pick<IntakePrincipal, 'id' | 'name'>,
  submission: UseCaseSubmission,
): Promise<SubmitOutcome> {
  const existing = await existingSubmission(services.database, principal, submission);
  if (existing) return { kind: 'existing', caseStudy: existing };
  if (await isSlugTaken(services.database, submission.slug)) return slugInUse(services, principal, submission);

  try {
    // Its audit entry says how the call went (intake.case_study_created, by the caller: ./audit.server.ts).
    const { caseStudy } = await createCaseStudy(services, toCaseStudyInput(submission), {
      intakeKeyId: principal.id,
      by: { actor: `intake key ${principal.name}` },
      kind: 'intake',
      // A study that names its client starts needing their approval (docs/decisions/client-review.md).
      approvalRequired: submission.clientName !== null,
    });
    return { kind: 'created', caseStudy };
  } catch (error) {
    if (error instanceof ClientApprovalRequired) return { kind: 'approval_required', reason: error.reason };
    // Another request got there between our checks and the insert.
    if (!isUniqueViolation(error)) throw error;
    return slugInUse(services, principal, submission);
  }
}

/** What the API answers (and the page shows) about a created or existing case study. */
export interface IntakeResult {
  id: string;
  slug: string;
  status: CaseStudy['status'];
  url: string;
  message: string;
}

export function intakeResult(caseStudy: CaseStudy, publicUrl: string): IntakeResult {
  return {
    id: caseStudy.id,
    slug: caseStudy.slug,
    status: caseStudy.status,
    url: `${publicUrl}/use-cases/${caseStudy.slug}`,
    message: createdMessage(caseStudy.title, caseStudy.id),
  };
}
