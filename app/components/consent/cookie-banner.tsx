import { Cookie } from 'lucide-react';
import { Link } from 'react-router';
import { ConsentForm } from './consent-form.tsx';
import { useConsent } from './use-consent.ts';

/**
 * The cookie consent banner (Cookie Policy, section 7): shown until the visitor chooses, rendered by
 * the server from the consent cookie so it never flashes in or out on load. A fixed, non-modal
 * region at the bottom: it never shifts the layout and never traps focus.
 */
export function CookieConsentBanner() {
  const { choice, known } = useConsent();
  if (!known || choice !== null) return null;
  return (
    <section
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 p-3 sm:p-5"
    >
      <div className="pointer-events-auto mx-auto flex max-w-5xl flex-col gap-4 rounded-2xl border border-slate-200 bg-white/95 p-4 shadow-2xl shadow-slate-900/15 backdrop-blur-md sm:p-5 md:flex-row md:items-center md:gap-6">
        <div className="flex gap-3 md:items-center">
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-blue-50 text-blue-700 sm:inline-flex">
            <Cookie aria-hidden className="size-5" />
          </span>
          <div className="text-sm leading-6">
            <p id="cookie-banner-title" className="font-semibold text-slate-900">
              We only use essential cookies
            </p>
            <p id="cookie-banner-text" className="text-slate-600">
              They remember this choice and keep our forms working. No analytics or ads, whatever you choose.{' '}
              <Link
                to="/cookies"
                className="font-medium whitespace-nowrap text-blue-700 underline underline-offset-2 hover:text-blue-800"
              >
                Cookie Policy
              </Link>
            </p>
          </div>
        </div>
        <ConsentForm className="grid shrink-0 grid-cols-2 gap-2 md:flex" buttonClassName="min-w-0 md:min-w-36" />
      </div>
    </section>
  );
}
