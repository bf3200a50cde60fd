/**
 * Client review requests, their comments and decisions (issue 30). A request row keeps only the
 * SHA-256 of its link's token; comments and decisions keep the version they were made on.
 */
import { type Selectable, sql } from 'kysely';
import { type ReviewDecisionKind, testimonialReviewTitle } from '../../../lib/review.ts';
import { storedInstant, toBool, toIso, toIsoOrNull } from '../mapping.ts';
import type { ReviewCommentsTable, ReviewDecisionsTable, ReviewRecordType, ReviewRequestsTable } from '../schema.ts';
import type { Database } from '../types.ts';
import { normalizeEmail } from './users.ts';

export interface ReviewRequest {
  id: string;
  recordType: ReviewRecordType;
  recordId: string;
  contactName: string;
  contactEmail: string;
  message: string | null;
  version: number;
  requestedBy: string | null;
  requestedByEmail: string;
  requestedByName: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

export interface ReviewComment {
  id: string;
  requestId: string;
  target: string;
  targetLabel: string;
  body: string;
  authorName: string;
  version: number;
  ip: string | null;
  createdAt: string;
  reply: string | null;
  repliedByEmail: string | null;
  repliedByName: string | null;
  repliedAt: string | null;
}

export interface ReviewDecisionRecord {
  id: string;
  requestId: string;
  decision: ReviewDecisionKind;
  message: string | null;
  version: number;
  reviewerName: string;
  reviewerEmail: string;
  ip: string | null;
  createdAt: string;
}

const toRequest = (row: Selectable<ReviewRequestsTable>): ReviewRequest => ({
  id: row.id,
  recordType: row.record_type,
  recordId: row.record_id,
  contactName: row.contact_name,
  contactEmail: row.contact_email,
  message: row.message,
  version: Number(row.version),
  requestedBy: row.requested_by,
  requestedByEmail: row.requested_by_email,
  requestedByName: row.requested_by_name,
  createdAt: toIso(row.created_at),
  expiresAt: toIso(row.expires_at),
  revokedAt: toIsoOrNull(row.revoked_at),
});

const toComment = (row: Selectable<ReviewCommentsTable>): ReviewComment => ({
  id: row.id,
  requestId: row.request_id,
  target: row.target,
  targetLabel: row.target_label,
  body: row.body,
  authorName: row.author_name,
  version: Number(row.version),
  ip: row.ip,
  createdAt: toIso(row.created_at),
  reply: row.reply,
  repliedByEmail: row.replied_by_email,
  repliedByName: row.replied_by_name,
  repliedAt: toIsoOrNull(row.replied_at),
});

const toDecision = (row: Selectable<ReviewDecisionsTable>): ReviewDecisionRecord => ({
  id: row.id,
  requestId: row.request_id,
  decision: row.decision,
  message: row.message,
  version: Number(row.version),
  reviewerName: row.reviewer_name,
  reviewerEmail: row.reviewer_email,
  ip: row.ip,
  createdAt: toIso(row.created_at),
});

export async function insertReviewRequest(
  database: Database,
  input: {
    recordType?: ReviewRecordType;
    recordId: string;
    contactName: string;
    contactEmail: string;
    message: string | null;
    tokenHash: string;
    version: number;
    requestedBy: { userId: string; email: string; name: string | null };
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<ReviewRequest> {
  const row = await database.db
    .insertInto('review_requests')
    .values({
      id: crypto.randomUUID(),
      record_type: input.recordType ?? 'case_study',
      record_id: input.recordId,
      contact_name: input.contactName,
      contact_email: normalizeEmail(input.contactEmail),
      message: input.message,
      token_hash: input.tokenHash,
      version: input.version,
      requested_by: input.requestedBy.userId,
      requested_by_email: input.requestedBy.email,
      requested_by_name: input.requestedBy.name,
      created_at: storedInstant(input.createdAt),
      expires_at: storedInstant(input.expiresAt),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRequest(row);
}

export async function findReviewRequestByTokenHash(
  database: Database,
  tokenHash: string,
): Promise<ReviewRequest | null> {
  const row = await database.db
    .selectFrom('review_requests')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? toRequest(row) : null;
}

export async function getReviewRequest(database: Database, id: string): Promise<ReviewRequest | null> {
  const row = await database.db.selectFrom('review_requests').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRequest(row) : null;
}

/** A record's requests, newest first. */
export async function listReviewRequests(
  database: Database,
  recordId: string,
  recordType: ReviewRecordType = 'case_study',
): Promise<ReviewRequest[]> {
  const rows = await database.db
    .selectFrom('review_requests')
    .selectAll()
    .where('record_type', '=', recordType)
    .where('record_id', '=', recordId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toRequest);
}

/** Revokes a request of this record that is not revoked yet; null when there is none. */
export async function revokeReviewRequestRow(
  database: Database,
  input: { id: string; recordId: string; at: Date },
): Promise<ReviewRequest | null> {
  const row = await database.db
    .updateTable('review_requests')
    .set({ revoked_at: storedInstant(input.at) })
    .where('id', '=', input.id)
    .where('record_id', '=', input.recordId)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row ? toRequest(row) : null;
}

export async function insertReviewComment(
  database: Database,
  input: Omit<ReviewComment, 'id' | 'reply' | 'repliedByEmail' | 'repliedByName' | 'repliedAt'>,
): Promise<ReviewComment> {
  const row = await database.db
    .insertInto('review_comments')
    .values({
      id: crypto.randomUUID(),
      request_id: input.requestId,
      target: input.target,
      target_label: input.targetLabel,
      body: input.body,
      author_name: input.authorName,
      version: input.version,
      ip: input.ip,
      created_at: storedInstant(input.createdAt),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toComment(row);
}

/** Comments of these requests, oldest first. */
export async function listReviewComments(database: Database, requestIds: readonly string[]): Promise<ReviewComment[]> {
  if (requestIds.length === 0) return [];
  const rows = await database.db
    .selectFrom('review_comments')
    .selectAll()
    .where('request_id', 'in', requestIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toComment);
}

/** Sets (or replaces) the staff reply of a comment on one of this record's requests; null when there is no such comment. */
export async function replyToReviewComment(
  database: Database,
  input: { commentId: string; recordId: string; reply: string; by: { email: string; name: string | null }; at: Date },
): Promise<ReviewComment | null> {
  const owned = database.db.selectFrom('review_requests').select('id').where('record_id', '=', input.recordId);
  const row = await database.db
    .updateTable('review_comments')
    .set({
      reply: input.reply,
      replied_by_email: input.by.email,
      replied_by_name: input.by.name,
      replied_at: storedInstant(input.at),
    })
    .where('id', '=', input.commentId)
    .where('request_id', 'in', owned)
    .returningAll()
    .executeTakeFirst();
  return row ? toComment(row) : null;
}

export async function insertReviewDecision(
  database: Database,
  input: Omit<ReviewDecisionRecord, 'id'>,
): Promise<ReviewDecisionRecord> {
  const row = await database.db
    .insertInto('review_decisions')
    .values({
      id: crypto.randomUUID(),
      request_id: input.requestId,
      decision: input.decision,
      message: input.message,
      version: input.version,
      reviewer_name: input.reviewerName,
      reviewer_email: input.reviewerEmail,
      ip: input.ip,
      created_at: storedInstant(input.createdAt),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDecision(row);
}

/** Decisions of these requests, oldest first. */
export async function listReviewDecisions(
  database: Database,
  requestIds: readonly string[],
): Promise<ReviewDecisionRecord[]> {
  if (requestIds.length === 0) return [];
  const rows = await database.db
    .selectFrom('review_decisions')
    .selectAll()
    .where('request_id', 'in', requestIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toDecision);
}

/** The record's "Client approval required" as staff set it; null when they never did (the default applies). */
export async function findApprovalSetting(
  database: Database,
  recordId: string,
  recordType: ReviewRecordType = 'case_study',
): Promise<boolean | null> {
  const row = await database.db
    .selectFrom('review_settings')
    .select('approval_required')
    .where('record_type', '=', recordType)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return row ? toBool(row.approval_required) : null;
}

export async function saveApprovalSetting(
  database: Database,
  input: { recordType?: ReviewRecordType; recordId: string; required: boolean; by: string; at: Date },
): Promise<void> {
  const values = { approval_required: input.required, updated_at: storedInstant(input.at), updated_by: input.by };
  await database.db
    .insertInto('review_settings')
    .values({ record_type: input.recordType ?? 'case_study', record_id: input.recordId, ...values })
    .onConflict((oc) => oc.columns(['record_type', 'record_id']).doUpdateSet(values))
    .execute();
}

/** The approvals given on a record, newest first (the publish gate looks for one of the content being published). */
export async function listApprovals(
  database: Database,
  recordId: string,
  recordType: ReviewRecordType = 'case_study',
): Promise<ReviewDecisionRecord[]> {
  const rows = await database.db
    .selectFrom('review_decisions')
    .innerJoin('review_requests', 'review_requests.id', 'review_decisions.request_id')
    .selectAll('review_decisions')
    .where('review_requests.record_type', '=', recordType)
    .where('review_requests.record_id', '=', recordId)
    .where('review_decisions.decision', '=', 'approved')
    .orderBy('review_decisions.created_at', 'desc')
    .execute();
  return rows.map(toDecision);
}

/**
 * Drafts due for scheduled publication at `at` whose "Client approval required" is on, locked for
 * the scheduler's change. It runs before the claim of due drafts, in the same transaction, so it
 * must take the write lock as the claim did: on SQLite a transaction that reads first and writes
 * later fails at once against another instance doing the same (both hold a read lock and neither
 * can upgrade), so it starts with a write that changes nothing; on PostgreSQL the rows are locked,
 * and rows another instance holds are left to it.
 */
export async function dueDraftsNeedingApproval(database: Database, at: string): Promise<string[]> {
  if (database.dialect === 'sqlite')
    await sql`update review_settings set record_id = record_id where 0`.execute(database.db);
  let query = database.db
    .selectFrom('case_studies')
    .innerJoin('review_settings', (join) =>
      join
        .onRef('review_settings.record_id', '=', 'case_studies.id')
        .on('review_settings.record_type', '=', 'case_study'),
    )
    .select('case_studies.id')
    .where('case_studies.status', '=', 'draft')
    .where('case_studies.publish_at', 'is not', null)
    .where('case_studies.publish_at', '<=', at)
    .where('review_settings.approval_required', '=', true);
  if (database.dialect === 'postgres') query = query.forUpdate('case_studies').skipLocked();
  const rows = await query.execute();
  return rows.map((row) => row.id);
}

/** Takes a draft off the schedule (its publication was skipped): a change of the study, so a new version. */
export async function clearScheduledPublication(database: Database, id: string, at: string): Promise<void> {
  await database.db
    .updateTable('case_studies')
    .set({ publish_at: null, updated_at: at, version: sql`version + 1` })
    .where('id', '=', id)
    .execute();
}

/** The requests and decisions of these records, for the dashboard's review states (two queries for a page of rows). */
export async function listReviewActivity(
  database: Database,
  recordIds: readonly string[],
  recordType: ReviewRecordType = 'case_study',
): Promise<{
  requests: { id: string; recordId: string; createdAt: string; expiresAt: string; revokedAt: string | null }[];
  decisions: { requestId: string; recordId: string; decision: ReviewDecisionKind; createdAt: string }[];
}> {
  if (recordIds.length === 0) return { requests: [], decisions: [] };
  const [requests, decisions] = await Promise.all([
    database.db
      .selectFrom('review_requests')
      .select(['id', 'record_id', 'created_at', 'expires_at', 'revoked_at'])
      .where('record_type', '=', recordType)
      .where('record_id', 'in', recordIds)
      .execute(),
    database.db
      .selectFrom('review_decisions')
      .innerJoin('review_requests', 'review_requests.id', 'review_decisions.request_id')
      .select([
        'review_decisions.request_id',
        'review_requests.record_id',
        'review_decisions.decision',
        'review_decisions.created_at',
      ])
      .where('review_requests.record_type', '=', recordType)
      .where('review_requests.record_id', 'in', recordIds)
      .execute(),
  ]);
  return {
    requests: requests.map((row) => ({
      id: row.id,
      recordId: row.record_id,
      createdAt: toIso(row.created_at),
      expiresAt: toIso(row.expires_at),
      revokedAt: toIsoOrNull(row.revoked_at),
    })),
    decisions: decisions.map((row) => ({
      requestId: row.request_id,
      recordId: row.record_id,
      decision: row.decision,
      createdAt: toIso(row.created_at),
    })),
  };
}

/** A client's decision as its requester's dashboard lists it (docs/decisions/client-review.md, "Client decisions"). */
export interface ClientDecisionNotice {
  id: string;
  decision: ReviewDecisionKind;
  message: string | null;
  version: number;
  reviewerName: string;
  createdAt: string;
  /** Null while the requester has not opened the record since. */
  seenAt: string | null;
  recordType: ReviewRecordType;
  recordId: string;
  /** A case study's title, or "Testimonial from <author>, <company>" (lib/review.ts, testimonialReviewTitle). */
  recordTitle: string;
}

/**
 * The newest decisions on requests `userId` sent (of case studies and testimonials that still
 * exist), and how many are unread.
 */
export async function listClientDecisionsFor(
  database: Database,
  userId: string,
  limit: number,
): Promise<{ decisions: ClientDecisionNotice[]; unread: number }> {
  const mine = database.db
    .selectFrom('review_decisions')
    .innerJoin('review_requests', 'review_requests.id', 'review_decisions.request_id')
    .leftJoin('case_studies', (join) =>
      join
        .onRef('case_studies.id', '=', 'review_requests.record_id')
        .on('review_requests.record_type', '=', 'case_study'),
    )
    .leftJoin('testimonials', (join) =>
      join
        .onRef('testimonials.id', '=', 'review_requests.record_id')
        .on('review_requests.record_type', '=', 'testimonial'),
    )
    .where('review_requests.requested_by', '=', userId)
    .where((eb) => eb.or([eb('case_studies.id', 'is not', null), eb('testimonials.id', 'is not', null)]));
  const [rows, count] = await Promise.all([
    mine
      .select([
        'review_decisions.id',
        'review_decisions.decision',
        'review_decisions.message',
        'review_decisions.version',
        'review_decisions.reviewer_name',
        'review_decisions.created_at',
        'review_decisions.seen_at',
        'review_requests.record_type',
        'review_requests.record_id',
        'case_studies.title as study_title',
        'testimonials.author_name',
        'testimonials.company',
      ])
      .orderBy('review_decisions.created_at', 'desc')
      .orderBy('review_decisions.id', 'desc')
      .limit(limit)
      .execute(),
    mine
      .select((eb) => eb.fn.countAll<number | string>().as('unread'))
      .where('review_decisions.seen_at', 'is', null)
      .executeTakeFirst(),
  ]);
  return {
    decisions: rows.map((row) => ({
      id: row.id,
      decision: row.decision,
      message: row.message,
      version: Number(row.version),
      reviewerName: row.reviewer_name,
      createdAt: toIso(row.created_at),
      seenAt: toIsoOrNull(row.seen_at),
      recordType: row.record_type,
      recordId: row.record_id,
      recordTitle:
        row.record_type === 'testimonial'
          ? testimonialReviewTitle({ authorName: row.author_name ?? '', company: row.company ?? '' })
          : (row.study_title ?? ''),
    })),
    unread: Number(count?.unread ?? 0),
  };
}

/** The requester opened the record: its decisions on their requests are read from now on. */
export async function markClientDecisionsSeen(
  database: Database,
  input: { recordType?: ReviewRecordType; recordId: string; userId: string; at: Date },
): Promise<void> {
  await database.db
    .updateTable('review_decisions')
    .set({ seen_at: storedInstant(input.at) })
    .where('seen_at', 'is', null)
    .where('request_id', 'in', (eb) =>
      eb
        .selectFrom('review_requests')
        .select('id')
        .where('record_type', '=', input.recordType ?? 'case_study')
        .where('record_id', '=', input.recordId)
        .where('requested_by', '=', input.userId),
    )
    .execute();
}
