import { handleLeadSubmission, leadIntakeForm } from '../.server/leads/lead-forms.ts';
import { useToast } from '../components/layout/toaster.tsx';
import { FormCard } from '../components/leads/form-card.tsx';
import { LeadIntakeForm } from '../components/leads/lead-intake-form.tsx';
import { LeadIntakeAside } from '../components/leads/next-steps.tsx';
import { pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { PageHero } from '../components/site/page-hero.tsx';
import { leadIntakePage } from '../content/lead-forms.ts';
import type { BreadcrumbHandle } from '../lib/structured-data.ts';
import type { Route } from './+types/lead-intake';

export const handle: BreadcrumbHandle = { breadcrumbs: [{ name: 'Lead Intake', path: '/lead-intake' }] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: leadIntakePage.meta.title,
    description: leadIntakePage.meta.description,
    path: '/lead-intake',
    siteUrl: siteUrlFrom(matches),
  });

/** A 429's Retry-After reaches the browser on a plain (no-JavaScript) post too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, leadIntakeForm);
}

export default function LeadIntakePage({ actionData }: Route.ComponentProps) {
  useToast(actionData?.status === 'success' ? actionData.toast : null);
  return (
    <>
      <PageHero
        eyebrow={leadIntakePage.hero.eyebrow}
        title={leadIntakePage.hero.title}
        lead={leadIntakePage.hero.lead}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-24 sm:px-6 lg:grid-cols-12 lg:gap-12 lg:px-8">
        <div className="lg:col-span-7">
          <FormCard>
            <LeadIntakeForm result={actionData} />
          </FormCard>
        </div>
        <div className="lg:col-span-5">
          <div className="lg:sticky lg:top-28">
            <LeadIntakeAside />
          </div>
        </div>
      </div>
    </>
  );
}
