/**
 * The studio's API-key screen: the list (name and last four characters only), the form that
 * creates a key, the one-time notice showing a new key, and revoking one (asked first: ConfirmedAction).
 */
import { KeyRound, Plus, ServerCog } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { ConfirmedAction } from '../../../components/admin/confirmed-action.tsx';
import { OneTimeSecretNotice } from '../../../components/admin/one-time-secret.tsx';
import { Panel } from '../../../components/admin/page-header.tsx';
import { useStudioTimeZone } from '../../../components/admin/studio-time-zone.tsx';
import { TextField } from '../../../components/forms/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatAdminDate, formatAdminDateTime } from '../../../lib/admin-format.ts';
import { cn } from '../../../lib/cn.ts';
import { API_KEY_NAME_MAX } from '../api-key-schema.ts';

export interface ApiKeyRow {
  id: string;
  name: string;
  lastFour: string;
  createdByEmail: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const pill = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset';

function KeyStatus({ revoked }: { revoked: boolean }) {
  return revoked ? (
    <span className={cn(pill, 'bg-slate-100 text-slate-600 ring-slate-500/20')}>Revoked</span>
  ) : (
    <span className={cn(pill, 'bg-emerald-50 text-emerald-800 ring-emerald-600/20')}>
      <span className="size-1.5 rounded-full bg-emerald-600" aria-hidden="true" />
      Active
    </span>
  );
}

const masked = (lastFour: string) => (
  <span className="font-mono text-sm text-slate-700">
    <span aria-hidden="true">••••</span>
    <span className="sr-only">ending in </span>
    {lastFour}
  </span>
);

export function ApiKeyList({
  keys,
  environmentKey,
}: {
  keys: ApiKeyRow[];
  environmentKey: { configured: boolean; lastFour: string | null };
}) {
  const timeZone = useStudioTimeZone();
  return (
    <Panel>
      <h2 className="border-b border-slate-100 px-5 py-4 text-base font-semibold">Keys</h2>
      <ul className="divide-y divide-slate-100">
        <li className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            <ServerCog className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                Environment key <code className="font-mono text-[13px] text-slate-600">WEBHOOK_API_KEY</code>
              </p>
              <p className="mt-0.5 text-sm text-slate-600">
                {environmentKey.configured
                  ? 'Set in the server’s environment; change or remove it there.'
                  : 'Not set. Keys created here work on their own.'}
              </p>
            </div>
          </div>
          <div className="flex shrink-0 items-center gap-3 pl-8 sm:pl-0">
            {environmentKey.lastFour ? masked(environmentKey.lastFour) : null}
            {environmentKey.configured ? <KeyStatus revoked={false} /> : null}
          </div>
        </li>
        {keys.length === 0 ? (
          <li className="px-5 py-10 text-center">
            <KeyRound className="mx-auto size-8 text-slate-300" aria-hidden="true" />
            <p className="mt-2 text-sm text-slate-600">No keys created in the studio yet.</p>
          </li>
        ) : null}
        {keys.map((key) => {
          const revoked = key.revokedAt !== null;
          return (
            <li
              key={key.id}
              className={cn(
                'flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between',
                revoked && 'bg-slate-50/70',
              )}
            >
              <div className="flex min-w-0 items-start gap-3">
                <KeyRound
                  className={cn('mt-0.5 size-5 shrink-0', revoked ? 'text-slate-300' : 'text-blue-600')}
                  aria-hidden="true"
                />
                <div className="min-w-0">
                  <p
                    className={cn(
                      'font-medium break-words',
                      revoked ? 'text-slate-500 line-through' : 'text-slate-900',
                    )}
                  >
                    {key.name}
                  </p>
                  <p className="mt-0.5 text-sm text-slate-600">
                    Created {formatAdminDate(key.createdAt)}
                    {key.createdByEmail ? ` by ${key.createdByEmail}` : ''} ·{' '}
                    {key.lastUsedAt ? `last used ${formatAdminDateTime(key.lastUsedAt, timeZone)}` : 'never used'}
                    {key.revokedAt ? ` · revoked ${formatAdminDate(key.revokedAt)}` : ''}
                  </p>
                </div>
              </div>
              <div className="flex shrink-0 items-center gap-3 pl-8 sm:pl-0">
                {masked(key.lastFour)}
                <KeyStatus revoked={revoked} />
                {revoked ? null : (
                  <ConfirmedAction
                    fields={{ intent: 'revoke', id: key.id }}
                    label="Revoke"
                    accessibleLabel={`Revoke ${key.name}`}
                    title="Revoke this key?"
                    question={`“${key.name}” stops working at once: every request that uses it will be refused. This cannot be undone.`}
                    confirmLabel="Revoke key"
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

const CREATE_KEY_FORM_ID = 'create-api-key';

export function CreateApiKeyForm({
  error,
  defaultName,
  resetKey,
}: {
  error?: string;
  defaultName: string;
  resetKey: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create';
  return (
    <Panel className="p-5">
      <h2 className="text-base font-semibold">New key</h2>
      <p className="mt-1 text-sm text-slate-600">Name it after the system that will use it.</p>
      {/* A new key empties the form (the key changes with every creation). */}
      <Form id={CREATE_KEY_FORM_ID} method="post" key={resetKey} className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value="create" />
        <TextField
          label="Name"
          name="name"
          required
          maxLength={API_KEY_NAME_MAX}
          defaultValue={defaultName}
          placeholder="e.g. HubSpot workflow"
          error={error}
          autoComplete="off"
        />
        <Button type="submit" className="w-full" disabled={busy}>
          <Plus className="size-4" aria-hidden="true" />
          {busy ? 'Creating...' : 'Create key'}
        </Button>
      </Form>
    </Panel>
  );
}

/** The new key, shown once. */
export function NewKeyNotice({ name, apiKey }: { name: string; apiKey: string }) {
  return (
    <OneTimeSecretNotice
      heading={`Copy the key for “${name}” now`}
      text="It is shown only this once: we keep a fingerprint of it, not the key. Store it as a secret in the system that will use it."
      value={apiKey}
      copyLabel="Copy key"
      testId="new-api-key"
      formId={CREATE_KEY_FORM_ID}
    />
  );
}
