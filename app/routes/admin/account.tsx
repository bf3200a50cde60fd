/** The signed-in admin's account: who is signed in, the daily lead digest (on or off), and changing the password. */
import { KeyRound, Mail } from 'lucide-react';
import { data, Form, useNavigation } from 'react-router';
import { changePassword } from '../../.server/auth/change-password.ts';
import { readLeadDigest, setLeadDigest } from '../../.server/db/repositories/lead-digest.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import { NewPasswordFields } from '../../components/admin/new-password-fields.tsx';
import { AdminPageHeader, Panel } from '../../components/admin/page-header.tsx';
import { TextField } from '../../components/forms/field.tsx';
import { useToast } from '../../components/layout/toaster.tsx';
import { Button } from '../../components/ui/button.tsx';
import { roleLabels, roleSummaries } from '../../lib/roles.ts';
import { type ChangePasswordField, changePasswordSchema } from '../../lib/schemas/change-password.ts';
import { type FieldErrors, fieldErrors } from '../../lib/schemas/field-errors.ts';
import { mayOwnLeads } from '../../lib/studio-access.ts';
import { errorToast } from '../../lib/toast.ts';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = () => [
  { title: 'Account | Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { database } = context.get(servicesContext);
  const { email, role, userId } = context.get(adminContext);
  // Only the roles that may own leads receive the digest (issue 31).
  const leadDigest = mayOwnLeads(role) ? await readLeadDigest(database, userId) : null;
  return { email, role, leadDigest, digestHour: leadDigestHourText(context.get(servicesContext).config.jobs) };
}

/** When the digest is sent, as the Account page says it ('8:00 in Europe/Berlin'). */
const leadDigestHourText = (jobs: { leadDigestHour: number; studioTimeZone: string }) =>
  `${jobs.leadDigestHour}:00 in ${jobs.studioTimeZone}`;

/** Turns the daily lead digest on or off for the signed-in member (a checkbox left out of the post is off). */
async function saveLeadDigest(context: Route.ActionArgs['context'], form: FormData) {
  const { database, config, logger } = context.get(servicesContext);
  const admin = context.get(adminContext);
  if (!mayOwnLeads(admin.role)) {
    return data(
      { errors: {} as Errors, toast: errorToast('Your role does not receive the lead digest') },
      { status: 403 },
    );
  }
  const on = form.get('leadDigest') === 'on';
  try {
    await setLeadDigest(database, admin.userId, on);
  } catch (error) {
    logger.error({ err: error }, 'could not save the lead digest setting');
    return data({ errors: {} as Errors, toast: errorToast('Failed to save the lead digest setting') }, { status: 500 });
  }
  return redirectWithToast(config, '/admin/account', {
    type: 'success',
    title: on ? 'Daily lead digest on' : 'Daily lead digest off',
  });
}

type Errors = FieldErrors<ChangePasswordField>;
export async function action({ request, context }: Route.ActionArgs) {
  const { database, config, logger, metrics } = context.get(servicesContext);
  const admin = context.get(adminContext);
  const { ip } = context.get(requestContext);
  const form = await readFormDataOrThrow(request, 16 * 1024);
  if (form.get('intent') === 'lead-digest') return saveLeadDigest(context, form);
  const parsed = changePasswordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return data({ errors: fieldErrors<ChangePasswordField>(parsed.error), toast: null }, { status: 400 });
  try {
    const outcome = await changePassword(database, config, admin, ip, parsed.data);
    if (outcome.status === 'rate-limited') {
      metrics.rateLimitRefused('password_change');
      return data({ errors: {} as Errors, toast: errorToast(outcome.message) }, { status: 429 });
    }
    if (outcome.status === 'wrong-password') {
      return data(
        { errors: { currentPassword: 'The current password is not correct' } as Errors, toast: null },
        { status: 400 },
      );
    }
    const ended = outcome.otherSessionsEnded;
    return redirectWithToast(config, '/admin/account', {
      type: 'success',
      title: 'Password changed',
      description:
        ended > 0
          ? `Signed out of ${ended} other session${ended === 1 ? '' : 's'}.`
          : 'Use your new password next time you sign in.',
    });
  } catch (error) {
    logger.error({ err: error }, 'could not change password');
    return data({ errors: {} as Errors, toast: errorToast('Failed to change password') }, { status: 500 });
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction === '/admin/account';
  useToast(actionData?.toast);
  const errors = actionData?.errors ?? {};
  return (
    <>
      <AdminPageHeader
        title="Account"
        description={
          <>
            Signed in as <strong className="font-semibold text-slate-800">{loaderData.email}</strong>, with the{' '}
            {roleLabels[loaderData.role]} role: {roleSummaries[loaderData.role].charAt(0).toLowerCase()}
            {roleSummaries[loaderData.role].slice(1)}
          </>
        }
      />
      {loaderData.leadDigest === null ? null : (
        <Panel className="mb-6 max-w-xl">
          <div className="flex items-center gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
            <Mail className="size-5 text-slate-500" aria-hidden="true" />
            <h2 className="text-lg font-semibold">Daily lead digest</h2>
          </div>
          <Form method="post" className="space-y-4 px-5 py-5 sm:px-6">
            <input type="hidden" name="intent" value="lead-digest" />
            <label className="flex items-start gap-3 text-sm text-slate-700">
              <input
                type="checkbox"
                name="leadDigest"
                defaultChecked={loaderData.leadDigest}
                className="mt-0.5 size-5 shrink-0 rounded border-slate-300"
              />
              <span>
                E-mail me the daily lead digest: my follow-ups due and the new leads nobody owns yet, at{' '}
                {loaderData.digestHour} (not sent on a day with nothing to list).
              </span>
            </label>
            <div className="flex justify-end border-t border-slate-100 pt-4">
              <Button type="submit" variant="outline">
                Save digest setting
              </Button>
            </div>
          </Form>
        </Panel>
      )}
      <Panel className="max-w-xl">
        <div className="flex items-center gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
          <KeyRound className="size-5 text-slate-500" aria-hidden="true" />
          <h2 className="text-lg font-semibold">Change password</h2>
        </div>
        <Form method="post" noValidate className="space-y-5 px-5 py-5 sm:px-6" key={actionData ? 'retry' : 'fresh'}>
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword}
          />
          <NewPasswordFields errors={errors} />
          <p className="text-sm text-slate-600">Changing the password signs this account out everywhere else.</p>
          <p className="text-sm text-slate-600">
            A password set here is kept across restarts and deploys: <code>ADMIN_PASSWORD</code> only creates a missing
            account, unless the server is started with <code>ADMIN_PASSWORD_RESET=1</code>.
          </p>
          <div className="flex justify-end border-t border-slate-100 pt-5">
            <Button type="submit" disabled={busy}>
              {busy ? 'Changing password...' : 'Change password'}
            </Button>
          </div>
        </Form>
      </Panel>
    </>
  );
}
