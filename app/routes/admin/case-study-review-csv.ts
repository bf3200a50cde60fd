/**
 * GET /admin/case-studies/review/{id}/comments.csv (issue 30): the study's client-review comments,
 * replies and decisions as CSV, downloaded from its Client review panel. Admin and Editor only
 * (app/lib/studio-access.ts).
 */
import { reviewCommentsDownload } from '../../features/review/admin/review-panel-routes.server.ts';
import type { Route } from './+types/case-study-review-csv';

export const loader = (args: Route.LoaderArgs) =>
  reviewCommentsDownload(args, { type: 'case_study', id: args.params.id });
