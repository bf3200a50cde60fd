/** /admin/case-studies/simple-edit/{id}: the simple editor for an existing case study (SPEC 2.11). */
import { ExternalLink, PanelsTopLeft } from 'lucide-react';
import { Link } from 'react-router';
import {
  loadCaseStudyForEditing,
  readEditorSubmission,
  respondToSave,
  saveCaseStudy,
} from '../../.server/case-studies/editor.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import { SimpleCaseStudyEditor } from '../../components/admin/case-study-editor/simple-editor.tsx';
import { AdminPageHeader } from '../../components/admin/page-header.tsx';
import { simpleValuesFromDetail } from '../../lib/case-study-form.ts';
import type { Route } from './+types/case-study-simple-edit';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ? `Edit: ${loaderData.title}` : 'Edit Case Study'} | Studio` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const loaded = await loadCaseStudyForEditing(services, params.id);
  if (!loaded.ok) {
    throw await redirectWithToast(services.config, '/admin', {
      type: 'error',
      title: loaded.title,
      description: loaded.description,
    });
  }
  const { caseStudy } = loaded.detail;
  return {
    id: caseStudy.id,
    title: caseStudy.title,
    initial: simpleValuesFromDetail(loaded.detail),
    saved: { slug: caseStudy.slug, status: caseStudy.status },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const submission = await readEditorSubmission(services, request, { editor: 'simple', id: params.id });
  const outcome = await saveCaseStudy(services, {
    editor: 'simple',
    id: params.id,
    payload: submission.payload,
    admin: context.get(adminContext),
    ip: context.get(requestContext).ip,
  });
  return respondToSave(services.config, outcome, false, submission);
}

export default function SimpleEditCaseStudy({ loaderData }: Route.ComponentProps) {
  const { id, title, initial, saved } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Edit Case Study"
        description={title}
        actions={
          <>
            {saved.status === 'published' ? (
              <a
                href={`/use-cases/${saved.slug}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                View on site<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
            <Link
              to={`/admin/case-studies/edit/${id}`}
              className="inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <PanelsTopLeft className="size-4" aria-hidden="true" />
              Full editor
            </Link>
          </>
        }
      />
      <SimpleCaseStudyEditor key={id} initial={initial} saved={saved} />
    </>
  );
}
