/**
 * GET /admin/testimonials/review/{id}/comments.csv (issue 30): the testimonial's client-review
 * comments, replies and decisions as CSV, downloaded from its Client review panel. Admin and Editor
 * only (app/lib/studio-access.ts).
 */
import { reviewCommentsDownload } from '../../features/review/admin/review-panel-routes.server.ts';
import type { Route } from './+types/testimonial-review-csv';

export const loader = (args: Route.LoaderArgs) =>
  reviewCommentsDownload(args, { type: 'testimonial', id: args.params.id });
