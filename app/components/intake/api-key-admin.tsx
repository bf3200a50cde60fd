/**
 * The studio's API-key screen: the list (name and last four characters only), the form that
 * creates a key, the one-time notice showing a new key, and the revoke confirmation.
 */
import { Check, Copy, KeyRound, Plus, ServerCog, TriangleAlert } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { formatAdminDate, formatAdminDateTime } from '../../lib/admin-format.ts';
import { cn } from '../../lib/cn.ts';
import { API_KEY_NAME_MAX } from '../../lib/schemas/api-key.ts';
import { Panel } from '../admin/page-header.tsx';
import { TextField } from '../forms/field.tsx';
import { showToast } from '../layout/toaster.tsx';
import { Button, buttonClasses } from '../ui/button.tsx';

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
  const [pending, setPending] = useState<ApiKeyRow | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const submit = useSubmit();

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
                    {key.lastUsedAt ? `last used ${formatAdminDateTime(key.lastUsedAt)}` : 'never used'}
                    {key.revokedAt ? ` · revoked ${formatAdminDate(key.revokedAt)}` : ''}
                  </p>
                </div>
              </div>
              <div className="flex shrink-0 items-center gap-3 pl-8 sm:pl-0">
                {masked(key.lastFour)}
                <KeyStatus revoked={revoked} />
                {revoked ? null : (
                  <Form
                    method="post"
                    onSubmit={(event) => {
                      // With JavaScript, ask first; without it, the button revokes directly.
                      if (!hydrated) return;
                      event.preventDefault();
                      setPending(key);
                    }}
                  >
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="id" value={key.id} />
                    <button
                      type="submit"
                      className="rounded-lg px-2.5 py-1.5 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
                    >
                      Revoke<span className="sr-only"> {key.name}</span>
                    </button>
                  </Form>
                )}
              </div>
            </li>
          );
        })}
      </ul>

      <AlertDialog.Root open={pending !== null} onOpenChange={(open) => (open ? undefined : setPending(null))}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">Revoke this key?</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">
              “{pending?.name}” stops working at once: every request that uses it will be refused. This cannot be
              undone.
            </AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                Cancel
              </AlertDialog.Cancel>
              <AlertDialog.Action
                className={buttonClasses({ variant: 'destructive', size: 'sm' })}
                onClick={() => {
                  if (pending) submit({ intent: 'revoke', id: pending.id }, { method: 'post' });
                }}
              >
                Revoke key
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
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
  const [copied, setCopied] = useState(false);
  const [canCopy, setCanCopy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    setCanCopy(Boolean(navigator.clipboard));
    // The notice takes the focus so that it is read first; but the answer to a key created before
    // hydration is on the page as it hydrates, and someone may be typing the next name by then.
    const form = document.getElementById(CREATE_KEY_FORM_ID);
    if (!form?.contains(document.activeElement)) heading.current?.focus();
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied(true);
    } catch {
      showToast({ type: 'error', title: 'Could not copy', description: 'Select the key and copy it by hand.' });
    }
  }

  return (
    <section aria-labelledby="new-key-heading" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-5">
      <div className="flex items-start gap-3">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="new-key-heading" ref={heading} tabIndex={-1} className="font-semibold text-amber-950 outline-none">
            Copy the key for “{name}” now
          </h2>
          <p className="mt-1 text-sm text-amber-900">
            It is shown only this once: we keep a fingerprint of it, not the key. Store it as a secret in the system
            that will use it.
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code
              data-testid="new-api-key"
              className="min-w-0 flex-1 rounded-lg border border-amber-200 bg-white px-3 py-2.5 font-mono text-sm break-all text-slate-900 select-all"
            >
              {apiKey}
            </code>
            {canCopy ? (
              <Button type="button" variant="outline" onClick={copy}>
                {copied ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : (
                  <Copy className="size-4" aria-hidden="true" />
                )}
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
