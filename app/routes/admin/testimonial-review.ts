/**
 * POST /admin/testimonials/review/{id} (issue 30): the testimonial editor's "Client review" panel's
 * forms (features/review/admin/review-panel-routes.server.ts). Admin and Editor only
 * (app/lib/studio-access.ts).
 */
import { reviewPanelAction, toReviewPanel } from '../../features/review/admin/review-panel-routes.server.ts';
import type { Route } from './+types/testimonial-review';

export const loader = ({ params }: Route.LoaderArgs) => toReviewPanel({ type: 'testimonial', id: params.id });

export const action = (args: Route.ActionArgs) => reviewPanelAction(args, { type: 'testimonial', id: args.params.id });
