/**
 * /admin/navigation (issue 29), for Admins: the header's items, the Services menu and the footer's
 * link columns; saving (a plain post, back here with a toast), list operations posted before the
 * page's code loads, and the History below the form (`?revision={id}` compares a version, a post
 * with `?restore` puts it back).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { AdminPageHeader } from '../../components/admin/page-header.tsx';
import { HistoryPanel, RestoreVersionForm } from '../../features/case-studies/admin/history-panel.tsx';
import { NavigationEditor } from '../../features/navigation/admin/navigation-editor.tsx';
import {
  loadNavigationEditor,
  navigationAction,
  restoreNavigationAction,
} from '../../features/navigation/navigation.server.ts';
import { navigationCopy } from '../../features/navigation/navigation-copy.ts';
import { NAVIGATION_PATH } from '../../features/navigation/navigation-form.ts';
import type { Route } from './+types/navigation';

export const meta: Route.MetaFunction = () => [
  { title: `${navigationCopy.title} | Studio` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadNavigationEditor(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  if (new URL(request.url).searchParams.has('restore')) return restoreNavigationAction(context, request);
  return navigationAction(context, request);
}

export default function NavigationScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { values, version, history, historyOpen } = loaderData;
  const historyRef = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  // A restore comes back here with `?tab=history`: the History, where the restored version now is, takes the focus.
  useEffect(() => {
    if (historyOpen) historyRef.current?.focus();
  }, [historyOpen, key]);
  const answer = actionData as
    | {
        values?: typeof values;
        errors?: Record<string, string>;
        conflict?: Parameters<typeof NavigationEditor>[0]['conflict'];
        failure?: { title: string; description: string };
      }
    | undefined;
  return (
    <>
      <AdminPageHeader title={navigationCopy.title} description={navigationCopy.description} />
      <div className="space-y-8">
        {/* A fresh form per stored version: a save, a restore or their version after a conflict. */}
        <NavigationEditor
          key={version}
          initial={answer?.values ?? values}
          // After a conflict the form stays based on the version it opened: only 'Keep yours' saves over theirs.
          version={answer?.conflict?.basedOn ?? version}
          errors={answer?.errors}
          conflict={answer?.conflict}
          failure={answer?.failure}
        />
        <div id="history" ref={historyRef} tabIndex={-1} className="scroll-mt-24 outline-none">
          <HistoryPanel history={history} intro={navigationCopy.historyIntro} empty={navigationCopy.historyEmpty} />
        </div>
      </div>
      <RestoreVersionForm studyId="navigation" editPath={NAVIGATION_PATH} />
    </>
  );
}
