/**
 * /admin/case-studies/edit/{id}: the full editor for an existing case study (SPEC 2.11), with its
 * History tab (`?tab=history`, `?revision={id}` to compare one version) and restoring a version
 * (a post to `?restore`).
 */

import { markClientDecisionsSeen } from '../../.server/db/repositories/review-requests.ts';
import { adminContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { EditorPageHeader } from '../../features/case-studies/admin/editor-page-header.tsx';
import { FullCaseStudyEditor } from '../../features/case-studies/admin/full-editor.tsx';
import { RestoreVersionForm } from '../../features/case-studies/admin/history-panel.tsx';
import { defaultSectionTitles } from '../../features/case-studies/case-study-copy.ts';
import { fullValuesFromDetail } from '../../features/case-studies/case-study-form.ts';
import {
  editorAction,
  isRestore,
  loadStudyWithHistory,
  restoreAction,
} from '../../features/case-studies/editor-routes.server.ts';
import { ReviewPanel } from '../../features/review/admin/review-panel.tsx';
import { loadReviewPanel } from '../../features/review/review.server.ts';
import { timeZoneFromCookies } from '../../lib/time-zone.ts';
import type { Route } from './+types/case-study-edit';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ? `Edit: ${loaderData.title}` : 'Edit Case Study'} | Studio` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const timeZone = timeZoneFromCookies(request.headers.get('Cookie'));
  const page = await loadStudyWithHistory(context, request, params.id, (detail) =>
    fullValuesFromDetail(detail, defaultSectionTitles, timeZone),
  );
  const { database } = context.get(servicesContext);
  // Opening the study is reading what its client decided on this person's requests (the dashboard's "Client decisions").
  const { userId } = context.get(adminContext);
  await markClientDecisionsSeen(database, { recordId: page.id, userId, at: new Date() });
  const review = await loadReviewPanel(database, page.id);
  return { ...page, review };
}

export function action({ request, params, context }: Route.ActionArgs) {
  if (isRestore(request)) return restoreAction({ request, context, id: params.id });
  return editorAction({ request, context, id: params.id }, 'full');
}

export default function EditCaseStudy({ loaderData }: Route.ComponentProps) {
  const { id, title, initial, saved, history, historyOpen, review } = loaderData;
  return (
    <>
      <EditorPageHeader title="Edit Case Study" description={title} page="full-edit" study={{ id, ...saved }} />
      {/* A fresh editor per study and per version: another study, a restored version or theirs
          reloaded after a conflict must not keep the old form. */}
      <FullCaseStudyEditor
        key={`${id}:${saved.version}`}
        initial={initial}
        saved={saved}
        history={history}
        initialTab={historyOpen ? 'history' : 'basic'}
      />
      <RestoreVersionForm studyId={id} />
      <ReviewPanel panel={review} />
    </>
  );
}
