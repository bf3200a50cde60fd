/**
 * /admin/settings (issue 29), for Admins: the site settings (the company's details, social links,
 * booking link, default social image, footer tagline, cookie banner), their History
 * (`?revision={id}` compares a version) and restoring one (a post with `?restore`).
 */
import { AdminPageHeader } from '../../components/admin/page-header.tsx';
import { useStudioTimeZone } from '../../components/admin/studio-time-zone.tsx';
import { HistoryPanel, RestoreVersionForm } from '../../features/case-studies/admin/history-panel.tsx';
import { SettingsForm } from '../../features/settings/admin/settings-form.tsx';
import {
  loadSettingsEditor,
  restoreSettingsAction,
  saveSettingsAction,
} from '../../features/settings/settings.server.ts';
import { settingsCopy } from '../../features/settings/settings-copy.ts';
import { SETTINGS_PATH } from '../../features/settings/settings-schema.ts';
import { formatAdminDateTime } from '../../lib/admin-format.ts';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () => [
  { title: `${settingsCopy.title} | Studio` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSettingsEditor(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  if (new URL(request.url).searchParams.has('restore')) return restoreSettingsAction({ request, context });
  return saveSettingsAction({ request, context });
}

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { values, version, lastSaved, history } = loaderData;
  const timeZone = useStudioTimeZone();
  const answer = actionData && 'values' in actionData ? actionData : null;
  return (
    <>
      <AdminPageHeader
        title={settingsCopy.title}
        description={
          lastSaved
            ? settingsCopy.lastSaved(lastSaved.by, formatAdminDateTime(lastSaved.at, timeZone))
            : settingsCopy.atDefaults
        }
      />
      <div className="space-y-8">
        {/* A fresh form per saved version: a restored version or theirs after a conflict replaces what it shows. */}
        <SettingsForm
          key={version}
          values={answer?.values ?? values}
          errors={answer && 'errors' in answer ? answer.errors : {}}
          version={version}
          conflict={answer && 'conflict' in answer ? answer.conflict : null}
          failure={actionData && 'failure' in actionData ? actionData.failure : null}
        />
        <div id="history">
          <HistoryPanel history={history} intro={settingsCopy.historyIntro} empty={settingsCopy.historyEmpty} />
        </div>
      </div>
      <RestoreVersionForm studyId="settings" editPath={SETTINGS_PATH} />
    </>
  );
}
