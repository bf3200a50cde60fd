/**
 * /admin/staff (issues 19 and 26), for Admins: the studio's accounts and open invitations. Admins
 * invite colleagues by e-mail with a role, resend or revoke an invitation, change a role, and
 * deactivate or reactivate an account. A new invitation's link is shown once, in the answer to the
 * post that made it (or resent it), to that Admin alone.
 */
import { data } from 'react-router';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import { OneTimeSecretNotice } from '../../components/admin/one-time-secret.tsx';
import { AdminPageHeader } from '../../components/admin/page-header.tsx';
import { useToast } from '../../components/layout/toaster.tsx';
import { INVITE_FORM_ID, InviteStaffForm, StaffTable } from '../../features/staff/admin/staff-table.tsx';
import {
  changeStaffRole,
  deactivateStaff,
  inviteStaff,
  loadStaff,
  reactivateStaff,
  resendInvitation,
  revokeInvitation,
  type StaffOutcome,
} from '../../features/staff/staff.server.ts';
import type { StaffRow } from '../../features/staff/staff.ts';
import { staffCopy } from '../../features/staff/staff-copy.ts';
import {
  changeRoleSchema,
  type InviteStaffField as InviteField,
  inviteStaffSchema,
} from '../../features/staff/staff-schema.ts';
import { isRole, type Role } from '../../lib/roles.ts';
import { type FieldErrors, fieldErrors } from '../../lib/schemas/field-errors.ts';
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
  values: { email: string; name: string; role: Role };
  /** A link just made: shown in this answer only (never stored, never listed). */
  link: { email: string; url: string } | null;
  toast: Toast | null;
}

const emptyValues: ActionResult['values'] = { email: '', name: '', role: 'editor' };

const reply = (result: Partial<ActionResult>, status: number) =>
  data<ActionResult>(
    { errors: {}, values: emptyValues, link: null, toast: null, ...result },
    { status, headers: { 'Cache-Control': 'private, no-store' } },
  );

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = context.get(adminContext);
  const { ip } = context.get(requestContext);
  const form = await readFormDataOrThrow(request, 16 * 1024);
  const intent = form.get('intent');
  const id = String(form.get('id') ?? '');

  let outcome: StaffOutcome;
  if (intent === 'invite') {
    const role = String(form.get('role') ?? '');
    const values = {
      email: String(form.get('email') ?? ''),
      name: String(form.get('name') ?? ''),
      role: isRole(role) ? role : emptyValues.role,
    };
    const parsed = inviteStaffSchema.safeParse({ ...values, role });
    if (!parsed.success) return reply({ errors: fieldErrors<InviteField>(parsed.error), values }, 400);
    outcome = await inviteStaff(services, admin, ip, parsed.data);
    if (!outcome.ok)
      return reply({ errors: { email: outcome.message }, values, toast: errorToast(outcome.message) }, outcome.status);
  } else if (intent === 'resend' && id) {
    outcome = await resendInvitation(services, admin, ip, id);
  } else if (intent === 'role') {
    const parsed = changeRoleSchema.safeParse({ id, role: form.get('role') });
    if (!parsed.success) return reply({ toast: errorToast('Choose Admin, Editor or Sales') }, 400);
    outcome = await changeStaffRole(services, admin, ip, { userId: parsed.data.id, role: parsed.data.role });
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
  // A new link is shown in this answer, once; a redirect would have to carry it somewhere.
  if (outcome.link) {
    return reply(
      {
        link: outcome.link,
        toast: {
          id: crypto.randomUUID(),
          type: 'success',
          title: outcome.message,
          ...(outcome.description ? { description: outcome.description } : {}),
        },
      },
      200,
    );
  }
  return redirectWithToast(services.config, '/admin/staff', {
    type: 'success',
    title: outcome.message,
    ...(outcome.description ? { description: outcome.description } : {}),
  });
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  useToast(loaderData.toast);
  useToast(actionData?.toast);
  const refusal = actionData?.toast?.type === 'error' && !actionData.errors.email ? actionData.toast.description : null;
  const link = actionData?.link ?? null;
  return (
    <>
      <AdminPageHeader title={staffCopy.heading} description={staffCopy.description} />
      {link ? (
        <OneTimeSecretNotice
          heading={staffCopy.linkHeading(link.email)}
          text={staffCopy.linkText}
          value={link.url}
          copyLabel={staffCopy.copyLink}
          testId="invitation-link"
          formId={INVITE_FORM_ID}
        />
      ) : null}
      {refusal ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
        <StaffTable rows={loaderData.rows} timeZone={loaderData.timeZone} />
        <InviteStaffForm
          errors={actionData?.errors ?? {}}
          values={actionData && !link ? actionData.values : emptyValues}
          resetKey={link ? link.url : actionData ? 'retry' : 'fresh'}
        />
      </div>
    </>
  );
}
