import { pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { PageHero } from '../components/site/page-hero.tsx';
import { handleLeadSubmission, processAssessmentForm } from '../features/lead-forms/lead-forms.server.ts';
import { assessmentPage } from '../features/lead-forms/lead-forms-copy.ts';
import { ProcessAssessmentSection } from '../features/lead-forms/process-assessment-section.tsx';
import type { BreadcrumbHandle } from '../lib/structured-data.ts';
import type { Route } from './+types/process-assessment';

export const handle: BreadcrumbHandle = { breadcrumbs: [{ name: 'Process Assessment', path: '/process-assessment' }] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: assessmentPage.meta.title,
    description: assessmentPage.meta.description,
    path: '/process-assessment',
    siteUrl: siteUrlFrom(matches),
  });

/** A 429's Retry-After reaches the browser on a plain (no-JavaScript) post too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, processAssessmentForm);
}

export default function ProcessAssessmentPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={assessmentPage.hero.eyebrow}
        title={assessmentPage.hero.title}
        lead={assessmentPage.hero.lead}
      />
      <ProcessAssessmentSection result={actionData} className="pb-24" />
    </>
  );
}
