import { ProjectRequestSection } from '../features/lead-forms/project-request-section.tsx';
import { formPageViews, pageShouldRevalidate } from '../features/pages/form-page-views.tsx';
import { answerFormPagePost, serveFormPage } from '../features/pages/interactive-blocks.server.ts';
import { servedPageHeaders, servedPageMeta } from '../features/pages/page-meta.ts';
import { ServedPageView, servedPageBreadcrumbs } from '../features/pages/public-page.tsx';
import type { Route } from './+types/project-request';

export const handle = servedPageBreadcrumbs({ name: 'Lead Intake', path: '/lead-intake' });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => servedPageMeta(loaderData, matches);

/** The page seeded at /lead-intake (app/content/pages/), as staff have since edited it; 301 when moved, 404 when gone. */
export const loader = (args: Route.LoaderArgs) => serveFormPage(args, '/lead-intake');

export const shouldRevalidate = pageShouldRevalidate;

/** The project request posted (with or without JavaScript: lead-forms.server.ts), or another block's form. */
export const action = (args: Route.ActionArgs) => answerFormPagePost(args, '/lead-intake', 'project-request-form');

/** A preview's private headers, and a 429's Retry-After on a plain (no-JavaScript) post. */
export const headers = servedPageHeaders;

/** The hero, then the project request beside what happens next. */
export default function ProjectRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ServedPageView
      data={loaderData}
      views={formPageViews(loaderData, actionData, {
        type: 'project-request-form',
        draw: (answer) => <ProjectRequestSection result={answer} className="pb-24" />,
      })}
    />
  );
}
