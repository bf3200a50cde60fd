import { LegalDocumentPage } from '../components/legal/legal-document.tsx';
import { pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { termsOfService } from '../content/legal/terms.ts';
import type { BreadcrumbHandle } from '../lib/structured-data.ts';
import type { Route } from './+types/terms';

export const handle: BreadcrumbHandle = { breadcrumbs: [{ name: 'Terms of Service', path: '/terms' }] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: termsOfService.title,
    description: termsOfService.metaDescription,
    path: termsOfService.path,
    siteUrl: siteUrlFrom(matches),
  });

export default function TermsPage() {
  return <LegalDocumentPage document={termsOfService} />;
}
