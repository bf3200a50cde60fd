/**
 * The staff page's pieces: the table of accounts and open invitations with each row's role and
 * actions, and the invitation form.
 */
import { Send, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { ConfirmedAction } from '../../../components/admin/confirmed-action.tsx';
import { Panel } from '../../../components/admin/page-header.tsx';
import { ChoiceGroupField } from '../../../components/forms/choice-field.tsx';
import { TextField } from '../../../components/forms/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatAdminDate, formatAdminDateTime } from '../../../lib/admin-format.ts';
import { cn } from '../../../lib/cn.ts';
import { ROLES, type Role, roleLabels, roleSummaries } from '../../../lib/roles.ts';
import { offboardingSentence, type StaffRow, type StaffStatus } from '../staff.ts';
import { staffCopy } from '../staff-copy.ts';

/** The invitation form's id: the one-time link notice leaves the focus in it when someone is typing. */
export const INVITE_FORM_ID = 'invite-staff';

const roleOptions = ROLES.map((role) => ({ value: role, label: roleLabels[role], description: roleSummaries[role] }));

const pill = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset';
const statusStyles: Record<StaffStatus, { className: string; dot: string }> = {
  active: { className: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20', dot: 'bg-emerald-600' },
  invited: { className: 'bg-blue-50 text-blue-800 ring-blue-600/20', dot: 'bg-blue-600' },
  deactivated: { className: 'bg-slate-100 text-slate-700 ring-slate-500/20', dot: 'bg-slate-500' },
};

function StaffStatusBadge({ status }: { status: StaffStatus }) {
  return (
    <span className={cn(pill, statusStyles[status].className)}>
      <span className={cn('size-1.5 rounded-full', statusStyles[status].dot)} aria-hidden="true" />
      {staffCopy.status[status]}
    </span>
  );
}

const rowButton =
  'rounded-lg px-2.5 py-1.5 text-sm font-semibold text-blue-700 transition-colors hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600';

function PlainAction({ intent, id, label, email }: { intent: string; id: string; label: string; email: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={rowButton}>
        {label}
        <span className="sr-only"> {email}</span>
      </button>
    </Form>
  );
}

/**
 * An active colleague's role, changed by a small form (a select and its button: it works before and
 * without JavaScript). Your own role is shown, not offered: another Admin changes it.
 */
function RoleCell({ row }: { row: StaffRow }) {
  const id = useId();
  const navigation = useNavigation();
  if (row.kind === 'invitation' || row.isYou || row.status === 'deactivated') {
    return <span className="text-slate-800">{roleLabels[row.role]}</span>;
  }
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'role' &&
    navigation.formData?.get('id') === row.id;
  return (
    <Form method="post" className="flex items-center gap-1.5">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={row.id} />
      <label htmlFor={id} className="sr-only">
        {`Role of ${row.email}`}
      </label>
      <select
        id={id}
        name="role"
        defaultValue={row.role}
        className="h-9 rounded-lg border border-slate-300 bg-white pr-7 pl-2.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </select>
      <button type="submit" className={cn(rowButton, 'whitespace-nowrap')} disabled={busy}>
        {busy ? staffCopy.changingRole : staffCopy.changeRole}
        <span className="sr-only"> of {row.email}</span>
      </button>
    </Form>
  );
}

function RowActions({ row }: { row: StaffRow }) {
  if (row.kind === 'invitation') {
    return (
      <div className="flex flex-wrap justify-end gap-1">
        <PlainAction intent="resend" id={row.id} label={staffCopy.resend} email={row.email} />
        <ConfirmedAction
          fields={{ intent: 'revoke', id: row.id }}
          label={staffCopy.revoke}
          accessibleLabel={`${staffCopy.revoke} the invitation to ${row.email}`}
          title="Revoke this invitation?"
          question={`The link sent to ${row.email} stops working at once. You can invite them again later.`}
          confirmLabel="Revoke invitation"
        />
      </div>
    );
  }
  if (row.isYou) return <span className="text-sm text-slate-500">{staffCopy.you}</span>;
  if (row.status === 'deactivated') {
    return (
      <div className="flex justify-end">
        <PlainAction intent="reactivate" id={row.id} label={staffCopy.reactivate} email={row.email} />
      </div>
    );
  }
  return (
    <div className="flex justify-end">
      <ConfirmedAction
        fields={{ intent: 'deactivate', id: row.id }}
        label={staffCopy.deactivate}
        accessibleLabel={`${staffCopy.deactivate} ${row.email}`}
        title="Deactivate this account?"
        question={[staffCopy.deactivateQuestion(row.email), offboardingSentence(row.offboarding)]
          .filter(Boolean)
          .join(' ')}
        confirmLabel="Deactivate account"
      />
    </div>
  );
}

export function StaffTable({ rows, timeZone }: { rows: StaffRow[]; timeZone: string }) {
  return (
    <Panel className="min-w-0">
      {/* `relative`: the screen-reader-only labels inside are positioned; without it they widen the page. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable) */}
      <section className="relative overflow-x-auto" aria-label={staffCopy.tableCaption} tabIndex={0}>
        <table className="w-full min-w-[46rem] text-left text-sm">
          <caption className="sr-only">{staffCopy.tableCaption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="min-w-[14rem] px-4 py-3 sm:px-5">
                Staff member
              </th>
              <th scope="col" className="px-4 py-3">
                {staffCopy.roleColumn}
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Last sign-in
              </th>
              <th scope="col" className="px-4 py-3 text-right sm:px-5">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={`${row.kind}:${row.id}`} className="align-top" data-staff-email={row.email}>
                <td className="px-4 py-3 sm:px-5">
                  {row.name ? <p className="font-medium break-words text-slate-900">{row.name}</p> : null}
                  <p className={cn('break-words', row.name ? 'text-slate-600' : 'font-medium text-slate-900')}>
                    {row.email}
                  </p>
                  {row.kind === 'account' ? (
                    <p className="mt-0.5 text-xs text-slate-600">{staffCopy.joined(formatAdminDate(row.createdAt))}</p>
                  ) : null}
                  {row.kind === 'invitation' ? (
                    <p className={cn('mt-0.5 text-xs', row.expired ? 'font-semibold text-red-700' : 'text-slate-600')}>
                      {row.expired
                        ? staffCopy.expired
                        : staffCopy.expires(formatAdminDateTime(row.expiresAt, timeZone))}
                      {` · invited by ${row.invitedByEmail}`}
                    </p>
                  ) : null}
                </td>
                <td className="px-4 py-3">
                  <RoleCell row={row} />
                </td>
                <td className="px-4 py-3">
                  <StaffStatusBadge status={row.status} />
                </td>
                <td className="min-w-[8.5rem] px-4 py-3 text-slate-700">
                  {row.kind === 'account' && row.lastSignInAt
                    ? formatAdminDateTime(row.lastSignInAt, timeZone)
                    : staffCopy.never}
                </td>
                <td className="px-4 py-3 text-right sm:px-5">
                  <RowActions row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Panel>
  );
}

export function InviteStaffForm({
  errors,
  values,
  resetKey,
}: {
  errors: { email?: string; name?: string; role?: string };
  values: { email: string; name: string; role: Role };
  resetKey: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'invite';
  return (
    <Panel className="p-5">
      <div className="flex items-center gap-2">
        <UserPlus className="size-5 text-slate-500" aria-hidden="true" />
        <h2 className="text-base font-semibold">{staffCopy.inviteHeading}</h2>
      </div>
      <p className="mt-1 text-sm text-slate-600">{staffCopy.inviteHint}</p>
      <Form method="post" key={resetKey} id={INVITE_FORM_ID} className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value="invite" />
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="off"
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          label="Name (optional)"
          name="name"
          autoComplete="off"
          maxLength={100}
          defaultValue={values.name}
          error={errors.name}
        />
        <ChoiceGroupField
          type="radio"
          name="role"
          label={staffCopy.roleLegend}
          options={roleOptions}
          defaultValue={values.role}
          error={errors.role}
          required
        />
        <Button type="submit" className="w-full" disabled={busy}>
          <Send className="size-4" aria-hidden="true" />
          {busy ? staffCopy.inviting : staffCopy.inviteButton}
        </Button>
      </Form>
    </Panel>
  );
}
