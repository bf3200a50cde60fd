/**
 * /admin/staff (issue 19): the studio's accounts and open invitations. Staff invite colleagues by
 * e-mail, resend or revoke an invitation (or copy its link), and deactivate or reactivate an account.
 * Every staff member is an admin (SPEC 6 has one role).
 */
import { data } from 'react-router';
import {
  deactivateStaff,
  inviteStaff,
  loadStaff,
  reactivateStaff,
  resendInvitation,
  revokeInvitation,
  type StaffOutcome,
} from '../../.server/admin/staff.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import { AdminPageHeader } from '../../components/admin/page-header.tsx';
import { InviteStaffForm, StaffTable } from '../../components/admin/staff-table.tsx';
import { useToast } from '../../components/layout/toaster.tsx';
import { staffCopy } from '../../content/staff-copy.ts';
import { type FieldErrors, fieldErrors } from '../../lib/schemas/field-errors.ts';
import { type InviteStaffField as InviteField, inviteStaffSchema } from '../../lib/schemas/staff.ts';
import type { StaffRow } from '../../lib/staff.ts';
import { timeZoneFromCookies } from '../../lib/time-zone.ts';
import { errorToast, type Toast } from '../../lib/toast.ts';
import type { Route } from './+types/staff';

export const meta: Route.MetaFunction = () => [
  { title: 'Staff | Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const admin = context.get(adminContext);
  const timeZone = timeZoneFromCookies(request.headers.get('Cookie'));
  try {
    return { rows: await loadStaff(services, admin), timeZone, toast: null };
  } catch (error) {
    services.logger.error({ err: error }, 'could not load staff accounts');
    return { rows: [] as StaffRow[], timeZone, toast: errorToast('Failed to load staff accounts') };
  }
}

interface ActionResult {
  errors: FieldErrors<InviteField>;
  values: { email: string; name: string };
  toast: Toast | null;
}

const reply = (result: Partial<ActionResult>, status: number) =>
  data<ActionResult>({ errors: {}, values: { email: '', name: '' }, toast: null, ...result }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = context.get(adminContext);
  const { ip } = context.get(requestContext);
  const form = await readFormDataOrThrow(request, 16 * 1024);
  const intent = form.get('intent');
  const id = String(form.get('id') ?? '');

  let outcome: StaffOutcome;
  if (intent === 'invite') {
    const values = { email: String(form.get('email') ?? ''), name: String(form.get('name') ?? '') };
    const parsed = inviteStaffSchema.safeParse(values);
    if (!parsed.success) return reply({ errors: fieldErrors<InviteField>(parsed.error), values }, 400);
    outcome = await inviteStaff(services, admin, ip, parsed.data);
    if (!outcome.ok)
      return reply({ errors: { email: outcome.message }, values, toast: errorToast(outcome.message) }, outcome.status);
  } else if (intent === 'resend' && id) {
    outcome = await resendInvitation(services, admin, ip, id);
  } else if (intent === 'revoke' && id) {
    outcome = await revokeInvitation(services, admin, ip, id);
  } else if (intent === 'deactivate' && id) {
    outcome = await deactivateStaff(services, admin, ip, id);
  } else if (intent === 'reactivate' && id) {
    outcome = await reactivateStaff(services, admin, ip, id);
  } else {
    return reply({ toast: errorToast('Unknown action') }, 400);
  }

  if (!outcome.ok) return reply({ toast: errorToast(outcome.message) }, outcome.status);
  return redirectWithToast(services.config, '/admin/staff', {
    type: 'success',
    title: outcome.message,
    ...(outcome.description ? { description: outcome.description } : {}),
  });
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  useToast(loaderData.toast);
  useToast(actionData?.toast);
  const refusal = actionData?.toast && !actionData.errors.email ? actionData.toast.description : null;
  return (
    <>
      <AdminPageHeader title={staffCopy.heading} description={staffCopy.description} />
      {refusal ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
        <StaffTable rows={loaderData.rows} timeZone={loaderData.timeZone} />
        <InviteStaffForm
          errors={actionData?.errors ?? {}}
          values={actionData?.values ?? { email: '', name: '' }}
          resetKey={actionData ? 'retry' : 'fresh'}
        />
      </div>
    </>
  );
}
