import { staticIsland } from '../../delivery/static-island.tsx';
import { useConsent } from '../layout/use-consent.ts';
import { ConsentForm } from './consent-form.tsx';

// What the banner says is static (delivery/static-island.tsx): only its buttons hydrate.
const BannerText = staticIsland('cookie-banner-text', () =>
  import('./cookie-banner-text.tsx').then((module) => module.CookieBannerText),
);

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
        <BannerText />
        <ConsentForm className="grid shrink-0 grid-cols-2 gap-2 md:flex" buttonClassName="min-w-0 md:min-w-36" />
      </div>
    </section>
  );
}
