import { Cookie } from 'lucide-react';
import { Link, useRouteLoaderData } from 'react-router';
import { defaultSiteSettings } from '../../content/site-settings.ts';
import { useKeptValue } from '../../delivery/kept-value.ts';
import type { RenderedOnServer } from '../../delivery/server-values.tsx';
import type { SiteSettings } from '../../lib/site-settings.ts';
import { CONSENT_LOADER_ROUTE } from '../layout/use-consent.ts';

/** What the cookie banner says (components/consent/cookie-banner.tsx): the icon, its title and text from the site settings, and the policy's link. */
export function CookieBannerText() {
  const layout = useRouteLoaderData(CONSENT_LOADER_ROUTE) as
    | { cookieBanner?: SiteSettings['cookieBanner'] | RenderedOnServer | null }
    | undefined;
  // The public layout's loader sends the words to a visitor who has not chosen, the only one who sees
  // the banner: kept on the server for a document (its HTML stays), in full in a data request.
  const cookieBanner = useKeptValue(layout?.cookieBanner ?? defaultSiteSettings(undefined).cookieBanner);
  if (!cookieBanner) return null;
  return (
    <div className="flex gap-3 md:items-center">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-blue-50 text-blue-700 sm:inline-flex">
        <Cookie aria-hidden className="size-5" />
      </span>
      <div className="text-sm leading-6">
        <p id="cookie-banner-title" className="font-semibold text-slate-900">
          {cookieBanner.title}
        </p>
        <p id="cookie-banner-text" className="text-slate-600">
          {cookieBanner.body}{' '}
          <Link
            to="/cookies"
            className="font-medium whitespace-nowrap text-blue-700 underline underline-offset-2 hover:text-blue-800"
          >
            Cookie Policy
          </Link>
        </p>
      </div>
    </div>
  );
}
