import { data, redirect } from 'react-router';
import { consentCookieHeader } from '../.server/infrastructure/consent.ts';
import { servicesContext } from '../.server/infrastructure/context.ts';
import { readFormData } from '../.server/infrastructure/request-body.ts';
import { CookieChoicePanel } from '../components/consent/cookie-choice.tsx';
import { LegalDocumentPage } from '../components/legal/legal-document.tsx';
import { pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { cookiePolicy } from '../content/legal/cookies.ts';
import { consentReturnPath, isConsentChoice } from '../lib/consent.ts';
import type { BreadcrumbHandle } from '../lib/structured-data.ts';
import type { Route } from './+types/cookies';

export const handle: BreadcrumbHandle = { breadcrumbs: [{ name: 'Cookie Policy', path: '/cookies' }] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: cookiePolicy.title,
    description: cookiePolicy.metaDescription,
    path: cookiePolicy.path,
    siteUrl: siteUrlFrom(matches),
  });

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
    return redirect(consentReturnPath(returnTo), { status: 303, headers });
  }
  return data({ ok: true as const, choice }, { headers });
}

export default function CookiePolicyPage() {
  return <LegalDocumentPage document={cookiePolicy} slots={{ 'consent-choice': <CookieChoicePanel /> }} />;
}
