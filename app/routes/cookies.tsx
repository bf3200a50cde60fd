import { data, redirect } from 'react-router';
import { consentCookieHeader } from '../.server/infrastructure/consent.ts';
import { servicesContext } from '../.server/infrastructure/context.ts';
import { readFormData } from '../.server/infrastructure/request-body.ts';
import { redirectWithToast } from '../.server/infrastructure/toast.ts';
import { CHOICE_PANEL_ID, CookieChoicePanel, SAVED_TOAST } from '../components/consent/cookie-choice.tsx';
import { servedPageHeaders, servedPageMeta } from '../features/pages/page-meta.ts';
import { servePage } from '../features/pages/pages.server.ts';
import { ServedPageView, servedPageBreadcrumbs } from '../features/pages/public-page.tsx';
import { consentReturnPath, isConsentChoice } from '../lib/consent.ts';
import type { Route } from './+types/cookies';

export const handle = servedPageBreadcrumbs({ name: 'Cookie Policy', path: '/cookies' });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => servedPageMeta(loaderData, matches);

export const headers = servedPageHeaders;

/** The page seeded at /cookies (app/content/pages/), as staff have since edited it; 301 when moved, 404 when gone. */
export const loader = (args: Route.LoaderArgs) => servePage(args, '/cookies');

/**
 * Stores the cookie-banner choice (the banner and this page's controls post here). A plain form post
 * carries `returnTo` and is redirected back; the banner's fetcher gets JSON and stays on its page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { config } = context.get(servicesContext);
  const form = await readFormData(request, 4 * 1024).catch(() => null);
  const choice = form?.get('choice');
  if (!isConsentChoice(choice)) {
    return data({ ok: false as const, message: 'Choose "Accept all" or "Essential only".' }, { status: 400 });
  }
  const headers = { 'Set-Cookie': consentCookieHeader(config, choice) };
  const returnTo = form?.get('returnTo');
  if (typeof returnTo === 'string' && returnTo !== '') {
    const back = consentReturnPath(returnTo);
    // The choice panel's own buttons (they return to it) confirm with the toast they show with
    // JavaScript, also when posted before the page's code has loaded.
    if (back.endsWith(`#${CHOICE_PANEL_ID}`)) return redirectWithToast(config, back, SAVED_TOAST, { headers });
    return redirect(back, { status: 303, headers });
  }
  return data({ ok: true as const, choice }, { headers });
}

/** SPEC 2.10: the Cookie Policy, with the visitor's own choice and its two buttons where the document places them. */
export default function CookiePolicyPage({ loaderData }: Route.ComponentProps) {
  return <ServedPageView data={loaderData} slots={{ 'cookie-choice': <CookieChoicePanel /> }} />;
}
