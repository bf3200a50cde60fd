/**
 * /admin/lead-retention (issue 31), for Admins: how long leads of each pipeline status are kept after
 * their last activity (for ever unless set). A daily job deletes what is past it, with its timeline,
 * and writes the counts to the audit log (app/.server/changes/lead-retention.ts).
 */
import { ShieldCheck } from 'lucide-react';
import { data, Form, Link } from 'react-router';
import { saveLeadRetention } from '../../.server/changes/lead-retention.ts';
import { staffActor } from '../../.server/changes/pipeline.ts';
import { readLeadRetention } from '../../.server/db/repositories/lead-retention.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import { AdminPageHeader, Panel } from '../../components/admin/page-header.tsx';
import { useToast } from '../../components/layout/toaster.tsx';
import { Button } from '../../components/ui/button.tsx';
import { field, label } from '../../features/leads/admin/pipeline-panel.tsx';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '../../lib/lead-pipeline.ts';
import { parseRetentionForm, RETENTION_MONTHS, retentionLabel } from '../../lib/lead-retention.ts';
import { errorToast } from '../../lib/toast.ts';
import type { Route } from './+types/lead-retention';

export const meta: Route.MetaFunction = () => [
  { title: 'Lead retention | Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { database } = context.get(servicesContext);
  return { retention: await readLeadRetention(database) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = context.get(adminContext);
  const { ip } = context.get(requestContext);
  const form = await readFormDataOrThrow(request, 16 * 1024);
  const fields = Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : undefined]),
  );
  const parsed = parseRetentionForm(fields);
  if (!parsed.ok) return data({ error: parsed.message, toast: errorToast(parsed.message) }, { status: 400 });
  try {
    await saveLeadRetention(services, staffActor(admin, ip), parsed.retention);
  } catch (error) {
    services.logger.error({ err: error }, 'could not save lead retention');
    const message = 'Failed to save lead retention';
    return data({ error: message, toast: errorToast(message) }, { status: 500 });
  }
  return redirectWithToast(services.config, '/admin/lead-retention', {
    type: 'success',
    title: 'Lead retention saved',
  });
}

export default function LeadRetention({ loaderData, actionData }: Route.ComponentProps) {
  useToast(actionData?.toast);
  const { retention } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Lead retention"
        description="How long leads are kept, by their pipeline status. Everything is kept unless you set a limit here."
      />
      <Panel className="max-w-xl">
        <div className="flex items-center gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
          <ShieldCheck className="size-5 text-slate-500" aria-hidden="true" />
          <h2 className="text-lg font-semibold">Keep leads by status</h2>
        </div>
        <Form method="post" className="space-y-4 px-5 py-5 sm:px-6">
          <p className="text-sm text-slate-600">
            Once a day, leads whose last activity (received, or a note or a change of status, owner or follow-up) is
            older than their status allows are deleted with their timeline and visit. The audit log records how many,
            never who.
          </p>
          {actionData?.error ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {actionData.error}
            </p>
          ) : null}
          {LEAD_STATUSES.map((status) => (
            <div key={status}>
              <label htmlFor={`retention-${status}`} className={label}>
                {LEAD_STATUS_LABELS[status]}
              </label>
              <select
                id={`retention-${status}`}
                name={`retention.${status}`}
                defaultValue={retention[status] === null ? '' : String(retention[status])}
                className={field}
              >
                <option value="">{retentionLabel(null)}</option>
                {RETENTION_MONTHS.map((months) => (
                  <option key={months} value={months}>
                    {retentionLabel(months)}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
            <Link to="/admin/messages" className="text-sm font-medium text-blue-800 underline underline-offset-4">
              Back to messages
            </Link>
            <Button type="submit">Save retention</Button>
          </div>
        </Form>
      </Panel>
    </>
  );
}
