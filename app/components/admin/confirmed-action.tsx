/**
 * A one-button form for an action worth a second thought (revoke, deactivate): with JavaScript the
 * button asks first in a dialog; without it, the button does the action directly (its label and the
 * page around it say what it does, and each of these actions can be undone or redone).
 */
import { AlertDialog } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { Form, useSubmit } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { buttonClasses } from '../ui/button.tsx';

export function ConfirmedAction({
  fields,
  label,
  accessibleLabel,
  title,
  question,
  confirmLabel,
  className,
}: {
  /** The hidden fields the form posts (intent, id). */
  fields: Record<string, string>;
  label: ReactNode;
  /** What the button does, for screen readers, when `label` alone is ambiguous in a list. */
  accessibleLabel?: string;
  title: string;
  question: ReactNode;
  confirmLabel: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const submit = useSubmit();

  return (
    <>
      <Form
        method="post"
        onSubmit={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          aria-label={accessibleLabel}
          className={cn(
            'rounded-lg px-2.5 py-1.5 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600',
            className,
          )}
        >
          {label}
        </button>
      </Form>
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">{question}</AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                Cancel
              </AlertDialog.Cancel>
              <AlertDialog.Action
                className={buttonClasses({ variant: 'destructive', size: 'sm' })}
                onClick={() => submit(fields, { method: 'post' })}
              >
                {confirmLabel}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
