import { useToast } from '../components/layout/toaster.tsx';
import { pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { PageHero } from '../components/site/page-hero.tsx';
import { AssessmentBenefits, RoiCalculatorPromo } from '../features/lead-forms/assessment-aside.tsx';
import { FormCard } from '../features/lead-forms/form-card.tsx';
import { handleLeadSubmission, processAssessmentForm } from '../features/lead-forms/lead-forms.server.ts';
import { assessmentPage } from '../features/lead-forms/lead-forms-copy.ts';
import { ProcessAssessmentForm } from '../features/lead-forms/process-assessment-form.tsx';
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
  useToast(actionData?.status === 'success' ? actionData.toast : null);
  return (
    <>
      <PageHero
        eyebrow={assessmentPage.hero.eyebrow}
        title={assessmentPage.hero.title}
        lead={assessmentPage.hero.lead}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-24 sm:px-6 lg:grid-cols-12 lg:gap-12 lg:px-8">
        <div className="lg:col-span-7 xl:col-span-8">
          <FormCard>
            <ProcessAssessmentForm result={actionData} />
          </FormCard>
        </div>
        <div className="space-y-8 lg:col-span-5 xl:col-span-4">
          <div className="space-y-8 lg:sticky lg:top-28">
            <AssessmentBenefits />
            <RoiCalculatorPromo />
          </div>
        </div>
      </div>
    </>
  );
}
