/**
 * A record's client-review comments as CSV (issue 30): every comment with its staff reply, and every
 * decision, oldest first, one row each, from the panel's own data. Spreadsheet-safe like the inbox
 * and audit exports (app/lib/csv.ts: every field quoted, formulas defused): what a reviewer typed is
 * text to the spreadsheet too. Reviewers' own e-mail addresses stay out, as in the panel.
 */
import type { ReviewComment, ReviewDecisionRecord } from '../../.server/db/repositories/review-requests.ts';
import { toCsv } from '../../lib/csv.ts';
import type { ReviewDecisionKind } from '../../lib/review.ts';

export const REVIEW_CSV_HEADER = [
  'Kind',
  'Contact',
  'Contact e-mail',
  'Version',
  'About',
  'By',
  'Text',
  'At (UTC)',
  'Reply by',
  'Reply',
  'Replied at (UTC)',
] as const;

const KIND: Record<ReviewDecisionKind, string> = { approved: 'Approved', changes_requested: 'Changes requested' };

/** What the export reads of a request: the panel's own data (`loadReviewPanel`). */
export interface CsvRequest {
  contactName: string;
  contactEmail: string;
  comments: readonly Pick<
    ReviewComment,
    | 'targetLabel'
    | 'body'
    | 'authorName'
    | 'version'
    | 'createdAt'
    | 'reply'
    | 'repliedByName'
    | 'repliedByEmail'
    | 'repliedAt'
  >[];
  decisions: readonly Pick<ReviewDecisionRecord, 'decision' | 'message' | 'version' | 'reviewerName' | 'createdAt'>[];
}

export function reviewCommentsCsv(requests: readonly CsvRequest[]): string {
  const rows = requests.flatMap((request) => [
    ...request.comments.map((comment) => ({
      at: comment.createdAt,
      cells: [
        'Comment',
        request.contactName,
        request.contactEmail,
        comment.version,
        comment.targetLabel,
        comment.authorName,
        comment.body,
        comment.createdAt,
        comment.repliedByName ?? comment.repliedByEmail,
        comment.reply,
        comment.repliedAt,
      ],
    })),
    ...request.decisions.map((decision) => ({
      at: decision.createdAt,
      cells: [
        KIND[decision.decision],
        request.contactName,
        request.contactEmail,
        decision.version,
        'The whole study',
        decision.reviewerName,
        decision.message,
        decision.createdAt,
        null,
        null,
        null,
      ],
    })),
  ]);
  rows.sort((a, b) => a.at.localeCompare(b.at));
  return toCsv([REVIEW_CSV_HEADER, ...rows.map((row) => row.cells)]);
}
