/**
 * /admin/redirects (issue 32), for Admins and Editors: the 404 log with one-click redirects, the
 * redirect manager (exact paths and prefixes; 301, 302, 410), the redirects slug and path changes
 * made, CSV import and export, and the History of the redirects (`?revision={id}` compares a
 * version; a post with `?restore` restores it).
 */
import { AdminPageHeader } from '../../components/admin/page-header.tsx';
import { useStudioTimeZone } from '../../components/admin/studio-time-zone.tsx';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { HistoryPanel, RestoreVersionForm } from '../../features/case-studies/admin/history-panel.tsx';
import {
  AddRedirectForm,
  AutomaticRedirects,
  ImportExport,
  NotFoundLog,
  RedirectList,
  TargetOptions,
} from '../../features/redirects/admin/redirects-screen.tsx';
import {
  loadRedirectsManager,
  redirectsAction,
  restoreRedirectsAction,
} from '../../features/redirects/redirects.server.ts';
import { redirectsCopy } from '../../features/redirects/redirects-copy.ts';
import { REDIRECTS_PATH } from '../../features/redirects/redirects-schema.ts';
import { formatAdminDateTime } from '../../lib/admin-format.ts';
import type { Route } from './+types/redirects';

export const meta: Route.MetaFunction = () => [
  { title: `${redirectsCopy.title} | Studio` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadRedirectsManager(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  if (new URL(request.url).searchParams.has('restore')) return restoreRedirectsAction({ request, context });
  return redirectsAction({ request, context });
}

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const { rules, automatic, notFound, targets, lastSaved, history } = loaderData;
  const timeZone = useStudioTimeZone();
  const answer = actionData && 'intent' in actionData ? actionData : null;
  const saveProblems = answer && answer.intent !== 'import' ? answer.problems : [];
  return (
    <>
      <AdminPageHeader
        title={redirectsCopy.title}
        description={
          lastSaved
            ? `${redirectsCopy.description} ${redirectsCopy.lastSaved(lastSaved.by, formatAdminDateTime(lastSaved.at, timeZone))}`
            : redirectsCopy.description
        }
      />
      <TargetOptions targets={targets} />
      <div className="space-y-10">
        <FormAlert
          title={saveProblems.length > 0 ? redirectsCopy.saveFailed : undefined}
          message={saveProblems.length > 0 ? saveProblems.join(' ') : null}
        />
        {actionData && 'failure' in actionData ? (
          <FormAlert title={actionData.failure.title} message={actionData.failure.description} />
        ) : null}
        <NotFoundLog {...notFound} />
        <RedirectList rules={rules} />
        <AddRedirectForm
          values={answer?.intent === 'add' ? answer.values : null}
          errors={answer?.intent === 'add' ? answer.errors : {}}
        />
        <AutomaticRedirects redirects={automatic} />
        <ImportExport problems={answer?.intent === 'import' ? answer.problems : []} />
        <div id="history">
          <HistoryPanel history={history} intro={redirectsCopy.historyIntro} empty={redirectsCopy.historyEmpty} />
        </div>
      </div>
      <RestoreVersionForm studyId="redirects" editPath={REDIRECTS_PATH} />
    </>
  );
}
