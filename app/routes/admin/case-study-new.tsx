/** /admin/case-studies/new: the full editor for a new case study (SPEC 2.11). */
import { FilePlus2 } from 'lucide-react';
import { Link } from 'react-router';
import { readEditorSubmission, respondToSave, saveCaseStudy } from '../../.server/case-studies/editor.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { FullCaseStudyEditor } from '../../components/admin/case-study-editor/full-editor.tsx';
import { AdminPageHeader } from '../../components/admin/page-header.tsx';
import { defaultSectionTitles } from '../../content/case-study-copy.ts';
import { emptyFullValues } from '../../lib/case-study-form.ts';
import type { Route } from './+types/case-study-new';

export const meta: Route.MetaFunction = () => [
  { title: 'New Case Study | Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function loader() {
  return { initial: emptyFullValues(defaultSectionTitles) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const submission = await readEditorSubmission(services, request, { editor: 'full' });
  const outcome = await saveCaseStudy(services, {
    editor: 'full',
    payload: submission.payload,
    admin: context.get(adminContext),
    ip: context.get(requestContext).ip,
  });
  return respondToSave(services.config, outcome, true, submission);
}

export default function NewCaseStudy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="New Case Study"
        description="Every field of the story, its sections, metrics and media. Saved as a draft unless you publish it."
        actions={
          <Link
            to="/admin/case-studies/simple-new"
            className="inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <FilePlus2 className="size-4" aria-hidden="true" />
            Use the quick editor
          </Link>
        }
      />
      <FullCaseStudyEditor initial={loaderData.initial} saved={null} />
    </>
  );
}
