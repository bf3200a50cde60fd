/**
 * GET /admin/case-studies/review/{id}/comments.csv (issue 30): the study's client-review comments,
 * replies and decisions as a spreadsheet-safe CSV, downloaded from its Client review panel. Admin and
 * Editor only (app/lib/studio-access.ts); audited like the other exports.
 */
import { data } from 'react-router';
import { assertNotCrossSite } from '../../.server/auth/csrf.ts';
import { auditEvent, staffActor } from '../../.server/changes/pipeline.ts';
import { getCaseStudyDetail } from '../../.server/db/repositories/case-studies.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { loadReviewPanel } from '../../features/review/review.server.ts';
import { reviewCommentsCsv } from '../../features/review/review-comments-csv.ts';
import type { Route } from './+types/case-study-review-csv';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { config, database } = context.get(servicesContext);
  assertNotCrossSite(request, config);
  const detail = await getCaseStudyDetail(database, params.id, { publishedOnly: false });
  if (!detail) throw data('This case study no longer exists.', { status: 404 });
  const panel = await loadReviewPanel(database, detail.caseStudy.id);
  const comments = panel.requests.reduce((count, request) => count + request.comments.length, 0);
  await auditEvent(database, staffActor(context.get(adminContext), context.get(requestContext).ip), {
    action: 'review.comments_exported',
    entityType: 'case_study',
    entityId: detail.caseStudy.id,
    details: { title: detail.caseStudy.title, comments },
  });
  return new Response(reviewCommentsCsv(panel.requests), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="review-comments-${detail.caseStudy.slug}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
