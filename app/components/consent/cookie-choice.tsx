import { CheckCircle2, CircleDashed } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { showToast } from '../layout/toaster.tsx';
import { useConsent } from '../layout/use-consent.ts';
import { ConsentForm } from './consent-form.tsx';

/** The anchor the panel's plain posts return to (the section holding it in the Cookie Policy). */
export const CHOICE_PANEL_ID = 'consent-banner';
export const SAVED_TOAST = { type: 'success', title: 'Cookie preference saved' } as const;

const described = {
  all: 'Accept all',
  essential: 'Essential only',
} as const;

/** The Cookie Policy's own controls: the current choice, and the same two buttons as the banner to change it. */
export function CookieChoicePanel() {
  const { choice, fetcher } = useConsent();
  // Each new answer of the consent fetcher is announced once. Keyed on the answer, not on seeing the
  // fetcher busy: a quick post can settle without a render in which it was, and the toast was lost.
  const announced = useRef(fetcher.data);

  useEffect(() => {
    if (fetcher.data === announced.current) return;
    announced.current = fetcher.data;
    if (fetcher.data?.ok) showToast(SAVED_TOAST);
  }, [fetcher.data]);

  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <p className="text-sm font-semibold text-slate-900">Your choice on this device</p>
      <p className="mt-2 flex items-center gap-2 text-base text-slate-700" aria-live="polite">
        {choice ? (
          <>
            <CheckCircle2 aria-hidden className="size-5 text-emerald-600" />
            <span>
              You chose <strong className="font-semibold text-slate-900">{described[choice]}</strong>.
            </span>
          </>
        ) : (
          <>
            <CircleDashed aria-hidden className="size-5 text-slate-500" />
            <span>You have not made a choice yet.</span>
          </>
        )}
      </p>
      <ConsentForm className="mt-4 flex flex-col gap-2 sm:flex-row" returnHash={`#${CHOICE_PANEL_ID}`} />
    </div>
  );
}
