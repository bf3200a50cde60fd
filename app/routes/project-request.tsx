import { useToast } from '../components/layout/toaster.tsx';
import { pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { PageHero } from '../components/site/page-hero.tsx';
import { FormCard } from '../features/lead-forms/form-card.tsx';
import { handleLeadSubmission, projectRequestForm } from '../features/lead-forms/lead-forms.server.ts';
import { projectRequestPage } from '../features/lead-forms/lead-forms-copy.ts';
import { ProjectRequestAside } from '../features/lead-forms/next-steps.tsx';
import { ProjectRequestForm } from '../features/lead-forms/project-request-form.tsx';
import type { BreadcrumbHandle } from '../lib/structured-data.ts';
import type { Route } from './+types/project-request';

export const handle: BreadcrumbHandle = { breadcrumbs: [{ name: 'Lead Intake', path: '/lead-intake' }] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: projectRequestPage.meta.title,
    description: projectRequestPage.meta.description,
    path: '/lead-intake',
    siteUrl: siteUrlFrom(matches),
  });

/** A 429's Retry-After reaches the browser on a plain (no-JavaScript) post too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, projectRequestForm);
}

export default function ProjectRequestPage({ actionData }: Route.ComponentProps) {
  useToast(actionData?.status === 'success' ? actionData.toast : null);
  return (
    <>
      <PageHero
        eyebrow={projectRequestPage.hero.eyebrow}
        title={projectRequestPage.hero.title}
        lead={projectRequestPage.hero.lead}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-24 sm:px-6 lg:grid-cols-12 lg:gap-12 lg:px-8">
        <div className="lg:col-span-7">
          <FormCard>
            <ProjectRequestForm result={actionData} />
          </FormCard>
        </div>
        <div className="lg:col-span-5">
          <div className="lg:sticky lg:top-28">
            <ProjectRequestAside />
          </div>
        </div>
      </div>
    </>
  );
}
