import { ProcessAssessmentSection } from '../features/lead-forms/process-assessment-section.tsx';
import { formPageViews, pageShouldRevalidate } from '../features/pages/form-page-views.tsx';
import { answerFormPagePost, serveFormPage } from '../features/pages/interactive-blocks.server.ts';
import { servedPageHeaders, servedPageMeta } from '../features/pages/page-meta.ts';
import { ServedPageView, servedPageBreadcrumbs } from '../features/pages/public-page.tsx';
import type { Route } from './+types/process-assessment';

export const handle = servedPageBreadcrumbs({ name: 'Process Assessment', path: '/process-assessment' });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => servedPageMeta(loaderData, matches);

/** The page seeded at /process-assessment (app/content/pages/), as staff have since edited it; 301 when moved, 404 when gone. */
export const loader = (args: Route.LoaderArgs) => serveFormPage(args, '/process-assessment');

export const shouldRevalidate = pageShouldRevalidate;

/** The assessment posted (with or without JavaScript: lead-forms.server.ts), or another block's form. */
export const action = (args: Route.ActionArgs) =>
  answerFormPagePost(args, '/process-assessment', 'process-assessment-form');

/** A preview's private headers, and a 429's Retry-After on a plain (no-JavaScript) post. */
export const headers = servedPageHeaders;

/** The hero, then the questionnaire beside its benefits and the ROI calculator's promotion. */
export default function ProcessAssessmentPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ServedPageView
      data={loaderData}
      views={formPageViews(loaderData, actionData, {
        type: 'process-assessment-form',
        draw: (answer) => <ProcessAssessmentSection result={answer} className="pb-24" />,
      })}
    />
  );
}
