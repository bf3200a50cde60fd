/**
 * POST /admin/case-studies/review/{id} (issue 30): the case-study editor's "Client review" panel's
 * forms (features/review/admin/review-panel-routes.server.ts). Admin and Editor only
 * (app/lib/studio-access.ts).
 */
import { reviewPanelAction, toReviewPanel } from '../../features/review/admin/review-panel-routes.server.ts';
import type { Route } from './+types/case-study-review';

export const loader = ({ params }: Route.LoaderArgs) => toReviewPanel({ type: 'case_study', id: params.id });

export const action = (args: Route.ActionArgs) => reviewPanelAction(args, { type: 'case_study', id: args.params.id });
