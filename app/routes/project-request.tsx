import { pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { PageHero } from '../components/site/page-hero.tsx';
import { handleLeadSubmission, projectRequestForm } from '../features/lead-forms/lead-forms.server.ts';
import { projectRequestPage } from '../features/lead-forms/lead-forms-copy.ts';
import { ProjectRequestSection } from '../features/lead-forms/project-request-section.tsx';
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
  return (
    <>
      <PageHero
        eyebrow={projectRequestPage.hero.eyebrow}
        title={projectRequestPage.hero.title}
        lead={projectRequestPage.hero.lead}
      />
      <ProjectRequestSection result={actionData} className="pb-24" />
    </>
  );
}
