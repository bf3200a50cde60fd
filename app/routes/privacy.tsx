import { LegalDocumentPage } from '../components/legal/legal-document.tsx';
import { pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { privacyPolicy } from '../content/legal/privacy.ts';
import type { BreadcrumbHandle } from '../lib/structured-data.ts';
import type { Route } from './+types/privacy';

export const handle: BreadcrumbHandle = { breadcrumbs: [{ name: 'Privacy Policy', path: '/privacy' }] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: privacyPolicy.title,
    description: privacyPolicy.metaDescription,
    path: privacyPolicy.path,
    siteUrl: siteUrlFrom(matches),
  });

export default function PrivacyPage() {
  return <LegalDocumentPage document={privacyPolicy} />;
}
